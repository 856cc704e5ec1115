package island

// Precomputed neighbourhoods of every grid index: the grid indexes of its
// neighbours in direction order (-1 outside the grid), the set of hexes at
// distance 1, and the set at distance 1 or 2.
var (
	neighbourCells [Cells][6]int
	ring1          [Cells]HexSet
	disk2          [Cells]HexSet
	gridAll        HexSet
	gridEdge       HexSet
)

func init() {
	for i := range Cells {
		h := hexAt(i)
		gridAll.add(i)
		col, row := h.Offset()
		if col == 0 || row == 0 || col == Cols-1 || row == Rows-1 {
			gridEdge.add(i)
		}
		for d := range 6 {
			n, ok := cellOf(h.Neighbour(Dir(d)))
			if !ok {
				n = -1
			} else {
				ring1[i].add(n)
			}
			neighbourCells[i][d] = n
		}
	}
	for i := range Cells {
		s := ring1[i]
		ring1[i].cells(func(n int) { s = s.Union(ring1[n]) })
		s.del(i)
		disk2[i] = s
	}
}

// near1 is the hexes at distance exactly 1 from some hex of s (members of s
// included when they touch another member).
func near1(s HexSet) HexSet {
	var out HexSet
	s.cells(func(i int) { out = out.Union(ring1[i]) })
	return out
}

// near2 is the hexes at distance 1 or 2 from some hex of s.
func near2(s HexSet) HexSet {
	var out HexSet
	s.cells(func(i int) { out = out.Union(disk2[i]) })
	return out
}
