package table

import (
	"bytes"
	"fmt"
	"slices"
)

// member is one member of a JSON object: its key, quotes left out, and its
// value, both as written.
type member struct{ key, value []byte }

// appendRevealed appends the game's whole state, state as the engine
// encodes it, without its generator (the member "rng"), from which the
// seed could be worked back: its members in the order of their keys, as
// encoding/json writes a map.
//
// state must be what json.Marshal writes for a struct: an object, compact,
// its keys unescaped and each once, its strings escaped for HTML; its
// members are then written as they are, never scanned again.
func appendRevealed(b, state []byte) ([]byte, error) {
	members, err := objectMembers(state)
	if err != nil {
		return nil, fmt.Errorf("the game's state: %w", err)
	}
	slices.SortFunc(members, func(x, y member) int { return bytes.Compare(x.key, y.key) })
	b = append(b, '{')
	first := true
	for i, m := range members {
		if i > 0 && bytes.Equal(m.key, members[i-1].key) {
			return nil, fmt.Errorf("the game's state: member %q twice", m.key)
		}
		if string(m.key) == "rng" {
			continue
		}
		if !first {
			b = append(b, ',')
		}
		first = false
		b = append(b, '"')
		b = append(b, m.key...)
		b = append(b, `":`...)
		b = append(b, m.value...)
	}
	return append(b, '}'), nil
}

// objectMembers splits a compact JSON object, as json.Marshal writes it,
// into its members, finding only where each begins and ends.
func objectMembers(data []byte) ([]member, error) {
	if len(data) < 2 || data[0] != '{' || data[len(data)-1] != '}' {
		return nil, fmt.Errorf("not a compact JSON object")
	}
	var members []member
	end := len(data) - 1
	for i := 1; i < end; {
		k, err := stringEnd(data, i)
		if err != nil {
			return nil, err
		}
		key := data[i+1 : k-1]
		if bytes.IndexByte(key, '\\') >= 0 {
			return nil, fmt.Errorf("key %s is escaped", data[i:k])
		}
		if k >= end || data[k] != ':' {
			return nil, fmt.Errorf("no colon after key %s", data[i:k])
		}
		v, err := valueEnd(data, k+1, end)
		if err != nil {
			return nil, fmt.Errorf("member %s: %w", data[i:k], err)
		}
		members = append(members, member{key: key, value: data[k+1 : v]})
		switch {
		case v == end:
			i = v
		case data[v] == ',' && v+1 < end:
			i = v + 1
		default:
			return nil, fmt.Errorf("member %s: no comma after its value", data[i:k])
		}
	}
	return members, nil
}

// stringEnd is the index just after the JSON string that begins at
// data[i].
func stringEnd(data []byte, i int) (int, error) {
	if i >= len(data) || data[i] != '"' {
		return 0, fmt.Errorf("no string at byte %d", i)
	}
	for j := i + 1; ; {
		q := bytes.IndexByte(data[j:], '"')
		if q < 0 {
			return 0, fmt.Errorf("string at byte %d does not end", i)
		}
		j += q
		escapes := 0
		for data[j-1-escapes] == '\\' {
			escapes++
		}
		j++
		if escapes%2 == 0 {
			return j, nil
		}
	}
}

// valueEnd is the index just after the compact JSON value that begins at
// data[i], within data[:end].
func valueEnd(data []byte, i, end int) (int, error) {
	if i >= end || data[i] == ',' {
		return 0, fmt.Errorf("no value")
	}
	depth := 0
	for j := i; j < end; j++ {
		switch data[j] {
		case '"':
			k, err := stringEnd(data[:end], j)
			if err != nil {
				return 0, err
			}
			j = k - 1
		case '{', '[':
			depth++
		case '}', ']':
			if depth == 0 {
				return 0, fmt.Errorf("unbalanced %q at byte %d", data[j], j)
			}
			depth--
		case ',':
			if depth == 0 {
				return j, nil
			}
		case ' ', '\t', '\n', '\r':
			return 0, fmt.Errorf("space at byte %d: not compact", j)
		}
		if depth == 0 && j+1 == end {
			return end, nil
		}
	}
	return 0, fmt.Errorf("value at byte %d does not end", i)
}
