package island

import "slices"

// Island is one Tobago island: terrains on a hex grid, the landmarks on it
// and the statues' facings as set up. It is built once (by Generate, Parse or
// a named island) and not changed afterwards; during a game the statues'
// current facings belong to the game's state.
type Island struct {
	terrain [Cells]Terrain
	marks   [Cells]mark
	facing  [Cells]Dir

	land, coast, ocean HexSet
	labels             [numLabels]HexSet
	areaOf             [Cells]int16
	areas              []area
	clueSets           [numKinds][numLabels]HexSet
}

// mark is the landmark on a hex, if any.
type mark uint8

const (
	noMark mark = iota
	hutMark
	palmMark
	statueMark
)

func (m mark) label() Label { return HutLabel + Label(m) - 1 }

// area is a maximal connected set of hexes of one terrain.
type area struct {
	terrain Terrain
	hexes   HexSet
	size    int
}

// newIsland builds an island from its terrains, landmarks and facings and
// computes everything derived from them.
func newIsland(terrain *[Cells]Terrain, marks *[Cells]mark, facing *[Cells]Dir) *Island {
	is := &Island{terrain: *terrain, marks: *marks, facing: *facing}
	for i, t := range is.terrain {
		if t == Ocean {
			is.ocean.add(i)
			is.labels[OceanLabel].add(i)
			continue
		}
		is.land.add(i)
		is.labels[t.Label()].add(i)
		if m := is.marks[i]; m != noMark {
			is.labels[m.label()].add(i)
		}
	}
	is.coast = near1(is.ocean).Intersect(is.land)
	is.findAreas()
	for _, t := range Terrains {
		if a, ok := is.bigArea(t); ok {
			is.labels[t.Big()] = a.hexes
		}
	}
	is.clueTable()
	return is
}

// Terrain is the terrain of h; hexes outside the grid are ocean.
func (is *Island) Terrain(h Hex) Terrain {
	if i, ok := cellOf(h); ok {
		return is.terrain[i]
	}
	return Ocean
}

// Land is every land hex.
func (is *Island) Land() HexSet { return is.land }

// Ocean is every ocean hex of the grid.
func (is *Island) Ocean() HexSet { return is.ocean }

// Coast is the land hexes next to the ocean.
func (is *Island) Coast() HexSet { return is.coast }

// LabelSet is the hexes a label stands for: a terrain's hexes, its Big area,
// the hexes holding that kind of landmark, or the ocean.
func (is *Island) LabelSet(l Label) HexSet {
	if !l.Valid() {
		return HexSet{}
	}
	return is.labels[l]
}

// Areas is the terrain's areas, largest first (ties in grid order).
func (is *Island) Areas(t Terrain) []HexSet {
	var out []HexSet
	for _, a := range is.areas {
		if a.terrain == t {
			out = append(out, a.hexes)
		}
	}
	return out
}

// Area is the area that h belongs to; empty for ocean.
func (is *Island) Area(h Hex) HexSet {
	i, ok := cellOf(h)
	if !ok || is.areaOf[i] < 0 {
		return HexSet{}
	}
	return is.areas[is.areaOf[i]].hexes
}

// Big is the terrain's Big area, its largest.
func (is *Island) Big(t Terrain) HexSet { return is.LabelSet(t.Big()) }

// LandmarkAt is the landmark on h (HutLabel, PalmLabel or StatueLabel);
// ok is false when h holds none.
func (is *Island) LandmarkAt(h Hex) (l Label, ok bool) {
	i, in := cellOf(h)
	if !in || is.marks[i] == noMark {
		return 0, false
	}
	return is.marks[i].label(), true
}

// Statues is the statues in grid order with their facings at set-up.
func (is *Island) Statues() []Statue {
	var out []Statue
	is.labels[StatueLabel].cells(func(i int) {
		out = append(out, Statue{At: hexAt(i), Facing: is.facing[i]})
	})
	return out
}

// Size is Small for an island of at most SmallMax land hexes, else Large.
func (is *Island) Size() Size {
	if is.land.Len() <= SmallMax {
		return Small
	}
	return Large
}

// findAreas splits the land into areas, sorted largest first.
func (is *Island) findAreas() {
	seen := is.ocean
	is.land.cells(func(i int) {
		if seen.has(i) {
			return
		}
		a := area{terrain: is.terrain[i]}
		stack := []int{i}
		seen.add(i)
		for len(stack) > 0 {
			c := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			a.hexes.add(c)
			a.size++
			for _, n := range neighbourCells[c] {
				if n >= 0 && !seen.has(n) && is.terrain[n] == a.terrain {
					seen.add(n)
					stack = append(stack, n)
				}
			}
		}
		is.areas = append(is.areas, a)
	})
	slices.SortStableFunc(is.areas, func(a, b area) int { return b.size - a.size })
	for i := range is.areaOf {
		is.areaOf[i] = -1
	}
	for k, a := range is.areas {
		a.hexes.cells(func(i int) { is.areaOf[i] = int16(k) })
	}
}

// bigArea is the terrain's largest area (the first in grid order on a tie).
func (is *Island) bigArea(t Terrain) (area, bool) {
	for _, a := range is.areas {
		if a.terrain == t {
			return a, true
		}
	}
	return area{}, false
}
