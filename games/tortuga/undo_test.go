package tortuga

import (
	"math/rand/v2"
	"testing"

	"caribe/engine"
)

func TestUndoTheChoiceOfTurtle(t *testing.T) {
	s := scenario(t, 2, `{"two_turtles":true}`, "")
	after := s.Clone()
	if err := after.Apply(Move{Kind: Choose, N: 1}, nil); err != nil {
		t.Fatal(err)
	}
	if err := s.Undoable(Move{Kind: Choose, N: 1}, after); err != nil {
		t.Errorf("the choice of turtle: %v, want it taken back", err)
	}
	if after.Actor() != engine.Chance {
		t.Fatalf("after the choice %v decides, want chance (the first die)", after.Actor())
	}
	play(t, after, "die 3")
	rolled := after.Clone()
	play(t, rolled, "roll")
	if err := after.Undoable(Move{Kind: Roll}, rolled); err == nil {
		t.Error("a roll may be taken back")
	}
}

// TestUndoOverRandomGames plays random games through the engine's face:
// only the choice of turtle may be taken back, never a chance outcome.
func TestUndoOverRandomGames(t *testing.T) {
	g := engine.Define(Rules)
	r := rand.New(rand.NewPCG(3, 3))
	chosen := 0
	for game := range 20 {
		sess, err := g.New(2+game%3, nil, uint64(game))
		if err != nil {
			t.Fatal(err)
		}
		for sess.Actor() != engine.Nobody {
			legal := sess.Legal()
			move := legal[r.IntN(len(legal))].Move
			before := sess.Clone()
			if _, err := sess.Play(move); err != nil {
				t.Fatal(err)
			}
			var m Move
			m.UnmarshalJSON(move)
			err := engine.CheckUndo(before, sess, move)
			if want := m.Kind == Choose; (err == nil) != want {
				t.Fatalf("game %d, %s by %v: CheckUndo = %v, want taken back: %v", game, move, before.Actor(), err, want)
			}
			if m.Kind == Choose {
				chosen++
			}
		}
	}
	if chosen == 0 {
		t.Fatal("no turtle was chosen in 20 games of 2 to 4 players")
	}
}
