package review

import (
	"context"
	"encoding/json"
	"testing"

	"caribe/bots"
	"caribe/engine"
	"caribe/games/cartagena"
)

// cartagenaGame plays a game of Cartagena between casual bots and returns
// its record and the states before each of its moves.
func cartagenaGame(t *testing.T, players int, seed uint64) (engine.Record, []*cartagena.State) {
	t.Helper()
	s, err := cartagena.Rules.New(players, json.RawMessage("{}"), seed)
	if err != nil {
		t.Fatal(err)
	}
	spec, err := bots.ParseSpec(bots.Casual)
	if err != nil {
		t.Fatal(err)
	}
	ps := make([]bots.Player[*cartagena.State, cartagena.Move], players)
	for i := range ps {
		if ps[i], err = bots.NewPlayer[*cartagena.State, cartagena.Move](spec, seed+uint64(i), 1, bots.DefaultSearch); err != nil {
			t.Fatal(err)
		}
	}
	rec := engine.Record{Game: "cartagena", Players: players, Seed: seed}
	var states []*cartagena.State
	for s.Actor() != engine.Nobody {
		seat, _ := s.Actor().Seat()
		m := ps[seat].Choose(context.Background(), s)
		states = append(states, s.Clone())
		if err := s.Apply(m, nil); err != nil {
			t.Fatal(err)
		}
		rec.Moves = append(rec.Moves, mustJSON(m))
	}
	return rec, states
}

// startsTurn reports whether seat's turn starts at s: it is to move with
// every action of the turn still to take (its forecast feature 7).
func startsTurn(s *cartagena.State, seat int) bool {
	return s.Actor() == engine.Actor(seat) && s.ForecastFeatures(nil)[seat*cartagena.Features+7] == 1
}

// In Cartagena, whose stages are turns, every move compared is played on
// to the start of its own seat's turn, whether it ends the turn (End) or
// leaves it open (a pirate moved forward): the forecast read at another
// seat's turn would favour the move that ended it.
func TestMovesAreValuedAtTheStartOfTheirSeatsTurn(t *testing.T) {
	_, states := cartagenaGame(t, 3, 7)
	j, err := newJudge[*cartagena.State, cartagena.Move](states[0], Settings{Playouts: 4, Horizon: 0})
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, s := range states {
		seat, _ := s.Actor().Seat()
		for _, m := range s.Legal(nil) {
			j.moves(s, seat, []cartagena.Move{m}, 3, nil, nil)
			if j.s.Actor() != engine.Nobody && !startsTurn(j.s, seat) {
				t.Fatalf("%v by seat %d was valued where %v is to move", m, seat, j.s.Actor())
			}
			checked++
		}
	}
	if checked < 100 {
		t.Errorf("only %d moves checked", checked)
	}
}

// The judge finishes the deciding seat's turn by what the forecast makes
// of each action, so it may end a turn early with cards in hand, which
// Cartagena's rule of thumb never does.
func TestTheDecidingSeatMayEndItsTurnEarly(t *testing.T) {
	_, states := cartagenaGame(t, 2, 9)
	j, err := newJudge[*cartagena.State, cartagena.Move](states[0], Settings{Playouts: 1, Horizon: 0})
	if err != nil {
		t.Fatal(err)
	}
	early, open := 0, 0
	for i, s := range states {
		seat, _ := s.Actor().Seat()
		if startsTurn(s, seat) || s.ForecastFeatures(nil)[seat*cartagena.Features+4] == 0 {
			continue // End is not allowed yet, or there is no card to hold back
		}
		open++
		j.draw.Seed(uint64(i), 1)
		j.redraw(s, seat)
		if m := j.s.HeuristicMove(&j.draw); m == cartagena.EndMove() {
			t.Errorf("position %d: the rule of thumb ends the turn with cards in hand", i)
		}
		if j.choose(engine.Actor(seat)) == cartagena.EndMove() {
			early++
		}
		j.finish(engine.Actor(seat))
		if j.s.Actor() == engine.Actor(seat) {
			t.Fatalf("position %d: seat %d still to move after its turn was finished", i, seat)
		}
	}
	if open < 10 || early == 0 {
		t.Errorf("of %d turns left open with cards in hand, the judge ended %d early", open, early)
	}
}

// A move that ends its seat's turn leads to the next seat's turn start,
// where the chance after it is the forecast itself: the next decision's
// chance before.
func TestAChanceAfterATurnIsTheNextTurnsChanceBefore(t *testing.T) {
	rec, _ := cartagenaGame(t, 2, 5)
	g := Bind(cartagena.Rules, bots.DefaultSearch, Setup{Bot: bots.Casual, Settings: Settings{Playouts: 8, Horizon: 0}})
	rep, err := g.Review(context.Background(), rec, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	turns := 0
	for i, d := range rep.Decisions[:len(rep.Decisions)-1] {
		next := rep.Decisions[i+1]
		if next.Seat == d.Seat {
			continue
		}
		turns++
		for k := range d.After {
			if d.After[k] != next.Before[k] {
				t.Fatalf("move %d ends seat %d's turn with chances %v, and move %d starts the next with %v",
					d.Number, d.Seat, d.After, next.Number, next.Before)
			}
		}
	}
	if turns < 10 {
		t.Errorf("only %d turns ended", turns)
	}
}
