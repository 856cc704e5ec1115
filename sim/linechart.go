package sim

import (
	"fmt"
	"math"
	"strings"
)

// series is one line of a line chart: a value with its interval at each
// point that has one (Points[i] belongs at the chart's position i).
type series struct {
	Name   string
	Points []Interval
	// Has says which points exist; nil: all.
	Has []bool
}

// lineSpec is a line chart: positions along x with their tick labels,
// series drawn through them with error bars, and a dashed reference line.
type lineSpec struct {
	title, xLabel, yLabel string
	// x are the positions of the points, in any unit, ticks their labels.
	x     []float64
	ticks []string
	lines []series
	// ref draws a dashed line at this y with refText, when refText is set.
	ref     float64
	refText string
	// percent formats the y axis as percentages.
	percent bool
	// flat are horizontal lines across the chart (bots without a budget).
	flat []series
}

// lineChart draws the chart as SVG.
func lineChart(c lineSpec) string {
	lo, hi := math.Inf(1), math.Inf(-1)
	grow := func(v Interval) { lo, hi = min(lo, v.Low, v.Value), max(hi, v.High, v.Value) }
	for _, s := range append(append([]series{}, c.lines...), c.flat...) {
		for i, p := range s.Points {
			if s.Has == nil || s.Has[i] {
				grow(p)
			}
		}
	}
	if c.refText != "" {
		grow(Interval{c.ref, c.ref, c.ref})
	}
	if c.percent {
		lo = 0
	}
	if lo > hi {
		lo, hi = 0, 1
	}
	ticks := niceTicks(lo, hi)
	lo, hi = ticks[0], ticks[len(ticks)-1]
	xlo, xhi := c.x[0], c.x[len(c.x)-1]
	margin := 0.5
	if len(c.x) > 1 {
		margin = (xhi - xlo) / float64(2*(len(c.x)-1))
	}
	xlo, xhi = xlo-margin, xhi+margin
	x := func(v float64) float64 { return padL + plotW*(v-xlo)/(xhi-xlo) }
	y := func(v float64) float64 { return padT + plotH*(1-(v-lo)/(hi-lo)) }
	var b strings.Builder
	open(&b, c.title)
	for _, t := range ticks {
		label := trimFloat(t)
		if c.percent {
			label = trimFloat(100*t) + "%"
		}
		fmt.Fprintf(&b, `<line x1="%d" x2="%d" y1="%.1f" y2="%.1f" stroke="#ddd"/>`+"\n", padL, padL+plotW, y(t), y(t))
		fmt.Fprintf(&b, `<text x="%d" y="%.1f" text-anchor="end" font-size="11">%s</text>`+"\n", padL-6, y(t)+4, label)
	}
	fmt.Fprintf(&b, `<line x1="%d" x2="%d" y1="%d" y2="%d" stroke="#222"/>`+"\n", padL, padL+plotW, padT+plotH, padT+plotH)
	for i, t := range c.ticks {
		fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle" font-size="11">%s</text>`+"\n", x(c.x[i]), padT+plotH+16, esc(t))
	}
	fmt.Fprintf(&b, `<text x="%d" y="%d">%s</text>`+"\n", padL, padT+plotH+36, esc(c.xLabel))
	fmt.Fprintf(&b, `<text x="14" y="%d" text-anchor="middle" transform="rotate(-90 14 %d)">%s</text>`+"\n",
		padT+plotH/2, padT+plotH/2, esc(c.yLabel))
	if c.refText != "" {
		fmt.Fprintf(&b, `<line x1="%d" x2="%d" y1="%.1f" y2="%.1f" stroke="#555" stroke-dasharray="6 4"/>`+"\n",
			padL, padL+plotW, y(c.ref), y(c.ref))
	}
	fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="end" font-size="11" fill="#555">%s</text>`+"\n",
		padL+plotW, padT+plotH+36, esc(strings.TrimPrefix(c.refText+"; bars: 95% intervals", "; ")))
	legend := 0
	for k, s := range c.flat {
		colour := palette[(len(c.lines)+k)%len(palette)]
		v := s.Points[0]
		fmt.Fprintf(&b, `<rect x="%d" y="%.1f" width="%d" height="%.1f" fill="%s" opacity="0.15"/>`+"\n",
			padL, y(v.High), plotW, y(v.Low)-y(v.High), colour)
		fmt.Fprintf(&b, `<line x1="%d" x2="%d" y1="%.1f" y2="%.1f" stroke="%s" stroke-dasharray="2 3" stroke-width="2"/>`+"\n",
			padL, padL+plotW, y(v.Value), y(v.Value), colour)
		legendEntry(&b, legend, colour, s.Name)
		legend++
	}
	for k, s := range c.lines {
		colour := palette[k%len(palette)]
		var pts []string
		for i, p := range s.Points {
			if s.Has != nil && !s.Has[i] {
				continue
			}
			cx := x(c.x[i])
			pts = append(pts, fmt.Sprintf("%.1f,%.1f", cx, y(p.Value)))
			fmt.Fprintf(&b, `<path d="M%.1f %.1fV%.1fM%.1f %.1fH%.1fM%.1f %.1fH%.1f" stroke="%s" stroke-width="1.2" fill="none"/>`+"\n",
				cx, y(p.Low), y(p.High), cx-4, y(p.Low), cx+4, cx-4, y(p.High), cx+4, colour)
			fmt.Fprintf(&b, `<circle cx="%.1f" cy="%.1f" r="3" fill="%s"/>`+"\n", cx, y(p.Value), colour)
		}
		fmt.Fprintf(&b, `<polyline points="%s" fill="none" stroke="%s" stroke-width="2"/>`+"\n", strings.Join(pts, " "), colour)
		legendEntry(&b, legend, colour, s.Name)
		legend++
	}
	b.WriteString("</svg>\n")
	return b.String()
}

// legendEntry draws entry i of a legend in a row above the plot, from its
// left edge.
func legendEntry(b *strings.Builder, i int, colour, name string) {
	lx := padL + 150*i
	fmt.Fprintf(b, `<rect x="%d" y="%d" width="12" height="12" fill="%s"/><text x="%d" y="%d" font-size="12">%s</text>`+"\n",
		lx, padT-24, colour, lx+16, padT-14, esc(name))
}

// niceTicks returns round values from at or below lo to at or above hi,
// four to eight of them.
func niceTicks(lo, hi float64) []float64 {
	if hi-lo < 1e-12 {
		lo, hi = lo-1, hi+1
	}
	raw := (hi - lo) / 5
	mag := math.Pow(10, math.Floor(math.Log10(raw)))
	step := mag
	for _, m := range []float64{1, 2, 2.5, 5, 10} {
		if step = m * mag; (hi-lo)/step <= 7 {
			break
		}
	}
	var out []float64
	for v := math.Floor(lo/step) * step; v <= hi+step*1e-9; v += step {
		out = append(out, v)
	}
	if out[len(out)-1] < hi-step*1e-9 {
		out = append(out, out[len(out)-1]+step)
	}
	return out
}

// trimFloat writes v with at most three decimals and no trailing zeros.
func trimFloat(v float64) string {
	s := strings.TrimRight(strings.TrimRight(fmt.Sprintf("%.3f", v), "0"), ".")
	if s == "-0" {
		return "0"
	}
	return s
}
