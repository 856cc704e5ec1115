package tobago

import (
	"math/rand/v2"
	"strings"
	"testing"

	"caribe/engine"
	"caribe/engine/enginetest"
)

// undoAfter plays m on a copy of s and asks whether it may be taken back.
func undoAfter(t *testing.T, s *State, m Move) (*State, error) {
	t.Helper()
	after := s.Clone()
	if err := after.Apply(m, nil); err != nil {
		t.Fatalf("%v: %v", m, err)
	}
	return after, s.Undoable(m, after)
}

// legalSteps are the steps the turn owner may take now.
func legalSteps(s *State) []Move {
	var out []Move
	for _, m := range s.Legal(nil) {
		if m.Kind == Step {
			out = append(out, m)
		}
	}
	return out
}

func TestUndoStepsAndStop(t *testing.T) {
	s := twoHunters(t)
	steps := legalSteps(s)
	if len(steps) < 2 {
		t.Fatalf("%d steps offered from (3,4), want several", len(steps))
	}
	after, err := undoAfter(t, s, steps[0])
	if err != nil {
		t.Fatalf("a step onto an empty hex: %v, want it taken back", err)
	}
	if _, err := undoAfter(t, after, stop); err != nil {
		t.Errorf("the stop of a move: %v, want it taken back", err)
	}
	if _, err := undoAfter(t, after, end); err == nil || !strings.Contains(err.Error(), "turn ended") {
		t.Errorf("the end of the turn: %v, want it refused", err)
	}

	s.amuletAt.AddCell(int(steps[1].Hex))
	if _, err := undoAfter(t, s, steps[1]); err == nil || !strings.Contains(err.Error(), "amulet") {
		t.Errorf("a step onto an amulet: %v, want it refused", err)
	}
}

func TestUndoRefusesAClue(t *testing.T) {
	s := twoHunters(t)
	if _, err := undoAfter(t, s, playOn(nextToHut, white)); err == nil || !strings.Contains(err.Error(), "draws a new clue card") {
		t.Errorf("a clue played: %v, want it refused for the card drawn", err)
	}
}

// TestUndoOverRandomGames plays random games through the engine's face:
// only steps that picked nothing up and stops may be taken back, while the
// turn goes on.
func TestUndoOverRandomGames(t *testing.T) {
	undoable := enginetest.UndoOverRandomGames(t, enginetest.UndoConfig[*State, Move]{
		Rules: Rules, Games: 3, Players: func(game int) int { return 2 + game }, Pick: rand.New(rand.NewPCG(9, 9)), MaxMoves: 1500,
		Want: func(m Move, played engine.Played, before, after engine.Session) bool {
			picked := false
			for _, e := range played.Events {
				picked = picked || e.EventType() == "amulet_picked"
			}
			return (m.Kind == Step || m.Kind == Stop) && !picked && after.Actor() == before.Actor()
		},
	})
	if undoable == 0 {
		t.Fatal("no move could be taken back in 3 games")
	}
}
