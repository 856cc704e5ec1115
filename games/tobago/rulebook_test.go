package tobago

import (
	"testing"

	"caribe/engine"
	"caribe/games/tobago/island"
	"github.com/google/go-cmp/cmp"
)

// H is hex (q,r).
func H(q, r int) island.Hex { return island.Hex{Q: q, R: r} }

// Seats of the rulebook's players.
const (
	lola, boris = 0, 1
	anna, igor  = 0, 2
)

// turnOf starts seat p's turn.
func turnOf(t *testing.T, s *State, p int8) {
	t.Helper()
	s.startTurn(p, nil)
	mustCheck(t, s)
}

// Rulebook, "Передвинуть свой вездеход", first example: Lola's first step
// takes her across the jungle to its edge, the second into the mountains,
// the third to the mountains' far edge. A hex of another area is reached
// only from a hex next to it.
func TestRulebookLolaStepsThroughJungleAndMountains(t *testing.T) {
	s := scenario(t, 2, onRulebookIsland(""), H(2, 4), H(8, 6))
	is := s.Island()
	refused(t, s, stepTo(5, 3), "(5,3) is neither in the vehicle's jungle area nor next to (2,4)")
	ev := play(t, s, stepTo(4, 3))
	if st := events[Stepped](ev); len(st) != 1 || st[0].Step != 1 || H(2, 4).Distance(H(4, 3)) != 2 {
		t.Fatalf("the first step crosses the jungle two hexes to its edge: %+v", ev)
	}
	play(t, s, stepTo(5, 3))
	if is.Terrain(H(5, 3)) != island.Mountains {
		t.Fatal("the second step enters the mountains")
	}
	ev = play(t, s, stepTo(7, 3))
	if e := events[MoveEnded](ev); len(e) != 1 || e[0].Reason != "steps" || e[0].Steps != 3 {
		t.Fatalf("the third step ends the move: %+v", ev)
	}
	if is.Area(H(7, 3)) != is.Area(H(5, 3)) {
		t.Fatal("the third step stays in the mountains' area")
	}
	refused(t, s, stepTo(8, 3), "no step left")
	wantBoard(t, s, "vehicles (7,3) (8,6) | amulets | W- G- B- K-")
}

// Rulebook, "Передвинуть свой вездеход", second example: Boris's first
// step goes from the lake into the scrubland, the second crosses the
// scrubland, the third moves on into the river (on Pelican Key).
func TestRulebookBorisLakeScrublandRiver(t *testing.T) {
	s := scenario(t, 2, `{"island":"pelican-key"}`, H(5, 5), H(3, 6))
	is := s.Island()
	path := []island.Hex{H(5, 5), H(6, 4), H(8, 3), H(8, 2)}
	want := []island.Terrain{island.Lake, island.Scrubland, island.Scrubland, island.River}
	for k, h := range path {
		if is.Terrain(h) != want[k] {
			t.Fatalf("%v is %v, want %v", h, is.Terrain(h), want[k])
		}
	}
	play(t, s, stepTo(6, 4))
	refused(t, s, stepTo(8, 2), "is neither in the vehicle's scrubland area nor next to (6,4)")
	play(t, s, stepTo(8, 3), stepTo(8, 2))
	wantBoard(t, s, "vehicles (8,2) (3,6) | amulets | W- G- B- K-")
	if s.seg != segNone || !s.main {
		t.Fatalf("three steps end the move and take the turn's action: %v", s)
	}
}

// The amulets of the rulebook's "Сбор амулетов" example on the rulebook
// island: A in the mountains, B on the beach under Igor, C further along
// that beach, D in the jungle two terrains on, E in the jungle far west
// under Anna.
var amuletA, amuletB, amuletC, amuletD, amuletE = H(5, 3), H(8, 3), H(7, 1), H(5, 2), H(2, 5)

