// Package island is the Tobago island: a hex map of land and ocean, its
// terrains and areas, the huts, palms and statues on it, the generator that
// draws an island from a seed, and the clues that locate a treasure on it.
package island

import (
	"fmt"
	"strconv"
)

// Hex is a hexagon in axial coordinates. The hexes are pointy-topped; Q grows
// to the east and R to the south-east, so rows of equal R run east to west
// and a picture with north up has R growing downwards.
type Hex struct {
	Q int `json:"q"`
	R int `json:"r"`
}

// String reads like "(3,-1)".
func (h Hex) String() string {
	return "(" + strconv.Itoa(h.Q) + "," + strconv.Itoa(h.R) + ")"
}

// Dir is one of the six directions from a hex to a neighbour, 0..5. On a
// picture with north up they go clockwise: east, south-east, south-west,
// west, north-west, north-east.
type Dir uint8

// The six directions, in clockwise order on a picture with north up.
const (
	East Dir = iota
	SouthEast
	SouthWest
	West
	NorthWest
	NorthEast
)

var (
	dirNames  = [6]string{"E", "SE", "SW", "W", "NW", "NE"}
	dirArrows = [6]string{"→", "↘", "↙", "←", "↖", "↗"}
	dirSteps  = [6]Hex{{1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}, {1, -1}}
)

// String is the compass name: "E", "SE", "SW", "W", "NW" or "NE".
func (d Dir) String() string {
	if d > NorthEast {
		return "Dir(" + strconv.Itoa(int(d)) + ")"
	}
	return dirNames[d]
}

// Arrow is the direction as an arrow character, "→" for East and so on.
func (d Dir) Arrow() string {
	if d > NorthEast {
		return "?"
	}
	return dirArrows[d]
}

// Clockwise is the direction turned 60° clockwise (as a statue turns).
func (d Dir) Clockwise() Dir { return (d + 1) % 6 }

// Valid reports whether d is one of the six directions.
func (d Dir) Valid() bool { return d <= NorthEast }

// Neighbour is the hex next to h in direction d.
func (h Hex) Neighbour(d Dir) Hex {
	s := dirSteps[d%6]
	return Hex{h.Q + s.Q, h.R + s.R}
}

// Neighbours are the six hexes around h, in direction order.
func (h Hex) Neighbours() [6]Hex {
	var n [6]Hex
	for d := range n {
		n[d] = h.Neighbour(Dir(d))
	}
	return n
}

// DirTo is the direction from h to its neighbour n; ok is false when n is
// not a neighbour of h.
func (h Hex) DirTo(n Hex) (d Dir, ok bool) {
	for d, s := range dirSteps {
		if n.Q-h.Q == s.Q && n.R-h.R == s.R {
			return Dir(d), true
		}
	}
	return 0, false
}

// Distance is the number of steps from h to g.
func (h Hex) Distance(g Hex) int {
	dq, dr := h.Q-g.Q, h.R-g.R
	return (abs(dq) + abs(dr) + abs(dq+dr)) / 2
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Grid size: every island lies in a rectangle of Cols × Rows hexes in
// odd-row offset layout (odd rows sit half a hex to the east). Row 0 and
// column 0 hold the hex (0,0). Hexes outside the grid are ocean.
const (
	Cols  = 20
	Rows  = 16
	Cells = Cols * Rows
)

// Offset gives h's column and row in the grid's offset layout.
func (h Hex) Offset() (col, row int) {
	return h.Q + (h.R-(h.R&1))/2, h.R
}

// FromOffset is the hex at column col and row row of the offset layout.
func FromOffset(col, row int) Hex {
	return Hex{Q: col - (row-(row&1))/2, R: row}
}

// InGrid reports whether h lies in the grid.
func (h Hex) InGrid() bool {
	_, ok := cellOf(h)
	return ok
}

// cellOf is h's index in the grid, row by row.
func cellOf(h Hex) (int, bool) {
	col, row := h.Offset()
	if col < 0 || col >= Cols || row < 0 || row >= Rows {
		return 0, false
	}
	return row*Cols + col, true
}

// hexAt is the hex at grid index i.
func hexAt(i int) Hex { return FromOffset(i%Cols, i/Cols) }

// mustCell is h's grid index; h must lie in the grid.
func mustCell(h Hex) int {
	i, ok := cellOf(h)
	if !ok {
		panic(fmt.Sprintf("island: hex %v lies outside the %d×%d grid", h, Cols, Rows))
	}
	return i
}
