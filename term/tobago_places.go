package term

import (
	"math"
	"strconv"

	"caribe/games/tobago/island"
)

// tbRef is a hex's grid reference as the island's rulers show it: the
// column's letter and the row's number, "d7".
func tbRef(h island.Hex) string {
	c, r := h.Offset()
	if c < 0 || c >= 26 {
		return h.String()
	}
	return string(rune('a'+c)) + strconv.Itoa(r)
}

// tbCentre is where a hex's centre lies on a picture of the island.
func tbCentre(h island.Hex) (x, y float64) {
	c, r := h.Offset()
	return math.Sqrt(3) * (float64(c) + 0.5*float64(r&1)), 1.5 * float64(r)
}

// tbRegion is the part of the island a hex lies in, the land's box cut in
// three each way: "nw", "n", … "c" … "se".
func tbRegion(is *island.Island, h island.Hex) string {
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for g := range is.Land().All() {
		x, y := tbCentre(g)
		x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
	}
	third := func(v, lo, hi float64) int {
		switch {
		case v < lo+(hi-lo)/3:
			return 0
		case v > hi-(hi-lo)/3:
			return 2
		}
		return 1
	}
	x, y := tbCentre(h)
	s := [3]string{"n", "", "s"}[third(y, y0, y1)] + [3]string{"w", "", "e"}[third(x, x0, x1)]
	if s == "" {
		return "c"
	}
	return s
}

// tbMarkName is a landmark label's name ("hut", "palm", "statue").
func tbMarkName(l island.Label) string {
	switch l {
	case island.HutLabel:
		return "hut"
	case island.PalmLabel:
		return "palm"
	}
	return "statue"
}

// tbPlace names a hex in words, as a person finds it on the island: "the
// jungle by the hut (north-west)"; without an island, its grid reference.
func tbPlace(lang string, is *island.Island, h island.Hex) string {
	if is == nil {
		return tbRef(h)
	}
	region := tbT(lang, "region."+tbRegion(is, h))
	t := is.Terrain(h)
	if !t.IsLand() {
		return tbT(lang, "place.sea", "region", region)
	}
	terrain := tbT(lang, "terrain."+t.String())
	if l, ok := is.LandmarkAt(h); ok {
		return tbT(lang, "place.on", "mark", tbT(lang, "mark."+tbMarkName(l)), "terrain", terrain, "region", region)
	}
	for _, n := range h.Neighbours() {
		if l, ok := is.LandmarkAt(n); ok {
			return tbT(lang, "place.by", "terrain", terrain, "mark", tbT(lang, "markBy."+tbMarkName(l)), "region", region)
		}
	}
	return tbT(lang, "place.in", "terrain", terrain, "region", region)
}

// tbWhere is a hex's reference and name: "d7, the jungle by the hut (north-west)".
func tbWhere(lang string, is *island.Island, h island.Hex) string {
	if is == nil {
		return tbRef(h)
	}
	return tbRef(h) + ", " + tbPlace(lang, is, h)
}
