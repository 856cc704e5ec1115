package tobago

import "caribe/games/tobago/island"

// maxClues bounds the clues on one map: the whole clue deck.
const maxClues = island.DeckSize

// treasureMap is one treasure map being assembled: its clues from the first
// (top) to the last (bottom), the compass roses on each clue (all of one
// seat: a clue's player, plus extra roses of that seat from double plays),
// and the candidate hexes where its treasure may lie. The candidates are
// changed only through reset, add and setCand, which keep their counts
// (candCounts) up to date.
type treasureMap struct {
	clues [maxClues]island.Clue
	owner [maxClues]int8
	roses [maxClues]int8
	n     int8
	seats uint8 // bit p: a clue holds seat p's roses (derived from owner)
	cand  island.HexSet
	candCounts
}

// reset empties the map: no clue, every land hex a candidate.
func (mp *treasureMap) reset(b *board) {
	*mp = treasureMap{cand: b.land, candCounts: b.landCounts}
}

// add puts clue c at the bottom of the map with one rose of seat p.
func (mp *treasureMap) add(b *board, c island.Clue, p int8) {
	mp.clues[mp.n] = c
	mp.owner[mp.n] = p
	mp.seats |= 1 << p
	mp.roses[mp.n] = 1
	mp.n++
	mp.cand = mp.cand.Intersect(b.is.ClueSet(c))
	mp.candCounts = mp.shrunk(b, mp.land.and(b.clueLand(c)))
}

// remove takes grid index i out of the candidates.
func (mp *treasureMap) remove(b *board, i int16) {
	mp.cand.RemoveCell(int(i))
	mp.candCounts = mp.shrunk(b, b.without(mp.land, i))
}

// setCand makes set the map's candidates.
func (mp *treasureMap) setCand(b *board, set island.HexSet) {
	mp.cand = set
	mp.candCounts = b.count(b.landSetOf(set))
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
func (mp *treasureMap) narrows(b *board, c island.Clue) bool { return mp.leaves(b.clueLand(c)) }

// asMap is the map in the island package's form, for its explanations.
func (mp *treasureMap) asMap() island.Map {
	return island.Map{Clues: mp.clues[:mp.n:mp.n], Candidates: mp.cand}
}

// ownerSeats is the set of seats whose roses lie on the map's clues, a
// bit per seat.
func (mp *treasureMap) ownerSeats() uint8 {
	var seats uint8
	for _, p := range mp.owner[:mp.n] {
		seats |= 1 << p
	}
	return seats
}

// located is the treasure's grid index once one candidate is left.
func (mp *treasureMap) located() (int16, bool) { return mp.only, mp.ncand == 1 }

// noteLocated keeps s.treasures in step with map m, after a change.
func (s *State) noteLocated(m int8) { s.treasures.set(m, s.maps[m].only) }

// found reports whether the map's treasure is found: one marker is left
// («Клад найден, как только на карте остается только один маркер»).
// Amulets act only on maps whose treasure is not yet found.
func (mp *treasureMap) found() bool { return mp.ncand == 1 }

// markers reports whether the map's markers are on the island: it holds a
// clue and its candidates number no more than limit, the markers of a map
// (the option markers; an empty map has none down however many it has).
func (mp *treasureMap) markers(limit int16) bool { return mp.n > 0 && mp.ncand <= limit }

// deadEnd reports whether no clue of the deck can narrow the map although
// two or more candidates are left: only removing a candidate helps.
func (mp *treasureMap) deadEnd() bool { return mp.stuck }
