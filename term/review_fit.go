package term

import "github.com/charmbracelet/x/ansi"

// columnGap is the cells between two columns of the review's tables.
const columnGap = 2

// fitLastTwo cuts the cells of the last two columns of rows (the move
// played and the better one) so that the table is at most w cells wide:
// each column gets half the room left by the others, and a column
// narrower than its half leaves the rest to the other. A cut cell ends
// in cut.
func fitLastTwo(rows [][]string, w int, cut string) {
	n := len(rows[0])
	widths := make([]int, n)
	for _, r := range rows {
		for i, c := range r {
			widths[i] = max(widths[i], width(c))
		}
	}
	room := w - columnGap*(n-1)
	for _, cw := range widths[:n-2] {
		room -= cw
	}
	a, b := widths[n-2], widths[n-1]
	if a+b <= room {
		return
	}
	half := max(1, room/2)
	switch {
	case a <= half:
		b = max(1, room-a)
	case b <= half:
		a = max(1, room-b)
	default:
		a, b = half, max(1, room-half)
	}
	for _, r := range rows {
		r[n-2] = ansi.Truncate(r[n-2], a, cut)
		r[n-1] = ansi.Truncate(r[n-1], b, cut)
	}
}
