package cartagena

import (
	"math/rand/v2"
	"testing"

	"caribe/engine"
)

// ApplyTrusted, the playouts' path, plays every legal move of random games
// of every variant and player count exactly as Apply with a log does (play,
// the path that builds events), and the engine picks it for playouts.
func TestApplyTrustedPlaysAsApply(t *testing.T) {
	if _, ok := any(&State{}).(engine.Trusted[Move]); !ok {
		t.Fatal("Cartagena's state must offer playouts its trusted path")
	}
	var checked, trusted State
	legal := make([]Move, 0, 64)
	var events []engine.Event
	positions(t, 3, func(name string, s *State) {
		legal = s.Legal(legal[:0])
		for _, m := range legal {
			checked.CopyFrom(s)
			trusted.CopyFrom(s)
			events = events[:0]
			if err := checked.Apply(m, &events); err != nil {
				t.Fatalf("%s: %v refused: %v", name, m, err)
			}
			trusted.ApplyTrusted(m)
			if trusted != checked {
				t.Fatalf("%s: %v played by the trusted path gives\n%v\nApply gives\n%v", name, m, &trusted, &checked)
			}
		}
	})
}

// Random games of every variant played by RandomMove and the trusted path
// from a copied set-up allocate nothing, as the checked path does not
// (TestHotPathAllocatesNothing).
func TestTrustedPathAllocatesNothing(t *testing.T) {
	for _, variant := range variantNames {
		start, err := New(4, []byte(`{"variant":"`+variant+`"}`), 1)
		if err != nil {
			t.Fatal(err)
		}
		s, r := start.Clone(), rand.NewPCG(1, 2)
		moves := 0
		allocs := testing.AllocsPerRun(20, func() {
			s.CopyFrom(start)
			for ; !s.over; moves++ {
				s.ApplyTrusted(s.RandomMove(r))
			}
		})
		if allocs != 0 || moves == 0 {
			t.Errorf("%s: %v allocations per game of about %d moves", variant, allocs, moves/21)
		}
	}
}