// threeHunters is Lola, Igor and Anna (seats 0, 1, 2 here) on the
// rulebook island with the five amulets laid out.
func threeHunters(t *testing.T) *State {
	s := scenario(t, 3, onRulebookIsland(""), H(4, 3), amuletB, amuletE)
	amuletsOn(s, amuletA, amuletB, amuletC, amuletD, amuletE)
	mustCheck(t, s)
	return s
}

// Rulebook, "Сбор амулетов": Lola's first step goes to amulet A, where she
// must stop to pick it up; the second takes her to the end of the mountains;
// the third to the beach, where she picks up amulet B from under Igor's
// vehicle. Igor, whose turn comes next, finds nothing left under his.
func TestRulebookLolaPicksUpAmuletsAAndB(t *testing.T) {
	s := threeHunters(t)
	ev := play(t, s, stepTo(5, 3))
	if p := events[AmuletPicked](ev); len(p) != 1 || p[0].Hex != amuletA {
		t.Fatalf("the step onto A picks it up: %+v", ev)
	}
	play(t, s, stepTo(7, 3))
	ev = play(t, s, stepTo(8, 3))
	if p := events[AmuletPicked](ev); len(p) != 1 || p[0].Hex != amuletB {
		t.Fatalf("the third step picks up B under Igor's vehicle: %+v", ev)
	}
	wantBoard(t, s, "vehicles (8,3) (8,3) (2,5) | amulets (7,1) (5,2) (2,5) | W- G- B- K-")
	ev = play(t, s, end)
	if len(events[AmuletPicked](ev)) != 0 || s.amulets[1] != 0 || s.amulets[lola] != 2 {
		t.Fatalf("Igor's turn starts on the hex B lay on, and it is gone: %+v, amulets %v", ev, s.amulets)
	}
}

// Rulebook, "Сбор амулетов", continued: Igor picks up C by going along the
// beach and D by changing terrain twice, which ends his move. E in the
// jungle is out of reach; even moving again with one of his amulets, he
// cannot pick it up during a move granted by an amulet.
func TestRulebookIgorPicksUpCAndDButNotE(t *testing.T) {
	s := threeHunters(t)
	s.amuletAt.Remove(amuletA)
	s.amuletAt.Remove(amuletB)
	turnOf(t, s, 1)
	play(t, s, stepTo(7, 1), stepTo(6, 1), stepTo(5, 2))
	if s.amulets[1] != 2 {
		t.Fatalf("Igor picked up C and D: he holds %d amulets", s.amulets[1])
	}
	refused(t, s, stepTo(2, 5), "no step left")
	ev := play(t, s, amulet(ExtraMove), stepTo(2, 5))
	if st := events[Stepped](ev); len(st) != 1 || !st[0].Amulet || len(events[AmuletPicked](ev)) != 0 {
		t.Fatalf("the amulet's move reaches E but picks nothing up: %+v", ev)
	}
	wantBoard(t, s, "vehicles (4,3) (2,5) (2,5) | amulets (2,5) | W- G- B- K-")
	if s.amulets[1] != 1 {
		t.Fatalf("Igor spent one amulet and picked none up: %d left", s.amulets[1])
	}
}

// Rulebook, "Подсказка для экспертов": holding an amulet at the start of
// his turn, Igor spends it to move to C first (he cannot pick C up, having
// come by an amulet's move), then starts his own move: two steps to D,
// which he picks up, and a third to E, which he snatches from under Anna's
// vehicle.
func TestRulebookIgorExpertMoveSnatchesE(t *testing.T) {
	s := threeHunters(t)
	s.amuletAt.Remove(amuletA)
	s.amuletAt.Remove(amuletB)
	s.amulets[1] = 1
	turnOf(t, s, 1)
	ev := play(t, s, amulet(ExtraMove), stepTo(7, 1))
	if len(events[AmuletPicked](ev)) != 0 || !s.amuletAt.Has(amuletC) {
		t.Fatalf("C stays where it lies: %+v", ev)
	}
	play(t, s, stop, stepTo(6, 1), stepTo(5, 2))
	ev = play(t, s, stepTo(2, 5))
	if p := events[AmuletPicked](ev); len(p) != 1 || p[0].Hex != amuletE {
		t.Fatalf("the third step picks up E under Anna's vehicle: %+v", ev)
	}
	wantBoard(t, s, "vehicles (4,3) (2,5) (2,5) | amulets (7,1) | W- G- B- K-")
	if s.amulets[1] != 2 {
		t.Fatalf("Igor holds D and E: %d amulets", s.amulets[1])
	}
}

