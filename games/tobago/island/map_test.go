package island

import (
	"strings"
	"testing"
)

func TestNewMapHasEveryLandHex(t *testing.T) {
	is := parseIsland(t, rulebookIsland)
	m := NewMap(is)
	if m.Candidates != is.Land() || len(m.Clues) != 0 {
		t.Fatalf("new map: %d candidates, clues %v", m.Candidates.Len(), m.Clues)
	}
	if _, shown := m.Markers(); shown {
		t.Error("markers shown on an empty map")
	}
}

// README ruling: markers are on the island once a map's candidates number
// 17 or fewer.
func TestMarkersAppearAtSeventeen(t *testing.T) {
	is := parseIsland(t, rulebookIsland)
	m := NewMap(is)
	for h := range is.Land().All() {
		if m.Candidates.Len() == MarkerLimit+1 {
			break
		}
		m.Candidates.Remove(h)
	}
	if _, shown := m.Markers(); shown {
		t.Fatalf("markers shown with %d candidates", m.Candidates.Len())
	}
	h, _ := m.Candidates.First()
	m.Candidates.Remove(h)
	if got, shown := m.Markers(); !shown || got != m.Candidates || got.Len() != 17 {
		t.Fatalf("with 17 candidates: markers %v shown %v", got, shown)
	}
}

func TestPlayLeavesTheOldMapAlone(t *testing.T) {
	is := parseIsland(t, rulebookIsland)
	a := play(t, is, NewMap(is), Clue{NextTo, HutLabel})
	b := play(t, is, a, Clue{In, JungleLabel})
	c := play(t, is, a, Clue{NotIn, JungleLabel})
	if len(a.Clues) != 1 || a.Candidates.Len() != 14 {
		t.Fatalf("the first map changed: %v, %d candidates", a.Clues, a.Candidates.Len())
	}
	if b.Clues[1] != (Clue{In, JungleLabel}) || c.Clues[1] != (Clue{NotIn, JungleLabel}) {
		t.Fatalf("two maps grown from one share their clues: %v and %v", b.Clues, c.Clues)
	}
	if b.Candidates.Union(c.Candidates) != a.Candidates || !b.Candidates.Intersect(c.Candidates).Empty() {
		t.Fatal("in jungle and not in jungle do not split the candidates")
	}
}

func TestCanPlayErrors(t *testing.T) {
	is := parseIsland(t, rulebookIsland)
	located := play(t, is, NewMap(is), Clue{NextTo, HutLabel}, Clue{In, JungleLabel}, Clue{NextTo, PalmLabel})
	trimmed := play(t, is, NewMap(is), Clue{NextTo, HutLabel})
	for _, h := range []Hex{{10, 5}, {8, 6}, {-1, 7}, {5, 3}} { // the hexes next to a statue
		trimmed.Candidates.Remove(h)
	}
	for _, c := range []struct {
		name string
		m    Map
		clue Clue
		want string
	}{
		{"first clue that allows nothing", NewMap(is), Clue{In, OceanLabel}, "no land hex is the ocean"},
		{"first clue that allows everything", NewMap(is), Clue{NotIn, OceanLabel}, "the clue does not narrow the map: all 64 candidates are already not the ocean"},
		{"map already located", located, Clue{In, BeachLabel}, "the map is complete: its treasure lies at (3,4)"},
		{"markers removed by an amulet", trimmed, Clue{NextTo, StatueLabel}, "no remaining candidate is next to a statue"},
		{"unknown clue", NewMap(is), Clue{Kind: 6}, "unknown clue"},
		{"several clues before", play(t, is, NewMap(is), Clue{NextTo, HutLabel}, Clue{In, JungleLabel}), Clue{In, LakeLabel},
			"no hex is both a lake and next to a hut and jungle"},
	} {
		err := c.m.CanPlay(is, c.clue)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
}

func TestCanPlayAndClueSetDoNotAllocate(t *testing.T) {
	is := parseIsland(t, rulebookIsland)
	m := play(t, is, NewMap(is), Clue{NextTo, HutLabel})
	c := Clue{In, JungleLabel}
	if n := testing.AllocsPerRun(100, func() {
		if m.CanPlay(is, c) != nil {
			t.Fatal("refused")
		}
		_ = m.Candidates.Intersect(is.ClueSet(c))
	}); n != 0 {
		t.Fatalf("%v allocations per legal clue check, want 0", n)
	}
}
