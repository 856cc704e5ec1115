package term

import (
	"fmt"
	"image/color"
	"strconv"

	"caribe/games/tobago/island"
)

// tbScale is how big a hex is drawn: w columns wide, h lines tall; odd
// rows sit w/2 columns to the east, so the hexes interlock.
type tbScale struct{ w, h int }

// tbScales are the sizes the island is drawn at, largest first.
var tbScales = []tbScale{{6, 2}, {4, 1}, {2, 1}}

// tbRuler is the room the row numbers take on the island's left.
const tbRuler = 3

// Colours of the island.
var (
	tbTerrainBg = [7]string{"#d6b98c", "#2f6e37", "#6cb6c9", "#9c9c9c", "#2f6fc4", "#f0dc96", "#1d3f6e"}
	tbTerrainFg = [7]string{"#7a5c30", "#9fd49a", "#1f4f5f", "#474747", "#b8d4f5", "#94803c", "#3d6396"}
	tbMarkFg    = [7]string{"#000000", "#ffffff", "#000000", "#000000", "#ffffff", "#000000", "#ffffff"}
	tbMapBg     = [4]string{"#fbfbf7", "#9aa1ab", "#9a5b2a", "#1c1c1c"}
	tbMapFg     = [4]string{"#000000", "#000000", "#ffffff", "#ffffff"}
	tbMapLetter = [4]rune{'w', 'g', 'b', 'k'}
	tbLit       = tbStyle{fg: "#000000", bg: "#ff5fd7", bold: true}
	tbFaint     = tbStyle{fg: "#8a8a8a"}
	tbAmulet    = tbStyle{fg: "#000000", bg: "#ffd75f", bold: true}
	tbSeveral   = tbStyle{fg: "#ffffff", bg: "#5f5f87", bold: true}
)

// tbHex is what a hex shows: terrain, landmark, pieces and markers.
type tbHex struct {
	land    bool
	terrain tbGlyph
	// mark is the landmark, one cell (or two: an ASCII statue); mark1 its
	// one-cell form.
	mark, mark1 []tbGlyph
	// pieces are the vehicles then the amulet.
	pieces []tbGlyph
	// markers are the maps' markers by map (nil: none there); summary is
	// the one cell standing for all of them.
	markers [4]*tbGlyph
	summary *tbGlyph
}

// tbGlyph is one cell's character and style.
type tbGlyph struct {
	r  rune
	st tbStyle
}

// tbHex6 is a colour as "#rrggbb".
func tbHex6(c color.Color) string {
	r, g, b, _ := c.RGBA()
	return fmt.Sprintf("#%02x%02x%02x", r>>8, g>>8, b>>8)
}

// tbStatueASCII draws a statue in ASCII as '@' with its gaze on the side
// it looks to: "@>" east, "<@" west, "@/" north-east, "/@" south-west.
var tbStatueASCII = [6]string{"@>", "@\\", "/@", "<@", "\\@", "@/"}

// hexLook gathers what hex h shows.
func (b *tbBoard) hexLook(h island.Hex, ascii bool) tbHex {
	t := b.is.Terrain(h)
	out := tbHex{land: t.IsLand()}
	out.terrain = tbGlyph{rune(t.Letter()), tbStyle{fg: tbTerrainFg[t], bg: tbTerrainBg[t]}}
	if !out.land {
		if !ascii {
			out.terrain.r = ' '
		}
		return out
	}
	markSt := tbStyle{fg: tbMarkFg[t], bg: tbTerrainBg[t], bold: true}
	if l, ok := b.is.LandmarkAt(h); ok {
		switch l {
		case island.HutLabel:
			out.mark = []tbGlyph{{'h', markSt}}
		case island.PalmLabel:
			out.mark = []tbGlyph{{'p', markSt}}
		default:
			d, _ := b.facing(h)
			if ascii {
				for _, r := range tbStatueASCII[d%6] {
					out.mark = append(out.mark, tbGlyph{r, markSt})
				}
			} else {
				out.mark = []tbGlyph{{[]rune(d.Arrow())[0], markSt}}
			}
		}
		out.mark1 = out.mark[:1]
		if len(out.mark) == 2 {
			out.mark1 = []tbGlyph{{'@', markSt}}
		}
	}
	for p, at := range b.v.Vehicles {
		if at != nil && *at == h {
			st := tbStyle{fg: "#000000", bg: tbHex6(seatColour(p)), bold: true}
			out.pieces = append(out.pieces, tbGlyph{rune('1' + p), st})
		}
	}
	if b.v.Amulets.OnIsland.Has(h) {
		out.pieces = append(out.pieces, tbGlyph{'*', tbAmulet})
	}
	n := 0
	for m, mv := range b.v.Maps {
		if m >= 4 || !mv.Markers.Has(h) {
			continue
		}
		r := tbMapLetter[m]
		if mv.Located != nil {
			r -= 'a' - 'A'
		}
		g := tbGlyph{r, tbStyle{fg: tbMapFg[m], bg: tbMapBg[m], bold: true}}
		out.markers[m] = &g
		out.summary = &g
		n++
	}
	if n > 1 {
		out.summary = &tbGlyph{'+', tbSeveral}
	}
	return out
}

