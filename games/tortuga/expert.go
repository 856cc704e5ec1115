package tortuga

import "math/rand/v2"

// The expert's rates, in eggs and in egg cards of the lone turtle's race
// (laps).
const (
	// rideShare is what ending on top of another player's turtle is worth,
	// in moves of the lone race: that player must move it, and carries the
	// group for nothing.
	rideShare = 1.0
	// rideCard is the share of the card the carrier may lay that the rider
	// counts on, when the stack stands within rideReach of the beach.
	rideCard = 1.0
	// rideReach is how close to the beach, in spaces, a stack must stand
	// for rideCard to count.
	rideReach = 14
	// endEggs is what ending the game is worth, won or lost.
	endEggs = 1000
)

// ExpertMove is an experienced player's move, seeing only what the
// deciding seat sees. With two turtles: the lower of two own turtles in one
// stack moves first, carrying the other, and otherwise the one further
// ahead. Deciding on a roll, it weighs stopping, rolling and spending an
// egg card by the odds of the dice, in eggs: a turtle's place is worth
// what the lone turtle's race (laps) says, in cards at the mean value of
// the cards to come; progress of its own turtles counts for it, that of the
// others' turtles in the group against it (fully at two players, shared
// among the opponents at more); a bust costs the group its way back to the
// raft; the beach lays the face-up card; ending on top of another player's
// turtle earns a ride (and a chance at the card when that stack is near the
// beach); reaching the beach with the deck empty is worth the game, won or
// lost.
func (s *State) ExpertMove(r *rand.PCG) Move {
	switch s.phase {
	case phaseChoose:
		return Move{Choose, s.expertChoice(r)}
	case phaseDecide:
		_, m := s.expertDecide(s.total, s.ndice, s.cardUsed)
		return m
	}
	return Move{Die, 1}
}

// expertChoice is the turtle the expert moves first: the lower of the two
// when they share a stack, else the one further ahead (either on a tie).
func (s *State) expertChoice(r *rand.PCG) int8 {
	a := s.turn * s.cfg.perPlayer
	b := a + 1
	pa, pb := s.pos[a], s.pos[b]
	switch {
	case pa == pb && pa != Raft:
		if s.level[b] < s.level[a] {
			return b
		}
		return a
	case pb > pa:
		return b
	case pa == pb && r.Uint64()&1 == 1:
		return b
	}
	return a
}

// expertDecide is the best of stopping, rolling and spending a card with
// dice total t after n dice (used: a card was spent this turn), and its
// worth to the decider.
func (s *State) expertDecide(t, n int8, used bool) (float64, Move) {
	best, move := s.expertLand(t*n), Move{Kind: Stop}
	if n == 3 {
		return best, move
	}
	if v := s.expertRoll(t, n, used); v > best {
		best, move = v, Move{Kind: Roll}
	}
	if !s.cfg.eggsAsDice || used {
		return best, move
	}
	d := s.decider()
	for c := int8(1); c <= 6 && t+c <= s.cfg.bust; c++ {
		if s.hands[d][c-1] == 0 {
			continue
		}
		v := s.expertAfterDie(t+c, n+1, true) - float64(c)
		if v > best {
			best, move = v, Move{Card, c}
		}
	}
	return best, move
}

// expertRoll is the worth of rolling the next die on total t after n dice.
func (s *State) expertRoll(t, n int8, used bool) float64 {
	v := 0.0
	for d := int8(1); d <= 6; d++ {
		if t+d > s.cfg.bust {
			v += s.expertBust()
			continue
		}
		v += s.expertAfterDie(t+d, n+1, used)
	}
	return v / 6
}

// expertAfterDie is the worth of having total t after n dice: the best
// choice, or the move itself after the third die.
func (s *State) expertAfterDie(t, n int8, used bool) float64 {
	if n == 3 {
		return s.expertLand(t * n)
	}
	v, _ := s.expertDecide(t, n, used)
	return v
}

// expertSide is how much a turtle's progress counts for the decider d: in
// full for its own, against it for the others', shared among them.
func (s *State) expertSide(t, d int8) float64 {
	if int8(s.Owner(int(t))) == d {
		return 1
	}
	return -1 / float64(s.cfg.players-1)
}

// expertBust is the worth to the decider of the group going to the raft.
func (s *State) expertBust() float64 {
	d := s.decider()
	p := s.pos[s.mover]
	v := 0.0
	if p == Raft {
		return v
	}
	l := s.cfg.laps()
	loss := s.cardWorth() * (l.h[Raft] - l.h[p])
	for _, t := range s.stack[p][s.level[s.mover]:s.height[p]] {
		v += s.expertSide(t, d) * loss
	}
	return v
}

// expertLand is the worth to the decider of the group moving n spaces.
func (s *State) expertLand(n int8) float64 {
	d := s.decider()
	p := s.pos[s.mover]
	to, beach := destination(p, n, s.cfg.track)
	l := s.cfg.laps()
	cw := s.cardWorth()
	gain := cw * (l.h[to] - l.h[p])
	v := 0.0
	if p == Raft {
		v += s.expertSide(s.mover, d) * gain
	} else {
		for _, t := range s.stack[p][s.level[s.mover]:s.height[p]] {
			v += s.expertSide(t, d) * gain
		}
	}
	if beach {
		if s.next == s.ncards {
			return v + s.expertEnd(d)
		}
		v += float64(s.faceUp())
	}
	if to == p {
		return v
	}
	for _, t := range s.on(to) {
		if int8(s.Owner(int(t))) != d {
			v += rideShare * cw * l.gain
			if s.cfg.track-to <= rideReach && s.next+1 < s.ncards {
				v += rideCard * cw * l.reach[to]
			}
			break
		}
	}
	return v
}

// expertEnd is the worth to seat d of ending the game by laying the
// 7-egg beach: the game won, or lost.
func (s *State) expertEnd(d int8) float64 {
	mine, cards := s.eggs(d)+7, s.cardCount(d)+1
	for o := int8(0); o < s.cfg.players; o++ {
		if o == d {
			continue
		}
		if e := s.eggs(o); e > mine || e == mine && s.cardCount(o) >= cards {
			return -endEggs
		}
	}
	return endEggs
}
