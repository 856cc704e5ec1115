package cartagena

import (
	"fmt"
	"strings"

	"caribe/engine"
)

// Symbol is one of the six symbols printed on the tunnel's spaces and on the cards.
type Symbol int8

// The six symbols, in the order used for letters and sorted card lists.
const (
	Flag Symbol = iota
	Sabre
	Pistol
	Key
	Bottle
	Tricorn
)

// Symbols is how many symbols there are.
const Symbols = 6

// Letters abbreviates the symbols, in order: flag, sabre, pistol, key,
// bottle, tricorn. Boards and card lists are written with them.
const Letters = "FSPKBT"

var symbolNames = engine.Names{"flag", "sabre", "pistol", "key", "bottle", "tricorn"}

var symbolPlurals = [Symbols]string{"flags", "sabres", "pistols", "keys", "bottles", "tricorns"}

func (c Symbol) valid() bool { return c >= 0 && c < Symbols }

// String is the symbol's name: "flag", "sabre", "pistol", "key", "bottle" or "tricorn".
func (c Symbol) String() string { return symbolNames.Name(int(c), "Symbol") }

// Letter is the symbol's one-letter abbreviation (see Letters).
func (c Symbol) Letter() byte {
	if !c.valid() {
		return '?'
	}
	return Letters[c]
}

// plural names n cards of the symbol: "1 sabre", "2 sabres".
func (c Symbol) plural(n int) string {
	if n == 1 {
		return "1 " + symbolNames[c]
	}
	return fmt.Sprintf("%d %s", n, symbolPlurals[c])
}

// ParseSymbol reads a symbol from its name ("sabre") or its letter ("S").
func ParseSymbol(text string) (Symbol, error) {
	for c, name := range symbolNames {
		if text == name || len(text) == 1 && text[0] == Letters[c] {
			return Symbol(c), nil
		}
	}
	return 0, fmt.Errorf("%q is not a symbol: flag, sabre, pistol, key, bottle or tricorn (or F, S, P, K, B, T)", text)
}

// MarshalText writes the symbol's name.
func (c Symbol) MarshalText() ([]byte, error) { return symbolNames.Text(int(c), "cartagena symbol") }

// UnmarshalText reads a symbol's name or letter.
func (c *Symbol) UnmarshalText(b []byte) error {
	v, err := ParseSymbol(string(b))
	if err != nil {
		return err
	}
	*c = v
	return nil
}

// letters writes a list of cards as letters, in the list's order.
func letters(cards []Symbol) string {
	b := make([]byte, len(cards))
	for i, c := range cards {
		b[i] = c.Letter()
	}
	return string(b)
}

// countLetters writes a set of cards, counted per symbol, as sorted letters.
func countLetters(counts []int8) string {
	var b strings.Builder
	for c, n := range counts {
		for range n {
			b.WriteByte(Letters[c])
		}
	}
	return b.String()
}

// parseLetters reads a list of cards written as letters; what names the list
// in the error.
func parseLetters(what, text string) ([]Symbol, error) {
	cards := make([]Symbol, len(text))
	for i := range len(text) {
		k := strings.IndexByte(Letters, text[i])
		if k < 0 {
			return nil, fmt.Errorf("%s: %q at %d is not a card letter (%s)", what, text[i], i+1, Letters)
		}
		cards[i] = Symbol(k)
	}
	return cards, nil
}
