package island

import (
	"errors"
	"fmt"
)

// Limits that Validate enforces beyond the land counts of each size.
const (
	// MinBeachShare is the least share of coast hexes that are beach, in percent.
	MinBeachShare = 60
	// MaxBeachDepth is the farthest a beach hex may lie from the ocean.
	MaxBeachDepth = 2
	// MinBigRiver is the least length of the Big river.
	MinBigRiver = 5
	// MaxLakeSpan is the largest distance between two hexes of one lake.
	MaxLakeSpan = 2
	// MinSpacing is the least distance between two landmarks of one kind
	// (at least 4 hexes between them).
	MinSpacing = 5
)

// Landmark counts.
const (
	Huts    = 4
	Palms   = 3
	Statues = 3
)

// Validate checks every rule an island obeys and reports each one it breaks,
// naming the hexes concerned. The generator keeps only islands that pass;
// a loaded island should be checked too.
func (is *Island) Validate() error {
	var errs []error
	bad := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	is.validateShape(bad)
	is.validateTerrains(bad)
	is.validateLandmarks(bad)
	return errors.Join(errs...)
}

// complaint records a broken rule.
type complaint func(format string, args ...any)

// validateShape checks the land: ocean all round, its size, one piece, no
// inland sea.
func (is *Island) validateShape(bad complaint) {
	if h, ok := is.land.Intersect(gridEdge).First(); ok {
		bad("land hex %v lies on the edge of the grid: the island must be surrounded by ocean", h)
	}
	n := is.land.Len()
	if (n < SmallMin || n > SmallMax) && (n < LargeMin || n > LargeMax) {
		bad("the island has %d land hexes: a small island has %d–%d, a large one %d–%d", n, SmallMin, SmallMax, LargeMin, LargeMax)
	}
	if k := len(components(is.land)); k > 1 {
		bad("the land falls into %d separate pieces: an island is one piece", k)
	}
	if h, ok := is.ocean.Minus(reach(is.ocean, is.ocean.Intersect(gridEdge))).First(); ok {
		bad("ocean hex %v is enclosed by land: inland water is a lake", h)
	}
}

// validateTerrains checks the areas of every terrain, the beaches, the rivers
// and the lakes.
func (is *Island) validateTerrains(bad complaint) {
	for _, t := range Terrains {
		areas := is.Areas(t)
		switch {
		case len(areas) < 2:
			bad("%v forms %d area(s): every terrain needs at least two", t, len(areas))
		case areas[0].Len() == areas[1].Len():
			bad("%v has two largest areas of %d hexes, at %v and %v: its Big area must be unique", t, areas[0].Len(), first(areas[0]), first(areas[1]))
		}
	}
	beach := is.labels[Beach.Label()]
	if c, b := is.coast.Len(), is.coast.Intersect(beach).Len(); b*100 < c*MinBeachShare {
		bad("only %d of %d coast hexes are beach: beach lines at least %d%% of the coast", b, c, MinBeachShare)
	}
	if h, ok := beach.Minus(near2(is.ocean)).First(); ok {
		bad("beach hex %v lies more than %d hexes from the ocean: beaches line the coast", h, MaxBeachDepth)
	}
	for _, r := range is.Areas(River) {
		is.validateRiver(r, bad)
	}
	if big := is.labels[BigRiver].Len(); big < MinBigRiver {
		bad("the Big river has %d hexes: it must be at least %d long", big, MinBigRiver)
	}
	lakes := is.labels[Lake.Label()]
	for _, l := range is.Areas(Lake) {
		if a, b, d := span(l); d > MaxLakeSpan {
			bad("lake hexes %v and %v are %d apart: a lake is compact (at most %d apart)", a, b, d, MaxLakeSpan)
		}
	}
	if h, ok := lakes.Intersect(is.coast).First(); ok {
		bad("lake hex %v touches the ocean: a lake lies inland", h)
	}
}

// validateRiver checks that a river area is a thin line that flows into the
// ocean or a lake.
func (is *Island) validateRiver(r HexSet, bad complaint) {
	links := 0
	for h := range r.All() {
		k := near1(SetOf(h)).Intersect(r).Len()
		if k > 2 {
			bad("river hex %v touches %d river hexes: a river is a thin line", h, k)
			return
		}
		links += k
	}
	if links/2 != r.Len()-1 {
		bad("the river at %v closes a loop: a river is a thin line", first(r))
		return
	}
	if near1(r).Intersect(is.ocean.Union(is.labels[Lake.Label()])).Empty() {
		bad("the river at %v flows nowhere: it touches neither the ocean nor a lake", first(r))
	}
}

// validateLandmarks checks the counts, places and spacing of the huts, palms
// and statues, and the statues' facings.
func (is *Island) validateLandmarks(bad complaint) {
	kinds := []struct {
		label Label
		name  string
		count int
	}{{HutLabel, "hut", Huts}, {PalmLabel, "palm", Palms}, {StatueLabel, "statue", Statues}}
	wet := is.labels[River.Label()].Union(is.labels[Lake.Label()])
	for _, k := range kinds {
		set := is.labels[k.label]
		if n := set.Len(); n != k.count {
			bad("the island has %d %ss: it needs %d", n, k.name, k.count)
		}
		if h, ok := set.Intersect(wet).First(); ok {
			bad("the %s at %v stands in %v: landmarks stand on dry land", k.name, h, is.Terrain(h))
		}
		hexes := set.Hexes()
		for i, a := range hexes {
			for _, b := range hexes[i+1:] {
				if d := a.Distance(b); d < MinSpacing {
					bad("the %ss at %v and %v are %d apart: two %ss need at least %d hexes between them", k.name, a, b, d, k.name, MinSpacing-1)
				}
			}
		}
	}
	for _, s := range is.Statues() {
		if !s.Facing.Valid() {
			bad("the statue at %v faces %d: a facing is 0..5", s.At, s.Facing)
		}
		if is.coast.Has(s.At) {
			bad("the statue at %v stands next to the ocean", s.At)
		}
	}
}

// components splits s into its connected pieces.
func components(s HexSet) []HexSet {
	var out []HexSet
	for !s.Empty() {
		h, _ := s.First()
		c := reach(s, SetOf(h))
		out = append(out, c)
		s = s.Minus(c)
	}
	return out
}

// reach is the hexes of s connected within s to some hex of from: it
// spreads from the hexes reached last, a layer at a time.
func reach(s, from HexSet) HexSet {
	r := from.Intersect(s)
	for layer := r; !layer.Empty(); {
		layer = near1(layer).Intersect(s).Minus(r)
		r = r.Union(layer)
	}
	return r
}

// span is two hexes of s farthest apart and their distance.
func span(s HexSet) (a, b Hex, d int) {
	hexes := s.Hexes()
	for i, x := range hexes {
		for _, y := range hexes[i:] {
			if e := x.Distance(y); e >= d {
				a, b, d = x, y, e
			}
		}
	}
	return a, b, d
}

// first is the first hex of s in grid order, to name a set in a message.
func first(s HexSet) Hex {
	h, _ := s.First()
	return h
}
