package term

import (
	"encoding/json"

	"caribe/games/tobago"
	"caribe/games/tobago/island"
)

// tbFocus is what the move under the cursor points at: hexes of the
// island, a map and rows of its clues, a clue card, the card on offer.
type tbFocus struct {
	hexes island.HexSet
	// m is the map the move concerns, -1 for none; after is how many hexes
	// the clue leaves on it, -1 for no clue.
	m, after int
	rows     []int
	clue     *island.Clue
	offer    bool
}

// focus reads the move under the cursor.
func (b *tbBoard) focus(cursor json.RawMessage) tbFocus {
	f := tbFocus{m: -1, after: -1}
	var mv tobago.Move
	if len(cursor) == 0 || json.Unmarshal(cursor, &mv) != nil {
		return f
	}
	hex := island.HexOf(int(mv.Hex))
	switch {
	case mv.Kind == tobago.Place || mv.Kind == tobago.Step:
		f.hexes.Add(hex)
	case mv.Kind == tobago.PlayClue || mv.Kind == tobago.UseAmulet && mv.Power == tobago.ExtraClue:
		c := mv.Clue
		f.m, f.clue = int(mv.Map), &c
		if f.m < len(b.v.Maps) {
			f.hexes = b.mapCandidates(f.m).Intersect(b.is.ClueSet(c))
			f.after = f.hexes.Len()
		}
	case mv.Kind == tobago.Raise:
		f.m = int(mv.Map)
		if f.m < len(b.v.Maps) && b.v.Maps[f.m].Located != nil {
			f.hexes.Add(*b.v.Maps[f.m].Located)
		}
	case mv.Kind == tobago.Clear || mv.Kind == tobago.UseAmulet && mv.Power == tobago.RemoveMarker:
		f.m = int(mv.Map)
		f.hexes.Add(hex)
	case mv.Kind == tobago.UseAmulet && mv.Power == tobago.DoublePlay:
		f.m, f.rows = int(mv.Map), []int{int(mv.At)}
	case mv.Kind == tobago.UseAmulet && mv.Power == tobago.SwapRoses:
		f.m, f.rows = int(mv.Map), []int{int(mv.At), int(mv.With)}
	case mv.Kind == tobago.Take || mv.Kind == tobago.Pass:
		f.offer = true
	}
	return f
}

// row reports whether clue row k of map m is pointed at.
func (f tbFocus) row(m, k int) bool {
	if f.m != m {
		return false
	}
	for _, r := range f.rows {
		if r == k {
			return true
		}
	}
	return false
}
