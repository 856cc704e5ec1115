package island

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// Grid indexes and hexes convert both ways, and NextCell visits exactly the
// members All yields, in the same order.
func TestCellsMatchHexes(t *testing.T) {
	for i := range Cells {
		h := HexOf(i)
		if j, ok := CellOf(h); !ok || j != i {
			t.Fatalf("CellOf(HexOf(%d)) = %d, %v", i, j, ok)
		}
	}
	if _, ok := CellOf(Hex{-50, 3}); ok {
		t.Error("a hex outside the grid has no grid index")
	}
	r := rand.New(rand.NewPCG(3, 3))
	for range 200 {
		s, _ := randomSet(r)
		var got []Hex
		for i := s.NextCell(0); i >= 0; i = s.NextCell(i + 1) {
			if !s.HasCell(i) {
				t.Fatalf("NextCell gave %d, not a member", i)
			}
			got = append(got, HexOf(i))
		}
		if want := s.Hexes(); !slices.Equal(got, want) && len(want) > 0 {
			t.Fatalf("NextCell visits %v, All %v", got, want)
		}
		c := s
		if i := c.NextCell(0); i >= 0 {
			c.RemoveCell(i)
			if c.HasCell(i) || c.Len() != s.Len()-1 {
				t.Fatal("RemoveCell did not remove")
			}
			c.AddCell(i)
			if c != s {
				t.Fatal("AddCell did not restore")
			}
		}
	}
	var e HexSet
	if e.NextCell(0) != -1 || e.HasCell(-1) || e.HasCell(Cells) {
		t.Error("the empty set has no member")
	}
}
