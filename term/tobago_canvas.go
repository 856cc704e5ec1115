package term

import (
	"unicode"

	"strings"

	"charm.land/lipgloss/v2"
)

// tbStyle is how a cell is drawn: colours as "#rrggbb" ("" the terminal's
// own), bold, reversed, underlined. It is comparable, so runs of one style
// are drawn together.
type tbStyle struct {
	fg, bg          string
	bold, rev, line bool
}

// tbCell is one character cell of the board.
type tbCell struct {
	r  rune
	st tbStyle
}

// tbCanvas is the board as a grid of cells, each one column wide, drawn
// at the end as lines of styled text (or plain ASCII).
type tbCanvas struct {
	w, h  int
	ascii bool
	cells [][]tbCell
}

// newTbCanvas is a blank canvas of w × h cells.
func newTbCanvas(w, h int, ascii bool) *tbCanvas {
	c := &tbCanvas{w: max(w, 0), h: max(h, 0), ascii: ascii}
	c.cells = make([][]tbCell, c.h)
	for y := range c.cells {
		c.cells[y] = make([]tbCell, c.w)
		for x := range c.cells[y] {
			c.cells[y][x].r = ' '
		}
	}
	return c
}

// put writes s at (x, y) in style st, clipped to the canvas, and returns
// the column after it. In ASCII a rune neither ASCII nor Cyrillic
// becomes '?'.
func (c *tbCanvas) put(x, y int, s string, st tbStyle) int {
	for _, r := range s {
		if c.ascii && r > 126 && !unicode.Is(unicode.Cyrillic, r) {
			r = '?'
		}
		if y >= 0 && y < c.h && x >= 0 && x < c.w {
			c.cells[y][x] = tbCell{r: r, st: st}
		}
		x++
	}
	return x
}

// text writes s at (x, y), cut to the room left before column right,
// ending with "…" (".." in ASCII) when cut; it returns the column after.
func (c *tbCanvas) text(x, y, right int, s string, st tbStyle) int {
	room := right - x
	if room <= 0 {
		return x
	}
	if c.ascii {
		s = tbToASCII(s)
	}
	rs := []rune(s)
	if len(rs) > room {
		more := "…"
		if c.ascii {
			more = "."
		}
		rs = append(rs[:max(room-1, 0)], []rune(more)...)
	}
	return c.put(x, y, string(rs), st)
}

// String draws the canvas: its lines without trailing blanks, the empty
// lines at the end left out.
func (c *tbCanvas) String() string {
	lines := make([]string, 0, c.h)
	for _, row := range c.cells {
		lines = append(lines, c.line(row))
	}
	for len(lines) > 0 && lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	return strings.Join(lines, "\n")
}

// line draws one row, each run of one style rendered once.
func (c *tbCanvas) line(row []tbCell) string {
	end := len(row)
	for end > 0 && row[end-1].r == ' ' && row[end-1].st == (tbStyle{}) {
		end--
	}
	var b strings.Builder
	for i := 0; i < end; {
		j := i
		var run strings.Builder
		for j < end && row[j].st == row[i].st {
			run.WriteRune(row[j].r)
			j++
		}
		b.WriteString(c.render(row[i].st, run.String()))
		i = j
	}
	return b.String()
}

// render styles one run of text; plain in ASCII or without style.
func (c *tbCanvas) render(st tbStyle, s string) string {
	if c.ascii || st == (tbStyle{}) {
		return s
	}
	ls := lipgloss.NewStyle().Bold(st.bold).Reverse(st.rev).Underline(st.line)
	if st.fg != "" {
		ls = ls.Foreground(lipgloss.Color(st.fg))
	}
	if st.bg != "" {
		ls = ls.Background(lipgloss.Color(st.bg))
	}
	return ls.Render(s)
}
