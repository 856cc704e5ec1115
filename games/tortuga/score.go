package tortuga

// Scores appends each seat's eggs: its egg cards plus 7 for the beach.
func (s *State) Scores(buf []int) []int {
	for seat := int8(0); seat < s.cfg.players; seat++ {
		buf = append(buf, s.eggs(seat))
	}
	return buf
}

func (s *State) eggs(seat int8) int {
	n := 0
	for v, k := range s.hands[seat] {
		n += (v + 1) * int(k)
	}
	if s.beachBy == seat {
		n += 7
	}
	return n
}

// cardCount is the tie-break: egg cards held, the 7-egg beach counting as one.
func (s *State) cardCount(seat int8) int {
	n := 0
	for _, k := range s.hands[seat] {
		n += int(k)
	}
	if s.beachBy == seat {
		n++
	}
	return n
}

// Winners appends, once the game is over, the seats with the most eggs and,
// among them, the most cards; several seats share a win still tied.
func (s *State) Winners(buf []int) []int {
	if s.phase != phaseOver {
		return buf
	}
	best, bestCards := -1, -1
	for seat := int8(0); seat < s.cfg.players; seat++ {
		e, c := s.eggs(seat), s.cardCount(seat)
		if e > best || e == best && c > bestCards {
			best, bestCards = e, c
		}
	}
	for seat := int8(0); seat < s.cfg.players; seat++ {
		if s.eggs(seat) == best && s.cardCount(seat) == bestCards {
			buf = append(buf, int(seat))
		}
	}
	return buf
}