// annaFinds lays out the rulebook's sharing example on the white map of
// the rulebook island: "next to a hut" by Igor, "in jungle" by Anna, "next
// to a palm" by Boris locate the treasure at (3,4), where Anna stands.
func annaFinds(t *testing.T) *State {
	s := scenario(t, 3, onRulebookIsland(""), H(3, 4), H(8, 6), H(9, 6))
	onMap(t, s, white, igor, clue(island.NextTo, island.HutLabel))
	onMap(t, s, white, anna, clue(island.In, island.JungleLabel))
	onMap(t, s, white, boris, clue(island.NextTo, island.PalmLabel))
	nextTreasure(t, s, 6, 5, 4, 3, 2)
	mustCheck(t, s)
	return s
}

// Rulebook, "Сбор сокровищ": Anna raises the treasure. With two roses on
// the map (hers below the last clue and one on a clue) she draws two
// cards; Igor and Boris draw one each. Each sees only the cards they drew;
// the finder adds one card unseen and shuffles.
func TestRulebookAnnaDrawsTwoIgorAndBorisOne(t *testing.T) {
	s := annaFinds(t)
	ev := play(t, s, raiseMap(white))
	r := events[Raised](ev)
	if len(r) != 1 || !cmp.Equal(r[0].Roses, []int8{anna, boris, anna, igor}) {
		t.Fatalf("roses from the bottom: Anna's, Boris's, Anna's, Igor's; got %+v", r)
	}
	drew := map[int8]int8{}
	for _, d := range events[TreasureDrawn](ev) {
		drew[d.Seat] = d.Cards
	}
	if !cmp.Equal(drew, map[int8]int8{anna: 2, boris: 1, igor: 1}) {
		t.Fatalf("draws %v, want Anna 2, Boris 1, Igor 1", drew)
	}
	if x := events[ExtraCard](ev); len(x) != 1 || !x[0].Added || x[0].Cards != 5 {
		t.Fatalf("the finder adds one card to the four: %+v", x)
	}
	for seat, want := range map[int][]Card{anna: {6, 4}, boris: {5}, igor: {3}, -1: nil} {
		v := s.View(seat).(View)
		if !cmp.Equal(v.Sharing.Drawn, want) {
			t.Errorf("seat %d sees drawn cards %v, want %v", seat, v.Sharing.Drawn, want)
		}
	}
}

// Rulebook, "Дележка сокровищ", first example: Anna passes the first card,
// Boris passes too, Anna (her second rose) passes again, Igor takes it and
// his rose back; Anna takes the second card at once.
func TestRulebookFirstSharingTakeAndPass(t *testing.T) {
	s := annaFinds(t)
	play(t, s, raiseMap(white))
	for _, step := range []struct {
		actor engine.Actor
		move  Move
	}{{anna, pass}, {boris, pass}, {anna, pass}, {igor, take}, {anna, take}} {
		wantActor(t, s, step.actor)
		play(t, s, step.move)
	}
	if got := s.sh.roses[:s.sh.nroses]; !cmp.Equal(got, []int8{boris, anna}) {
		t.Fatalf("roses left %v, want Boris's and Anna's upper one", got)
	}
	if cards := len(cardList(&s.held[igor])) + len(cardList(&s.held[anna])); cards != 2 || s.roses[igor] != RosesEach {
		t.Fatalf("Igor and Anna hold a card each (%v %v); Igor's rose is back (%d)", s.held[igor], s.held[anna], s.roses[igor])
	}
	wantActor(t, s, boris)
}

