package tobago

import (
	"math"
	"strings"
	"testing"
)

// IdleTurns counts the turns ended since the table last moved on: steps
// that pick nothing up and exchanged hands count, a clue sets it back,
// and a save keeps it.
func TestIdleTurnsCountTurnsWithoutProgress(t *testing.T) {
	s := twoHunters(t)
	give(t, s, 1, onBeach)
	if s.IdleTurns() != 0 {
		t.Fatalf("a new turn: %d idle turns", s.IdleTurns())
	}
	play(t, s, stepTo(3, 5), end)
	play(t, s, Move{Kind: Exchange})
	if s.IdleTurns() != 2 {
		t.Fatalf("a step and an exchange: %d idle turns, want 2", s.IdleTurns())
	}
	b, err := s.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	loaded, err := Load(b)
	if err != nil {
		t.Fatal(err)
	}
	if loaded.IdleTurns() != 2 {
		t.Fatalf("the save keeps %d idle turns, want 2", loaded.IdleTurns())
	}
	play(t, s, playOn(nextToHut, white))
	if s.IdleTurns() != 0 {
		t.Fatalf("a clue played: %d idle turns, want 0", s.IdleTurns())
	}
	play(t, s, end)
	if s.IdleTurns() != 1 {
		t.Fatalf("the turn of the clue ended: %d idle turns, want 1", s.IdleTurns())
	}
	bad := strings.Replace(string(b), `"idle_turns":2`, `"idle_turns":-3`, 1)
	if _, err := Load([]byte(bad)); err == nil || !strings.Contains(err.Error(), "idle_turns: -3") {
		t.Fatalf("a save with -3 idle turns: %v", err)
	}
}

// An endless stall never wraps the count below zero: it stays at its
// largest value.
func TestIdleTurnsStopAtTheirLargestCount(t *testing.T) {
	s := twoHunters(t)
	s.idle = math.MaxInt16
	play(t, s, stepTo(3, 5), end)
	if s.IdleTurns() != math.MaxInt16 {
		t.Fatalf("%d idle turns after one more at the largest count, want %d", s.IdleTurns(), math.MaxInt16)
	}
}
