package island

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"testing"
)

// randomSet draws a set and the same set as a map.
func randomSet(r *rand.Rand) (HexSet, map[Hex]bool) {
	var s HexSet
	m := map[Hex]bool{}
	for range r.IntN(80) {
		h := hexAt(r.IntN(Cells))
		s.Add(h)
		m[h] = true
	}
	return s, m
}

func TestHexSetOperationsMatchAMap(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 1))
	for range 300 {
		a, am := randomSet(r)
		b, bm := randomSet(r)
		u, in, mi := a.Union(b), a.Intersect(b), a.Minus(b)
		for i := range Cells {
			h := hexAt(i)
			if a.Has(h) != am[h] {
				t.Fatalf("Has(%v) = %v, want %v", h, a.Has(h), am[h])
			}
			if u.Has(h) != (am[h] || bm[h]) || in.Has(h) != (am[h] && bm[h]) || mi.Has(h) != (am[h] && !bm[h]) {
				t.Fatalf("set operations wrong at %v", h)
			}
		}
		if a.Len() != len(am) {
			t.Fatalf("Len %d, want %d", a.Len(), len(am))
		}
		if in.SubsetOf(a) != true || (a.SubsetOf(b) != mi.Empty()) {
			t.Fatalf("SubsetOf wrong for %v and %v", a, b)
		}
		hexes := a.Hexes()
		if len(hexes) != len(am) || !slices.IsSortedFunc(hexes, func(x, y Hex) int { return mustCell(x) - mustCell(y) }) {
			t.Fatalf("Hexes %v not the %d members in grid order", hexes, len(am))
		}
		if f, ok := a.First(); ok != (len(am) > 0) || ok && f != hexes[0] {
			t.Fatalf("First %v %v, want %v", f, ok, hexes)
		}
	}
}

func TestHexSetAddRemove(t *testing.T) {
	var s HexSet
	h := Hex{4, 4}
	s.Add(h)
	s.Add(h)
	s.Add(Hex{-50, 0})
	if s.Len() != 1 || !s.Has(h) {
		t.Fatalf("after adding %v twice and a hex outside the grid: %v", h, s)
	}
	s.Remove(h)
	if !s.Empty() {
		t.Fatalf("after removing %v: %v", h, s)
	}
	if got := SetOf(Hex{1, 0}, Hex{0, 1}).String(); got != "{(1,0) (0,1)}" {
		t.Errorf("String = %q", got)
	}
}

func TestHexSetAllStopsEarly(t *testing.T) {
	s := SetOf(Hex{1, 1}, Hex{2, 1}, Hex{3, 1})
	n := 0
	for range s.All() {
		n++
		if n == 2 {
			break
		}
	}
	if n != 2 {
		t.Fatalf("visited %d hexes, want to stop at 2", n)
	}
}

func TestHexSetJSON(t *testing.T) {
	s := SetOf(Hex{2, 3}, Hex{5, 1})
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != `[{"q":5,"r":1},{"q":2,"r":3}]` {
		t.Errorf("JSON %s", b)
	}
	var back HexSet
	if err := json.Unmarshal(b, &back); err != nil || back != s {
		t.Fatalf("read back %v %v, want %v", back, err, s)
	}
	if err := json.Unmarshal([]byte(`[{"q":-40,"r":0}]`), &back); err == nil {
		t.Error("accepted a hex outside the grid")
	}
}
