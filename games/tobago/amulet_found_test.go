package tobago

import "testing"

// The rulebook, "Опытные игроки": «Амулеты действуют только на тех картах
// сокровищ, где клад еще не найден», and «Клад найден, как только на карте
// остается только один маркер». A map whose treasure is located (one
// marker left) but not yet raised takes no amulet power: Legal offers none
// naming it and Apply refuses each, naming the rule.

// foundRule is what every refusal on a found map says.
const foundRule = "the white treasure is found (one marker left): amulets act only on maps whose treasure is not yet found"

// foundWhite is twoHunters with four amulets for seat 0: on the white map
// seat 1's "next to a hut" and "in jungle", then seat 0's "next to a palm",
// played as its action, which locates the treasure at (3,4), under seat
// 0's vehicle (not raised yet). The grey map holds one clue of each seat
// and is far from found.
func foundWhite(t *testing.T) *State {
	t.Helper()
	s := twoHunters(t)
	s.amulets[0] = 4
	onMap(t, s, white, 1, nextToHut, inJungle)
	onMap(t, s, grey, 1, notInJungle)
	onMap(t, s, grey, 0, nextToPalm)
	ev := play(t, s, playOn(nextToPalm, white))
	if c := events[CluePlayed](ev); len(c) != 1 || c[0].Located == nil || *c[0].Located != H(3, 4) {
		t.Fatalf("seat 0's clue locates the white treasure at (3,4): %+v", ev)
	}
	return s
}

// amuletsOffered lists the amulet moves of power p that Legal offers on map m.
func amuletsOffered(s *State, p Power, m int8) []Move {
	var out []Move
	for _, l := range s.Legal(nil) {
		if l.Kind == UseAmulet && l.Power == p && l.Map == m {
			out = append(out, l)
		}
	}
	return out
}

// "Двойная игра" on a found map: not even on the clue just played, which
// found it; on the grey map it is offered and played.
func TestAmuletDoubleRefusedOnAFoundMap(t *testing.T) {
	s := foundWhite(t)
	if l := amuletsOffered(s, DoublePlay, white); len(l) != 0 {
		t.Fatalf("double play offered on the found white map: %v", l)
	}
	refused(t, s, Move{Kind: UseAmulet, Power: DoublePlay, Map: white, At: 2}, foundRule)
	if l := amuletsOffered(s, DoublePlay, grey); len(l) != 1 || l[0].At != 1 {
		t.Fatalf("double play offered on seat 0's grey clue: %v", l)
	}
	play(t, s, Move{Kind: UseAmulet, Power: DoublePlay, Map: grey, At: 1})
}

// "Замена роз ветров" on a found map: refused; on the grey map offered
// and played.
func TestAmuletSwapRefusedOnAFoundMap(t *testing.T) {
	s := foundWhite(t)
	if l := amuletsOffered(s, SwapRoses, white); len(l) != 0 {
		t.Fatalf("swap offered on the found white map: %v", l)
	}
	refused(t, s, Move{Kind: UseAmulet, Power: SwapRoses, Map: white, At: 0, With: 2}, foundRule)
	if l := amuletsOffered(s, SwapRoses, grey); len(l) != 1 {
		t.Fatalf("one swap offered on the grey map: %v", l)
	}
	play(t, s, Move{Kind: UseAmulet, Power: SwapRoses, Map: grey, At: 0, With: 1})
}

// "Открыть один из участков" on a found map: its one marker is the last,
// which is never removed, and the map is found besides.
func TestAmuletRemoveMarkerRefusedOnAFoundMap(t *testing.T) {
	s := foundWhite(t)
	if l := amuletsOffered(s, RemoveMarker, white); len(l) != 0 {
		t.Fatalf("remove_marker offered on the found white map: %v", l)
	}
	refused(t, s, removeMarker(white, 3, 4), "only the last white marker is left, and a map's last marker is never removed; "+foundRule)
}

// "Разыграть карту-ключ" on a found map: no clue narrows it, and the
// amulet's clue is refused by the rule of found maps (action A by the
// rule that a complete map takes no clue).
func TestAmuletClueRefusedOnAFoundMap(t *testing.T) {
	s := twoHunters(t)
	s.amulets[0] = 1
	onMap(t, s, white, 1, nextToHut, inJungle, nextToPalm)
	if l := amuletsOffered(s, ExtraClue, white); len(l) != 0 {
		t.Fatalf("an amulet's clue offered on the found white map: %v", l)
	}
	refused(t, s, extraClue(nextToHut, white), foundRule)
	refused(t, s, playOn(nextToHut, white), "the map is complete: its treasure lies at (3,4)")
	play(t, s, extraClue(nextToHut, grey))
}
