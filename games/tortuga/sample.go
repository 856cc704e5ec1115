package tortuga

import (
	"math/rand/v2"

	"caribe/engine"
)

// RandomMove is a move drawn uniformly among those Legal lists, found
// without building the list: it takes the move at Legal's index
// engine.Pick(r.Uint64(), len), so it returns what picking from the list
// with the same generator would. A seat must be deciding.
func (s *State) RandomMove(r *rand.PCG) Move {
	// Deciding on a roll without egg cards to spend, the commonest
	// decision: stop or roll, Roll being the kind after Stop. A pick of 2 is
	// the draw's top bit.
	if s.phase == phaseDecide && (!s.cfg.eggsAsDice || s.cardUsed) {
		return Move{Kind: Stop + Kind(r.Uint64()>>63)}
	}
	if s.phase == phaseChoose {
		return Move{Choose, s.turn*s.cfg.perPlayer + int8(r.Uint64()>>63)}
	}
	// Deciding with egg cards: stop and roll, then the cards the decider
	// may spend as the next die, from the fewest eggs.
	d := s.decider()
	var cards [6]int8
	n := 0
	for v := int8(1); v <= 6 && s.total+v <= s.cfg.bust; v++ {
		if s.hands[d][v-1] > 0 {
			cards[n] = v
			n++
		}
	}
	k := engine.Pick(r.Uint64(), 2+n)
	if k < 2 {
		return Move{Kind: Stop + Kind(k)}
	}
	return Move{Card, cards[k-2]}
}
