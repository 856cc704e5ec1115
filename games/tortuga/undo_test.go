package tortuga

import (
	"math/rand/v2"
	"testing"

	"caribe/engine"
	"caribe/engine/enginetest"
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
	chosen := enginetest.UndoOverRandomGames(t, enginetest.UndoConfig[*State, Move]{
		Rules: Rules, Games: 20, Players: func(game int) int { return 2 + game%3 }, Pick: rand.New(rand.NewPCG(3, 3)),
		Want: func(m Move, _ engine.Played, _, _ engine.Session) bool { return m.Kind == Choose },
	})
	if chosen == 0 {
		t.Fatal("no turtle was chosen in 20 games of 2 to 4 players")
	}
}
