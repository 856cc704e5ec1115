package term

import (
	"image/color"
	"strings"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"
)

// paint styles text for the terminal, or leaves it plain with --ascii.
type paint struct{ ascii bool }

// seatColours are the seats' colours, as the browser boards draw them.
var seatColours = []color.Color{
	lipgloss.Color("#e05252"), lipgloss.Color("#4f8fe0"), lipgloss.Color("#e0b43c"),
	lipgloss.Color("#4fb36a"), lipgloss.Color("#b06ad0"), lipgloss.Color("#e08a3c"),
	lipgloss.Color("#3cc0c0"),
}

// seatColour is seat's colour; spectators and chance get grey.
func seatColour(seat int) color.Color {
	if seat < 0 {
		return lipgloss.Color("#9a9a9a")
	}
	return seatColours[seat%len(seatColours)]
}

func (p paint) style(s lipgloss.Style, text string) string {
	if p.ascii {
		return text
	}
	return s.Render(text)
}

// seat writes text in seat's colour.
func (p paint) seat(seat int, text string) string {
	return p.style(lipgloss.NewStyle().Foreground(seatColour(seat)), text)
}

// seatBlock writes text on seat's colour, for a piece on the board.
func (p paint) seatBlock(seat int, text string) string {
	return p.style(lipgloss.NewStyle().Background(seatColour(seat)).Foreground(lipgloss.Color("#111111")).Bold(true), text)
}

// bold writes text in bold.
func (p paint) bold(text string) string { return p.style(lipgloss.NewStyle().Bold(true), text) }

// dim writes text faint.
func (p paint) dim(text string) string { return p.style(lipgloss.NewStyle().Faint(true), text) }

// mark writes text highlighted: reversed, or in [brackets] in ASCII.
func (p paint) mark(text string) string {
	if p.ascii {
		return "[" + text + "]"
	}
	return lipgloss.NewStyle().Reverse(true).Bold(true).Render(" " + text + " ")
}

// warn writes text in red.
func (p paint) warn(text string) string {
	return p.style(lipgloss.NewStyle().Foreground(lipgloss.Color("#ff6b6b")).Bold(true), text)
}

// pick is the Unicode text, or its ASCII stand-in with --ascii.
func (p paint) pick(unicode, ascii string) string {
	if p.ascii {
		return ascii
	}
	return unicode
}

// width is text's width in cells, styles left out.
func width(text string) int { return ansi.StringWidth(text) }

// fitLine cuts or pads one line to w cells.
func fitLine(l string, w int) string {
	if n := width(l); n > w {
		return ansi.Truncate(l, w, "…")
	} else if n < w {
		return l + strings.Repeat(" ", w-n)
	}
	return l
}

// wrap breaks text into lines of at most w cells.
func wrap(text string, w int) []string {
	if w < 1 {
		w = 1
	}
	return strings.Split(ansi.Wrap(text, w, ""), "\n")
}

// block makes text exactly w × h cells: lines cut or padded, missing
// lines blank, extra lines dropped.
func block(text string, w, h int) string {
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	if text == "" {
		lines = nil
	}
	out := make([]string, h)
	for i := range out {
		l := ""
		if i < len(lines) {
			l = lines[i]
		}
		out[i] = fitLine(l, w)
	}
	return strings.Join(out, "\n")
}
