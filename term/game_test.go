package term

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

// wholeGames are the games played through key presses: every game, every
// Cartagena variant, La Tortuga with one and two turtles and with egg
// cards as dice, Tobago on a named and on a seeded island.
var wholeGames = []struct {
	name    string
	game    LocalGame
	variant string
}{
	{"tortuga-2", LocalGame{Game: "tortuga", Players: 2, Bots: []string{"greedy"}}, ""},
	{"tortuga-4-eggs-as-dice", LocalGame{Game: "tortuga", Players: 4, Seat: 2, Bots: []string{"casual", "greedy", "random"}, Options: json.RawMessage(`{"eggs_as_dice":true}`)}, ""},
	{"cartagena-jamaica", LocalGame{Game: "cartagena", Players: 2, Bots: []string{"greedy"}, Options: json.RawMessage(`{"variant":"jamaica"}`)}, ""},
	{"cartagena-tortuga", LocalGame{Game: "cartagena", Players: 3, Seat: 1, Bots: []string{"random", "greedy"}, Options: json.RawMessage(`{"variant":"tortuga"}`)}, ""},
	{"cartagena-hispaniola", LocalGame{Game: "cartagena", Players: 2, Seat: 1, Bots: []string{"casual"}, Options: json.RawMessage(`{"variant":"hispaniola"}`)}, ""},
	{"tobago-named", LocalGame{Game: "tobago", Players: 2, Bots: []string{"random"}, Options: json.RawMessage(`{"island":"coral-cove"}`)}, ""},
	{"tobago-seeded", LocalGame{Game: "tobago", Players: 3, Seat: 2, Bots: []string{"random"}, Options: json.RawMessage(`{"island_seed":7}`)}, ""},
}

// TestWholeGames plays a whole game of each against bots by key presses
// alone: the arrows wander among the choices, Esc goes back a step now
// and then, Enter plays; every move so made is legal, and the game ends
// on the result page.
func TestWholeGames(t *testing.T) {
	t.Parallel()
	for i, c := range wholeGames {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			g := c.game
			g.Seed, g.Nick = uint64(100+i), "ann"
			m, err := NewLocal(g, Config{Lang: []string{"en", "ru"}[i%2], ASCII: i%3 == 0})
			if err != nil {
				t.Fatal(err)
			}
			d := drive(t, m, 80, 24)
			r := rand.New(rand.NewPCG(uint64(i), 1))
			moves := 0
			for moves < 3000 {
				d.until("the player's move or the end", d.decidingOrOver)
				if m.over() {
					break
				}
				before := m.shown.Version
				for m.deciding() && m.shown.Version == before {
					for range r.IntN(4) {
						d.Press([]string{"right", "left", "tab"}[r.IntN(3)])
					}
					if r.IntN(5) == 0 && len(m.chosen) > 0 {
						d.Press("esc")
						continue
					}
					d.Press("enter")
				}
				d.until("the move played", func() bool { return !m.sent || m.shown.Version > before })
				if m.shown.Version <= before {
					t.Fatalf("move %d was not played: %s", moves+1, m.notice)
				}
				moves++
			}
			if !m.over() {
				t.Fatalf("the game did not end in %d moves of the player", moves)
			}
			screen := m.render()
			for _, want := range []string{tr(m.cfg.Lang, "over"), "ann"} {
				if !strings.Contains(screen, want) {
					t.Errorf("the end screen lacks %q:\n%s", want, screen)
				}
			}
			if len(m.winners()) == 0 {
				t.Errorf("the end names no winner:\n%s", screen)
			}
			if len(m.log) < moves {
				t.Errorf("the log holds %d lines for %d moves of the player alone", len(m.log), moves)
			}
			for _, l := range m.log {
				if strings.TrimSpace(l) == "" || strings.Contains(l, "\x00") {
					t.Fatalf("a log line is blank or names a seat by its mark: %q", l)
				}
			}
			t.Logf("%d moves of the player, %d log lines", moves, len(m.log))
		})
	}
}
