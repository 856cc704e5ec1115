package engine

import (
	"fmt"
	"strings"
)

// Names is an enum's name table: the name of value i at index i, "" for a
// value with no name (such as a zero that means "none").
type Names []string

// Name is value i's name, or what(i) for a value out of the table.
func (n Names) Name(i int, what string) string {
	if i < 0 || i >= len(n) || n[i] == "" {
		return fmt.Sprintf("%s(%d)", what, i)
	}
	return n[i]
}

// Text is value i's name as text, or an error naming the value out of the
// table (for MarshalText).
func (n Names) Text(i int, what string) ([]byte, error) {
	if i < 0 || i >= len(n) || n[i] == "" {
		return nil, fmt.Errorf("no %s %d", what, i)
	}
	return []byte(n[i]), nil
}

// Parse finds the value named name, or returns an error listing the names
// (for UnmarshalText).
func (n Names) Parse(name, what string) (int, error) {
	if i, ok := n.Index(name); ok {
		return i, nil
	}
	return 0, fmt.Errorf("%s %q is not one of %s", what, name, n)
}

// Index finds the value named name.
func (n Names) Index(name string) (int, bool) {
	for i, m := range n {
		if m != "" && m == name {
			return i, true
		}
	}
	return 0, false
}

// String lists the names, comma-separated.
func (n Names) String() string {
	var out []string
	for _, m := range n {
		if m != "" {
			out = append(out, m)
		}
	}
	return strings.Join(out, ", ")
}
