package tobago

import "math/rand/v2"

// cluesLeft reports whether some clue card that seat p can neither see in
// its hand nor on a map (in the deck, the discard pile or another hand, all
// of which come round again) would narrow a map. When none would,
// exchanging the hand is futile: only removing markers gets a map on.
func (s *State) cluesLeft(p int8) bool {
	left := deckCount
	for m := range s.maps {
		for _, c := range s.maps[m].clues[:s.maps[m].n] {
			left[clueID(c)]--
		}
	}
	for _, c := range s.hand[p][:s.nhand[p]] {
		left[clueID(c)]--
	}
	for k, c := range deckClues {
		if left[clueID(c)] == 0 {
			continue
		}
		for m := range s.maps {
			if s.maps[m].leaves(s.b.deckSets[k]) {
				return true
			}
		}
	}
	return false
}

// unstick is the greedy move when no clue can narrow a map any more: spend
// an amulet removing the marker farthest from the vehicle (at, a grid
// index) on the map with the fewest candidates that has markers to remove,
// or else step towards the nearest amulet on the island, while a step is
// allowed. ok is false when neither is possible.
func (s *State) unstick(p int8, at int16, r *rand.PCG) (Move, bool) {
	if s.amulets[p] > 0 {
		best := int8(-1)
		for m := range int8(Maps) {
			mp := &s.maps[m]
			if mp.markers(s.cfg.markers) && mp.ncand >= 2 && (best < 0 || mp.ncand < s.maps[best].ncand) {
				best = m
			}
		}
		if best >= 0 {
			return Move{Kind: UseAmulet, Power: RemoveMarker, Map: best, Hex: farthest(s.maps[best].cand, at)}, true
		}
	}
	if !s.canStep() {
		return Move{}, false
	}
	if d, closer := s.approach(at, s.amuletAt); d > 0 {
		return Move{Kind: Step, Hex: s.stepInto(closer, r)}, true
	}
	return Move{}, false
}
