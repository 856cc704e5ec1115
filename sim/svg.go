package sim

import (
	"fmt"
	"html"
	"math"
	"strings"
)

// Chart geometry, in SVG user units.
const (
	chartW, chartH = 640, 360
	padL, padR     = 56, 16
	padT, padB     = 56, 48
	plotW, plotH   = chartW - padL - padR, chartH - padT - padB
)

var palette = []string{"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf"}

// WinRateChart draws a bar per row, its win rate with the Wilson interval as
// an error bar, and a dashed line at the fair share.
func WinRateChart(title string, rows []Stats, fair float64) string {
	top := fair
	for _, s := range rows {
		top = max(top, s.WinRate.High)
	}
	top, step := axis(top)
	var b strings.Builder
	open(&b, title)
	yAxis(&b, top, step)
	slot := float64(plotW) / float64(len(rows))
	y := func(v float64) float64 { return padT + plotH*(1-v/top) }
	for i, s := range rows {
		x := padL + slot*float64(i)
		w := slot * 0.6
		fmt.Fprintf(&b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s"/>`+"\n",
			x+slot*0.2, y(s.WinRate.Value), w, y(0)-y(s.WinRate.Value), palette[i%len(palette)])
		cx := x + slot/2
		fmt.Fprintf(&b, `<path d="M%.1f %.1fV%.1fM%.1f %.1fH%.1fM%.1f %.1fH%.1f" stroke="#222" stroke-width="1.5" fill="none"/>`+"\n",
			cx, y(s.WinRate.Low), y(s.WinRate.High), cx-6, y(s.WinRate.Low), cx+6, cx-6, y(s.WinRate.High), cx+6)
		fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" text-anchor="middle">%s</text>`+"\n", cx, float64(padT+plotH+18), esc(s.Name))
		fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" text-anchor="middle" font-size="11">%.1f%%</text>`+"\n",
			cx, float64(padT+plotH+34), 100*s.WinRate.Value)
	}
	fmt.Fprintf(&b, `<line x1="%d" x2="%d" y1="%.1f" y2="%.1f" stroke="#555" stroke-dasharray="6 4"/>`+"\n",
		padL, padL+plotW, y(fair), y(fair))
	fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="end" font-size="11" fill="#555">dashed: fair share %.1f%%; bars: 95%% intervals</text>`+"\n",
		padL+plotW, padT-14, 100*fair)
	b.WriteString("</svg>\n")
	return b.String()
}

// ScoreChart draws each row's distribution of final scores: the share of
// its games ending on each score, one line per row.
func ScoreChart(title string, rows []Stats) string {
	lo, hi, top := math.MaxInt, math.MinInt, 0.0
	for _, s := range rows {
		for _, bin := range s.Histogram {
			lo, hi = min(lo, bin.Score), max(hi, bin.Score)
			top = max(top, float64(bin.Count)/float64(s.Games))
		}
	}
	if lo > hi {
		lo, hi = 0, 1
	}
	if lo == hi {
		hi++
	}
	top, ystep := axis(top)
	var b strings.Builder
	open(&b, title)
	yAxis(&b, top, ystep)
	x := func(score int) float64 { return padL + plotW*float64(score-lo)/float64(hi-lo) }
	y := func(v float64) float64 { return padT + plotH*(1-v/top) }
	step := max(1, (hi-lo)/12)
	for sc := lo; sc <= hi; sc += step {
		fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle" font-size="11">%d</text>`+"\n", x(sc), padT+plotH+16, sc)
	}
	fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="middle">final score</text>`+"\n", padL+plotW/2, padT+plotH+36)
	for i, s := range rows {
		colour := palette[i%len(palette)]
		count := map[int]int{}
		for _, bin := range s.Histogram {
			count[bin.Score] = bin.Count
		}
		var pts []string
		for sc := lo; sc <= hi; sc++ {
			pts = append(pts, fmt.Sprintf("%.1f,%.1f", x(sc), y(float64(count[sc])/float64(s.Games))))
		}
		fmt.Fprintf(&b, `<polyline points="%s" fill="none" stroke="%s" stroke-width="2"/>`+"\n", strings.Join(pts, " "), colour)
		for _, p := range pts {
			xy := strings.Split(p, ",")
			fmt.Fprintf(&b, `<circle cx="%s" cy="%s" r="2.5" fill="%s"/>`+"\n", xy[0], xy[1], colour)
		}
		ly := padT + 14 + 16*i
		fmt.Fprintf(&b, `<rect x="%d" y="%d" width="12" height="12" fill="%s"/><text x="%d" y="%d">%s</text>`+"\n",
			padL+plotW-150, ly-10, colour, padL+plotW-132, ly, esc(s.Name))
	}
	b.WriteString("</svg>\n")
	return b.String()
}

// open starts an SVG document with its title.
func open(b *strings.Builder, title string) {
	fmt.Fprintf(b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="13">`+"\n",
		chartW, chartH, chartW, chartH)
	fmt.Fprintf(b, `<rect width="%d" height="%d" fill="#fff"/>`+"\n", chartW, chartH)
	fmt.Fprintf(b, `<text x="%d" y="24" text-anchor="middle" font-size="15">%s</text>`+"\n", chartW/2, esc(title))
}

// yAxis draws the vertical axis of percentages from 0 to top, with a
// gridline every step.
func yAxis(b *strings.Builder, top, step float64) {
	for i := 0; float64(i)*step <= top+1e-9; i++ {
		v := step * float64(i)
		y := padT + plotH*(1-v/top)
		fmt.Fprintf(b, `<line x1="%d" x2="%d" y1="%.1f" y2="%.1f" stroke="#ddd"/>`+"\n", padL, padL+plotW, y, y)
		fmt.Fprintf(b, `<text x="%d" y="%.1f" text-anchor="end" font-size="11">%.0f%%</text>`+"\n", padL-6, y+4, 100*v)
	}
	fmt.Fprintf(b, `<line x1="%d" x2="%d" y1="%d" y2="%d" stroke="#222"/>`+"\n", padL, padL+plotW, padT+plotH, padT+plotH)
}

// axis picks the top of a percentage axis at or above v, at most 100%, and
// a round step between gridlines that gives at most six of them.
func axis(v float64) (top, step float64) {
	for _, step = range []float64{0.01, 0.02, 0.05, 0.1, 0.2, 0.25} {
		if top = math.Ceil(v/step-1e-9) * step; top/step <= 6 {
			break
		}
	}
	return min(1, max(top, step)), step
}

func esc(s string) string { return html.EscapeString(s) }
