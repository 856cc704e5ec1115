package tobago

import "math/bits"

// candCounts is a map's candidates as a landSet with what the rules and the
// heuristic ask of them many times between two changes, worked out once
// per change.
type candCounts struct {
	land  landSet
	ncand int16 // the candidates
	// only is the candidate's grid index when one is left, else noCell.
	only int16
	// narrowing has bit k set when deck clue k (deckClues' order) narrows
	// the map: Legal lists a clue on a map by one bit test (deckBit).
	narrowing uint64
	stuck     bool // no clue of the deck narrows the map, though two or more candidates are left
}

// count is land as a map's candidates.
func (b *board) count(land landSet) candCounts { return b.countAmong(land, 1<<len(b.deckSets)-1) }

// shrunk is land, some of the map's candidates, as its candidates. A clue
// that leaves the candidates all or none leaves a part of them all or none
// too, so only the clues that narrowed the map are tried again.
func (c *candCounts) shrunk(b *board, land landSet) candCounts {
	return b.countAmong(land, c.narrowing)
}

// countAmong is land as a map's candidates, trying only the deck clues of
// tried (bit k for deck clue k) as narrowing it: the others must not.
func (b *board) countAmong(land landSet, tried uint64) candCounts {
	c := candCounts{land: land, ncand: int16(land.len()), only: noCell}
	switch {
	case c.ncand <= 1:
		if c.ncand == 1 {
			c.only = b.landCell[land.first()]
		}
	case int(c.ncand) <= candidatesPerClue*bits.OnesCount64(tried):
		// No clue narrows one candidate or none: only two or more are tried.
		c.narrowing = b.narrowingByCandidate(land) & tried
		c.stuck = c.narrowing == 0
	default:
		for ; tried != 0; tried &= tried - 1 {
			k := bits.TrailingZeros64(tried)
			if c.leaves(b.deckSets[k]) {
				c.narrowing |= 1 << k
			}
		}
		c.stuck = c.narrowing == 0
	}
	return c
}

// candidatesPerClue is about how many candidates narrowingByCandidate
// goes over in the time leaves tries one clue: countAmong takes the
// cheaper way.
const candidatesPerClue = 3

// narrowingByCandidate is the deck clues that narrow the candidates land,
// the other way round from leaves: a clue narrows them when it allows
// some candidate (bit set in some allowedBy) and refuses some (bit clear
// in some allowedBy), which one pass over the candidates tells for every
// clue at once.
func (b *board) narrowingByCandidate(land landSet) uint64 {
	var allows, refuses uint64
	for w := range land {
		for set := land[w]; set != 0; set &= set - 1 {
			by := b.allowedBy[w<<6|bits.TrailingZeros64(set)]
			allows |= by
			refuses |= ^by
		}
	}
	return allows & refuses
}

// leaves reports whether a clue allowing the land hexes allowed leaves
// some of the candidates, but not all.
func (c *candCounts) leaves(allowed landSet) bool {
	// Some candidate allowed and some not: four masks, no count.
	return c.land[0]&allowed[0]|c.land[1]&allowed[1] != 0 &&
		c.land[0]&^allowed[0]|c.land[1]&^allowed[1] != 0
}
