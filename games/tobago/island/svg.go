package island

import (
	"bufio"
	"fmt"
	"html"
	"io"
	"math"
)

// Picture sizes, in SVG user units.
const (
	hexSize = 22.0 // centre to corner
	margin  = 12.0
	legendH = 64.0
)

// Colours of the picture.
var (
	terrainFill = [7]string{
		Scrubland: "#d2b48c", Jungle: "#2e6b34", River: "#b7d08c", Mountains: "#9b9b9b",
		Lake: "#4f93db", Beach: "#f3e2a2", Ocean: "#1d3f6e",
	}
	riverBlue = "#2a6fc9"
)

// point is a position in the picture.
type point struct{ x, y float64 }

// at is the centre of h in the picture, before the crop.
func at(h Hex) point {
	col, row := h.Offset()
	return point{hexSize * math.Sqrt(3) * (float64(col) + 0.5*float64(row&1)), hexSize * 1.5 * float64(row)}
}

// corner is corner k (0..5, clockwise from the east edge's upper end) of the hex at c.
func corner(c point, k int, scale float64) point {
	a := math.Pi / 180 * float64(60*k-30)
	return point{c.x + scale*hexSize*math.Cos(a), c.y + scale*hexSize*math.Sin(a)}
}

// toward is the point a fraction f of the way from c towards the centre of
// the neighbour in direction d.
func toward(c point, d Dir, f float64) point {
	a := math.Pi / 180 * float64(60*int(d))
	r := f * hexSize * math.Sqrt(3)
	return point{c.x + r*math.Cos(a), c.y + r*math.Sin(a)}
}

// svgWriter writes the picture, shifted by (dx, dy) to crop it; the
// buffered writer keeps the first write error for Flush to report.
type svgWriter struct {
	w      *bufio.Writer
	dx, dy float64
}

// printf writes SVG text.
func (s *svgWriter) printf(format string, args ...any) { fmt.Fprintf(s.w, format, args...) }

// p is a point after the crop, as "x,y".
func (s *svgWriter) p(q point) string { return fmt.Sprintf("%.1f,%.1f", q.x+s.dx, q.y+s.dy) }

// SVG draws the island: hexes coloured by terrain (scrubland tan, jungle dark
// green, river a blue stripe, mountains grey, lake blue, beach sand, ocean
// deep blue), area borders, huts, palms, statues with a small arrow for their
// gaze and a ring where the gaze meets the coast, each land hex's axial
// coordinates, the title and a legend.
func (is *Island) SVG(w io.Writer, title string) error {
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for h := range is.land.All() {
		c := at(h)
		minX, minY = math.Min(minX, c.x), math.Min(minY, c.y)
		maxX, maxY = math.Max(maxX, c.x), math.Max(maxY, c.y)
	}
	pad := hexSize*2 + margin
	s := &svgWriter{w: bufio.NewWriter(w), dx: pad - minX, dy: pad + 20 - minY}
	width, height := maxX-minX+2*pad, maxY-minY+2*pad+20+legendH
	width = math.Max(width, 620)
	s.printf(`<svg xmlns="http://www.w3.org/2000/svg" width="%.0f" height="%.0f" viewBox="0 0 %.0f %.0f" font-family="sans-serif">`+"\n", width, height, width, height)
	s.printf(`<rect width="100%%" height="100%%" fill="%s"/>`+"\n", terrainFill[Ocean])
	s.printf(`<text x="%.0f" y="22" font-size="15" fill="#fff">%s</text>`+"\n", margin, html.EscapeString(title))
	is.drawHexes(s)
	is.drawRivers(s)
	is.drawEdges(s)
	is.drawLandmarks(s)
	drawLegend(s, margin, height-legendH+6)
	s.printf("</svg>\n")
	return s.w.Flush()
}

