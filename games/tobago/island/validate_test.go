package island

import (
	"strings"
	"testing"
)

// edit is an island being changed in a test.
type edit struct {
	terrain [Cells]Terrain
	marks   [Cells]mark
	facing  [Cells]Dir
}

func (e *edit) set(t Terrain, hexes ...Hex) {
	for _, h := range hexes {
		e.terrain[mustCell(h)] = t
	}
}

func (e *edit) move(from, to Hex) {
	i, j := mustCell(from), mustCell(to)
	e.marks[j], e.facing[j] = e.marks[i], e.facing[i]
	e.marks[i] = noMark
}

// edited is the island with the changes f makes.
func edited(is *Island, f func(e *edit, is *Island)) *Island {
	e := &edit{terrain: is.terrain, marks: is.marks, facing: is.facing}
	f(e, is)
	return newIsland(&e.terrain, &e.marks, &e.facing)
}

// Each rule Validate checks, broken on the rulebook's valid island, gives
// its own message naming what is wrong.
func TestValidateNamesEachBrokenRule(t *testing.T) {
	base := parseIsland(t, rulebookIsland)
	for _, c := range []struct {
		rule string
		edit func(e *edit, is *Island)
		want string
	}{
		{"ocean around", func(e *edit, _ *Island) { e.set(Beach, FromOffset(0, 5)) }, "lies on the edge of the grid"},
		{"land count", func(e *edit, _ *Island) {
			e.set(Ocean, FromOffset(3, 9), FromOffset(4, 9), FromOffset(3, 8), FromOffset(9, 8), FromOffset(7, 8))
		}, "the island has 59 land hexes: a small island has 60–75, a large one 90–110"},
		{"one piece", func(e *edit, _ *Island) { e.set(Beach, FromOffset(12, 9)) }, "separate pieces"},
		{"no inland sea", func(e *edit, _ *Island) { e.set(Ocean, Hex{4, 4}) }, "ocean hex (4,4) is enclosed by land"},
		{"two areas", func(e *edit, _ *Island) { e.set(Scrubland, FromOffset(6, 6), FromOffset(5, 7)) }, "mountains forms 1 area(s)"},
		{"unique Big", func(e *edit, _ *Island) { e.set(Scrubland, FromOffset(8, 3), FromOffset(7, 4)) }, "mountains has two largest areas of 2 hexes"},
		{"beach share", func(e *edit, is *Island) {
			for h := range is.Coast().Intersect(is.LabelSet(BeachLabel)).All() {
				if h.R < 7 {
					e.set(Scrubland, h)
				}
			}
		}, "coast hexes are beach"},
		{"beach on the coast", func(e *edit, _ *Island) { e.set(Beach, Hex{4, 5}) }, "beach hex (4,5) lies more than 2 hexes from the ocean"},
		{"thin river", func(e *edit, _ *Island) { e.set(River, FromOffset(10, 5)) }, "a river is a thin line"},
		{"long river", func(e *edit, _ *Island) { e.set(Beach, FromOffset(8, 7)) }, "the Big river has 4 hexes: it must be at least 5 long"},
		{"river mouth", func(e *edit, _ *Island) { e.set(Beach, FromOffset(6, 1)) }, "flows nowhere"},
		{"compact lake", func(e *edit, _ *Island) { e.set(Lake, FromOffset(6, 6), FromOffset(7, 6)) }, "a lake is compact"},
		{"lake inland", func(e *edit, _ *Island) { e.set(Lake, FromOffset(3, 9)) }, "touches the ocean: a lake lies inland"},
		{"hut count", func(e *edit, _ *Island) { e.marks[mustCell(Hex{4, 3})] = noMark }, "the island has 3 huts: it needs 4"},
		{"hut spacing", func(e *edit, _ *Island) { e.move(Hex{2, 8}, Hex{1, 8}) }, "the huts at (-2,7) and (1,8) are 4 apart: two huts need at least 4 hexes between them"},
		{"dry land", func(e *edit, _ *Island) { e.move(Hex{7, 3}, Hex{7, 2}) }, "the palm at (7,2) stands in river: landmarks stand on dry land"},
		{"statue inland", func(e *edit, _ *Island) { e.move(Hex{0, 7}, Hex{-1, 8}) }, "the statue at (-1,8) stands next to the ocean"},
		{"statue facing", func(e *edit, _ *Island) { e.facing[mustCell(Hex{0, 7})] = 6 }, "the statue at (0,7) faces 6: a facing is 0..5"},
	} {
		err := edited(base, c.edit).Validate()
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v\nwant a message with %q", c.rule, err, c.want)
		}
	}
}
