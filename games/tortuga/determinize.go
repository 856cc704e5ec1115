package tortuga

import (
	"math/rand/v2"

	"caribe/engine"
)

// Determinize re-draws what no player sees: the order of the egg cards under
// the face-up one together with the cards removed at set-up, and the
// game's generator (so the dice to come). Every seat sees the same, so seat
// does not matter. The unseen cards are the deck less the cards in hands,
// the spent ones and the face-up one, so they are rebuilt from those counts
// and shuffled with r: the result never depends on the order it replaces.
func (s *State) Determinize(seat int, r *rand.PCG) {
	var unseen [6]int8
	for v := range 6 {
		unseen[v] = s.cfg.deck[v] - s.spent[v]
		for p := int8(0); p < s.cfg.players; p++ {
			unseen[v] -= s.hands[p][v]
		}
	}
	first := s.next // the first hidden card of the deck, past the face-up one
	if s.next < s.ncards {
		unseen[s.cards[s.next]-1]--
		first++
	}
	var pool [maxDeck]int8
	n := 0
	for v, k := range unseen {
		for range k {
			pool[n] = int8(v + 1)
			n++
		}
	}
	for i := n - 1; i > 0; i-- {
		j := engine.Pick(r.Uint64(), i+1)
		pool[i], pool[j] = pool[j], pool[i]
	}
	k := copy(s.cards[:s.cfg.removed], pool[:n])
	copy(s.cards[first:s.ncards], pool[k:n])
	s.rng.Seed(r.Uint64(), r.Uint64())
	s.draw = s.rng.Uint64()
}
