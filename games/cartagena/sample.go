package cartagena

import (
	"math/bits"
	"math/rand/v2"
)

// RandomMove is a move drawn uniformly among those Legal lists, counted
// and found without building the list: the forward moves (each symbol in
// hand with each pirate out of the boat), the back moves, then End or Pass.
// It takes the move at Legal's index pick(r, len), so it returns what
// picking from the list with the same generator would. Branches on the
// drawn index would defeat branch prediction, so the candidates of each
// kind are all computed and the move is chosen among them.
func (s *State) RandomMove(r *rand.PCG) Move {
	p := s.turn
	symbols := s.inHand(p)
	pirates := s.ownMask[p] &^ (1 << Boat)
	back := s.goingBack(p)
	perSymbol := bits.OnesCount64(pirates)
	forward := bits.OnesCount64(symbols) * perSymbol
	actions := forward + bits.OnesCount64(back)
	n := actions
	if s.actions > 0 || actions == 0 {
		n++
	}
	k := pick(r, n)
	q := int(uint32(k) / uint32(max(perSymbol, 1)))
	m := Move{Kind: Forward, Card: Symbol(kthBit(symbols, q) / 8), From: kthBit(pirates, k-q*perSymbol)}
	if k >= forward {
		m = Move{Kind: Back, From: kthBit(back, k-forward)}
	}
	if k >= actions {
		m = Move{Kind: Pass}
		if s.actions > 0 {
			m.Kind = End
		}
	}
	return m
}

// inHand is the set of symbols seat p holds cards of, symbol c as bit
// 8c+7: each count (at most MaxCardsPerSymbol, below 128) is one byte of a
// word, and adding 0x7f to a byte carries into its top bit only when the
// count is not zero.
func (s *State) inHand(p int8) uint64 {
	h := &s.hands[p]
	w := uint64(uint8(h[0])) | uint64(uint8(h[1]))<<8 | uint64(uint8(h[2]))<<16 |
		uint64(uint8(h[3]))<<24 | uint64(uint8(h[4]))<<32 | uint64(uint8(h[5]))<<40
	return (w + 0x7f7f7f7f7f7f) & 0x808080808080
}

// kthBit is the position of the k-th set bit of m, counting from 0, for k
// below PiratesEach (a seat's pirates on distinct positions, a hand's
// distinct symbols). It clears the lowest set bit k times without a branch.
func kthBit(m uint64, k int) int8 {
	for i := range PiratesEach - 1 {
		skip := uint64(int64(k-i-1) >> 63) // all ones once i >= k
		m &= (m - 1) | skip
	}
	return int8(bits.TrailingZeros64(m))
}
