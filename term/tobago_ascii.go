package term

import (
	"strings"
	"unicode"
)

// tbASCIISigns are the signs the board writes, in plain ASCII.
var tbASCIISigns = map[rune]string{
	'→': "->", '⇄': "<->", '×': "x", '·': "|", '…': "...", '—': "-", '▶': ">", '«': "\"", '»': "\"",
}

// tbToASCII writes s in ASCII signs: signs in their ASCII forms, Russian
// in its own letters (ascii.go), anything else as '?'.
func tbToASCII(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r < 127 || unicode.Is(unicode.Cyrillic, r):
			b.WriteRune(r)
		case tbASCIISigns[r] != "":
			b.WriteString(tbASCIISigns[r])
		default:
			b.WriteByte('?')
		}
	}
	return b.String()
}
