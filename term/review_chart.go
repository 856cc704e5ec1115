package term

import (
	"math"
	"strings"

	"caribe/review"
)

// The review's chart: each seat's chance to win over the game, one line
// per seat in its colour, the game's decisions along x. Lines are drawn
// in braille dots (two across and four down a cell), or in ASCII in the
// seats' letters, a cell a point.

// chanceSeries are each seat's chance to win before each decision of the
// game, then at its end: series[seat][point].
func chanceSeries(rep *review.Report) [][]float64 {
	out := make([][]float64, rep.Players)
	for seat := range out {
		for _, d := range rep.Decisions {
			out[seat] = append(out[seat], at(d.Before, seat))
		}
		out[seat] = append(out[seat], at(rep.Final, seat))
	}
	return out
}

// at is v[i], 0 when v is shorter.
func at(v []float64, i int) float64 {
	if i < len(v) {
		return v[i]
	}
	return 0
}

// chartDots is how many points a chart w cells wide holds across.
func chartDots(w int, ascii bool) int {
	if ascii {
		return w
	}
	return 2 * w
}

// chartColumn is the cell of a chart w cells wide that point i of n
// falls in.
func chartColumn(i, n, w int, ascii bool) int {
	dots := chartDots(w, ascii)
	if n < 2 || dots < 2 {
		return 0
	}
	x := int(math.Round(float64(i) * float64(dots-1) / float64(n-1)))
	if ascii {
		return x
	}
	return x / 2
}

// chartLine is where a seat's line passes: for each point across, the
// lowest and highest point down it covers (0 at the top, 100%), joined
// to the point before so that the line has no gaps.
func chartLine(values []float64, across, down int) [][2]int {
	out := make([][2]int, across)
	prev := -1
	for x := range out {
		i := 0
		if across > 1 && len(values) > 1 {
			i = int(math.Round(float64(x) * float64(len(values)-1) / float64(across-1)))
		}
		y := int(math.Round((1 - min(1, max(0, at(values, i)))) * float64(down-1)))
		lo, hi := y, y
		if prev >= 0 {
			lo, hi = min(y, prev), max(y, prev)
		}
		out[x] = [2]int{lo, hi}
		prev = y
	}
	return out
}

// chartRule is the row of a chart h cells high that 50% falls in.
func chartRule(h int, ascii bool) int {
	down := h
	if !ascii {
		down = 4 * h
	}
	return int(math.Round(0.5*float64(down-1))) * h / down
}

// brailleBits are the dots of a braille cell, by column and row.
var brailleBits = [2][4]rune{{0x01, 0x02, 0x04, 0x40}, {0x08, 0x10, 0x20, 0x80}}

// chart draws the seats' lines w × h cells: in braille, each cell in the
// colour of the seat with the most dots in it; in ASCII, each cell a
// seat's letter (the later seat's where lines cross). A faint rule marks
// 50%.
func chart(series [][]float64, w, h int, p paint) []string {
	across, down := chartDots(w, p.ascii), h
	if !p.ascii {
		down = 4 * h
	}
	// dots[seat][row][col] are the dots each seat's line sets in a cell.
	dots := make([][][]rune, len(series))
	for seat, values := range series {
		dots[seat] = make([][]rune, h)
		for r := range dots[seat] {
			dots[seat][r] = make([]rune, w)
		}
		for x, span := range chartLine(values, across, down) {
			for y := span[0]; y <= span[1]; y++ {
				if p.ascii {
					dots[seat][y][x] = 1
				} else {
					dots[seat][y/4][x/2] |= brailleBits[x%2][y%4]
				}
			}
		}
	}
	rule := chartRule(h, p.ascii)
	lines := make([]string, h)
	for r := range lines {
		var b strings.Builder
		for c := range w {
			var all rune
			seat, most := -1, 0
			for s := range dots {
				d := dots[s][r][c]
				all |= d
				if n := bitCount(d); n > 0 && (n > most || p.ascii) {
					seat, most = s, n
				}
			}
			switch {
			case seat < 0 && r == rule:
				b.WriteString(p.dim(p.pick("·", ".")))
			case seat < 0:
				b.WriteByte(' ')
			case p.ascii:
				b.WriteRune(rune('a' + seat))
			default:
				b.WriteString(p.seat(seat, string(0x2800+all)))
			}
		}
		lines[r] = b.String()
	}
	return lines
}

// bitCount is how many bits of d are set.
func bitCount(d rune) int {
	n := 0
	for ; d != 0; d &= d - 1 {
		n++
	}
	return n
}