// drawHexes fills each land hex with its terrain's colour (a peak on
// mountains) and writes its axial coordinates in small print.
func (is *Island) drawHexes(s *svgWriter) {
	for h := range is.land.All() {
		c := at(h)
		s.printf(`<polygon points="`)
		for k := range 6 {
			s.printf("%s ", s.p(corner(c, k, 1)))
		}
		s.printf(`" fill="%s"/>`+"\n", terrainFill[is.Terrain(h)])
		if is.Terrain(h) == Mountains {
			s.printf(`<path d="M%s L%s L%s Z" fill="#7a7a7a"/>`+"\n",
				s.p(point{c.x - 7, c.y + 5}), s.p(point{c.x, c.y - 6}), s.p(point{c.x + 7, c.y + 5}))
		}
		fill := "#00000066"
		if t := is.Terrain(h); t == Jungle || t == Lake {
			fill = "#ffffff88"
		}
		s.printf(`<text x="%.1f" y="%.1f" font-size="6" text-anchor="middle" fill="%s">%d,%d</text>`+"\n",
			c.x+s.dx, c.y+s.dy+hexSize*0.72, fill, h.Q, h.R)
	}
}

// drawRivers draws each river as a blue stripe through its hexes' centres;
// an end of a river that touches the ocean or a lake flows into it.
func (is *Island) drawRivers(s *svgWriter) {
	rivers := is.labels[River.Label()]
	for h := range rivers.All() {
		c := at(h)
		links, mouth := 0, -1
		for d := range Dir(6) {
			n := h.Neighbour(d)
			switch t := is.Terrain(n); {
			case rivers.Has(n):
				links++
				if d < SouthWest || d == NorthEast {
					s.line(c, toward(c, d, 1), riverBlue, hexSize*0.34)
				}
			case t == Ocean, t == Lake && mouth < 0:
				mouth = int(d)
			}
		}
		switch {
		case links < 2 && mouth >= 0:
			s.line(c, toward(c, Dir(mouth), 0.5), riverBlue, hexSize*0.34)
		case links == 0:
			s.printf(`<circle cx="%.1f" cy="%.1f" r="%.1f" fill="%s"/>`+"\n", c.x+s.dx, c.y+s.dy, hexSize*0.3, riverBlue)
		}
	}
}

// line draws a straight stroke from a to b.
func (s *svgWriter) line(a, b point, colour string, width float64) {
	s.printf(`<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="%s" stroke-width="%.1f" stroke-linecap="round"/>`+"\n",
		a.x+s.dx, a.y+s.dy, b.x+s.dx, b.y+s.dy, colour, width)
}

// drawEdges outlines the hexes: faintly inside an area, darker between
// areas, and white surf along the coast.
func (is *Island) drawEdges(s *svgWriter) {
	for h := range is.land.All() {
		c := at(h)
		for d := range Dir(6) {
			n := h.Neighbour(d)
			a, b := corner(c, int(d), 1), corner(c, int(d)+1, 1)
			switch t := is.Terrain(n); {
			case t == Ocean:
				s.line(a, b, "#e8f4ff", 2.6)
			case t == is.Terrain(h):
				if d < SouthWest || d == NorthEast {
					s.line(a, b, "#00000022", 0.6)
				}
			case d < SouthWest || d == NorthEast:
				s.line(a, b, "#3a2a1a", 1.3)
			}
		}
	}
}

