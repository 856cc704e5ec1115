package tobago

import (
	"math/rand/v2"

	"caribe/engine"
	"caribe/games/tobago/island"
)

// ownRoseBonus is how much more a clue on a map holding one's own roses
// is worth to the greedy rule, in shares of the candidates it removes.
const ownRoseBonus = 0.25

// HeuristicMove is a casual player's move, by a greedy rule that reads
// only what the deciding seat sees (ties are broken with r):
//
//   - Set-up: place the vehicle on the most central hex (the least total
//     step distance to every land hex); start a map with the best clue of
//     the deck.
//   - In a turn: raise a located treasure under the vehicle; otherwise head
//     for the nearest located treasure, a step that brings the vehicle one
//     step nearer (a step of action B ending on an amulet preferred), and
//     when no step is left spend an amulet on a move if the treasure is at
//     most three steps away. Before the action, with an amulet, remove the
//     farther marker of a map down to two candidates when the nearer one
//     is within three steps. Otherwise take the action: the best clue from
//     hand, else clear a dead end (its candidate farthest from the
//     vehicle), else exchange the hand, else a step anywhere. Then end the
//     turn.
//   - When no clue outside the maps and the hand could narrow a map any
//     more (the cards that could lie on other maps), exchanging is futile:
//     spend an amulet on the marker farthest from the vehicle of the map
//     with the fewest candidates, or walk to the nearest amulet (up to
//     three steps, instead of the exchange or before ending the turn).
//   - The best clue removes the largest share of a map's candidates, a map
//     already holding one's own roses counting a quarter more; of equal
//     clues, the one on the map with fewer candidates.
//   - Offered a treasure card: take a 5 or a 6, or a card worth at least
//     the average of the gold no view places; pass a lower one while the
//     face-down cards are as many as the roses on the map, else take it.
func (s *State) HeuristicMove(r *rand.PCG) Move {
	switch s.phase {
	case phasePlace:
		return Move{Kind: Place, Hex: s.central(r)}
	case phaseSetupClue:
		var deck [island.DeckSize]island.Clue
		m, _ := s.bestClue(s.turn, s.deckClues(&deck), s.emptyMaps(), r)
		return m
	case phaseRestart:
		m, _ := s.bestClue(s.restart, s.hand[s.restart][:s.nhand[s.restart]], 1<<s.sh.m, r)
		return m
	case phaseOffer:
		return s.answerOffer()
	case phaseTurn:
		return s.greedyTurn(r)
	}
	return Move{Kind: End}
}

// greedyTurn is the turn owner's greedy move.
func (s *State) greedyTurn(r *rand.PCG) Move {
	p := s.turn
	at := s.at[p]
	for m := range int8(Maps) {
		if h, ok := s.maps[m].located(); ok && h == at {
			return Move{Kind: Raise, Map: m}
		}
	}
	if d, closer := s.nearestTreasure(at, r); d > 0 {
		if s.canStep() {
			return Move{Kind: Step, Hex: s.stepInto(closer, r)}
		}
		if s.amulets[p] > 0 && d <= Steps {
			return Move{Kind: UseAmulet, Power: ExtraMove}
		}
	}
	if s.main {
		if (s.seg == segMain && s.canStep() || s.amulets[p] > 0) && !s.cluesLeft(p) {
			if m, ok := s.unstick(p, at, r); ok {
				return m
			}
		}
		return Move{Kind: End}
	}
	if s.amulets[p] > 0 {
		if m, ok := s.markerToRemove(at); ok {
			return m
		}
	}
	if m, ok := s.bestClue(p, s.hand[p][:s.nhand[p]], allMaps, r); ok {
		return m
	}
	for m := range int8(Maps) {
		if s.maps[m].deadEnd() {
			return Move{Kind: Clear, Map: m, Hex: farthest(s.maps[m].cand, at)}
		}
	}
	if s.nhand[p] > 0 && s.cluesLeft(p) {
		return Move{Kind: Exchange}
	}
	if m, ok := s.unstick(p, at, r); ok {
		return m
	}
	if s.nhand[p] > 0 {
		return Move{Kind: Exchange}
	}
	return Move{Kind: Step, Hex: s.stepInto(s.b.dest[at], r)}
}

// stepInto picks the hex of set to step to: one with an amulet when the
// step is action B's and would pick it up, else any, with r.
func (s *State) stepInto(set island.HexSet, r *rand.PCG) int16 {
	if s.seg == segMain || s.seg == segNone {
		if found := set.Intersect(s.amuletAt); !found.Empty() {
			set = found
		}
	}
	return nthCell(set, engine.Pick(r.Uint64(), set.Len()))
}

// nearestTreasure is the step distance from grid index at to the nearest
// located treasure it can reach (-1 when there is none), with the hexes
// one step from at that are one step nearer to it.
func (s *State) nearestTreasure(at int16, r *rand.PCG) (d int, closer island.HexSet) {
	d, ties, to := -1, 0, int16(0)
	for m := range s.maps {
		h, ok := s.maps[m].located()
		if !ok {
			continue
		}
		e := s.b.stepsBetween(at, h)
		switch {
		case e < 0:
		case d < 0 || e < d:
			d, to, ties = e, h, 1
		case e == d:
			ties++
			if engine.Pick(r.Uint64(), ties) == 0 {
				to = h
			}
		}
	}
	if d < 0 {
		return d, island.HexSet{}
	}
	return d, s.b.closer(at, to, d)
}

