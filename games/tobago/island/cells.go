package island

import "math/bits"

// Grid indexes let a game keep a hex in two bytes: a hex of the grid is
// its row times Cols plus its column, 0 to Cells-1.

// CellOf is h's grid index; ok is false when h lies outside the grid.
func CellOf(h Hex) (i int, ok bool) { return cellOf(h) }

// HexOf is the hex at grid index i, the inverse of CellOf. i must be a grid
// index (0 to Cells-1).
func HexOf(i int) Hex { return hexAt(i) }

// HasCell reports whether the hex at grid index i is in the set; an index
// outside the grid never is.
func (s HexSet) HasCell(i int) bool { return i >= 0 && i < Cells && s.has(i) }

// AddCell puts the hex at grid index i in the set; an index outside the grid
// is ignored.
func (s *HexSet) AddCell(i int) {
	if i >= 0 && i < Cells {
		s.add(i)
	}
}

// RemoveCell takes the hex at grid index i out of the set.
func (s *HexSet) RemoveCell(i int) {
	if i >= 0 && i < Cells {
		s.del(i)
	}
}

// NextCell is the smallest grid index at or after i whose hex is in the
// set, or -1 when there is none. Looping with it visits the members in grid
// order without allocating:
//
//	for i := s.NextCell(0); i >= 0; i = s.NextCell(i + 1) { ... }
func (s HexSet) NextCell(i int) int {
	if i < 0 {
		i = 0
	}
	for k := i >> 6; k < words; k++ {
		w := s.w[k]
		if k == i>>6 {
			w &= ^uint64(0) << (i & 63)
		}
		if w != 0 {
			return k<<6 | bits.TrailingZeros64(w)
		}
	}
	return -1
}
