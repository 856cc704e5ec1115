package tobago

import (
	"testing"

	"caribe/games/tobago/island"
)

// The island is public, so the default island must reveal nothing of the
// table's secret seed (which also shuffles the hidden decks): seeds that
// differ in one bit give unrelated islands.
func TestIslandRevealsNothingOfTheSeed(t *testing.T) {
	const seed = 0x0123_4567_89ab_cdef
	base, err := New(2, nil, seed)
	if err != nil {
		t.Fatal(err)
	}
	baseSeed := *base.Options().IslandSeed
	if baseSeed == seed%1_000_000 {
		t.Fatalf("the island seed %d is the table's seed modulo a million", baseSeed)
	}
	for _, k := range []int{0, 1, 7, 20, 33, 63} {
		s, err := New(2, nil, seed^1<<k)
		if err != nil {
			t.Fatal(err)
		}
		other := *s.Options().IslandSeed
		if other == baseSeed {
			t.Fatalf("seeds differing in bit %d give the same island seed %d", k, other)
		}
		if d := terrainsApart(base.Island(), s.Island()); d < 20 {
			t.Errorf("seeds differing in bit %d give islands with only %d hexes of different terrain", k, d)
		}
	}
}

// terrainsApart counts the grid cells whose terrain differs between two islands.
func terrainsApart(a, b *island.Island) int {
	n := 0
	for i := range island.Cells {
		h := island.HexOf(i)
		if a.Terrain(h) != b.Terrain(h) {
			n++
		}
	}
	return n
}
