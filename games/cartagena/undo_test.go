package cartagena

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"caribe/engine"
	"caribe/engine/enginetest"
)

// firstOf is the first legal move of kind k, failing the test without one.
func firstOf(t *testing.T, s *State, k Kind) Move {
	t.Helper()
	for _, m := range s.Legal(nil) {
		if m.Kind() == k {
			return m
		}
	}
	t.Fatalf("no %s move is legal now", kindNames[k])
	return 0
}

// undoAfter plays m on a copy of s and asks whether it may be taken back.
func undoAfter(t *testing.T, s *State, m Move) (*State, error) {
	t.Helper()
	after := s.Clone()
	if err := after.Apply(m, nil); err != nil {
		t.Fatal(err)
	}
	return after, s.Undoable(m, after)
}

func TestUndoForwardWithinTheTurn(t *testing.T) {
	s, err := New(2, json.RawMessage(`{"variant":"jamaica","first":0}`), 5)
	if err != nil {
		t.Fatal(err)
	}
	for action := 1; action <= MaxActions; action++ {
		m := firstOf(t, s, Forward)
		after, err := undoAfter(t, s, m)
		switch {
		case action < MaxActions && err != nil:
			t.Fatalf("forward as action %d: %v, want it taken back", action, err)
		case action == MaxActions && (err == nil || !strings.Contains(err.Error(), "turn passed on")):
			t.Fatalf("forward as the turn's last action: %v, want the turn passed on", err)
		}
		s = after
	}
}

func TestUndoRefusesBackEndAndPass(t *testing.T) {
	// Two pirates forward, the second one past the first: it may go back.
	s, err := New(2, json.RawMessage(`{"variant":"jamaica","first":0,"tunnel":"FSPKBT|FSPKBT|FSPKBT|FSPKBT|FSPKBT|FSPKBT"}`), 5)
	if err != nil {
		t.Fatal(err)
	}
	s.hands[0] = hand{1, 1, 0, 0, 0, 0}
	s.held[0] = 2
	s, _ = undoAfter(t, s, ForwardMove(Flag, Start))
	s, _ = undoAfter(t, s, ForwardMove(Sabre, Start))
	if _, err := undoAfter(t, s, firstOf(t, s, Back)); err == nil || !strings.Contains(err.Error(), "draws cards") {
		t.Errorf("a move back: %v, want it refused for the cards drawn", err)
	}
	if _, err := undoAfter(t, s, firstOf(t, s, End)); err == nil || !strings.Contains(err.Error(), "turn ended") {
		t.Errorf("the end of the turn: %v, want it refused", err)
	}
}

// TestUndoOverRandomGames plays random games through the engine's face and
// checks that exactly the forward moves after which the same seat decides
// may be taken back.
func TestUndoOverRandomGames(t *testing.T) {
	undone := enginetest.UndoOverRandomGames(t, enginetest.UndoConfig[*State, Move]{
		Rules: Rules, Games: 20, Players: func(game int) int { return 2 + game%4 }, Pick: rand.New(rand.NewPCG(7, 7)),
		Want: func(m Move, _ engine.Played, before, after engine.Session) bool {
			return m.Kind() == Forward && after.Actor() == before.Actor()
		},
	})
	if undone == 0 {
		t.Fatal("no move could be taken back in 20 games")
	}
}
