package tortuga

import "math/rand/v2"

// beachBonus is what reaching the beach is worth to the greedy rule, in
// spaces of progress: an egg card now beats a few spaces more.
const beachBonus = 7

// HeuristicMove is a casual player's move. With two turtles, the one
// further ahead moves first. Deciding on a roll, stop if the move already
// reaches the beach; with the variant, spend the cheapest egg card that
// takes the group onto the beach when the face-up card is worth more;
// otherwise roll again only if that moves the group further on average,
// counting a bust as losing the whole way to the raft and the beach as
// beachBonus spaces.
func (s *State) HeuristicMove(r *rand.PCG) Move {
	switch s.phase {
	case phaseChoose:
		a := s.turn * s.cfg.perPlayer
		b := a + 1
		switch pa, pb := s.pos[a], s.pos[b]; {
		case pb > pa:
			a = b
		case pa == pb && r.Uint64()&1 == 1:
			a = b
		}
		return Move{Choose, a}
	case phaseDecide:
		return s.decide()
	}
	return Move{Die, 1}
}

// decide is the greedy roll-again decision.
func (s *State) decide() Move {
	p, t, n := s.pos[s.mover], s.total, s.ndice
	if _, beach := destination(p, t*n, s.cfg.track); beach {
		return Move{Kind: Stop}
	}
	if v := s.beachCard(p, t, n); v > 0 {
		return Move{Card, v}
	}
	stop := s.progress(p, t*n)
	roll := 0
	for d := int8(1); d <= 6 && t+d <= s.cfg.bust; d++ {
		roll += s.progress(p, (t+d)*(n+1))
	}
	if roll > 6*stop {
		return Move{Kind: Roll}
	}
	return Move{Kind: Stop}
}

// progress is how far a move of n from p takes the group, the beach counting beachBonus more.
func (s *State) progress(p, n int8) int {
	if _, beach := destination(p, n, s.cfg.track); beach {
		return int(p) + int(n) + beachBonus
	}
	return int(p) + int(n)
}

// beachCard is the cheapest egg card the decider may spend as the next die
// that makes the move reach the beach, if the card laid there is worth more
// than the card spent; 0 if there is none.
func (s *State) beachCard(p, t, n int8) int8 {
	if !s.cfg.eggsAsDice || s.cardUsed {
		return 0
	}
	prize := s.faceUp()
	if prize == 0 {
		prize = 7
	}
	d := s.decider()
	for v := int8(1); v < prize && t+v <= s.cfg.bust; v++ {
		if s.hands[d][v-1] == 0 {
			continue
		}
		if _, beach := destination(p, (t+v)*(n+1), s.cfg.track); beach {
			return v
		}
	}
	return 0
}
