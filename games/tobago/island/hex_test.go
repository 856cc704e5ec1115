package island

import "testing"

func TestNeighboursAreAtDistanceOne(t *testing.T) {
	h := Hex{3, -2}
	seen := map[Hex]bool{}
	for d, n := range h.Neighbours() {
		if got := h.Distance(n); got != 1 {
			t.Errorf("neighbour %v in direction %v is %d away", n, Dir(d), got)
		}
		if back, ok := h.DirTo(n); !ok || back != Dir(d) {
			t.Errorf("DirTo(%v) = %v %v, want %v", n, back, ok, Dir(d))
		}
		if n.Neighbour(Dir(d).Clockwise().Clockwise().Clockwise()) != h {
			t.Errorf("the opposite of %v does not lead back from %v", Dir(d), n)
		}
		seen[n] = true
	}
	if len(seen) != 6 {
		t.Errorf("%d distinct neighbours, want 6", len(seen))
	}
	if _, ok := h.DirTo(Hex{5, -2}); ok {
		t.Error("DirTo found a direction to a hex two steps away")
	}
}

func TestDistance(t *testing.T) {
	for _, c := range []struct {
		a, b Hex
		want int
	}{
		{Hex{0, 0}, Hex{0, 0}, 0},
		{Hex{0, 0}, Hex{2, 0}, 2},
		{Hex{0, 0}, Hex{2, -2}, 2},
		{Hex{0, 0}, Hex{1, 1}, 2},
		{Hex{-3, 4}, Hex{2, -1}, 5},
	} {
		if got := c.a.Distance(c.b); got != c.want {
			t.Errorf("%v to %v: %d, want %d", c.a, c.b, got, c.want)
		}
		if got := c.b.Distance(c.a); got != c.want {
			t.Errorf("%v to %v: %d, want %d", c.b, c.a, got, c.want)
		}
	}
}

// On a picture with north up and rows going down, the directions in order
// go clockwise: east, south-east, south-west, west, north-west, north-east.
func TestDirectionsTurnClockwiseOnThePicture(t *testing.T) {
	h := Hex{5, 5}
	var names []string
	d := East
	for range 6 {
		names = append(names, d.String())
		col, row := h.Offset()
		ncol, nrow := h.Neighbour(d).Offset()
		x := float64(ncol-col) + 0.5*float64(nrow&1-row&1)
		y := float64(nrow - row)
		next := h.Neighbour(d.Clockwise())
		ncol2, nrow2 := next.Offset()
		x2 := float64(ncol2-col) + 0.5*float64(nrow2&1-row&1)
		y2 := float64(nrow2 - row)
		// With y growing downwards, a clockwise turn has a positive cross product.
		if cross := x*y2 - y*x2; cross <= 0 {
			t.Errorf("%v then %v turns anticlockwise on the picture", d, d.Clockwise())
		}
		d = d.Clockwise()
	}
	if d != East {
		t.Errorf("six turns end at %v, want E", d)
	}
	if got := names; got[0] != "E" || got[1] != "SE" || got[5] != "NE" {
		t.Errorf("direction names %v", got)
	}
}

func TestOffsetRoundTripCoversTheGrid(t *testing.T) {
	seen := map[Hex]bool{}
	for i := range Cells {
		h := hexAt(i)
		j, ok := cellOf(h)
		if !ok || j != i {
			t.Fatalf("cell %d is %v, which maps back to %d %v", i, h, j, ok)
		}
		col, row := h.Offset()
		if FromOffset(col, row) != h {
			t.Fatalf("%v offset (%d,%d) does not map back", h, col, row)
		}
		seen[h] = true
	}
	if len(seen) != Cells {
		t.Errorf("%d distinct hexes in a grid of %d", len(seen), Cells)
	}
	for _, h := range []Hex{{-1, 0}, {0, -1}, {Cols, 0}, FromOffset(0, Rows)} {
		if h.InGrid() {
			t.Errorf("%v is in the grid", h)
		}
	}
}

func TestPrecomputedNeighbourhoodsMatchDistance(t *testing.T) {
	for i := range Cells {
		h := hexAt(i)
		for j := range Cells {
			d := h.Distance(hexAt(j))
			if ring1[i].has(j) != (d == 1) || disk2[i].has(j) != (d == 1 || d == 2) {
				t.Fatalf("cells %v and %v are %d apart: ring1 %v disk2 %v", h, hexAt(j), d, ring1[i].has(j), disk2[i].has(j))
			}
		}
	}
}
