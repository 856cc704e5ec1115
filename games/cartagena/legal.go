package cartagena

import "math/bits"

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
	n0 := len(buf)
	movable := s.ownMask[p] &^ (1 << Boat)
	// Only the symbols in hand, one set bit each: no look at the others.
	for h := s.inHand(p); h != 0; h &= h - 1 {
		c := Symbol(bits.TrailingZeros64(h) / handBits)
		for m := movable; m != 0; m &= m - 1 {
			buf = append(buf, Move{Kind: Forward, Card: c, From: int8(bits.TrailingZeros64(m))})
		}
	}
	for m := s.goingBack(p); m != 0; m &= m - 1 {
		buf = append(buf, Move{Kind: Back, From: int8(bits.TrailingZeros64(m))})
	}
	switch {
	case s.actions > 0:
		buf = append(buf, Move{Kind: End})
	case len(buf) == n0:
		buf = append(buf, Move{Kind: Pass})
	}
	return buf
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
