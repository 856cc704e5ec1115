package cartagena

import (
	"math/rand/v2"
	"testing"
)

// The game's own shuffle leaves the generator and the cards exactly as
// rand.Rand's Shuffle does, for every pile size a deck can have: every
// seed deals and reshuffles as it always has.
func TestShuffleDrawsAsTheStandardLibrary(t *testing.T) {
	for n := range MaxCards + 1 {
		for seed := range uint64(20) {
			var s State
			s.rng.Seed(seed, deckStream)
			std := s.rng
			mine, want := make([]Symbol, n), make([]Symbol, n)
			for i := range n {
				mine[i], want[i] = Symbol(i%Symbols), Symbol(i%Symbols)
			}
			s.shuffle(mine)
			rand.New(&std).Shuffle(n, func(i, j int) { want[i], want[j] = want[j], want[i] })
			if letters(mine) != letters(want) || s.rng != std {
				t.Fatalf("%d cards, seed %d: shuffled %s, the standard library %s", n, seed, letters(mine), letters(want))
			}
		}
	}
}