// Rulebook, "Дележка сокровищ", second example (its first two steps are in
// the pictures only, reconstructed here): Igor found the treasure; Boris
// has two roses on the map (double play) and Anna one above them. Igor
// takes the first card. Boris passes the second twice and Anna passes it
// too: it is discarded. Boris declines the third, Anna takes it. Boris
// passes the fourth. Only Boris is left for the fifth, revealed to all
// like every card; he takes it, and as the last to take a card he starts
// the map anew.
func TestRulebookSecondSharingTakeAndPass(t *testing.T) {
	s := scenario(t, 3, onRulebookIsland(""), H(8, 6), H(9, 6), H(3, 4))
	onMap(t, s, white, anna, clue(island.NextTo, island.HutLabel))
	onMap(t, s, white, boris, clue(island.In, island.JungleLabel))
	candidatesAre(t, s, white, H(3, 4))
	s.maps[white].roses[1]++
	s.roses[boris]--
	give(t, s, boris, clue(island.NextTo, island.PalmLabel))
	nextTreasure(t, s, 6, 5, 4, 3, 2)
	turnOf(t, s, igor)
	play(t, s, raiseMap(white))
	var discarded int
	for _, step := range []struct {
		actor engine.Actor
		move  Move
	}{
		{igor, take},
		{boris, pass}, {boris, pass}, {anna, pass},
		{boris, pass}, {boris, pass}, {anna, take},
		{boris, pass}, {boris, pass},
		{boris, take},
	} {
		wantActor(t, s, step.actor)
		for _, p := range events[Passed](play(t, s, step.move)) {
			if p.Discarded {
				discarded++
			}
		}
	}
	if discarded != 2 {
		t.Fatalf("%d cards discarded, want the second and the fourth", discarded)
	}
	if s.phase != phaseRestart || s.restart != boris {
		t.Fatalf("Boris, the last to take a card, starts the white map anew: %v", s)
	}
	play(t, s, playOn(clue(island.NextTo, island.PalmLabel), white))
	if s.maps[white].n != 1 || s.maps[white].owner[0] != boris || s.Actor() != igor {
		t.Fatalf("the white map starts with Boris's clue and Igor's turn goes on: %v", s)
	}
}

// Rulebook, "Силы амулета", example: Lola cannot raise the grey treasure,
// two grey markers being left, so she spends an amulet to remove one: the
// treasure lies where her vehicle stands, and she raises it. Then she moves
// on to the black marker and raises that treasure (which ends her move),
// spends another amulet for an extra step to the hex of the last brown and
// the last white markers, and raises both.
func TestRulebookLolaRemovesAMarkerThenRaisesFourTreasures(t *testing.T) {
	s := scenario(t, 2, onRulebookIsland(""), H(3, 4), H(8, 6))
	onMap(t, s, grey, lola, clue(island.In, island.JungleLabel))
	candidatesAre(t, s, grey, H(3, 4), H(4, 4))
	onMap(t, s, black, lola, clue(island.In, island.BigJungle))
	candidatesAre(t, s, black, H(2, 4))
	onMap(t, s, brown, lola, clue(island.In, island.BeachLabel))
	candidatesAre(t, s, brown, H(1, 5))
	onMap(t, s, white, lola, clue(island.NextTo, island.JungleLabel))
	candidatesAre(t, s, white, H(1, 5))
	s.amulets[lola] = 2
	nextTreasure(t, s, 6, 6, 6, 5, 5, 5, 4, 4, 4, 3, 3, 3)
	wantBoard(t, s, "vehicles (3,4) (8,6) | amulets | W1:@(1,5) G1:2 B1:@(1,5) K1:@(2,4)")

	refused(t, s, raiseMap(grey), "the grey map has 2 candidates: its treasure is not located yet")
	ev := play(t, s, removeMarker(grey, 4, 4))
	if r := events[MarkerRemoved](ev); len(r) != 1 || r[0].Located == nil || *r[0].Located != H(3, 4) {
		t.Fatalf("removing the marker at (4,4) locates the grey treasure under Lola: %+v", ev)
	}
	play(t, s, raiseMap(grey), take, take)
	play(t, s, stepTo(2, 4), raiseMap(black), take, take)
	refused(t, s, stepTo(1, 5), "no step left")
	play(t, s, amulet(ExtraMove), stepTo(1, 5), raiseMap(brown), take, take, raiseMap(white), take, take)
	if got := s.Scores(nil); got[lola] != 2*(6+5+4+3) {
		t.Fatalf("Lola took two of the three cards of each of four treasures: %v coins", got)
	}
	if s.amulets[lola] != 0 || s.Actor() != lola {
		t.Fatalf("both amulets spent, Lola's turn goes on: %v", s)
	}
}

