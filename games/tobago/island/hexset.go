package island

import (
	"encoding/json"
	"fmt"
	"iter"
	"math/bits"
	"strings"
)

const words = (Cells + 63) / 64

// HexSet is a set of hexes of the grid as a fixed-size bitset. It is a value:
// copying it copies the set, == compares two sets, and no operation
// allocates. Hexes outside the grid are never members.
type HexSet struct {
	w [words]uint64
}

// SetOf is the set of the given hexes; hexes outside the grid are left out.
func SetOf(hexes ...Hex) HexSet {
	var s HexSet
	for _, h := range hexes {
		s.Add(h)
	}
	return s
}

// Add puts h in the set; a hex outside the grid is ignored.
func (s *HexSet) Add(h Hex) {
	if i, ok := cellOf(h); ok {
		s.add(i)
	}
}

// Remove takes h out of the set.
func (s *HexSet) Remove(h Hex) {
	if i, ok := cellOf(h); ok {
		s.del(i)
	}
}

// Has reports whether h is in the set.
func (s HexSet) Has(h Hex) bool {
	i, ok := cellOf(h)
	return ok && s.has(i)
}

// Len is the number of hexes in the set.
func (s HexSet) Len() int {
	n := 0
	for _, w := range s.w {
		n += bits.OnesCount64(w)
	}
	return n
}

// Empty reports whether the set has no hex.
func (s HexSet) Empty() bool { return s == HexSet{} }

// Union is the hexes in s or t.
func (s HexSet) Union(t HexSet) HexSet {
	for k := range s.w {
		s.w[k] |= t.w[k]
	}
	return s
}

// Intersect is the hexes in both s and t.
func (s HexSet) Intersect(t HexSet) HexSet {
	for k := range s.w {
		s.w[k] &= t.w[k]
	}
	return s
}

// Minus is the hexes in s but not in t.
func (s HexSet) Minus(t HexSet) HexSet {
	for k := range s.w {
		s.w[k] &^= t.w[k]
	}
	return s
}

// SubsetOf reports whether every hex of s is in t.
func (s HexSet) SubsetOf(t HexSet) bool { return s.Minus(t).Empty() }

// First is the first hex of the set in grid order (row by row, west to
// east); ok is false when the set is empty.
func (s HexSet) First() (h Hex, ok bool) {
	for k, w := range s.w {
		if w != 0 {
			return hexAt(k<<6 | bits.TrailingZeros64(w)), true
		}
	}
	return Hex{}, false
}

// All yields the hexes of the set in grid order.
func (s HexSet) All() iter.Seq[Hex] {
	return func(yield func(Hex) bool) {
		for k, w := range s.w {
			for w != 0 {
				if !yield(hexAt(k<<6 | bits.TrailingZeros64(w))) {
					return
				}
				w &= w - 1
			}
		}
	}
}

// Hexes is the set as a slice in grid order.
func (s HexSet) Hexes() []Hex {
	out := make([]Hex, 0, s.Len())
	for h := range s.All() {
		out = append(out, h)
	}
	return out
}

// String lists the hexes: "{(1,2) (2,2)}".
func (s HexSet) String() string {
	var b strings.Builder
	b.WriteByte('{')
	for h := range s.All() {
		if b.Len() > 1 {
			b.WriteByte(' ')
		}
		b.WriteString(h.String())
	}
	b.WriteByte('}')
	return b.String()
}

// MarshalJSON writes the set as a list of hexes in grid order.
func (s HexSet) MarshalJSON() ([]byte, error) { return json.Marshal(s.Hexes()) }

// UnmarshalJSON reads a list of hexes, refusing hexes outside the grid.
func (s *HexSet) UnmarshalJSON(b []byte) error {
	var hexes []Hex
	if err := json.Unmarshal(b, &hexes); err != nil {
		return fmt.Errorf("a hex set is a list like [{\"q\":1,\"r\":2}]: %w", err)
	}
	*s = HexSet{}
	for _, h := range hexes {
		if !h.InGrid() {
			return fmt.Errorf("hex %v lies outside the %d×%d grid", h, Cols, Rows)
		}
		s.Add(h)
	}
	return nil
}

// add, del and has work on grid indexes.
func (s *HexSet) add(i int)     { s.w[i>>6] |= 1 << (i & 63) }
func (s *HexSet) del(i int)     { s.w[i>>6] &^= 1 << (i & 63) }
func (s HexSet) has(i int) bool { return s.w[i>>6]&(1<<(i&63)) != 0 }

// cells calls f with the grid index of each member, in order.
func (s HexSet) cells(f func(int)) {
	for k, w := range s.w {
		for w != 0 {
			f(k<<6 | bits.TrailingZeros64(w))
			w &= w - 1
		}
	}
}
