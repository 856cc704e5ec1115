package tobago

import (
	"testing"

	"caribe/games/tobago/island"
	"github.com/google/go-cmp/cmp"
)

// "Открыть один из участков": an amulet removes any marker on the island,
// never a map's last; without an amulet, or before a map's markers are on
// the island (17 candidates or fewer), there is nothing to remove.
func TestRemoveMarkerRules(t *testing.T) {
	s := twoHunters(t)
	onMap(t, s, white, 1, nextToHut, inJungle)
	onMap(t, s, grey, 1, notInJungle)
	onMap(t, s, black, 1, inBigJungle)
	candidatesAre(t, s, black, H(3, 4))
	refused(t, s, removeMarker(white, 3, 4), "no amulet to spend")
	s.amulets[0] = 3
	refused(t, s, removeMarker(grey, 6, 1), "the grey map's markers are not on the island yet (52 candidates; they go down at 17)")
	refused(t, s, removeMarker(black, 3, 4), "only the last black marker is left")
	refused(t, s, removeMarker(white, 6, 1), "(6,1) holds no white marker")
	ev := play(t, s, removeMarker(white, 3, 4))
	if r := events[MarkerRemoved](ev); len(r) != 1 || r[0].Candidates != 5 || r[0].Why != "amulet" {
		t.Fatalf("one of 6 white markers removed: %+v", ev)
	}
	if s.main || s.amulets[0] != 2 {
		t.Fatalf("an amulet's power is not the turn's action: %v", s)
	}
	refused(t, s, playOn(nextToPalm, white), "no remaining candidate is next to a palm")
}

// "Разыграть карту-ключ": an extra clue is not the turn's action; action A
// may still follow, and each clue draws back to a full hand.
func TestExtraClueThenActionA(t *testing.T) {
	s := twoHunters(t)
	s.amulets[0] = 1
	ev := play(t, s, extraClue(nextToHut, white))
	if c := events[CluePlayed](ev); len(c) != 1 || c[0].Why != "amulet" || s.main {
		t.Fatalf("%+v", ev)
	}
	play(t, s, playOn(inJungle, white))
	if s.maps[white].n != 2 || s.nhand[0] != 6 {
		t.Fatalf("two clues played, hand refilled: %v", s)
	}
	refused(t, s, extraClue(nextToPalm, white), "no amulet to spend")
}

// "Обмен карт-ключей" with an amulet: the hand is exchanged and the turn
// goes on.
func TestExchangeHandWithAnAmulet(t *testing.T) {
	s := twoHunters(t)
	s.amulets[0] = 1
	before := s.hand[0]
	play(t, s, amulet(ExchangeHand))
	if s.nhand[0] != 3 || s.hand[0] == before || s.ncdisc != 3 || s.turn != 0 || s.main {
		t.Fatalf("three new cards, the old ones discarded, the turn goes on: %v", s)
	}
}

// "Двойная игра": an extra rose on a clue already holding one's rose
// (the one just played, or another); refused on somebody else's clue.
// "Замена роз ветров": the roses of two clues of a map change places.
func TestDoublePlayAndSwapRoses(t *testing.T) {
	s := twoHunters(t)
	s.amulets[0] = 4
	onMap(t, s, white, 1, nextToHut)
	play(t, s, playOn(inJungle, white))
	refused(t, s, Move{Kind: UseAmulet, Power: DoublePlay, Map: white, At: 0}, "clue 0 of the white map holds seat 1's rose, not seat 0's")
	refused(t, s, Move{Kind: UseAmulet, Power: DoublePlay, Map: white, At: 2}, "the white map has no clue at 2")
	ev := play(t, s, Move{Kind: UseAmulet, Power: DoublePlay, Map: white, At: 1})
	if r := events[RoseAdded](ev); len(r) != 1 || r[0].Roses != 2 || s.roses[0] != RosesEach-2 {
		t.Fatalf("two of seat 0's roses lie on the clue just played: %+v", ev)
	}
	refused(t, s, Move{Kind: UseAmulet, Power: SwapRoses, Map: white, At: 1, With: 0}, "name the upper one first")
	play(t, s, Move{Kind: UseAmulet, Power: SwapRoses, Map: white, At: 0, With: 1})
	got := s.mapView(white).Clues
	want := []MapClue{{Clue: nextToHut, Seat: 0, Roses: 2}, {Clue: inJungle, Seat: 1, Roses: 1}}
	if !cmp.Equal(got, want) {
		t.Fatalf("after the swap the pair lies on the first clue: %+v", got)
	}
	onMap(t, s, grey, 0, notInJungle, nextToPalm)
	refused(t, s, Move{Kind: UseAmulet, Power: SwapRoses, Map: grey, At: 0, With: 1}, "same seat's roses")
}

// "Таинственное появление амулетов": when a treasure is found, an amulet
// appears where each statue's gaze meets the coast (unless one lies there
// already), then every statue turns 60° clockwise.
func TestAmuletsAppearWhereStatuesLookThenTheyTurn(t *testing.T) {
	s := twoHunters(t)
	onMap(t, s, black, 1, nextToHut, inJungle, nextToPalm)
	amuletsOn(s, H(10, 4))
	nextTreasure(t, s, 5, 4, 3, 2, 2)
	play(t, s, raiseMap(black))
	ev := shareOut(t, s, take)
	var at []island.Hex
	for _, a := range events[AmuletAppeared](ev) {
		at = append(at, a.Hex)
	}
	if !cmp.Equal(at, []island.Hex{H(6, 1), H(6, 7)}) {
		t.Fatalf("amulets appear at (6,1) and (6,7); (10,4) already holds one: %v", at)
	}
	want := []int{int(island.NorthEast), int(island.East), int(island.SouthEast)}
	if tu := events[StatuesTurned](ev); len(tu) != 1 || !cmp.Equal(tu[0].Facings, want) {
		t.Fatalf("the statues turn clockwise from NW, NE, E: %+v", tu)
	}
	wantBoard(t, s, "vehicles (3,4) (8,6) | amulets (6,1) (10,4) (6,7) | W- G- B- K-")
	if s.amuletSupply() != Amulets-3 {
		t.Fatalf("supply %d", s.amuletSupply())
	}
}

// The supply runs out: no amulet appears when none is left.
func TestNoAmuletAppearsFromAnEmptySupply(t *testing.T) {
	s := twoHunters(t)
	onMap(t, s, black, 1, nextToHut, inJungle, nextToPalm)
	s.amulets[1] = Amulets - 1
	nextTreasure(t, s, 5, 4, 3, 2, 2)
	play(t, s, raiseMap(black))
	ev := shareOut(t, s, take)
	if a := events[AmuletAppeared](ev); len(a) != 1 || s.amuletSupply() != 0 {
		t.Fatalf("one amulet was left to appear: %+v", a)
	}
}
