package server

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// decodeStrict decodes data, which must be exactly one JSON object, into v.
// Beyond what encoding/json checks, it refuses what that package would let
// through silently: text that is not valid UTF-8 (raw, or a \u escape of a
// lone surrogate), which it would replace with U+FFFD; a field given
// twice, of which it would keep the last; and anything after the object.
// It refuses unknown fields too. Each error names the field at fault.
func decodeStrict(data []byte, v any) error {
	trimmed := bytes.TrimLeft(data, " \t\r\n")
	switch {
	case len(trimmed) == 0:
		return io.EOF
	case trimmed[0] != '{':
		return errors.New("a JSON object is expected")
	}
	w := walker{data: data}
	end, err := w.value(0)
	if err != nil && !errors.Is(err, errSyntax) {
		return err
	}
	if err == nil {
		if rest := bytes.TrimSpace(data[end:]); len(rest) > 0 {
			return fmt.Errorf("%d bytes after the JSON object (%.20q…): send one object only", len(rest), rest)
		}
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if derr := dec.Decode(v); derr != nil || err == nil {
		return derr
	}
	return err
}

// errSyntax stops a walk at malformed JSON, which the decoder then
// describes.
var errSyntax = errors.New("not well-formed JSON")

// walker checks one JSON value's text and keys, byte by byte.
type walker struct {
	data []byte
	// path leads to the value being walked, to name a field at fault.
	path []step
	// keys holds the keys met so far in each object being walked, the
	// outer objects' first.
	keys [][]byte
}

// step is one object's current key or one array's current index.
type step struct {
	array bool
	index int
	key   []byte
}

// value walks the value at i, after white space, and returns where it
// ends.
func (w *walker) value(i int) (int, error) {
	i = w.space(i)
	if i >= len(w.data) {
		return i, errSyntax
	}
	switch w.data[i] {
	case '{':
		return w.object(i + 1)
	case '[':
		return w.array(i + 1)
	case '"':
		end, ok := w.text(i)
		switch {
		case !ok:
			return end, fmt.Errorf("%s is not valid UTF-8", where(w.path))
		case end < 0:
			return i, errSyntax
		}
		return end, nil
	}
	// A number, true, false or null: the decoder checks them.
	for i < len(w.data) {
		switch w.data[i] {
		case ',', ']', '}', ' ', '\t', '\r', '\n':
			return i, nil
		}
		i++
	}
	return i, nil
}

// object walks an object's members from i, after its brace.
func (w *walker) object(i int) (int, error) {
	base := len(w.keys)
	w.path = append(w.path, step{})
	defer func() {
		w.path = w.path[:len(w.path)-1]
		w.keys = w.keys[:base]
	}()
	if i = w.space(i); i < len(w.data) && w.data[i] == '}' {
		return i + 1, nil
	}
	for {
		if i = w.space(i); i >= len(w.data) || w.data[i] != '"' {
			return i, errSyntax
		}
		end, ok := w.text(i)
		switch {
		case !ok:
			return end, fmt.Errorf("a key in %s is not valid UTF-8", where(w.path[:len(w.path)-1]))
		case end < 0:
			return i, errSyntax
		}
		key := w.data[i+1 : end-1]
		if bytes.IndexByte(key, '\\') >= 0 {
			var s string
			if json.Unmarshal(w.data[i:end], &s) != nil {
				return i, errSyntax
			}
			key = []byte(s)
		}
		w.path[len(w.path)-1].key = key
		for _, k := range w.keys[base:] {
			if bytes.Equal(k, key) {
				return i, fmt.Errorf("%s is given twice", where(w.path))
			}
		}
		w.keys = append(w.keys, key)
		if i = w.space(end); i >= len(w.data) || w.data[i] != ':' {
			return i, errSyntax
		}
		var err error
		if i, err = w.value(i + 1); err != nil {
			return i, err
		}
		if i = w.space(i); i >= len(w.data) {
			return i, errSyntax
		}
		switch w.data[i] {
		case ',':
			i++
		case '}':
			return i + 1, nil
		default:
			return i, errSyntax
		}
	}
}

// array walks an array's elements from i, after its bracket.
func (w *walker) array(i int) (int, error) {
	w.path = append(w.path, step{array: true})
	defer func() { w.path = w.path[:len(w.path)-1] }()
	if i = w.space(i); i < len(w.data) && w.data[i] == ']' {
		return i + 1, nil
	}
	for n := 0; ; n++ {
		w.path[len(w.path)-1].index = n
		var err error
		if i, err = w.value(i); err != nil {
			return i, err
		}
		if i = w.space(i); i >= len(w.data) {
			return i, errSyntax
		}
		switch w.data[i] {
		case ',':
			i++
		case ']':
			return i + 1, nil
		default:
			return i, errSyntax
		}
	}
}

// text reads the string whose quote is at i. It returns where the string
// ends, after its closing quote (-1 if it does not end), and whether its
// text is valid UTF-8 escaping no lone surrogate (false stops the reading).
func (w *walker) text(i int) (int, bool) {
	s := w.data
	for j := i + 1; j < len(s); {
		switch c := s[j]; {
		case c == '"':
			return j + 1, true
		case c == '\\':
			if j+1 >= len(s) {
				return -1, true
			}
			if s[j+1] != 'u' {
				j += 2
				continue
			}
			r, ok := hex4(s[j+2:])
			if !ok {
				return -1, true
			}
			j += 6
			if !utf16.IsSurrogate(r) {
				continue
			}
			// A high surrogate, then a low one, is one character.
			if r >= 0xDC00 || len(s) < j+6 || s[j] != '\\' || s[j+1] != 'u' {
				return j, false
			}
			if low, ok := hex4(s[j+2:]); !ok || low < 0xDC00 || low > 0xDFFF {
				return j, false
			}
			j += 6
		case c < utf8.RuneSelf:
			j++
		default:
			r, size := utf8.DecodeRune(s[j:])
			if r == utf8.RuneError && size == 1 {
				return j, false
			}
			j += size
		}
	}
	return -1, true
}

// space skips white space from i.
func (w *walker) space(i int) int {
	for i < len(w.data) {
		switch w.data[i] {
		case ' ', '\t', '\r', '\n':
			i++
		default:
			return i
		}
	}
	return i
}

// hex4 reads the four hex digits b begins with.
func hex4(b []byte) (rune, bool) {
	if len(b) < 4 {
		return 0, false
	}
	var r rune
	for _, c := range b[:4] {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c -= 'a' - 10
		case 'A' <= c && c <= 'F':
			c -= 'A' - 10
		default:
			return 0, false
		}
		r = r<<4 | rune(c)
	}
	return r, true
}

// where names the value a path leads to: "join.nick", "seats[1].bot", or
// "the JSON object" itself.
func where(path []step) string {
	var b []byte
	for _, s := range path {
		if s.array {
			b = append(b, '[')
			b = strconv.AppendInt(b, int64(s.index), 10)
			b = append(b, ']')
			continue
		}
		if len(b) > 0 {
			b = append(b, '.')
		}
		b = append(b, s.key...)
	}
	if len(b) == 0 {
		return "the JSON object"
	}
	return string(b)
}
