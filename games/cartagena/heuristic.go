package cartagena

import (
	"math/bits"
	"math/rand/v2"

	"caribe/engine"
)

// HeuristicMove is a casual player's move. Out of cards, move a pirate
// back, drawing as many cards and losing as little ground as possible, and
// taking a pirate out of the boat only when no other can go back. Otherwise
// play a card for the rearmost pirate, the card that sends it furthest (of
// equally good cards, the one held most). With nothing left to do, end the
// turn or pass. Like a person, it varies one time in eight: another pirate
// back instead of the best one (never one that some other pirate's move
// back beats on both counts, cards drawn and ground lost), any pirate
// forward instead of the rearmost; that also keeps it from repeating a
// cycle of moves forever. It reads only the board and the player's own
// hand.
func (s *State) HeuristicMove(r *rand.PCG) Move {
	p := s.turn
	vary := r.Uint64()&7 == 0
	if s.held[p] == 0 {
		if back := s.backFor(p, vary, r); back >= 0 {
			return BackMove(back)
		}
	} else {
		pirates := s.ownMask[p] &^ (1 << Boat)
		from := int8(bits.TrailingZeros64(pirates))
		if vary {
			from = int8(nthBit(pirates, engine.Pick(r.Uint64(), bits.OnesCount64(pirates))))
		}
		best, bestTo := Symbol(-1), int8(-1)
		for c := range Symbol(Symbols) {
			if s.hands[p][c] == 0 {
				continue
			}
			to := s.forwardTarget(from, c)
			if to > bestTo || to == bestTo && s.hands[p][c] > s.hands[p][best] {
				best, bestTo = c, to
			}
		}
		return ForwardMove(best, from)
	}
	if s.actions > 0 {
		return EndMove()
	}
	return PassMove()
}

// backFor is the pirate seat p moves back: when vary, any that can whose
// move no other beats (drawing as many cards for no more ground lost, one
// of the two strictly); else the one from the tunnel that draws the most
// cards and, of those, loses the least ground (ties broken with r), or else
// one from the boat; -1 when no pirate of p can move back.
func (s *State) backFor(p int8, vary bool, r *rand.PCG) int8 {
	can := s.goingBack(p)
	if can == 0 {
		return -1
	}
	if vary {
		sound := s.undominated(can)
		return int8(nthBit(sound, engine.Pick(r.Uint64(), bits.OnesCount64(sound))))
	}
	from, draws, bestLoss, ties := int8(-1), int8(0), int8(0), 0
	for m := can; m != 0; m &= m - 1 {
		f := int8(bits.TrailingZeros64(m))
		d, loss := s.backGain(f)
		switch {
		case from < 0 || d > draws || d == draws && loss < bestLoss:
			from, draws, bestLoss, ties = f, d, loss, 1
		case d == draws && loss == bestLoss:
			ties++
			if engine.Pick(r.Uint64(), ties) == 0 {
				from = f
			}
		}
	}
	return from
}

// backGain is what moving back the pirate at f gives: the cards drawn and
// the ground lost; nothing and nothing from the boat.
func (s *State) backGain(f int8) (draws, loss int8) {
	if f == Boat {
		return 0, 0
	}
	to := s.backTarget(f)
	return s.landingCount(to), f - to
}

// undominated is the positions of can whose move back no other position's
// beats: as many cards or more for as little ground or less, one strictly.
// A pirate leaves the boat only when no other can go back.
func (s *State) undominated(can uint64) uint64 {
	if can != 1<<Boat {
		can &^= 1 << Boat
	}
	out := can
	for m := can; m != 0; m &= m - 1 {
		f := int8(bits.TrailingZeros64(m))
		d, loss := s.backGain(f)
		for o := can; o != 0; o &= o - 1 {
			g := int8(bits.TrailingZeros64(o))
			e, l := s.backGain(g)
			if e >= d && l <= loss && (e > d || l < loss) {
				out &^= 1 << f
				break
			}
		}
	}
	return out
}
