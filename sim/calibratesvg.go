package sim

import (
	"fmt"
	"math"
	"strings"
)

// DiagramText is the words of a reliability diagram, in the reader's
// language: its title, its axes and the lines of its legend.
type DiagramText struct {
	Title, X, Y string
	Legend      []string
}

// The reliability diagram's geometry, in SVG user units: a square plot.
const (
	diagramSide        = 480
	diagramL, diagramT = 72, 92
	diagramW           = diagramL + diagramSide + 28
	diagramH           = diagramT + diagramSide + 64
	diagramMaxR        = 16.0
)

// The reliability diagram's colours: a decile within the tolerance, one
// off it, and one with too few seats to be checked.
const (
	colourWithin = "#1f77b4"
	colourOff    = "#d62728"
	colourFew    = "#999999"
)

// ReliabilityDiagram draws the calibration as SVG: forecast chance on x,
// share won on y, the diagonal of a perfect forecast with a band of the
// check's tolerance around it, and each decile a point at its mean
// forecast and share won, its area proportional to its seats, with the
// Wilson 95% interval of the share as a bar.
func ReliabilityDiagram(c *Calibration, check CalibrationCheck, text DiagramText) string {
	x := func(v float64) float64 { return diagramL + diagramSide*v }
	y := func(v float64) float64 { return diagramT + diagramSide*(1-v) }
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="13">`+"\n",
		diagramW, diagramH, diagramW, diagramH)
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="#fff"/>`+"\n", diagramW, diagramH)
	fmt.Fprintf(&b, `<text x="%d" y="24" text-anchor="middle" font-size="15">%s</text>`+"\n", diagramW/2, esc(text.Title))
	for i, line := range text.Legend {
		fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="middle" font-size="11" fill="#555">%s</text>`+"\n",
			diagramW/2, 46+15*i, esc(line))
	}
	fmt.Fprintf(&b, `<clipPath id="plot"><rect x="%d" y="%d" width="%d" height="%d"/></clipPath>`+"\n",
		diagramL, diagramT, diagramSide, diagramSide)
	for i := 0; i <= 10; i++ {
		v := float64(i) / 10
		fmt.Fprintf(&b, `<line x1="%.1f" x2="%.1f" y1="%d" y2="%d" stroke="#e4e4e4"/>`+"\n", x(v), x(v), diagramT, diagramT+diagramSide)
		fmt.Fprintf(&b, `<line x1="%d" x2="%d" y1="%.1f" y2="%.1f" stroke="#e4e4e4"/>`+"\n", diagramL, diagramL+diagramSide, y(v), y(v))
		fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle" font-size="11">%d%%</text>`+"\n", x(v), diagramT+diagramSide+16, 10*i)
		fmt.Fprintf(&b, `<text x="%d" y="%.1f" text-anchor="end" font-size="11">%d%%</text>`+"\n", diagramL-6, y(v)+4, 10*i)
	}
	tol := check.Tolerance
	fmt.Fprintf(&b, `<path d="M%.1f %.1fL%.1f %.1fL%.1f %.1fL%.1f %.1fZ" fill="#2ca02c" opacity="0.14" clip-path="url(#plot)"/>`+"\n",
		x(0), y(tol), x(1), y(1+tol), x(1), y(1-tol), x(0), y(-tol))
	fmt.Fprintf(&b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#2ca02c" stroke-dasharray="6 4" stroke-width="1.5"/>`+"\n",
		x(0), y(0), x(1), y(1))
	fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="#222"/>`+"\n",
		diagramL, diagramT, diagramSide, diagramSide)
	fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="middle">%s</text>`+"\n", diagramL+diagramSide/2, diagramT+diagramSide+40, esc(text.X))
	fmt.Fprintf(&b, `<text x="18" y="%d" text-anchor="middle" transform="rotate(-90 18 %d)">%s</text>`+"\n",
		diagramT+diagramSide/2, diagramT+diagramSide/2, esc(text.Y))
	most := 1
	for _, d := range c.Deciles {
		most = max(most, d.Seats)
	}
	for _, d := range c.Deciles {
		if d.Seats == 0 {
			continue
		}
		colour, fill := colourWithin, colourWithin
		switch {
		case d.Seats < check.MinSeats:
			colour, fill = colourFew, "none"
		case math.Abs(d.Off) > tol:
			colour, fill = colourOff, colourOff
		}
		cx, cy := x(d.Forecast), y(d.Won)
		r := max(2.5, diagramMaxR*math.Sqrt(float64(d.Seats)/float64(most)))
		fmt.Fprintf(&b, `<circle class="decile" cx="%.1f" cy="%.1f" r="%.1f" fill="%s" fill-opacity="0.45" stroke="%s" stroke-width="1.5"><title>%s: %d, %.1f%% → %.1f%%</title></circle>`+"\n",
			cx, cy, r, fill, colour, decileName(d), d.Seats, 100*d.Forecast, 100*d.Won)
		fmt.Fprintf(&b, `<path d="M%.1f %.1fV%.1fM%.1f %.1fH%.1fM%.1f %.1fH%.1f" stroke="#222" stroke-width="1.5" fill="none"/>`+"\n",
			cx, y(d.Low), y(d.High), cx-5, y(d.Low), cx+5, cx-5, y(d.High), cx+5)
	}
	b.WriteString("</svg>\n")
	return b.String()
}