// cellSet is the set of one hex, grid index i.
func cellSet(i int16) island.HexSet {
	var set island.HexSet
	set.AddCell(int(i))
	return set
}

// central is a land hex with the least total step distance to every land
// hex, drawn with r among equals.
func (s *State) central(r *rand.PCG) int16 {
	set := s.b.centralHexes()
	return nthCell(set, engine.Pick(r.Uint64(), set.Len()))
}

// centralHexes is the set of land hexes with the least total step distance
// to every land hex, each one no step reaches counting a whole grid. It is
// computed when first asked and kept with the board: a search places
// vehicles many times on one island.
func (b *board) centralHexes() island.HexSet {
	b.centralOnce.Do(func() {
		t := b.steps()
		bestSum := -1
		for i := b.land.NextCell(0); i >= 0; i = b.land.NextCell(i + 1) {
			sum := 0
			for j := b.land.NextCell(0); j >= 0; j = b.land.NextCell(j + 1) {
				if d := int(t.dist[i][j]); d >= 0 {
					sum += d
				} else {
					sum += island.Cells
				}
			}
			switch {
			case bestSum < 0 || sum < bestSum:
				b.central, bestSum = cellSet(int16(i)), sum
			case sum == bestSum:
				b.central.AddCell(i)
			}
		}
	})
	return b.central
}

// markerToRemove is the amulet that removes the farther marker of a map
// down to two candidates, when the nearer one is within three steps of
// grid index at and the map's markers are on the island (with a single
// marker per map they never are before it is located); ok is false when
// there is none.
func (s *State) markerToRemove(at int16) (Move, bool) {
	for m := range int8(Maps) {
		mp := &s.maps[m]
		if mp.ncand != 2 || !mp.markers(s.cfg.markers) {
			continue
		}
		cand := mp.cand
		a := int16(cand.NextCell(0))
		b := int16(cand.NextCell(int(a) + 1))
		da, db := s.b.stepsBetween(at, a), s.b.stepsBetween(at, b)
		if db >= 0 && (da < 0 || db < da) {
			a, b, da = b, a, db
		}
		if da >= 0 && da <= Steps {
			return Move{Kind: UseAmulet, Power: RemoveMarker, Map: m, Hex: b}, true
		}
	}
	return Move{}, false
}

// bestClue is seat p's greedy clue of the given ones (its hand, or the
// deck for its set-up clue) on a map of the mask: the largest share of the
// map's candidates removed, plus ownRoseBonus on a map holding p's roses;
// of equal clues the one on the map with fewer candidates, then any, with
// r. ok is false when no clue can be played.
func (s *State) bestClue(p int8, clues []island.Clue, mask int, r *rand.PCG) (best Move, ok bool) {
	if s.roses[p] == 0 {
		return Move{}, false
	}
	var targets [Maps]clueTarget
	n := 0
	for m := range int8(Maps) {
		if mask&(1<<m) != 0 {
			mp := &s.maps[m]
			targets[n] = clueTarget{land: mp.land, before: int(mp.ncand), m: m}
			if mp.seats&(1<<p) != 0 {
				targets[n].bonus = ownRoseBonus
			}
			n++
		}
	}
	var seen [(clueIDs + 63) / 64]uint64
	bestScore, bestBefore, ties := 0.0, 0, 0
	for _, c := range clues {
		if !c.Valid() {
			continue
		}
		id := clueID(c)
		if seen[id>>6]&(1<<(id&63)) != 0 {
			continue
		}
		seen[id>>6] |= 1 << (id & 63)
		allowed := s.b.clueLand(c)
		for i := range targets[:n] {
			t := &targets[i]
			before, after, m := t.before, t.land.and(allowed).len(), t.m
			if after == 0 || after == before {
				continue
			}
			score := float64(before-after)/float64(before) + t.bonus
			switch {
			case !ok || score > bestScore || score == bestScore && before < bestBefore:
				best, bestScore, bestBefore, ties, ok = Move{Kind: PlayClue, Clue: c, Map: m}, score, before, 1, true
			case score == bestScore && before == bestBefore:
				ties++
				if engine.Pick(r.Uint64(), ties) == 0 {
					best = Move{Kind: PlayClue, Clue: c, Map: m}
				}
			}
		}
	}
	return best, ok
}

// clueTarget is a map that bestClue weighs clues on: its candidates, how
// many they are, the bonus for one's own roses on it, and its index.
type clueTarget struct {
	land   landSet
	before int
	bonus  float64
	m      int8
}

// answerOffer takes or passes the card on offer.
func (s *State) answerOffer() Move {
	c := int(s.sh.card)
	if c >= 5 || s.sh.npile < s.sh.nroses {
		return Move{Kind: Take}
	}
	if n, sum := s.unseenGold(); c*n >= sum {
		return Move{Kind: Take}
	}
	return Move{Kind: Pass}
}

// farthest is the hex of set farthest from grid index at as the crow
// flies, the first in grid order of equals.
func farthest(set island.HexSet, at int16) int16 {
	best, bestDist := int16(-1), -1
	from := hexOf(at)
	for i := set.NextCell(0); i >= 0; i = set.NextCell(i + 1) {
		if d := from.Distance(hexOf(int16(i))); d > bestDist {
			best, bestDist = int16(i), d
		}
	}
	return best
}

// nthCell is the grid index of the k-th hex of set in grid order, from 0.
func nthCell(set island.HexSet, k int) int16 {
	i := set.NextCell(0)
	for ; k > 0; k-- {
		i = set.NextCell(i + 1)
	}
	return int16(i)
}
