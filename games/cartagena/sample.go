package cartagena

import (
	"math/bits"
	"math/rand/v2"

	"caribe/engine"
)

// RandomMove is a move drawn uniformly among those Legal lists, counted
// and found without building the list: the forward moves (each symbol in
// hand with each pirate out of the boat, symbol by symbol), the back moves,
// then End or Pass. It takes the move at Legal's index
// engine.Pick(r.Uint64(), len), so it returns what picking from the list
// with the same generator would.
func (s *State) RandomMove(r *rand.PCG) Move {
	p := s.turn
	symbols := gather(heldBytes(&s.hands[p])) // the symbols in hand
	pirates := s.ownMask[p] &^ (1 << Boat)
	back := s.goingBack(p)
	perSymbol := bits.OnesCount64(pirates)
	forward := symbolsIn(symbols) * perSymbol
	actions := forward + bits.OnesCount64(back)
	n := actions
	if s.actions > 0 || actions == 0 {
		n++
	}
	k := engine.Pick(r.Uint64(), n)
	switch {
	case k < forward:
		// One unsigned division gives both the symbol's rank and the
		// pirate's (a signed one costs a sign fix-up besides).
		q := int(uint32(k) / uint32(perSymbol))
		return forwardPlaying(symbols, q) + Move(nthBit(pirates, k-q*perSymbol))
	case k < actions:
		return BackMove(Start) + Move(nthBit(back, k-forward))
	case s.actions > 0:
		return EndMove()
	}
	return PassMove()
}

// nthBit is the position of the n-th set bit of m, counting from 0: the
// lowest set bit cleared n times. n is below PiratesEach here (a seat's
// pirates on distinct positions), a couple of steps on average, fewer
// instructions than any branch-free select. m has more than n bits set:
// the top bit or'ed in, never a position, tells the compiler that the
// lowest bit is looked for in a set that is not empty.
func nthBit(m uint64, n int) int {
	for ; n > 0; n-- {
		m &= m - 1
	}
	return bits.TrailingZeros64(m | 1<<63)
}