// islandSize is the room the island takes at scale sc, rulers included.
func (b *tbBoard) islandSize(sc tbScale) (w, h int) {
	return tbRuler + (b.c1-b.c0+1)*sc.w + sc.w/2, 1 + (b.r1-b.r0+1)*sc.h
}

// hexAt is where hex h's first cell is drawn, relative to the island's corner.
func (b *tbBoard) hexAt(sc tbScale, h island.Hex) (x, y int) {
	c, r := h.Offset()
	return tbRuler + (c-b.c0)*sc.w + (r&1)*(sc.w/2), 1 + (r-b.r0)*sc.h
}

// drawIsland draws the island at (x0, y0) at scale sc, the hexes of lit
// highlighted and those of offered marked.
func (b *tbBoard) drawIsland(cv *tbCanvas, x0, y0 int, sc tbScale, lit, offered island.HexSet) {
	w, h := b.islandSize(sc)
	ocean := tbStyle{fg: tbTerrainFg[island.Ocean], bg: tbTerrainBg[island.Ocean]}
	for y := 1; y < h; y++ {
		for x := tbRuler; x < w; x++ {
			cv.put(x0+x, y0+y, " ", ocean)
		}
	}
	for c := b.c0; c <= b.c1; c++ {
		x, _ := b.hexAt(sc, island.FromOffset(c, 0))
		if sc.w == 6 {
			x++
		}
		cv.put(x0+x, y0, string(rune('a'+c)), tbFaint)
	}
	for r := b.r0; r <= b.r1; r++ {
		cv.put(x0, y0+1+(r-b.r0)*sc.h, fmt.Sprintf("%2s", strconv.Itoa(r)), tbFaint)
		for c := b.c0; c <= b.c1; c++ {
			hx := island.FromOffset(c, r)
			x, y := b.hexAt(sc, hx)
			lines := tbCompose(b.hexLook(hx, cv.ascii), sc, lit.Has(hx), cv.ascii)
			if offered.Has(hx) && !lit.Has(hx) {
				tbOffer(lines, cv.ascii)
			}
			for k, line := range lines {
				for i, g := range line {
					cv.put(x0+x+i, y0+y+k, string(g.r), g.st)
				}
			}
		}
	}
}

// tbCompose lays out a hex's cells at scale sc: one line of sc.w cells
// per line of the hex.
func tbCompose(hx tbHex, sc tbScale, lit, ascii bool) [][]tbGlyph {
	base := hx.terrain.st
	if lit && hx.land && !ascii {
		base = tbLit
	}
	blank := tbGlyph{' ', base}
	lines := make([][]tbGlyph, sc.h)
	for k := range lines {
		lines[k] = make([]tbGlyph, sc.w)
		for i := range lines[k] {
			lines[k][i] = blank
		}
	}
	terrain := tbGlyph{hx.terrain.r, base}
	if !hx.land {
		lines[0][sc.w/6] = terrain
		return lines
	}
	var summary []tbGlyph
	if hx.summary != nil {
		summary = []tbGlyph{*hx.summary}
	}
	onBase := func(gs []tbGlyph) []tbGlyph {
		out := make([]tbGlyph, len(gs))
		for i, g := range gs {
			out[i] = g
			if lit && !ascii && g.st.bg == hx.terrain.st.bg {
				out[i].st = tbLit
			}
		}
		return out
	}
	switch sc.w {
	case 2:
		row := append([]tbGlyph{terrain}, hx.pieces...)
		row = append(append(row, onBase(hx.mark1)...), summary...)
		tbFill(lines[0], row)
		if lit && ascii {
			lines[0][1] = tbGlyph{'<', base}
		}
	case 4:
		row := append([]tbGlyph{terrain}, onBase(hx.mark)...)
		row = append(append(row, hx.pieces...), summary...)
		tbFill(lines[0], row)
		if lit && ascii {
			lines[0] = []tbGlyph{{'[', base}, terrain, lines[0][1], {']', base}}
		}
	default:
		room := sc.w
		if lit && ascii {
			room--
		}
		row := append([]tbGlyph{blank, terrain}, onBase(hx.mark)...)
		row = append(row, hx.pieces...)
		tbFill(lines[0][:room], row)
		for m, g := range hx.markers {
			if g != nil && 1+m < sc.w {
				lines[1][1+m] = *g
			}
		}
		if lit && ascii {
			for k := range lines {
				lines[k][0], lines[k][sc.w-1] = tbGlyph{'[', base}, tbGlyph{']', base}
			}
		}
	}
	return lines
}

// tbOffer marks a hex offered as a choice: underlined in bold, or in
// ASCII a '.' in the first blank cell of its first line, after what it
// shows.
func tbOffer(lines [][]tbGlyph, ascii bool) {
	if ascii {
		for i := 1; i < len(lines[0]); i++ {
			if lines[0][i].r == ' ' {
				lines[0][i].r = '.'
				break
			}
		}
		return
	}
	for _, line := range lines {
		for i := range line {
			line[i].st.line, line[i].st.bold = true, true
		}
	}
}

// tbFill copies glyphs into the slots of a line, as many as fit.
func tbFill(line, gs []tbGlyph) {
	for i := 0; i < len(line) && i < len(gs); i++ {
		line[i] = gs[i]
	}
}
