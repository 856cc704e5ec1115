package island

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// markLetters are the text map's landmark letters; a statue shows its facing
// as an arrow (or, when parsing, a digit 0..5).
var markLetters = [4]string{noMark: "", hutMark: "h", palmMark: "p"}

// Grid is the island as a text map: one line per grid row from row 0 to the
// row after the last land, one cell per column from column 0 to the column
// after the last land, four characters a cell, odd rows shifted by two. A
// cell is a terrain letter (S J R M L B, ~ for ocean) followed by h for a
// hut, p for a palm, or the arrow a statue faces (→ ↘ ↙ ← ↖ ↗). Parse reads
// it back.
func (is *Island) Grid() string {
	lastCol, lastRow := 0, 0
	for h := range is.land.All() {
		col, row := h.Offset()
		lastCol, lastRow = max(lastCol, col), max(lastRow, row)
	}
	var b strings.Builder
	for row := 0; row <= min(lastRow+1, Rows-1); row++ {
		var line strings.Builder
		if row&1 == 1 {
			line.WriteString("  ")
		}
		for col := 0; col <= min(lastCol+1, Cols-1); col++ {
			cell := is.cell(row*Cols + col)
			line.WriteString(cell)
			line.WriteString(strings.Repeat(" ", 4-utf8.RuneCountInString(cell)))
		}
		b.WriteString(strings.TrimRight(line.String(), " "))
		b.WriteByte('\n')
	}
	return b.String()
}

// cell is grid index i as the text map writes it.
func (is *Island) cell(i int) string {
	t := string(is.terrain[i].Letter())
	if is.marks[i] == statueMark {
		return t + is.facing[i].Arrow()
	}
	return t + markLetters[is.marks[i]]
}

// Parse reads a text map in the form Grid writes, up to the first blank line
// after it (so the output of String parses too). Columns and rows it leaves
// out are ocean; the grid's outer rows and columns must be ocean. Parse does
// not check the island's rules: call Validate for that.
func Parse(text string) (*Island, error) {
	var terrain [Cells]Terrain
	var marks [Cells]mark
	var facing [Cells]Dir
	for i := range terrain {
		terrain[i] = Ocean
	}
	row := 0
	for n, line := range strings.Split(strings.TrimLeft(text, "\n"), "\n") {
		if strings.TrimSpace(line) == "" {
			break
		}
		if row >= Rows {
			return nil, fmt.Errorf("line %d: the grid has only %d rows", n+1, Rows)
		}
		for col, token := range strings.Fields(line) {
			if col >= Cols {
				return nil, fmt.Errorf("line %d: the grid has only %d columns", n+1, Cols)
			}
			i := row*Cols + col
			t, m, d, err := parseCell(token)
			if err != nil {
				return nil, fmt.Errorf("line %d, cell %d: %w", n+1, col+1, err)
			}
			if t != Ocean && gridEdge.has(i) {
				return nil, fmt.Errorf("line %d, cell %d: land on the edge of the grid; surround the island with ocean", n+1, col+1)
			}
			terrain[i], marks[i], facing[i] = t, m, d
		}
		row++
	}
	return newIsland(&terrain, &marks, &facing), nil
}

// parseCell reads one cell of a text map.
func parseCell(token string) (Terrain, mark, Dir, error) {
	letter, size := utf8.DecodeRuneInString(token)
	t := Terrain(0)
	for t < Ocean && rune(t.Letter()) != letter {
		t++
	}
	if rune(t.Letter()) != letter {
		return 0, 0, 0, fmt.Errorf("unknown terrain letter %q (S J R M L B, or ~ for ocean)", letter)
	}
	rest := token[size:]
	switch {
	case rest == "":
		return t, noMark, 0, nil
	case t == Ocean:
		return 0, 0, 0, fmt.Errorf("%q: nothing stands in the ocean", token)
	case rest == "h":
		return t, hutMark, 0, nil
	case rest == "p":
		return t, palmMark, 0, nil
	case len(rest) == 1 && rest[0] >= '0' && rest[0] <= '5':
		return t, statueMark, Dir(rest[0] - '0'), nil
	}
	for d, arrow := range dirArrows {
		if rest == arrow {
			return t, statueMark, Dir(d), nil
		}
	}
	return 0, 0, 0, fmt.Errorf("%q: after the terrain letter comes h (hut), p (palm), or a statue's facing (→ ↘ ↙ ← ↖ ↗ or 0..5)", token)
}

// String is the text map followed by a legend: the letters, the size, each
// terrain's areas, the landmarks and where each statue's gaze meets the coast.
func (is *Island) String() string {
	var b strings.Builder
	b.WriteString(is.Grid())
	b.WriteString("\nS scrubland  J jungle  R river  M mountains  L lake  B beach  ~ ocean\n")
	b.WriteString("h hut  p palm  statue facing → E  ↘ SE  ↙ SW  ← W  ↖ NW  ↗ NE (turning clockwise: → ↘ ↙ ← ↖ ↗ →)\n\n")
	fmt.Fprintf(&b, "%v island: %d land hexes, %d on the coast\n", is.Size(), is.land.Len(), is.coast.Len())
	for _, t := range Terrains {
		areas := is.Areas(t)
		sizes := make([]string, len(areas))
		for k, a := range areas {
			sizes[k] = fmt.Sprint(a.Len())
		}
		fmt.Fprintf(&b, "%-10s %2d hexes in %d areas (%s)\n", t, is.labels[t.Label()].Len(), len(areas), strings.Join(sizes, " "))
	}
	fmt.Fprintf(&b, "huts   %v\npalms  %v\n", is.labels[HutLabel], is.labels[PalmLabel])
	for _, s := range is.Statues() {
		_, coast := is.Gaze(s)
		fmt.Fprintf(&b, "statue %v faces %v %s; its gaze meets the coast at %v\n", s.At, s.Facing, s.Facing.Arrow(), coast)
	}
	return b.String()
}

// MarshalText writes the text map, so an island saved with a game reads back
// exactly.
func (is *Island) MarshalText() ([]byte, error) { return []byte(is.Grid()), nil }

// UnmarshalText reads a text map and checks the island with Validate.
func (is *Island) UnmarshalText(b []byte) error {
	p, err := Parse(string(b))
	if err != nil {
		return err
	}
	if err := p.Validate(); err != nil {
		return fmt.Errorf("the island breaks the rules: %w", err)
	}
	*is = *p
	return nil
}
