package tobago

// candCounts is a map's candidates as a landSet with what the rules and the
// heuristic ask of them many times between two changes, worked out once
// per change.
type candCounts struct {
	land  landSet
	ncand int16 // the candidates
	stuck bool  // no clue of the deck narrows the map, though two or more candidates are left
}

// count is land as a map's candidates.
func (b *board) count(land landSet) candCounts {
	c := candCounts{land: land, ncand: int16(land.len())}
	c.stuck = c.ncand >= 2 && !c.narrowedBy(b)
	return c
}

// narrowedBy reports whether some clue of the deck narrows the map.
func (c *candCounts) narrowedBy(b *board) bool {
	for _, set := range b.deckSets {
		if c.leaves(set) {
			return true
		}
	}
	return false
}

// leaves reports whether a clue allowing the land hexes allowed leaves
// some of the candidates, but not all.
func (c *candCounts) leaves(allowed landSet) bool {
	n := c.land.and(allowed).len()
	return n > 0 && n < int(c.ncand)
}
