package cartagena

import "fmt"

// Scores appends each seat's pirates in the boat.
func (s *State) Scores(buf []int) []int {
	for p := range s.cfg.players {
		buf = append(buf, int(s.own[p][Boat]))
	}
	return buf
}

// Winners appends, once the game is over, the seat whose sixth pirate
// boarded the boat; after a stall (no player can act any more) the seats
// with the most pirates in the boat share the win.
func (s *State) Winners(buf []int) []int {
	if !s.over {
		return buf
	}
	if w := s.boarded(); w >= 0 {
		return append(buf, int(w))
	}
	best := int8(0)
	for p := range s.cfg.players {
		best = max(best, s.own[p][Boat])
	}
	for p := range s.cfg.players {
		if s.own[p][Boat] == best {
			buf = append(buf, int(p))
		}
	}
	return buf
}

// boarded is the seat with all six pirates in the boat, or -1.
func (s *State) boarded() int8 {
	for p := range s.cfg.players {
		if s.own[p][Boat] == PiratesEach {
			return p
		}
	}
	return -1
}

// overReason says why the game is over.
func (s *State) overReason() string {
	if w := s.boarded(); w >= 0 {
		return fmt.Sprintf("seat %d has all six pirates in the boat", w)
	}
	return "no player can play a card or move a pirate back"
}