// drawLandmarks draws the huts, the palms, and the statues with the arrow of
// their gaze and a ring on the coast hex where it meets the ocean.
func (is *Island) drawLandmarks(s *svgWriter) {
	for h := range is.labels[HutLabel].All() {
		c := at(h)
		s.printf(`<path d="M%s L%s L%s L%s L%s Z" fill="#8b4a1c" stroke="#2b1608" stroke-width="1.2"/>`+"\n",
			s.p(point{c.x - 7, c.y + 6}), s.p(point{c.x - 7, c.y - 1}), s.p(point{c.x, c.y - 8}),
			s.p(point{c.x + 7, c.y - 1}), s.p(point{c.x + 7, c.y + 6}))
	}
	for h := range is.labels[PalmLabel].All() {
		drawPalm(s, at(h))
	}
	for _, st := range is.Statues() {
		c := at(st.At)
		_, coast := is.Gaze(st)
		e := at(coast)
		s.printf(`<circle cx="%.1f" cy="%.1f" r="5" fill="none" stroke="#ffd23f" stroke-width="2"/>`+"\n", e.x+s.dx, e.y+s.dy)
		tip := toward(c, st.Facing, 0.62)
		s.line(c, toward(c, st.Facing, 0.45), "#ffd23f", 2.4)
		a := math.Pi / 180 * float64(60*int(st.Facing))
		l, r := point{tip.x - 6*math.Cos(a-0.5), tip.y - 6*math.Sin(a-0.5)}, point{tip.x - 6*math.Cos(a+0.5), tip.y - 6*math.Sin(a+0.5)}
		s.printf(`<path d="M%s L%s L%s Z" fill="#ffd23f"/>`+"\n", s.p(tip), s.p(l), s.p(r))
		s.printf(`<rect x="%.1f" y="%.1f" width="10" height="14" rx="4" fill="#5a5a5a" stroke="#1a1a1a" stroke-width="1.2"/>`+"\n", c.x+s.dx-5, c.y+s.dy-8)
		s.printf(`<rect x="%.1f" y="%.1f" width="6" height="2" fill="#1a1a1a"/>`+"\n", c.x+s.dx-3, c.y+s.dy-3)
	}
}

// drawPalm draws a palm's trunk and fronds at c.
func drawPalm(s *svgWriter, c point) {
	s.line(point{c.x + 1, c.y + 8}, point{c.x - 1, c.y - 4}, "#6b3e12", 2.4)
	for _, a := range []float64{200, 250, 290, 340, 20} {
		r := math.Pi / 180 * a
		s.line(point{c.x - 1, c.y - 4}, point{c.x - 1 + 8*math.Cos(r), c.y - 4 + 8*math.Sin(r)}, "#1f8f2e", 2.6)
	}
}

// drawLegend explains the colours and symbols in two rows from (x, y), in
// picture coordinates (the map's crop shift no longer applies).
func drawLegend(s *svgWriter, x, y float64) {
	s.dx, s.dy = 0, 0
	for k, t := range [...]Terrain{Scrubland, Jungle, River, Mountains, Lake, Beach, Ocean} {
		bx := x + float64(k)*86
		s.printf(`<rect x="%.0f" y="%.0f" width="14" height="14" fill="%s" stroke="#fff" stroke-width="0.8"/>`+"\n", bx, y, terrainFill[t])
		if t == River {
			s.line(point{bx + 2, y + 7}, point{bx + 12, y + 7}, riverBlue, 4)
		}
		s.printf(`<text x="%.0f" y="%.0f" font-size="12" fill="#fff">%s</text>`+"\n", bx+18, y+12, t)
	}
	y += 30
	s.printf(`<path d="M%.0f,%.0f l0,-7 l7,-7 l7,7 l0,7 Z" fill="#8b4a1c" stroke="#2b1608"/>`+"\n", x, y+6)
	s.printf(`<text x="%.0f" y="%.0f" font-size="12" fill="#fff">hut</text>`+"\n", x+18, y+4)
	drawPalm(s, point{x + 80, y})
	s.printf(`<text x="%.0f" y="%.0f" font-size="12" fill="#fff">palm</text>`+"\n", x+92, y+4)
	s.printf(`<rect x="%.0f" y="%.0f" width="10" height="14" rx="4" fill="#5a5a5a" stroke="#1a1a1a"/>`+"\n", x+150, y-8)
	s.printf(`<path d="M%.0f,%.0f l10,0 l-4,-4 M%.0f,%.0f l-4,4" stroke="#ffd23f" stroke-width="2" fill="none"/>`+"\n", x+162, y, x+172, y)
	s.printf(`<text x="%.0f" y="%.0f" font-size="12" fill="#fff">statue and its gaze (turns clockwise)</text>`+"\n", x+178, y+4)
	s.printf(`<circle cx="%.0f" cy="%.0f" r="5" fill="none" stroke="#ffd23f" stroke-width="2"/>`+"\n", x+412, y)
	s.printf(`<text x="%.0f" y="%.0f" font-size="12" fill="#fff">where the gaze meets the coast</text>`+"\n", x+422, y+4)
}
