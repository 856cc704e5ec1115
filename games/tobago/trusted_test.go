package tobago

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"caribe/engine"
	"caribe/engine/enginetest"
)

// playedConfigs are the games eachPosition plays: every player count on
// drawn islands, the other curse rules, a large island and a small hand.
var playedConfigs = []struct {
	players int
	options string
}{
	{2, `{}`}, {3, `{}`}, {4, `{}`},
	{3, `{"curse_rule":"continue","curse_returns":true}`},
	{4, `{"curse_rule":"amulets","island":"great-tobago"}`},
	{2, `{"curses":0,"island_seed":5,"size":"large","hand":2}`},
}

// eachPosition calls f on every position of random games of each of
// playedConfigs, the moves half uniformly random, half the heuristic's,
// so the games reach sharings, amulets and their end.
func eachPosition(t *testing.T, games int, f func(name string, s *State)) {
	t.Helper()
	legal := make([]Move, 0, 256)
	for _, o := range playedConfigs {
		for seed := range uint64(games) {
			s, err := New(o.players, []byte(o.options), seed)
			if err != nil {
				t.Fatal(err)
			}
			name := fmt.Sprintf("%dp %s seed %d", o.players, o.options, seed)
			r := rand.NewPCG(seed, 7)
			for n := 0; s.Actor() != engine.Nobody && n < 20000; n++ {
				f(name, s)
				legal = s.Legal(legal[:0])
				m := legal[engine.Pick(r.Uint64(), len(legal))]
				if r.Uint64()&1 == 0 {
					m = s.HeuristicMove(r)
				}
				if err := s.Apply(m, nil); err != nil {
					t.Fatalf("%s: %v refused: %v", name, m, err)
				}
			}
		}
	}
}

// ApplyTrusted, the playouts' path, plays every legal move of random games
// exactly as Apply does, and the engine picks it for playouts.
func TestApplyTrustedPlaysAsApply(t *testing.T) {
	if _, ok := any(&State{}).(engine.Trusted[Move]); !ok {
		t.Fatal("Tobago's state must offer playouts its trusted path")
	}
	var checked, trusted State
	legal := make([]Move, 0, 256)
	kinds := map[Kind]int{}
	eachPosition(t, 20, func(name string, s *State) {
		legal = enginetest.TrustedPlaysAsApply(t, name, s, &checked, &trusted, legal, func(a, b *State) bool { return *a == *b })
		for _, m := range legal {
			kinds[m.Kind]++
		}
	})
	for k := Place; k <= End; k++ {
		if kinds[k] == 0 {
			t.Errorf("no %s move met in the test's positions", kindNames[k])
		}
	}
}

// Random games played by the trusted path from a copied set-up allocate
// nothing, as the checked path does not (TestHotPathAllocatesNothing).
func TestTrustedPathAllocatesNothing(t *testing.T) {
	for _, o := range playedConfigs {
		start, err := New(o.players, []byte(o.options), 1)
		if err != nil {
			t.Fatal(err)
		}
		s, r := start.Clone(), rand.NewPCG(1, 2)
		legal := make([]Move, 0, 256)
		moves := 0
		allocs := testing.AllocsPerRun(10, func() {
			s.CopyFrom(start)
			for ; s.Actor() != engine.Nobody; moves++ {
				legal = s.Legal(legal[:0])
				s.ApplyTrusted(legal[engine.Pick(r.Uint64(), len(legal))])
			}
		})
		if allocs != 0 || moves == 0 {
			t.Errorf("%dp %s: %v allocations per game of about %d moves", o.players, o.options, allocs, moves/11)
		}
	}
}
