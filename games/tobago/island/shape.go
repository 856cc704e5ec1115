package island

import (
	"math"
	"slices"
)

// Land hex counts the shape aims at; the cleanup moves them a little, and
// Validate holds them to the size's range.
var shapeTargets = [2][2]int{Small: {63, 72}, Large: {94, 106}}

// Positions on the plane, in integers so that every machine draws the same
// island: x in half hex widths and y in rows, times 1000 (a row is √3 half
// widths high).
const (
	unit      = 1000
	rowHeight = 1732
)

// centre is the position of grid index i.
func centre(i int) (x, y int) {
	col, row := i%Cols, i/Cols
	return (2*col + row&1) * unit, row * rowHeight
}

// cos24 is the cosine of k·15°, times 1000; the sine is cos24[(k+18)%24].
var cos24 = [24]int{1000, 966, 866, 707, 500, 259, 0, -259, -500, -707, -866, -966,
	-1000, -966, -866, -707, -500, -259, 0, 259, 500, 707, 866, 966}

func sin24(k int) int { return cos24[(k+18)%24] }

// shape draws the land: the hexes inside a bumpy ellipse, cleaned of spits,
// notches and holes.
func (g *painter) shape() bool {
	lo, hi := shapeTargets[g.size][0], shapeTargets[g.size][1]
	n := lo + g.r.IntN(hi-lo+1)
	score := g.outline(n)
	order := make([]int, 0, Cells)
	for i := range Cells {
		if !gridEdge.has(i) {
			order = append(order, i)
		}
	}
	slices.SortFunc(order, func(a, b int) int {
		if score[a] != score[b] {
			return score[a] - score[b]
		}
		return a - b
	})
	var land HexSet
	for _, i := range order[:n] {
		land.add(i)
	}
	land = reach(land, SetOf(hexAt(order[0])))
	for range 3 {
		land = smooth(land)
	}
	g.land = land
	for i := range Cells {
		g.t[i] = Ocean
	}
	land.cells(func(i int) { g.t[i] = unset })
	lo, hi = g.size.LandRange()
	return land.Len() >= lo && land.Len() <= hi
}

// outline scores every hex by how far out it lies on a randomly stretched
// and turned ellipse holding about n hexes (a million on its rim), with a few
// bumps pushed out or bitten in along the rim; the n lowest make the land.
func (g *painter) outline(n int) [Cells]int {
	r := g.r
	stretch := unit + r.IntN(701)
	turn := (24 + r.IntN(7) - 3) % 24
	area := n * 4 * unit * unit * 866 / 1000 // a hex is 2·√3 (half widths)²
	ab := float64(area) * 1000 / 3142
	a := int(math.Sqrt(ab * float64(stretch) / unit))
	b := int(math.Sqrt(ab * unit / float64(stretch)))
	cx, cy := centre(Cells/2 + Cols/2)
	cx += r.IntN(2*unit+1) - unit
	c, s := cos24[turn], sin24(turn)
	type bump struct{ x, y, r2, strength int }
	bumps := make([]bump, 2+r.IntN(3))
	for k := range bumps {
		at, out := r.IntN(24), 800+r.IntN(301)
		u, v := a*cos24[at]/unit*out/unit, b*sin24(at)/unit*out/unit
		radius := b * (350 + r.IntN(251)) / unit
		strength := 250_000 + r.IntN(200_001)
		if r.IntN(5) < 2 {
			strength = -strength
		}
		bumps[k] = bump{cx + (u*c-v*s)/unit, cy + (u*s+v*c)/unit, radius * radius, strength}
	}
	var score [Cells]int
	for i := range Cells {
		x, y := centre(i)
		dx, dy := x-cx, y-cy
		u, v := (dx*c+dy*s)/unit, (-dx*s+dy*c)/unit
		score[i] = u*u*1_000_000/(a*a) + v*v*1_000_000/(b*b) + r.IntN(120_001)
		for _, p := range bumps {
			if d2 := (x-p.x)*(x-p.x) + (y-p.y)*(y-p.y); d2 < p.r2 {
				score[i] -= p.strength * ((p.r2 - d2) / 1000) / (p.r2 / 1000)
			}
		}
	}
	return score
}

// smooth drops land hexes with at most one land neighbour, fills ocean hexes
// with four or more, fills enclosed water and keeps the largest piece.
func smooth(land HexSet) HexSet {
	next := land
	// Only land and the hexes next to it have land neighbours to count.
	land.Union(near1(land)).Minus(gridEdge).cells(func(i int) {
		k := ring1[i].Intersect(land).Len()
		switch {
		case land.has(i) && k <= 1:
			next.del(i)
		case !land.has(i) && k >= 4:
			next.add(i)
		}
	})
	sea := gridAll.Minus(next)
	next = gridAll.Minus(reach(sea, sea.Intersect(gridEdge)))
	pieces := components(next)
	slices.SortFunc(pieces, func(a, b HexSet) int { return b.Len() - a.Len() })
	return pieces[0]
}

// measureDepth sets each hex's distance to the ocean.
func (g *painter) measureDepth() {
	done := gridAll.Minus(g.land)
	ring := done
	for d := 1; !ring.Empty(); d++ {
		ring = near1(ring).Minus(done)
		ring.cells(func(i int) { g.depth[i] = d })
		done = done.Union(ring)
	}
}

// settle moves the island to the grid's north-west corner, one row and one
// column of ocean from the edges, so its text map starts at the grid's origin.
func (g *painter) settle() {
	top, left := Rows, Cols
	g.land.cells(func(i int) { top = min(top, i/Cols) })
	dr := 1 - top
	for h := range g.land.All() {
		col, _ := Hex{h.Q, h.R + dr}.Offset()
		left = min(left, col)
	}
	g.shift(Hex{Q: 1 - left, R: dr})
}

// shift moves every land hex, its terrain, landmark and facing by d.
func (g *painter) shift(d Hex) {
	old := *g
	var land HexSet
	for i := range Cells {
		g.t[i], g.marks[i], g.facing[i], g.depth[i] = Ocean, noMark, 0, 0
	}
	old.land.cells(func(i int) {
		h := hexAt(i)
		j := mustCell(Hex{h.Q + d.Q, h.R + d.R})
		land.add(j)
		g.t[j], g.marks[j], g.facing[j], g.depth[j] = old.t[i], old.marks[i], old.facing[i], old.depth[i]
	})
	g.land = land
}
