package cartagena

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"caribe/engine"
	"caribe/engine/enginetest"
)

// Determinize re-draws what a seat cannot see (the other hands in Jamaica
// and Hispaniola, the draw pile's order, the generator), keeps that seat's
// view and the invariants, gives a playable game, and depends only on what
// the seat sees: two states that differ only in what is hidden from it
// come out the same.
func TestDeterminize(t *testing.T) {
	for _, variant := range variantNames {
		for seed := range uint64(30) {
			s, err := New(3, json.RawMessage(`{"variant":"`+variant+`"}`), seed)
			if err != nil {
				t.Fatal(err)
			}
			pick := rand.New(rand.NewPCG(seed, 9))
			for range pick.IntN(150) {
				if s.Actor() == engine.Nobody {
					break
				}
				legal := s.Legal(nil)
				play(t, s, legal[pick.IntN(len(legal))])
			}
			for seat := -1; seat < 3; seat++ {
				determinize(t, s, seat, variant, seed)
			}
		}
	}
}

func determinize(t *testing.T, s *State, seat int, variant string, seed uint64) {
	t.Helper()
	view := mustJSON(t, s.View(seat))
	a, b := s.Clone(), s.Clone()
	b.Determinize(seat, rand.NewPCG(seed, 1))
	if mustJSON(t, b) == mustJSON(t, a) {
		t.Fatalf("%s seed %d seat %d: nothing was re-drawn", variant, seed, seat)
	}
	a.Determinize(seat, rand.NewPCG(seed, 2))
	b.Determinize(seat, rand.NewPCG(seed, 2))
	if mustJSON(t, a) != mustJSON(t, b) {
		t.Fatalf("%s seed %d seat %d: the draw depends on the hidden cards it replaces", variant, seed, seat)
	}
	if err := a.Check(); err != nil {
		t.Fatalf("%s seed %d seat %d: %v", variant, seed, seat, err)
	}
	if got := mustJSON(t, a.View(seat)); got != view {
		t.Fatalf("%s seed %d seat %d: the view changed:\n%s\n%s", variant, seed, seat, view, got)
	}
	enginetest.Playout(a, rand.NewPCG(seed, 3), nil)
	if a.Actor() != engine.Nobody {
		t.Fatalf("%s seed %d: the determinized game did not play to the end", variant, seed)
	}
}

// In Jamaica the other hands are dealt anew: over many draws a seat's
// opponent holds different cards, never a different number of them.
func TestDeterminizeDealsTheOtherHands(t *testing.T) {
	s, err := New(2, json.RawMessage(`{"variant":"jamaica"}`), 4)
	if err != nil {
		t.Fatal(err)
	}
	hands := map[string]bool{}
	for i := range uint64(20) {
		c := s.Clone()
		c.Determinize(0, rand.NewPCG(i, 0))
		if c.hand(0) != s.hand(0) || c.held[1] != s.held[1] {
			t.Fatalf("seat 0's hand %q or seat 1's size %d changed", c.hand(0), c.held[1])
		}
		hands[c.hand(1)] = true
	}
	if len(hands) < 10 {
		t.Errorf("20 draws gave seat 1 only %d different hands", len(hands))
	}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
