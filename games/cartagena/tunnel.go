package cartagena

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
)

// Tunnel is the board: the symbols of spaces 1 to 36 (Tunnel[0] is space 1),
// six segments of six spaces, each segment holding every symbol once.
type Tunnel [Spaces]Symbol

// String writes the tunnel as 36 letters, e.g. "FSPKBTSKPBTF...".
func (t Tunnel) String() string { return letters(t[:]) }

// MarshalText writes the tunnel as 36 letters.
func (t Tunnel) MarshalText() ([]byte, error) {
	for _, c := range t {
		if !c.valid() {
			return nil, fmt.Errorf("cartagena: tunnel holds no symbol %d", int8(c))
		}
	}
	return []byte(t.String()), nil
}

// UnmarshalJSON reads a tunnel written as a string of 36 letters (spaces and
// "|" between segments allowed: "FSPKBT|SKPBTF|...") or as an array of 36
// symbol names or letters, and checks that every segment holds each symbol once.
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
		v, err = ParseTunnel(text)
	case len(b) > 0 && b[0] == '[':
		var names []string
		if err := json.Unmarshal(b, &names); err != nil {
			return fmt.Errorf("tunnel: an array of symbol names: %w", err)
		}
		v, err = tunnelFromNames(names)
	default:
		err = fmt.Errorf("tunnel: want a string of %d letters or an array of %d symbol names, not %s", Spaces, Spaces, b)
	}
	if err != nil {
		return err
	}
	*t = v
	return nil
}

// ParseTunnel reads a tunnel from 36 letters of Letters; spaces and "|" may
// separate the segments. Every segment must hold each symbol once.
func ParseTunnel(text string) (Tunnel, error) {
	var t Tunnel
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
	if n != Spaces {
		return t, fmt.Errorf("tunnel: %d symbols, want %d (six segments of six)", n, Spaces)
	}
	return t, t.validate()
}

func tunnelFromNames(names []string) (Tunnel, error) {
	var t Tunnel
	if len(names) != Spaces {
		return t, fmt.Errorf("tunnel: %d symbols, want %d (six segments of six)", len(names), Spaces)
	}
	for i, name := range names {
		c, err := ParseSymbol(name)
		if err != nil {
			return t, fmt.Errorf("tunnel: space %d: %w", i+1, err)
		}
		t[i] = c
	}
	return t, t.validate()
}

// validate checks that every segment holds each symbol exactly once.
func (t Tunnel) validate() error {
	for seg := range Segments {
		var seen [Symbols]int
		for _, c := range t[seg*SegmentSpaces : (seg+1)*SegmentSpaces] {
			if !c.valid() {
				return fmt.Errorf("tunnel: segment %d holds no symbol %d", seg+1, int8(c))
			}
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

// randomTunnel lays the six segments with their symbols in random order.
func randomTunnel(r *rand.Rand) Tunnel {
	var t Tunnel
	for seg := range Segments {
		for i, k := range r.Perm(Symbols) {
			t[seg*SegmentSpaces+i] = Symbol(k)
		}
	}
	return t
}

// At is the symbol of tunnel space pos, 1 to 36.
func (t Tunnel) At(pos int) Symbol { return t[pos-1] }
