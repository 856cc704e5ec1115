package tobago

// Scores appends each seat's coins: the gold on its treasure cards.
func (s *State) Scores(buf []int) []int {
	for p := range s.cfg.players {
		buf = append(buf, s.coins(p))
	}
	return buf
}

// Winners appends, once the game is over, the seats with the most coins;
// several seats share a tie.
func (s *State) Winners(buf []int) []int {
	if s.phase != phaseOver {
		return buf
	}
	best := -1
	for p := range s.cfg.players {
		best = max(best, s.coins(p))
	}
	for p := range s.cfg.players {
		if s.coins(p) == best {
			buf = append(buf, int(p))
		}
	}
	return buf
}
