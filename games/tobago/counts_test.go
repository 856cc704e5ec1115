package tobago

import (
	"math/rand/v2"
	"testing"
)

// The two ways of finding the deck clues that narrow a set of candidates,
// clue by clue (leaves) and candidate by candidate
// (narrowingByCandidate), agree on random sets of every size, on the land
// of islands of both sizes; and a set's narrowing clues are among those of
// any set holding it (what shrunk relies on).
func TestNarrowingBothWaysAgree(t *testing.T) {
	for _, options := range []string{`{}`, `{"size":"large","island_seed":5}`, `{"island":"great-tobago"}`} {
		s, err := New(4, []byte(options), 3)
		if err != nil {
			t.Fatal(err)
		}
		b := s.b
		land := b.landSetOf(b.land)
		r := rand.New(rand.NewPCG(3, 3))
		for range 3000 {
			// Keep each land hex with a probability drawn per set, so sets
			// of one, a few and most of the hexes all come up.
			keep := r.Float64()
			var set landSet
			for w := range set {
				for bits := land[w]; bits != 0; bits &= bits - 1 {
					low := bits & -bits
					if r.Float64() < keep {
						set[w] |= low
					}
				}
			}
			c := candCounts{land: set, ncand: int16(set.len())}
			var byClue uint64
			for k := range b.deckSets {
				if c.leaves(b.deckSets[k]) {
					byClue |= 1 << k
				}
			}
			if got := b.narrowingByCandidate(set) & (1<<len(b.deckSets) - 1); got != byClue {
				t.Fatalf("%s: %d candidates: narrowed by %b clue by clue, %b candidate by candidate", options, c.ncand, byClue, got)
			}
			var part landSet
			for w := range set {
				part[w] = set[w] & r.Uint64()
			}
			if sub := b.count(part); sub.narrowing&^byClue != 0 {
				t.Fatalf("%s: a part of the candidates is narrowed by clues %b that do not narrow them all", options, sub.narrowing&^byClue)
			}
		}
	}
}