// Rulebook, "Ход игры", A): the white treasure lies next to a hut. Anna adds
// "in jungle" under the white map's clue and marks it with her rose: 6 of
// the 14 hexes are left. Boris adds "next to a palm": one is left, and the
// treasure is located.
func TestRulebookAnnaAndBorisNarrowTheWhiteMap(t *testing.T) {
	s := scenario(t, 3, onRulebookIsland(""), H(8, 6), H(9, 6), H(10, 3))
	onMap(t, s, white, igor, nextToHut)
	give(t, s, anna, inJungle)
	give(t, s, boris, nextToPalm)
	ev := play(t, s, playOn(inJungle, white))
	if c := events[CluePlayed](ev); len(c) != 1 || c[0].Candidates != 6 || s.maps[white].owner[1] != anna || s.maps[white].roses[1] != 1 {
		t.Fatalf("after Anna's clue 6 candidates, her rose on it: %+v", ev)
	}
	ev = play(t, s, end, playOn(nextToPalm, white))
	if c := events[CluePlayed](ev); len(c) != 1 || c[0].Candidates != 1 || c[0].Located == nil || *c[0].Located != H(3, 4) {
		t.Fatalf("Boris's clue locates the white treasure at (3,4): %+v", ev)
	}
	if v := s.View(-1).(View); v.Maps[white].Candidates != 1 || len(v.Maps[white].Clues) != 3 {
		t.Fatalf("the white map shows three clues and one marker: %+v", v.Maps[white])
	}
}

// Rulebook, "Правила добавления ключей", through Apply: Anna cannot add "in
// jungle" to the grey map, which holds "not in jungle" (a contradiction),
// nor to the brown map, whose treasure lies in the Big jungle (it would not
// narrow it); a clue must be in hand; a located map takes no clue; a clue
// needs a rose.
func TestRulebookCluesThatMayNotBeAdded(t *testing.T) {
	s := twoHunters(t)
	onMap(t, s, grey, 1, notInJungle)
	onMap(t, s, brown, 1, inBigJungle)
	onMap(t, s, black, 1, nextToHut, inJungle, nextToPalm)
	refused(t, s, playOn(onBeach, white), `seat 0 holds no "on beach" clue card`)
	refused(t, s, playOn(inJungle, grey), `"in jungle" on the grey map: no hex is both jungle and not jungle`)
	refused(t, s, playOn(inJungle, brown), `"in jungle" on the brown map: the clue does not narrow the map: all 9 candidates are already jungle`)
	refused(t, s, playOn(nextToHut, black), `"next to a hut" on the black map: the map is complete: its treasure lies at (3,4)`)
	refused(t, s, playOn(inJungle, 4), "no map 4")
	onMap(t, s, white, 0, clue(island.NotNextTo, island.OceanLabel))
	s.maps[white].roses[0] += s.roses[0]
	s.roses[0] = 0
	mustCheck(t, s)
	refused(t, s, playOn(nextToPalm, white), "seat 0 has no compass rose left to mark a clue")
}
