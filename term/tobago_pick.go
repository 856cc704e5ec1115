package term

import (
	"strconv"

	"caribe/games/tobago/island"
)

// tbParseRef reads a hex's grid reference as tbRef writes it ("f6": the
// column's letter, the row's number); ok is false for any other text.
func tbParseRef(key string) (island.Hex, bool) {
	if len(key) < 2 || key[0] < 'a' || key[0] > 'z' {
		return island.Hex{}, false
	}
	for _, d := range key[1:] {
		if d < '0' || d > '9' {
			return island.Hex{}, false
		}
	}
	r, err := strconv.Atoi(key[1:])
	c := int(key[0] - 'a')
	if err != nil || c >= island.Cols || r >= island.Rows {
		return island.Hex{}, false
	}
	return island.FromOffset(c, r), true
}

// Place is where a hex choice lies: its offset column and row, so that
// up and down keep to the column named on the map's edge and always
// reach a neighbouring hex.
func (tobagoUI) Place(key string) (x, y float64, ok bool) {
	h, ok := tbParseRef(key)
	if !ok {
		return 0, 0, false
	}
	c, r := h.Offset()
	return float64(c), float64(r), true
}

// At is the hex drawn at cell (x, y) of the board, as Draw lays it out.
func (tobagoUI) At(in BoardInput, x, y int) (string, bool) {
	b, err := tbRead(in.View, in.Lang, in.ASCII)
	if err != nil || y < 1 {
		return "", false
	}
	sc := b.scale(in.Width, in.Height)
	if w, h := b.islandSize(sc); x >= w || y >= h {
		return "", false
	}
	r := b.r0 + (y-1)/sc.h
	dx := x - tbRuler - (r&1)*(sc.w/2)
	if dx < 0 {
		return "", false
	}
	c := b.c0 + dx/sc.w
	if c > b.c1 {
		return "", false
	}
	return tbRef(island.FromOffset(c, r)), true
}

// scale is the largest scale at which the island fits w × h with room
// for the panels beside it.
func (b *tbBoard) scale(w, h int) tbScale {
	for _, s := range tbScales {
		if iw, ih := b.islandSize(s); ih <= h && iw+1+tbMinPanel <= w {
			return s
		}
	}
	return tbScales[len(tbScales)-1]
}

// offered are the hexes among the choices at the current step.
func (b *tbBoard) offered(in BoardInput) island.HexSet {
	var set island.HexSet
	if len(in.Legal) == 0 {
		return set
	}
	for _, o := range options(tobagoUI{}, in, in.Lang) {
		if h, ok := tbParseRef(o.Step.Key); ok {
			set.Add(h)
		}
	}
	return set
}
