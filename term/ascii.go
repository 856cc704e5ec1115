package term

import (
	"strings"
	"unicode"
)

// With --ascii the screen is drawn in ASCII frames and signs, without
// colour, and its words keep their own letters: Russian stays Cyrillic
// everywhere, on every game's board and in the client's own lines.

// asciiSigns are the one-cell ASCII stand-ins of the signs the client and
// the boards write, so that a line keeps its width.
var asciiSigns = map[rune]rune{
	'←': '<', '→': '>', '↑': '^', '↓': 'v', '⇄': '=', '↗': '/', '↙': '/', '↖': '\\', '↘': '\\',
	'×': 'x', '·': '|', '…': '.', '—': '-', '–': '-', '▶': '>', '▸': '>', '›': '>', '‹': '<',
	'•': '*', '●': 'o', '«': '"', '»': '"', '“': '"', '”': '"', '„': '"', '’': '\'', '│': '|', '─': '-', '−': '-',
}

// asciiScreen writes a screen in ASCII signs, keeping Cyrillic letters:
// a sign without a stand-in becomes '?'.
func asciiScreen(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r < 127 || unicode.Is(unicode.Cyrillic, r):
			return r
		case asciiSigns[r] != 0:
			return asciiSigns[r]
		}
		return '?'
	}, s)
}
