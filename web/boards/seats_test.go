// Package boards holds no Go: its tests check the browser boards' data
// that a person cannot judge by eye, the seats' colours first.
package boards

import (
	"fmt"
	"math"
	"os"
	"regexp"
	"strconv"
	"testing"
)

// The seats' colours are told apart by every player: each pair differs by
// at least minDeltaE (CIEDE2000) with normal sight and under each complete
// colour-vision deficiency, simulated with the matrices of Machado,
// Oliveira and Fernandes (2009) at severity 1. 10 is a difference seen at a
// glance; the colours before this test differed by 5.6 (blue and purple,
// deuteranopia) and by 3.1 would be red and gold. Each colour stands out at
// least minContrast:1 (WCAG's bar for graphics) against the page's light
// grounds the seats' marks sit on.
const (
	minDeltaE   = 10
	minContrast = 3
)

// panels are the light grounds seat marks sit on: white, the paper of the
// panels, the sand of the lobby's seat chips, the acting seat's row.
var panels = []string{"#ffffff", "#fffdf7", "#f4e4c1", "#fff3cf"}

// machado are the simulation matrices, on linear RGB.
var machado = map[string][3][3]float64{
	"protanopia":   {{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}},
	"deuteranopia": {{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}},
	"tritanopia":   {{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}},
	"normal sight": {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}},
}

// seatColors reads the palette from seats.js.
func seatColors(t *testing.T) []string {
	t.Helper()
	src, err := os.ReadFile("seats.js")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`seatColors = \[([^\]]*)\]`).FindSubmatch(src)
	if m == nil {
		t.Fatal("seats.js: no seatColors = [...]")
	}
	var out []string
	for _, c := range regexp.MustCompile(`"(#[0-9a-fA-F]{6})"`).FindAllSubmatch(m[1], -1) {
		out = append(out, string(c[1]))
	}
	if len(out) < 7 {
		t.Fatalf("seats.js: %d colours, not one for each of La Tortuga's 7 seats", len(out))
	}
	return out
}

func TestSeatColoursApartUnderColourBlindness(t *testing.T) {
	colors := seatColors(t)
	worst := math.Inf(1)
	for sight, m := range machado {
		for i := range colors {
			for j := i + 1; j < len(colors); j++ {
				d := deltaE2000(lab(simulate(linear(colors[i]), m)), lab(simulate(linear(colors[j]), m)))
				worst = min(worst, d)
				if d < minDeltaE {
					t.Errorf("%s: seats %d (%s) and %d (%s) differ by ΔE %.1f, under %d", sight, i, colors[i], j, colors[j], d, minDeltaE)
				}
			}
		}
	}
	t.Logf("the closest pair differs by ΔE %.1f", worst)
}

// Colour is never a seat's only mark: each of the seven seats has a shape
// of its own.
func TestSeatShapesDistinct(t *testing.T) {
	src, err := os.ReadFile("seats.js")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?s)seatShapes = \[(.*?)\];`).FindSubmatch(src)
	if m == nil {
		t.Fatal("seats.js: no seatShapes = [...]")
	}
	seen := map[string]int{}
	for i, p := range regexp.MustCompile(`"(M[^"]+)"`).FindAllSubmatch(m[1], -1) {
		if j, ok := seen[string(p[1])]; ok {
			t.Errorf("seats %d and %d share a shape", j, i)
		}
		seen[string(p[1])] = i
	}
	if len(seen) < len(seatColors(t)) {
		t.Errorf("%d shapes for %d seat colours", len(seen), len(seatColors(t)))
	}
}

func TestSeatColoursContrastWithPanels(t *testing.T) {
	for i, c := range seatColors(t) {
		for _, p := range panels {
			if r := contrast(c, p); r < minContrast {
				t.Errorf("seat %d (%s) against %s: %.2f:1, under %d:1", i, c, p, r, minContrast)
			}
		}
	}
}

// The measures must read known values, or the tests above prove nothing.
func TestColourMeasures(t *testing.T) {
	if r := contrast("#000000", "#ffffff"); math.Abs(r-21) > 0.01 {
		t.Errorf("black on white: %.2f:1, not 21:1", r)
	}
	if r := contrast("#e8b520", "#ffffff"); math.Abs(r-1.90) > 0.01 {
		t.Errorf("the old yellow on white: %.2f:1, not 1.90:1", r)
	}
	// Sharma, Wu and Dalal's test data for CIEDE2000, pairs 1 and 17.
	for _, c := range []struct {
		a, b [3]float64
		want float64
	}{
		{[3]float64{50, 2.6772, -79.7751}, [3]float64{50, 0, -82.7485}, 2.0425},
		{[3]float64{50, 2.5, 0}, [3]float64{73, 25, -18}, 27.1492},
	} {
		if d := deltaE2000(c.a, c.b); math.Abs(d-c.want) > 1e-3 {
			t.Errorf("ΔE2000 %v %v = %.4f, not %.4f", c.a, c.b, d, c.want)
		}
	}
	// Red and green, far apart to normal sight, come close under deuteranopia.
	red, green := linear("#d9412b"), linear("#2f9e55")
	normal := deltaE2000(lab(red), lab(green))
	deut := deltaE2000(lab(simulate(red, machado["deuteranopia"])), lab(simulate(green, machado["deuteranopia"])))
	if normal < 40 || deut > normal/2 {
		t.Errorf("red and green: ΔE %.1f to normal sight, %.1f under deuteranopia", normal, deut)
	}
}

