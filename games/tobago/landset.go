package tobago

import (
	"math/bits"

	"caribe/games/tobago/island"
)

// maxLand bounds the land hexes of an island a game is played on: a
// landSet holds them all (a valid island has at most island.LargeMax).
const maxLand = 128

// landSet is a set of an island's land hexes, each a bit at its place in
// the board's list of land hexes (board.landIndex): two words hold any
// island, where an island.HexSet spends five on the whole grid, so what a
// clue leaves of a map's candidates is counted in two ANDs and two
// population counts.
type landSet [maxLand / 64]uint64

// and is the hexes in both s and t.
func (s landSet) and(t landSet) landSet { return landSet{s[0] & t[0], s[1] & t[1]} }

// len is the number of hexes in s.
func (s landSet) len() int { return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) }

// first is the place of the first hex of s, which must not be empty.
func (s landSet) first() int {
	if s[0] != 0 {
		return bits.TrailingZeros64(s[0])
	}
	return 64 + bits.TrailingZeros64(s[1])
}

// landSetOf is set's land hexes as a landSet.
func (b *board) landSetOf(set island.HexSet) landSet {
	var out landSet
	for i := set.NextCell(0); i >= 0; i = set.NextCell(i + 1) {
		if k := b.landIndex[i]; k >= 0 {
			out[k>>6] |= 1 << (k & 63)
		}
	}
	return out
}

// without is s less land hex i (a grid index).
func (b *board) without(s landSet, i int16) landSet {
	if k := b.landIndex[i]; k >= 0 {
		s[k>>6] &^= 1 << (k & 63)
	}
	return s
}

// clueLand is the land hexes clue c allows, as a landSet.
func (b *board) clueLand(c island.Clue) landSet {
	if !c.Valid() {
		return landSet{}
	}
	return b.clueSets[c.Kind][c.Label]
}
