package tortuga

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"caribe/engine"
	"caribe/engine/enginetest"
)

// Determinize re-draws the hidden egg cards and the dice to come, keeps the
// view and the invariants, gives a playable game, and depends only on what
// is seen: two states that differ only in hidden order come out the same.
func TestDeterminize(t *testing.T) {
	for seed := range uint64(40) {
		s, err := New(3, json.RawMessage(`{"eggs_as_dice":true}`), seed)
		if err != nil {
			t.Fatal(err)
		}
		playPart(s, seed)
		view := mustJSON(t, s.View(0))
		a, b := s.Clone(), s.Clone()
		b.Determinize(0, rand.NewPCG(seed, 1))
		if mustJSON(t, b) == mustJSON(t, a) {
			t.Fatalf("seed %d: nothing was re-drawn", seed)
		}
		a.Determinize(1, rand.NewPCG(seed, 2))
		b.Determinize(1, rand.NewPCG(seed, 2))
		if mustJSON(t, a) != mustJSON(t, b) {
			t.Fatalf("seed %d: the draw depends on the hidden order it replaces", seed)
		}
		if err := a.Check(); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if got := mustJSON(t, a.View(0)); got != view {
			t.Fatalf("seed %d: the view changed:\n%s\n%s", seed, view, got)
		}
		enginetest.Playout(a, rand.NewPCG(seed, 3), nil)
		if a.Actor() != engine.Nobody {
			t.Fatalf("seed %d: the determinized game did not play to the end", seed)
		}
	}
}

// playPart plays a random part of a game.
func playPart(s *State, seed uint64) {
	r := rand.New(rand.NewPCG(seed, 9))
	for range r.IntN(200) {
		if s.Actor() == engine.Nobody {
			return
		}
		m := s.SampleChance()
		if s.Actor() != engine.Chance {
			legal := s.Legal(nil)
			m = legal[r.IntN(len(legal))]
		}
		if err := s.Apply(m, nil); err != nil {
			panic(err)
		}
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
