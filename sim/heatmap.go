package sim

import (
	"fmt"
	"math"
	"strings"
)

// heatmap draws a grid of win rates, rows by one swept option and columns
// by another: each cell coloured by how far its rate lies from the fair
// share (red above, blue below, white at it) and labelled with the rate
// and its interval.
func heatmap(title, rowKey, colKey string, rows, cols []string, cells [][]Interval, fair float64) string {
	var b strings.Builder
	open(&b, title)
	left, width := padL+64, float64(plotW-64)
	cw, ch := width/float64(len(cols)), float64(plotH-16)/float64(len(rows))
	spread := 0.0
	for _, r := range cells {
		for _, c := range r {
			spread = max(spread, math.Abs(c.Value-fair))
		}
	}
	spread = max(spread, 0.05)
	for i, r := range cells {
		y := float64(padT+16) + ch*float64(i)
		fmt.Fprintf(&b, `<text x="%d" y="%.1f" text-anchor="end" font-size="11">%s</text>`+"\n", left-6, y+ch/2+4, esc(rows[i]))
		for k, c := range r {
			x := float64(left) + cw*float64(k)
			fmt.Fprintf(&b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s" stroke="#fff"/>`+"\n",
				x, y, cw, ch, heat((c.Value-fair)/spread))
			fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" text-anchor="middle">%.1f%%</text>`+"\n", x+cw/2, y+ch/2, 100*c.Value)
			fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" text-anchor="middle" font-size="10">%.1f–%.1f</text>`+"\n",
				x+cw/2, y+ch/2+14, 100*c.Low, 100*c.High)
		}
	}
	for k, c := range cols {
		fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle" font-size="11">%s</text>`+"\n",
			float64(left)+cw*(float64(k)+0.5), padT+10, esc(c))
	}
	fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle">%s →</text>`+"\n", float64(left)+width/2, padT+plotH+20, esc(colKey))
	fmt.Fprintf(&b, `<text x="14" y="%d" text-anchor="middle" transform="rotate(-90 14 %d)">%s →</text>`+"\n",
		padT+plotH/2, padT+plotH/2, esc(rowKey))
	fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="end" font-size="11" fill="#555">fair share %.1f%%: white; red above, blue below</text>`+"\n",
		padL+plotW, padT+plotH+40, 100*fair)
	b.WriteString("</svg>\n")
	return b.String()
}

// heat is the colour of a deviation d from -1 (deep blue) through 0
// (white) to 1 (deep red).
func heat(d float64) string {
	d = max(-1, min(1, d))
	fade := func(full float64) int { return int(math.Round(255 - (255-full)*math.Abs(d))) }
	if d >= 0 {
		return fmt.Sprintf("#%02x%02x%02x", 255, fade(60), fade(60))
	}
	return fmt.Sprintf("#%02x%02x%02x", fade(60), fade(110), 255)
}
