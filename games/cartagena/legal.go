package cartagena

import (
	"math/bits"
	"slices"
)

// mostLegal bounds the moves of one turn: a forward move for each of the
// six symbols with each of six pirates, a back move for each pirate, and
// End or Pass.
const mostLegal = Symbols*PiratesEach + PiratesEach + 1

// Legal appends the moves of the player whose turn it is: a forward move
// for each symbol in hand and each position holding one of the player's
// pirates (the boat excepted), a back move for each position whose pirate
// has a space with one or two pirates behind it, then End once the turn has
// had an action, or Pass when the turn has had none and nothing else is legal.
// It may write past the moves it appends, in buf's capacity (see window):
// what lies there is not kept.
func (s *State) Legal(buf []Move) []Move {
	if s.over {
		return buf
	}
	// One look at the capacity for the whole list, then plain stores into
	// a window (see lanes.go), an array whose length Go knows: list keeps
	// no length and capacity in step, only an index into it.
	n0 := len(buf)
	buf = slices.Grow(buf, len(window{}))
	n := s.list((*window)(buf[n0:n0+len(window{})]), s.turn)
	return buf[:n0+n]
}

// list writes the moves Legal lists, in a game not over, from the window's
// start, and returns how many it wrote: the forward moves, several to a
// store (see lanes.go), then the moves back, then End or Pass. A function
// of its own, with the window as it is, so that the list path
// (ListPlayout) calls it without a slice to grow and cut. p is the seat
// whose turn it is, s.turn, which the list path passes on to
// applyTrusted.
func (s *State) list(w *window, p int8) (n int) {
	own := s.ownMask[p]
	// The two counts come first: the check of the processor's population
	// count keeps a call for one without the instruction, and the values
	// live across that call are spilled to the stack, fewer here.
	count := bits.OnesCount64(own)
	// The boat is the highest position a set can hold: its bit shifted down
	// is the set's whole value, with no mask. Taken at once, while own is
	// in a register: later, with the lanes' values live, Go read own back
	// from the stack.
	k := count - int(own>>Boat)
	b := bits.OnesCount64(s.goingBack(p))
	hand := gather(heldBytes(&s.hands[p])) // the symbols in hand
	// The seat's positions, one to a lane, lowest first: the pirates out of
	// the boat are the first k (the boat, 37, is the highest position),
	// and those that can move back, beyond the first landing, are the last
	// b. The fifth and sixth positions, when the seat has them, are rarely
	// there: a branch spares the work.
	lo, rest := lowLanes(own)
	hi := uint64(noHighLanes)
	if rest != topLane {
		hi = highLanes(rest)
	}
	// The moves back from every position, in backRoom: those that can
	// move back, the last b, are copied after the forward moves, read
	// from past the others (a copy in place of shifting the lanes). Where
	// they are read from and how many, in one number (b above its low
	// byte), are one value live across the loops below rather than two.
	putEight(w, backRoom, lo|backLanes, hi|backLanes)
	back := backRoom + count - b | b<<8
	// Only the symbols in hand, one set bit each: no look at the others.
	// For each, its forward moves from each of the first k positions,
	// four or eight to a store: the lanes past k, left unread, are
	// overwritten by the next stores. Up to four positions out of the boat
	// (most lists), a loop of its own stores lo alone: inlined into
	// ListPlayout (with the build's profile, see docs/performance.md), the
	// loop with hi runs short of registers and spills. The symbol leaves
	// hand as soon as its lanes are looked up, not in a post statement:
	// the loop then keeps hand in a register, where it spilled hand-1 to
	// the stack and read it back after the stores.
	if k <= lanes {
		for hand != 0 {
			card := forwardLanes[hand]
			hand &= hand - 1
			putFour(w, n, lo|card)
			n += k
		}
	} else {
		for hand != 0 {
			card := forwardLanes[hand]
			hand &= hand - 1
			putEight(w, n, lo|card, hi|card)
			n += k
		}
	}
	if b := back >> 8; b > 0 {
		copyEight(w, n, back) // its mask keeps the low byte's index
		n += b
	}
	// The turn's actions are read here, at the end, not kept from the
	// start: one value fewer live across the loop, which inlined into
	// ListPlayout runs short of registers.
	switch {
	case s.actions > 0:
		w[n&(windowIndex-1)] = EndMove()
		n++
	case n == 0:
		w[0] = PassMove()
		n++
	}
	return n
}

// canAct reports whether seat p has any action: a card to play (every
// player not yet in the boat with all six has a pirate to move) or a pirate
// that can move back.
func (s *State) canAct(p int8) bool { return s.held[p] > 0 || s.goingBack(p) != 0 }

// stalled reports whether no seat can act: nothing can change any more.
func (s *State) stalled() bool {
	for p := range s.cfg.players {
		if s.canAct(p) {
			return false
		}
	}
	return true
}
