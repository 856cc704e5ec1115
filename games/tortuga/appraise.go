package tortuga

// Appraise values each seat as the expert values a move (bots.Appraiser),
// in eggs: its eggs and, for each of its turtles, the cards the lone
// turtle's race (laps) says its place is worth at the mean value of the
// cards to come, a ride's worth for each turtle standing on another
// player's and, near the beach, the card the carrier may lay for the top
// turtle; less the same of the other seats, shared among them. Once the
// game is over a winner's share of the win is worth endEggs and the rest
// is lost, shared among the losers.
func (s *State) Appraise(buf []float64) []float64 {
	n := int(s.cfg.players)
	if s.phase == phaseOver {
		buf = s.shares(buf)
		for i := len(buf) - n; i < len(buf); i++ {
			buf[i] = endEggs * (buf[i]*float64(n) - 1) / float64(n-1)
		}
		return buf
	}
	eq := s.equity(true)
	total := 0.0
	for seat := range n {
		eq[seat] += float64(s.eggs(int8(seat)))
		total += eq[seat]
	}
	for seat := range n {
		buf = append(buf, eq[seat]-(total-eq[seat])/float64(n-1))
	}
	return buf
}

// expertRides adds to eq the rides of the stack on space p as the expert
// counts them: one move of the lone race for each turtle standing on
// another player's, and, near the beach with cards to come after the
// next, the card the carrier may lay for the owner of the top turtle.
func (s *State) expertRides(p int8, cw float64, l *lapTable, eq *[MaxTurtles]float64) {
	stack := s.on(p)
	for i := 1; i < len(stack); i++ {
		o := s.Owner(int(stack[i]))
		for _, b := range stack[:i] {
			if s.Owner(int(b)) != o {
				eq[o] += rideShare * cw * l.gain
				break
			}
		}
	}
	if s.cfg.track-p > rideReach || s.next+1 >= s.ncards {
		return
	}
	top := s.Owner(int(stack[len(stack)-1]))
	for _, b := range stack[:len(stack)-1] {
		if s.Owner(int(b)) != top {
			eq[top] += rideCard * cw * l.reach[p]
			return
		}
	}
}
