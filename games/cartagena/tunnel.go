package cartagena

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
)

// Tunnel is the board: the symbols of spaces 1 to 36 (Tunnel[0] is space 1),
// six segments of six spaces, each segment holding every symbol once. A
// tunnel of fewer segments (the segments option) fills its first spaces and
// holds no symbol in the others.
type Tunnel [Spaces]Symbol

// noSymbol marks the cells of a Tunnel past its last space.
const noSymbol Symbol = -1

// Len is the number of spaces: the cells up to the first that holds no
// symbol, 36 in the rulebook's tunnel.
func (t Tunnel) Len() int {
	for i, c := range t {
		if !c.valid() {
			return i
		}
	}
	return Spaces
}

// String writes the tunnel as one letter a space, e.g. "FSPKBTSKPBTF...".
func (t Tunnel) String() string { return letters(t[:t.Len()]) }

// MarshalText writes the tunnel as one letter a space.
func (t Tunnel) MarshalText() ([]byte, error) {
	for _, c := range t[t.Len():] {
		if c != noSymbol {
			return nil, fmt.Errorf("cartagena: tunnel holds no symbol %d", int8(c))
		}
	}
	return []byte(t.String()), nil
}

// UnmarshalJSON reads a tunnel written as a string of letters (spaces and
// "|" between segments allowed: "FSPKBT|SKPBTF|...") or as an array of
// symbol names or letters, at most 36. How many spaces it must have and
// whether every segment holds each symbol once is checked with the other
// options (the segments option says how many).
func (t *Tunnel) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	var v Tunnel
	var err error
	switch {
	case len(b) > 0 && b[0] == '"':
		var text string
		if err := json.Unmarshal(b, &text); err != nil {
			return fmt.Errorf("tunnel: %w", err)
		}
		v, err = readTunnel(text)
	case len(b) > 0 && b[0] == '[':
		var names []string
		if err := json.Unmarshal(b, &names); err != nil {
			return fmt.Errorf("tunnel: an array of symbol names: %w", err)
		}
		v, err = tunnelFromNames(names)
	default:
		err = fmt.Errorf("tunnel: want a string of %d letters or an array of %d symbol names (six a segment), not %s", Spaces, Spaces, b)
	}
	if err != nil {
		return err
	}
	*t = v
	return nil
}

// ParseTunnel reads a tunnel from the letters of Letters, six a segment,
// 36 for the rulebook's six segments; spaces and "|" may separate the
// segments. Every segment must hold each symbol once.
func ParseTunnel(text string) (Tunnel, error) {
	t, err := readTunnel(text)
	if err != nil {
		return t, err
	}
	return t, t.validate()
}

// readTunnel reads up to 36 letters, checking nothing else.
func readTunnel(text string) (Tunnel, error) {
	t := emptyTunnel()
	n := 0
	for i := range len(text) {
		ch := text[i]
		if ch == ' ' || ch == '|' || ch == '\t' || ch == '\n' {
			continue
		}
		k := strings.IndexByte(Letters, ch)
		if k < 0 {
			return t, fmt.Errorf("tunnel: %q is not a symbol letter (%s)", ch, Letters)
		}
		if n == Spaces {
			return t, fmt.Errorf("tunnel: more than %d symbols in %q", Spaces, text)
		}
		t[n] = Symbol(k)
		n++
	}
	return t, nil
}

// tunnelFromNames reads up to 36 symbol names or letters, checking nothing
// else.
func tunnelFromNames(names []string) (Tunnel, error) {
	t := emptyTunnel()
	if len(names) > Spaces {
		return t, fmt.Errorf("tunnel: %d symbols, more than %d", len(names), Spaces)
	}
	for i, name := range names {
		c, err := ParseSymbol(name)
		if err != nil {
			return t, fmt.Errorf("tunnel: space %d: %w", i+1, err)
		}
		t[i] = c
	}
	return t, nil
}

// emptyTunnel is a tunnel of no space.
func emptyTunnel() Tunnel {
	var t Tunnel
	for i := range t {
		t[i] = noSymbol
	}
	return t
}

// validate checks that the tunnel is whole segments, at least one, and that
// every segment holds each symbol exactly once.
func (t Tunnel) validate() error {
	n := t.Len()
	if n == 0 || n%SegmentSpaces != 0 {
		return fmt.Errorf("tunnel: %d symbols, want whole segments of six (6 to %d)", n, Spaces)
	}
	for i, c := range t[n:] {
		switch {
		case i == 0 && c != noSymbol:
			return fmt.Errorf("tunnel: space %d holds no symbol %d", n+1, int8(c))
		case c != noSymbol:
			return fmt.Errorf("tunnel: space %d holds no symbol, yet space %d holds a %s", n+1, n+i+1, c)
		}
	}
	for seg := range n / SegmentSpaces {
		var seen [Symbols]int
		for _, c := range t[seg*SegmentSpaces : (seg+1)*SegmentSpaces] {
			seen[c]++
		}
		var wrong []string
		for c, n := range seen {
			switch {
			case n == 0:
				wrong = append(wrong, "no "+symbolNames[c])
			case n > 1:
				wrong = append(wrong, Symbol(c).plural(n))
			}
		}
		if wrong != nil {
			return fmt.Errorf("tunnel: segment %d (spaces %d-%d) holds %s: each segment holds each symbol once",
				seg+1, seg*SegmentSpaces+1, (seg+1)*SegmentSpaces, strings.Join(wrong, " and "))
		}
	}
	return nil
}

// randomTunnel lays the given number of segments with their symbols in
// random order.
func randomTunnel(r *rand.Rand, segments int) Tunnel {
	t := emptyTunnel()
	for seg := range segments {
		for i, k := range r.Perm(Symbols) {
			t[seg*SegmentSpaces+i] = Symbol(k)
		}
	}
	return t
}

// At is the symbol of tunnel space pos, 1 to the tunnel's length.
func (t Tunnel) At(pos int) Symbol { return t[pos-1] }
