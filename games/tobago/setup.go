package tobago

import "caribe/engine"

// place puts the vehicle of the seat placing now on h; after the last
// vehicle the set-up clues begin.
func (s *State) place(h int16, log *[]engine.Event) {
	s.at[s.turn] = h
	if log != nil {
		*log = append(*log, Placed{Type: "placed", Seat: s.turn, Hex: hexOf(h)})
	}
	if s.turn+1 < s.cfg.players {
		s.turn++
		return
	}
	s.setupFrom(0, log)
}

// setupFrom gives the set-up clue to the first seat from p on that can
// start an empty map, or, when every seat has had its chance, starts seat
// 0's first turn.
func (s *State) setupFrom(p int8, log *[]engine.Event) {
	for ; p < s.cfg.players; p++ {
		if s.canStartEmpty(p) {
			s.turn, s.phase = p, phaseSetupClue
			return
		}
		if log != nil {
			*log = append(*log, MapLeftEmpty{Type: "map_left_empty", Seat: p})
		}
	}
	s.startTurn(0, log)
}

// canStartEmpty reports whether seat p can start an empty map: it has a
// rose, a map is empty and a clue in hand narrows it.
func (s *State) canStartEmpty(p int8) bool { return s.canPlayOn(p, s.emptyMaps()) }

// emptyMaps is the mask of the maps that hold no clue.
func (s *State) emptyMaps() int {
	mask := 0
	for m := range s.maps {
		if s.maps[m].n == 0 {
			mask |= 1 << m
		}
	}
	return mask
}

// canPlayOn reports whether seat p may play some clue from hand on some
// map of the mask.
func (s *State) canPlayOn(p int8, mask int) bool {
	if s.roses[p] == 0 {
		return false
	}
	for _, c := range s.hand[p][:s.nhand[p]] {
		for m := range s.maps {
			if mask&(1<<m) != 0 && s.maps[m].narrows(s.b.is, c) {
				return true
			}
		}
	}
	return false
}
