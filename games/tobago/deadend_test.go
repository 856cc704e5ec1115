package tobago

import (
	"testing"

	"caribe/games/tobago/island"
)

// Ruling (progress): on the rulebook island the beach hexes (10,5) and
// (8,6) are alike for every clue of the deck. A map whose candidates are
// just those two can never be narrowed by a clue; the rulebook's only way
// on is the amulet that removes a marker, and amulets appear only when a
// treasure is found. When every map is at such a dead end and nobody holds
// an amulet, no treasure can ever be found. So the player whose turn it is
// may, as the turn's action, clear one candidate of a dead-end map.
func TestDeadEndClearedAsTheTurnsAction(t *testing.T) {
	s := twoHunters(t)
	deadPairs := [Maps][2]island.Hex{
		{H(10, 5), H(8, 6)}, {H(10, 4), H(-1, 8)}, {H(8, 6), H(-1, 7)}, {H(10, 5), H(-1, 7)},
	}
	first := []island.Clue{onBeach, onBeach, clue(island.In, island.BigBeach), notInJungle}
	for m, pair := range deadPairs {
		onMap(t, s, int8(m), 1, first[m])
		candidatesAre(t, s, int8(m), pair[0], pair[1])
	}
	mustCheck(t, s)
	wantBoard(t, s, "vehicles (3,4) (8,6) | amulets | W1:2! G1:2! B1:2! K1:2!")
	clears := 0
	for _, m := range s.Legal(nil) {
		switch m.Kind {
		case PlayClue:
			t.Fatalf("no clue can narrow a dead-end map, yet %v is legal", m)
		case Clear:
			clears++
		}
	}
	if clears != 8 {
		t.Fatalf("%d clearings offered, want both candidates of each of the four maps", clears)
	}
	if v := s.View(0).(View); !v.Maps[white].DeadEnd {
		t.Fatal("the view marks the dead end")
	}
	refused(t, s, Move{Kind: Clear, Map: white, Hex: hx(3, 4)}, "(3,4) is not a candidate of the white map")
	ev := play(t, s, Move{Kind: Clear, Map: white, Hex: hx(8, 6)})
	if r := events[MarkerRemoved](ev); len(r) != 1 || r[0].Why != "dead_end" || r[0].Located == nil || *r[0].Located != H(10, 5) {
		t.Fatalf("clearing (8,6) locates the white treasure at (10,5): %+v", ev)
	}
	if !s.main {
		t.Fatal("clearing is the turn's action")
	}
	refused(t, s, Move{Kind: Clear, Map: grey, Hex: hx(10, 4)}, "already taken its turn's action")
	refused(t, s, removeMarker(white, 10, 5), "no amulet to spend")
}

// Only a dead end is cleared: a map a clue can still narrow is not.
func TestOnlyADeadEndIsCleared(t *testing.T) {
	s := twoHunters(t)
	onMap(t, s, white, 1, nextToHut)
	refused(t, s, Move{Kind: Clear, Map: white, Hex: hx(3, 4)}, "the white map is not at a dead end")
	onMap(t, s, black, 1, inBigJungle)
	candidatesAre(t, s, black, H(3, 4))
	refused(t, s, Move{Kind: Clear, Map: black, Hex: hx(3, 4)}, "the black map is not at a dead end")
}
