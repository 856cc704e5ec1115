package term

import (
	"strings"
	"unicode"
)

// tbASCIISigns are the signs the board writes, in plain ASCII.
var tbASCIISigns = map[rune]string{
	'→': "->", '⇄': "<->", '×': "x", '·': "|", '…': "...", '—': "-", '▶': ">", '«': "\"", '»': "\"",
}

// tbTranslit writes Russian letters in Latin ones, so that the board reads
// in plain ASCII too.
var tbTranslit = map[rune]string{
	'а': "a", 'б': "b", 'в': "v", 'г': "g", 'д': "d", 'е': "e", 'ё': "e", 'ж': "zh", 'з': "z", 'и': "i",
	'й': "y", 'к': "k", 'л': "l", 'м': "m", 'н': "n", 'о': "o", 'п': "p", 'р': "r", 'с': "s", 'т': "t",
	'у': "u", 'ф': "f", 'х': "kh", 'ц': "ts", 'ч': "ch", 'ш': "sh", 'щ': "shch", 'ъ': "", 'ы': "y", 'ь': "'",
	'э': "e", 'ю': "yu", 'я': "ya",
}

// tbToASCII writes s in plain ASCII: signs in their ASCII forms, Russian
// transliterated, anything else as '?'.
func tbToASCII(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r < 127:
			b.WriteRune(r)
		case tbASCIISigns[r] != "":
			b.WriteString(tbASCIISigns[r])
		default:
			lower := unicode.ToLower(r)
			t, ok := tbTranslit[lower]
			switch {
			case !ok:
				b.WriteByte('?')
			case lower != r && t != "":
				b.WriteString(strings.ToUpper(t[:1]) + t[1:])
			default:
				b.WriteString(t)
			}
		}
	}
	return b.String()
}
