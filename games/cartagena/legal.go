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
func (s *State) Legal(buf []Move) []Move {
	if s.over {
		return buf
	}
	p := s.turn
	movable := s.ownMask[p] &^ (1 << Boat)
	hand, back := gather(heldBytes(&s.hands[p])), s.goingBack(p) // the symbols in hand
	// One look at the capacity for the whole list, then plain stores into
	// a window of mostLegal moves, each move one word: the loops below keep
	// no length and capacity in step, only an index.
	n0 := len(buf)
	n := n0
	buf = slices.Grow(buf, mostLegal)[:n0+mostLegal]
	// Only the symbols in hand, one set bit each: no look at the others.
	// The lowest one's forward move from the start, read from a table,
	// with a pirate's position added is its move for that pirate; so is a
	// move back.
	for ; hand != 0; hand &= hand - 1 {
		card := forwardPlaying(hand, 0)
		for m := movable; m != 0; m &= m - 1 {
			buf[n] = card + Move(bits.TrailingZeros64(m))
			n++
		}
	}
	for ; back != 0; back &= back - 1 {
		buf[n] = BackMove(Start) + Move(bits.TrailingZeros64(back))
		n++
	}
	switch {
	case s.actions > 0:
		buf[n] = EndMove()
		n++
	case n == n0:
		buf[n] = PassMove()
		n++
	}
	return buf[:n]
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
