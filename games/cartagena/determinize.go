package cartagena

import (
	"math/rand/v2"

	"caribe/engine"
)

// Determinize re-draws what seat cannot see: the order of the draw pile,
// and in Jamaica and Hispaniola the cards in the other players' hands (their
// sizes stay), and the game's own generator (so every later reshuffle).
// Seat -1, a spectator, sees no hidden hand. The unseen cards are gathered
// by symbol, in a fixed order, then shuffled with r and dealt back, so the
// result never depends on how they lay before.
//
// The draw is consistent with the seat's present view, not with everything
// the seat could have remembered (cards seen drawn from the open row in
// Hispaniola, or the pile's make-up right after a reshuffle).
func (s *State) Determinize(seat int, r *rand.PCG) {
	var unseen [Symbols]int8
	for _, c := range s.pile[:s.npile] {
		unseen[c]++
	}
	hidden := !s.cfg.variant.openHands()
	for p := range s.cfg.players {
		if hidden && int(p) != seat {
			for c, k := range s.hands[p][:Symbols] {
				unseen[c] += k
			}
			s.hands[p] = hand{}
		}
	}
	n := 0
	for c, k := range unseen {
		for range k {
			s.pile[n] = Symbol(c)
			n++
		}
	}
	for i := n - 1; i > 0; i-- {
		j := engine.Pick(r.Uint64(), i+1)
		s.pile[i], s.pile[j] = s.pile[j], s.pile[i]
	}
	for p := range s.cfg.players {
		if hidden && int(p) != seat {
			for range s.held[p] {
				n--
				s.hands[p][s.pile[n]]++
			}
		}
	}
	s.npile = int8(n)
	s.rng.Seed(r.Uint64(), r.Uint64())
}
