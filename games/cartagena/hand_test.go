package cartagena

import (
	"math/bits"
	"testing"
)

// heldBytes and gather find exactly the symbols a hand holds cards of, however many of
// each (up to MaxCardsPerSymbol), and forwardPlaying finds each of them by rank.
func TestInHandIsTheSetOfSymbolsHeld(t *testing.T) {
	var s State
	for set := range 1 << Symbols {
		for _, count := range []int8{1, 2, 7, MaxCardsPerSymbol} {
			for c := range Symbol(Symbols) {
				s.hands[1][c] = 0
				if set&(1<<c) != 0 {
					s.hands[1][c] = count
				}
			}
			if got := gather(heldBytes(&s.hands[1])); int(got) != set {
				t.Fatalf("hand %v: symbols held %06b, want %06b", s.hands[1], got, set)
			}
		}
		rest := uint8(set)
		for n := range symbolsIn(uint8(set)) {
			if got, want := forwardPlaying(uint8(set), n), ForwardMove(Symbol(bits.TrailingZeros8(rest)), Start); got != want {
				t.Fatalf("set %06b: symbol %d is %v, want %v", set, n, got, want)
			}
			rest &= rest - 1
		}
	}
}
