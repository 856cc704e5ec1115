package term

import "strings"

// tobagoUI draws and plays Tobago in the terminal.
type tobagoUI struct{}

func init() { register("tobago", tobagoUI{}) }

// tbMinPanel is the narrowest the panels beside the island may be.
const tbMinPanel = 30

// Draw renders the island on the left, as large as the room allows, and
// beside it (or below it, when narrow) the game's state: whose decision,
// the players, the four maps with their clues and roses, the viewer's
// hand, a sharing in progress and the decks; the move under the cursor is
// highlighted on the island and in the panels, and the hexes offered at
// the current step stand out.
func (tobagoUI) Draw(in BoardInput) string {
	if in.Width <= 0 || in.Height <= 0 {
		return ""
	}
	cv := newTbCanvas(in.Width, in.Height, in.ASCII)
	b, err := tbRead(in.View, in.Lang, in.ASCII)
	if err != nil {
		cv.text(0, 0, in.Width, "tobago: "+err.Error(), tbPlain)
		return cv.String()
	}
	f := b.focus(in.Cursor)
	sc := b.scale(in.Width, in.Height)
	b.drawIsland(cv, 0, 0, sc, f.hexes, b.offered(in))
	iw, ih := b.islandSize(sc)
	all := []string{"status", "sharing", "seats", "maps", "hand", "decks", "legend"}
	if pw := in.Width - iw - 1; pw >= tbMinPanel {
		below, ok := b.layout(f, iw, in.Height-ih-1, []string{"seats", "hand", "legend"})
		side := []string{"status", "sharing", "maps", "decks"}
		if !ok {
			below, _ = b.layout(f, iw, in.Height-ih-1, []string{"legend"})
			side = all[:6]
		}
		tbWrite(cv, 0, ih+1, iw, below)
		side0, _ := b.layout(f, pw, in.Height, side)
		tbWrite(cv, iw+1, 0, pw, side0)
	} else {
		below, _ := b.layout(f, in.Width, in.Height-ih-1, all)
		tbWrite(cv, 0, ih+1, in.Width, below)
	}
	return cv.String()
}

// tbWrite draws lines from (x, y) within width w.
func tbWrite(cv *tbCanvas, x, y, w int, lines []tbLine) {
	for k, l := range lines {
		cx := x
		for _, s := range l {
			cx = cv.text(cx, y+k, x+w, s.s, s.st)
		}
	}
}

// tbLevels is how many ever more compact forms the panels have.
const tbLevels = 6

// layout lays out the named sections in w × h: in full first, then ever
// more compact (maps, hand, players and decks in short; the legend and the
// decks left out) until they fit, cut at the bottom if even the most
// compact does not; ok tells whether they fit.
func (b *tbBoard) layout(f tbFocus, w, h int, names []string) (lines []tbLine, ok bool) {
	if w <= 0 || h <= 0 {
		return nil, false
	}
	for level := range tbLevels {
		var secs [][]tbLine
		for _, name := range names {
			if s := b.section(name, f, w, level); len(s) > 0 {
				secs = append(secs, s)
			}
		}
		n := tbCount(secs)
		if n > h && level < tbLevels-1 {
			continue
		}
		gaps := n+len(secs)-1 <= h
		for _, s := range secs {
			if gaps && len(lines) > 0 {
				lines = append(lines, nil)
			}
			lines = append(lines, s...)
		}
		return lines[:min(len(lines), h)], n <= h
	}
	return nil, false
}

// section is one panel at a level of compactness.
func (b *tbBoard) section(name string, f tbFocus, w, level int) []tbLine {
	switch name {
	case "status":
		return b.statusLines(w)
	case "sharing":
		return b.sharingLines(f, w)
	case "seats":
		return b.seatLines(w, level >= 3)
	case "maps":
		return b.mapLines(f, level >= 1, w)
	case "hand":
		return b.handLines(f, level >= 2, w)
	case "decks":
		if level >= 4 {
			return nil
		}
		return b.deckLines(w)
	case "legend":
		if level >= 1 {
			return nil
		}
		return b.legendLines(w)
	}
	return nil
}

// tbCount is the number of lines of the sections.
func tbCount(secs [][]tbLine) int {
	n := 0
	for _, s := range secs {
		n += len(s)
	}
	return n
}

// tbWrap breaks plain text into lines of at most w cells at spaces.
func tbWrap(s string, w int) []string {
	var out []string
	line := ""
	for _, word := range strings.Fields(s) {
		switch {
		case line == "":
			line = word
		case len([]rune(line))+1+len([]rune(word)) <= w:
			line += " " + word
		default:
			out = append(out, line)
			line = word
		}
	}
	if line != "" {
		out = append(out, line)
	}
	return out
}