// linear is an sRGB colour "#rrggbb" in linear RGB.
func linear(hex string) [3]float64 {
	var out [3]float64
	for i := range 3 {
		v, err := strconv.ParseUint(hex[1+2*i:3+2*i], 16, 8)
		if err != nil {
			panic(fmt.Sprintf("%s: %v", hex, err))
		}
		c := float64(v) / 255
		if c <= 0.04045 {
			out[i] = c / 12.92
		} else {
			out[i] = math.Pow((c+0.055)/1.055, 2.4)
		}
	}
	return out
}

// simulate is what a colour looks like through a deficiency's matrix.
func simulate(c [3]float64, m [3][3]float64) [3]float64 {
	var out [3]float64
	for i := range 3 {
		out[i] = min(1, max(0, m[i][0]*c[0]+m[i][1]*c[1]+m[i][2]*c[2]))
	}
	return out
}

// luminance is WCAG's relative luminance of a linear RGB colour.
func luminance(c [3]float64) float64 {
	return 0.2126*c[0] + 0.7152*c[1] + 0.0722*c[2]
}

// contrast is WCAG's contrast ratio of two sRGB colours.
func contrast(a, b string) float64 {
	la, lb := luminance(linear(a)), luminance(linear(b))
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// lab is a linear RGB colour in CIELAB (D65).
func lab(c [3]float64) [3]float64 {
	x := (0.4124564*c[0] + 0.3575761*c[1] + 0.1804375*c[2]) / 0.95047
	y := 0.2126729*c[0] + 0.7151522*c[1] + 0.0721750*c[2]
	z := (0.0193339*c[0] + 0.1191920*c[1] + 0.9503041*c[2]) / 1.08883
	f := func(t float64) float64 {
		if t > 216.0/24389 {
			return math.Cbrt(t)
		}
		return (24389.0/27*t + 16) / 116
	}
	return [3]float64{116*f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))}
}

// deltaE2000 is the CIEDE2000 colour difference of two CIELAB colours.
func deltaE2000(p, q [3]float64) float64 {
	rad := math.Pi / 180
	c1, c2 := math.Hypot(p[1], p[2]), math.Hypot(q[1], q[2])
	cb7 := math.Pow((c1+c2)/2, 7)
	g := 0.5 * (1 - math.Sqrt(cb7/(cb7+math.Pow(25, 7))))
	a1, a2 := (1+g)*p[1], (1+g)*q[1]
	c1p, c2p := math.Hypot(a1, p[2]), math.Hypot(a2, q[2])
	hue := func(b, a float64) float64 {
		if a == 0 && b == 0 {
			return 0
		}
		return math.Mod(math.Atan2(b, a)/rad+360, 360)
	}
	h1, h2 := hue(p[2], a1), hue(q[2], a2)
	dh := 0.0
	if c1p*c2p != 0 {
		dh = h2 - h1
		if dh > 180 {
			dh -= 360
		} else if dh < -180 {
			dh += 360
		}
	}
	dL, dC := q[0]-p[0], c2p-c1p
	dH := 2 * math.Sqrt(c1p*c2p) * math.Sin(dh/2*rad)
	lb, cbp := (p[0]+q[0])/2, (c1p+c2p)/2
	hb := h1 + h2
	if c1p*c2p != 0 {
		hb = (h1 + h2) / 2
		if math.Abs(h1-h2) > 180 {
			if h1+h2 < 360 {
				hb += 180
			} else {
				hb -= 180
			}
		}
	}
	t := 1 - 0.17*math.Cos((hb-30)*rad) + 0.24*math.Cos(2*hb*rad) + 0.32*math.Cos((3*hb+6)*rad) - 0.20*math.Cos((4*hb-63)*rad)
	theta := 30 * math.Exp(-math.Pow((hb-275)/25, 2))
	cbp7 := math.Pow(cbp, 7)
	rc := 2 * math.Sqrt(cbp7/(cbp7+math.Pow(25, 7)))
	sl := 1 + 0.015*(lb-50)*(lb-50)/math.Sqrt(20+(lb-50)*(lb-50))
	sc := 1 + 0.045*cbp
	sh := 1 + 0.015*cbp*t
	rt := -math.Sin(2*theta*rad) * rc
	return math.Sqrt(math.Pow(dL/sl, 2) + math.Pow(dC/sc, 2) + math.Pow(dH/sh, 2) + rt*(dC/sc)*(dH/sh))
}
