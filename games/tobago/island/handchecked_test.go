package island

import (
	"fmt"
	"testing"
)

// tinyIsland is small enough to work every clue out by hand (odd rows are
// shifted right). Land, as (column,row): jungle (1,1) and (2,1) with a hut on
// (2,1); mountains (3,1) and (4,2) with a palm on (4,2); beach (1,2), (1,3)
// and, apart, (3,3); scrubland (2,2) with a statue; lake (3,2); river (2,3).
// Only (2,2) and (3,2) are not on the coast. It breaks the generator's rules
// (far too small) but every clue is defined on it.
const tinyIsland = `
~   ~   ~   ~   ~   ~
  ~   J   Jh  M   ~   ~
~   B   S↗  L   Mp  ~
  ~   B   R   B   ~   ~
~   ~   ~   ~   ~   ~
`

// cells lists hexes by (column,row) offset coordinates.
func cells(cells ...[2]int) HexSet {
	var s HexSet
	for _, c := range cells {
		s.Add(FromOffset(c[0], c[1]))
	}
	return s
}

// TestClueSetsOnAHandCheckedIsland compares clue sets with sets worked out
// by hand from the rulebook's definitions, covering every label (with "in")
// and every kind (against the hut, the palm, the statue, the ocean, the
// mountains and the Big beach).
func TestClueSetsOnAHandCheckedIsland(t *testing.T) {
	is := parseIsland(t, tinyIsland)
	land := cells([2]int{1, 1}, [2]int{2, 1}, [2]int{3, 1}, [2]int{1, 2}, [2]int{2, 2},
		[2]int{3, 2}, [2]int{4, 2}, [2]int{1, 3}, [2]int{2, 3}, [2]int{3, 3})
	if is.Land() != land {
		t.Fatalf("land %v, want %v", is.Land(), land)
	}
	type c = [2]int
	for _, x := range []struct {
		clue Clue
		want HexSet
	}{
		{Clue{In, ScrublandLabel}, cells(c{2, 2})},
		{Clue{In, JungleLabel}, cells(c{1, 1}, c{2, 1})},
		{Clue{In, RiverLabel}, cells(c{2, 3})},
		{Clue{In, MountainsLabel}, cells(c{3, 1}, c{4, 2})},
		{Clue{In, LakeLabel}, cells(c{3, 2})},
		{Clue{In, BeachLabel}, cells(c{1, 2}, c{1, 3}, c{3, 3})},
		{Clue{In, BigScrubland}, cells(c{2, 2})},
		{Clue{In, BigJungle}, cells(c{1, 1}, c{2, 1})},
		{Clue{In, BigRiver}, cells(c{2, 3})},
		{Clue{In, BigMountains}, cells(c{3, 1}, c{4, 2})},
		{Clue{In, BigLake}, cells(c{3, 2})},
		{Clue{In, BigBeach}, cells(c{1, 2}, c{1, 3})},
		{Clue{In, HutLabel}, cells(c{2, 1})},
		{Clue{In, PalmLabel}, cells(c{4, 2})},
		{Clue{In, StatueLabel}, cells(c{2, 2})},
		{Clue{In, OceanLabel}, HexSet{}},

		{Clue{NextTo, HutLabel}, cells(c{1, 1}, c{3, 1}, c{2, 2}, c{3, 2})},
		{Clue{NotNextTo, HutLabel}, cells(c{2, 1}, c{1, 2}, c{4, 2}, c{1, 3}, c{2, 3}, c{3, 3})},
		{Clue{WithinSight, HutLabel}, land.Minus(cells(c{2, 1}))},
		{Clue{OutOfSight, HutLabel}, cells(c{2, 1})},
		{Clue{NotIn, HutLabel}, land.Minus(cells(c{2, 1}))},

		{Clue{WithinSight, PalmLabel}, cells(c{3, 1}, c{3, 2}, c{3, 3}, c{2, 1}, c{2, 2}, c{2, 3})},
		{Clue{OutOfSight, PalmLabel}, cells(c{4, 2}, c{1, 1}, c{1, 2}, c{1, 3})},

		{Clue{NotNextTo, StatueLabel}, cells(c{2, 2}, c{3, 1}, c{4, 2}, c{3, 3})},

		{Clue{NextTo, OceanLabel}, land.Minus(cells(c{2, 2}, c{3, 2}))},
		{Clue{NotNextTo, OceanLabel}, cells(c{2, 2}, c{3, 2})},
		{Clue{WithinSight, OceanLabel}, land},
		{Clue{OutOfSight, OceanLabel}, HexSet{}},
		{Clue{NotIn, OceanLabel}, land},

		{Clue{WithinSight, MountainsLabel}, cells(c{1, 1}, c{2, 1}, c{2, 2}, c{3, 2}, c{2, 3}, c{3, 3})},
		{Clue{OutOfSight, MountainsLabel}, cells(c{1, 2}, c{1, 3}, c{3, 1}, c{4, 2})},

		{Clue{NextTo, BigBeach}, cells(c{2, 2}, c{1, 1}, c{2, 3})},
	} {
		t.Run(fmt.Sprint(x.clue), func(t *testing.T) {
			if got := is.ClueSet(x.clue); got != x.want {
				t.Errorf("%q: got %v, want %v", x.clue, got, x.want)
			}
		})
	}
}
