package tobago

import "caribe/games/tobago/island"

// maxClues bounds the clues on one map: the whole clue deck.
const maxClues = island.DeckSize

// treasureMap is one treasure map being assembled: its clues from the first
// (top) to the last (bottom), the compass roses on each clue (all of one
// seat: a clue's player, plus extra roses of that seat from double plays),
// and the candidate hexes where its treasure may lie.
type treasureMap struct {
	clues [maxClues]island.Clue
	owner [maxClues]int8
	roses [maxClues]int8
	n     int8
	cand  island.HexSet
}

// reset empties the map: no clue, every land hex a candidate.
func (mp *treasureMap) reset(land island.HexSet) {
	*mp = treasureMap{cand: land}
}

// add puts clue c at the bottom of the map with one rose of seat p.
func (mp *treasureMap) add(is *island.Island, c island.Clue, p int8) {
	mp.clues[mp.n] = c
	mp.owner[mp.n] = p
	mp.roses[mp.n] = 1
	mp.n++
	mp.cand = mp.cand.Intersect(is.ClueSet(c))
}

// allowed is the land its clues allow: the candidates, unless markers
// were removed.
func (mp *treasureMap) allowed(is *island.Island) island.HexSet {
	set := is.Land()
	for _, c := range mp.clues[:mp.n] {
		set = set.Intersect(is.ClueSet(c))
	}
	return set
}

// narrows reports whether clue c may be played on the map: it leaves some
// candidates, but not all. It is island.Map.CanPlay without the reason.
func (mp *treasureMap) narrows(is *island.Island, c island.Clue) bool {
	left := mp.cand.Intersect(is.ClueSet(c))
	return !left.Empty() && left != mp.cand
}

// asMap is the map in the island package's form, for its explanations.
func (mp *treasureMap) asMap() island.Map {
	return island.Map{Clues: mp.clues[:mp.n:mp.n], Candidates: mp.cand}
}

// located is the treasure's grid index once one candidate is left.
func (mp *treasureMap) located() (int16, bool) {
	if mp.cand.Len() != 1 {
		return 0, false
	}
	return int16(mp.cand.NextCell(0)), true
}

// found reports whether the map's treasure is found: one marker is left
// («Клад найден, как только на карте остается только один маркер»).
// Amulets act only on maps whose treasure is not yet found.
func (mp *treasureMap) found() bool { return mp.cand.Len() == 1 }

// markers reports whether the map's markers are on the island.
func (mp *treasureMap) markers() bool { return mp.cand.Len() <= island.MarkerLimit }

// deadEnd reports whether no clue of the deck can narrow the map although
// two or more candidates are left: only removing a candidate helps.
func deadEnd(is *island.Island, mp *treasureMap) bool {
	if mp.cand.Len() < 2 {
		return false
	}
	for _, c := range deckClues {
		if mp.narrows(is, c) {
			return false
		}
	}
	return true
}

// updateStuck recomputes whether map m is at a dead end.
func (s *State) updateStuck(m int8) { s.stuck[m] = deadEnd(s.b.is, &s.maps[m]) }
