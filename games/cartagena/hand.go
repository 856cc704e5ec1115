package cartagena

import "math/bits"

// A hand is the cards a seat holds, counted per symbol, in a row of
// handRow counts: the six symbols, then two that stay zero, so that the
// whole hand reads as one word (heldBytes).
//
// The set of symbols a hand h holds cards of, symbol c as bit c, is
// gather(heldBytes(h)). Legal and RandomMove write that out: a function
// of its own for it would cost more than the compiler's budget for
// inlining (the eight byte reads count one by one) and be a call.
type hand [handRow]int8

// handRow is the length of a hand's row: a word of bytes.
const handRow = 8

// heldBytes reads a hand into a word, one byte per symbol (the compiler
// makes the eight byte loads one load of a word), and keeps the top bit of
// each symbol's byte, set when the count is not zero: each count (at most
// MaxCardsPerSymbol, below 128) carries into its byte's top bit when 0x7f
// is added to it only when it is not zero. Symbol c is bit 8c+7.
func heldBytes(h *hand) uint64 {
	w := uint64(uint8(h[0])) | uint64(uint8(h[1]))<<8 | uint64(uint8(h[2]))<<16 |
		uint64(uint8(h[3]))<<24 | uint64(uint8(h[4]))<<32 | uint64(uint8(h[5]))<<40 |
		uint64(uint8(h[6]))<<48 | uint64(uint8(h[7]))<<56
	return (w + 0x7f7f7f7f7f7f) & 0x808080808080
}

// gather packs the bits 8c+7 of a word into the bits c of a small number.
// Multiplying by gatherSymbols adds copies of the word shifted by 7j for j
// = 0 to 5, and symbol c's copy shifted by 7(5-c) lands on bit 42+c:
// 8c+7 + 7j = 42 + c' has no other solution among these bits, and no two
// copies share a bit, so nothing carries.
func gather(w uint64) uint8 { return uint8(w * gatherSymbols >> 42 & (1<<Symbols - 1)) }

// gatherSymbols is 1 + 2⁷ + 2¹⁴ + 2²¹ + 2²⁸ + 2³⁵ (see gather).
const gatherSymbols = 1 | 1<<7 | 1<<14 | 1<<21 | 1<<28 | 1<<35

// symbolsIn is how many symbols a set of symbols holds: bits.OnesCount8 is
// a table lookup, where OnesCount64 checks at run time for the processor's
// instruction.
func symbolsIn(set uint8) int { return bits.OnesCount8(set) }

// forwardPlaying is the forward move playing the n-th symbol of a set
// (counting from 0) for the pirate at the start, by a table of every set
// and rank (forwardsPlaying): one lookup instead of a loop, and the move's
// word already built, so that adding a position to it (whose byte it
// leaves zero) makes the move for the pirate there.
func forwardPlaying(set uint8, n int) Move {
	return forwardsPlaying[set&(1<<Symbols-1)][n&(rankRow-1)]
}

// rankRow is the length of a row of forwardsPlaying: the six ranks, then
// two more up to a power of two, so that an index masked with rankRow-1
// needs no bounds check.
const rankRow = 8

// forwardsPlaying[set][n] is the forward move from the start playing the
// n-th symbol of set, for every set of the six symbols and every rank n
// (ranks a set does not reach hold the zero Move).
var forwardsPlaying = func() (t [1 << Symbols][rankRow]Move) {
	for set := range t {
		n := 0
		for c := range Symbol(Symbols) {
			if set&(1<<c) != 0 {
				t[set][n] = ForwardMove(c, Start)
				n++
			}
		}
	}
	return t
}()
