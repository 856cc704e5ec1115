package tobago

import "caribe/games/tobago/island"

// stepMoveTable is, for each land hex (a grid index), the Step moves to
// every hex one step takes a vehicle from it (board.dest), in grid order:
// Legal lists a vehicle's steps by copying its row in one append, and a
// random step is one index into it, where walking the five words of a
// HexSet bit by bit cost some 55 instructions a hex.
type stepMoveTable [island.Cells][]Move

// placeMovesOf is the Place moves on every land hex of a board, in grid
// order: Legal lists a vehicle's places at set-up in one append.
func placeMovesOf(b *board) []Move {
	return appendHexes(make([]Move, 0, b.land.Len()), Move{Kind: Place}, b.land)
}

// stepMovesOf builds the table of a board whose dest is set: one backing
// array for every row, so the rows lie together in memory.
func stepMovesOf(b *board) *stepMoveTable {
	n := 0
	for i := b.land.NextCell(0); i >= 0; i = b.land.NextCell(i + 1) {
		n += b.dest[i].Len()
	}
	all := make([]Move, 0, n)
	t := &stepMoveTable{}
	for i := b.land.NextCell(0); i >= 0; i = b.land.NextCell(i + 1) {
		from := len(all)
		all = appendHexes(all, Move{Kind: Step}, b.dest[i])
		t[i] = all[from:len(all):len(all)]
	}
	return t
}
