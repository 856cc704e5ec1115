package sim

import (
	"caribe/engine"
	"caribe/games/cartagena"
	"caribe/games/tobago"
	"caribe/games/tortuga"
)

// labs holds each game's lab, by name: the standing that tells who leads
// and the numbers the game's summary leaves out. A game of the registry
// without one here cannot be simulated (TestEveryGameHasALab).
var labs = map[string]labGame{
	"tortuga": lab[*tortuga.State, tortuga.Move]{rules: tortuga.Rules,
		what: "eggs laid", extra: tortugaRides},
	"cartagena": lab[*cartagena.State, cartagena.Move]{rules: cartagena.Rules,
		what:  "spaces advanced by the seat's six pirates (the boat counting as the last space)",
		stand: cartagenaProgress, extra: cartagenaTurnsToBoard},
	"tobago": lab[*tobago.State, tobago.Move]{rules: tobago.Rules,
		what: "coins in the treasure cards taken", extra: tobagoCurses},
}

// tortugaRides counts, per seat, the moves in which one of its turtles
// rode on another: every turtle of a moving group but the bottom one.
func tortugaRides(s *tortuga.State, events []engine.Event) []Stat {
	rides := make([]int, s.Players())
	for _, e := range events {
		if m, ok := e.(tortuga.Moved); ok {
			for _, t := range m.Turtles[1:] {
				rides[s.Owner(int(t))]++
			}
		}
	}
	return []Stat{{Name: "rides", Values: rides}}
}

// cartagenaProgress adds each pirate's steps forward and back to its
// seat's standing.
func cartagenaProgress(_ *cartagena.State, events []engine.Event, standing []float64) {
	for _, e := range events {
		switch m := e.(type) {
		case cartagena.Advanced:
			standing[m.Seat] += float64(m.To - m.From)
		case cartagena.Retreated:
			standing[m.Seat] += float64(m.To - m.From)
		}
	}
}

// cartagenaTurnsToBoard counts, per seat, its own turns up to the one in
// which its first pirate reached the boat (0: none did).
func cartagenaTurnsToBoard(s *cartagena.State, events []engine.Event) []Stat {
	n := s.Players()
	turns, board := make([]int, n), make([]int, n)
	for _, e := range events {
		switch m := e.(type) {
		case cartagena.TurnStarted:
			turns[m.Seat]++
		case cartagena.Advanced:
			if turns[m.Seat] == 0 {
				turns[m.Seat] = 1
			}
			if m.To == cartagena.Boat && board[m.Seat] == 0 {
				board[m.Seat] = turns[m.Seat]
			}
		}
	}
	return []Stat{{Name: "turns_to_board", Values: board}}
}

// tobagoCurses counts, per seat, the curses that cost it an amulet or a
// treasure card.
func tobagoCurses(s *tobago.State, events []engine.Event) []Stat {
	curses := make([]int, s.Players())
	for _, e := range events {
		if c, ok := e.(tobago.Cursed); ok {
			for _, l := range c.Losses {
				if l.Amulet || l.Card != nil {
					curses[l.Seat]++
				}
			}
		}
	}
	return []Stat{{Name: "curses_taken", Values: curses}}
}
