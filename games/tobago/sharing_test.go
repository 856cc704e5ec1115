package tobago

import (
	"slices"
	"testing"

	"caribe/engine"
	"github.com/google/go-cmp/cmp"
)

// raiseWith raises map m with the game's generator set so that the
// sharing's cards come up in the given order: a shuffle forced for a test,
// the way a test forces a die.
func raiseWith(t *testing.T, s *State, m int8, order ...Card) []engine.Event {
	t.Helper()
	for seed := range uint64(100000) {
		c := s.Clone()
		c.rng.Seed(seed, 7)
		var log []engine.Event
		if err := c.Apply(raiseMap(m), &log); err != nil {
			t.Fatal(err)
		}
		var seq []Card
		for _, r := range events[Revealed](log) {
			seq = append(seq, r.Card)
		}
		if c.phase == phaseOffer {
			seq = append(seq, reversed(c.sh.pile[:c.sh.npile])...)
		}
		if len(seq) >= len(order) && slices.Equal(seq[:len(order)], order) {
			s.CopyFrom(c)
			mustCheck(t, s)
			return log
		}
	}
	t.Fatalf("no shuffle brings up %v", order)
	return nil
}

// cursedMap: three seats on the rulebook island; seat 0 stands on the
// black treasure at (3,4), located by seat 1's "next to a hut", seat 2's
// "in jungle" and seat 1's "next to a palm", so the roses from the bottom
// are seat 0's (the finder's), 1, 2, 1. Seat 1 holds an amulet, seat 2
// treasure cards of 5 and 3 coins, seat 0 neither. The next treasure cards
// are a curse and four gold cards, or the given ones.
func cursedMap(t *testing.T, options string, next ...Card) *State {
	s := scenario(t, 3, onRulebookIsland(options), H(3, 4), H(8, 6), H(9, 6))
	onMap(t, s, black, 1, nextToHut)
	onMap(t, s, black, 2, inJungle)
	onMap(t, s, black, 1, nextToPalm)
	s.amulets[1] = 1
	nextTreasure(t, s, 5, 3)
	s.ntdeck -= 2
	s.held[2][5], s.held[2][3] = 1, 1
	if next == nil {
		next = []Card{Curse, 6, 4, 4, 2}
	}
	nextTreasure(t, s, next...)
	give(t, s, 0, onBeach)
	mustCheck(t, s)
	return s
}

// "Карты проклятий": a curse revealed first stops the sharing. Every seat
// with a rose on the map loses an amulet, or with none its most valuable
// treasure card; the curse leaves the game, the other cards are discarded,
// the roses go back, and the finder (nobody took a card) starts anew.
func TestCurseStopsTheSharing(t *testing.T) {
	s := cursedMap(t, "")
	ev := raiseWith(t, s, black, Curse)
	c := events[Cursed](ev)
	five := Card(5)
	want := []CurseLoss{{Seat: 0}, {Seat: 1, Amulet: true}, {Seat: 2, Card: &five}}
	if len(c) != 1 || !cmp.Equal(c[0].Losses, want) || c[0].Next != "out" {
		t.Fatalf("losses %+v, want %+v", c, want)
	}
	if e := events[SharingEnded](ev); len(e) != 1 || e[0].Discarded != 4 || len(e[0].Roses) != 4 {
		t.Fatalf("the four other cards are discarded and the four roses go back: %+v", e)
	}
	if s.tout[Curse] != 1 || s.amulets[1] != 0 || s.coins(2) != 3 || s.discards() != 5 {
		t.Fatalf("curse out, amulet and 5-coin card lost: %v", s)
	}
	if s.phase != phaseRestart || s.restart != 0 {
		t.Fatalf("the finder starts the black map anew: %v", s)
	}
	play(t, s, playOn(onBeach, black))
}

// A curse after a take strikes only the roses still on the map; the last
// taker starts the map anew.
func TestCurseAfterATake(t *testing.T) {
	s := cursedMap(t, "")
	raiseWith(t, s, black, 6, Curse)
	ev := play(t, s, take)
	five := Card(5)
	if c := events[Cursed](ev); len(c) != 1 || !cmp.Equal(c[0].Losses, []CurseLoss{{Seat: 1, Amulet: true}, {Seat: 2, Card: &five}}) {
		t.Fatalf("seat 0 took back its only rose before the curse: %+v", c)
	}
	if s.phase != phaseRestart || s.restart != 0 || s.coins(0) != 6 {
		t.Fatalf("seat 0, the last taker, starts anew: %v", s)
	}
}

// Variant a (curse_rule "continue"): the curse strikes and the sharing goes on.
func TestCurseVariantContinue(t *testing.T) {
	s := cursedMap(t, `"curse_rule":"continue"`)
	raiseWith(t, s, black, Curse, 6)
	if s.phase != phaseOffer || s.sh.card != 6 || s.Actor() != 0 || s.sh.nroses != 4 || s.coins(2) != 3 || s.amulets[1] != 0 {
		t.Fatalf("after the curse the 6 is offered to seat 0: %v", s)
	}
}

// Variant b (curse_rule "amulets"): seats that give up an amulet stay in
// the sharing; the others lose their most valuable card and take back
// their roses.
func TestCurseVariantSparesAmulets(t *testing.T) {
	s := cursedMap(t, `"curse_rule":"amulets"`)
	ev := raiseWith(t, s, black, Curse, 6)
	five := Card(5)
	want := []CurseLoss{{Seat: 0, Out: true}, {Seat: 1, Amulet: true}, {Seat: 2, Card: &five, Out: true}}
	if c := events[Cursed](ev); len(c) != 1 || !cmp.Equal(c[0].Losses, want) {
		t.Fatalf("losses %+v, want %+v", c, want)
	}
	if got := s.sh.roses[:s.sh.nroses]; !cmp.Equal(got, []int8{1, 1}) || s.Actor() != 1 || s.roses[0] != RosesEach || s.roses[2] != RosesEach {
		t.Fatalf("only seat 1's roses stay, and it is offered the 6: %v %v", got, s)
	}
}

// The stronger curse (curse_returns): the curse goes back into the deck.
func TestCurseReturnsToTheDeck(t *testing.T) {
	s := cursedMap(t, `"curse_returns":true`)
	left := s.ntdeck - 5
	ev := raiseWith(t, s, black, Curse)
	if c := events[Cursed](ev); len(c) != 1 || c[0].Next != "deck" || s.tout[Curse] != 0 || s.ntdeck != left+1 {
		t.Fatalf("the curse is back in the deck of %d: %+v", s.ntdeck, c)
	}
	n := 0
	for _, c := range s.tdeck[:s.ntdeck] {
		if c == Curse {
			n++
		}
	}
	if n != 2 {
		t.Fatalf("%d curses in the deck, want both", n)
	}
}

// Ruling: a finder with no rose left still raises the treasure; the
// sharing starts with the last clue's rose.
func TestFinderWithoutARoseStillRaises(t *testing.T) {
	s := cursedMap(t, "")
	s.maps[white].add(s.b, onBeach, 0)
	s.noteLocated(white)
	s.takeFromHand(0, onBeach)
	s.maps[white].roses[0] = RosesEach
	s.roses[0] = 0
	mustCheck(t, s)
	ev := raiseWith(t, s, black, 6)
	if r := events[Raised](ev); len(r) != 1 || !cmp.Equal(r[0].Roses, []int8{1, 2, 1}) || s.Actor() != 1 {
		t.Fatalf("roses %+v; seat 1 is offered first", r)
	}
}

// The starter who holds no clue for the empty map leaves it empty; the
// amulets appear and the turn goes on.
func TestMapLeftEmptyWhenTheStarterCannotPlay(t *testing.T) {
	s := cursedMap(t, "")
	s.takeFromHand(0, onBeach)
	s.discardClue(onBeach)
	ev := raiseWith(t, s, black, Curse)
	if e := events[MapLeftEmpty](ev); len(e) != 1 || e[0].Seat != 0 || e[0].Map != "black" {
		t.Fatalf("the black map is left empty: %+v", ev)
	}
	if s.phase != phaseTurn || s.Actor() != 0 || len(events[AmuletAppeared](ev)) == 0 {
		t.Fatalf("seat 0's turn goes on after the amulets appear: %v", s)
	}
}

// "Конец игры": the treasure deck runs out during a sharing; with roses
// left when its cards are gone, the discards are shuffled to finish it;
// then the game ends and the most coins win, a tie shared.
func TestTheDeckRunsOutAndTheGameEnds(t *testing.T) {
	s := cursedMap(t, `"curses":0`, 6, 4, 4)
	for s.ntdeck > 3 {
		s.ntdeck--
		s.tdisc[s.tdeck[s.ntdeck]]++
	}
	for _, h := range []struct {
		seat int8
		card Card
	}{{0, 6}, {1, 4}, {1, 5}} {
		s.tdisc[h.card]--
		s.held[h.seat][h.card]++
	}
	mustCheck(t, s)
	discards := int8(s.discards())
	ev := play(t, s, raiseMap(black))
	if x := events[ExtraCard](ev); len(x) != 1 || x[0].Added || x[0].Cards != 3 || !s.sh.final {
		t.Fatalf("three cards for four roses, none for the finder: the deck ran out: %+v", x)
	}
	for range 3 * 4 {
		ev = append(ev, play(t, s, pass)...)
	}
	if r := events[TreasureReshuffled](ev); len(r) != 1 || r[0].Cards != discards+3 {
		t.Fatalf("the discards (%d and the 3 passed) are shuffled to finish the sharing: %+v", discards, r)
	}
	for s.phase == phaseOffer {
		ev = append(ev, play(t, s, pass)...)
	}
	if s.phase != phaseOver || len(events[GameOver](ev)) != 1 {
		t.Fatalf("the game is over: %v", s)
	}
	if w := s.Winners(nil); !cmp.Equal(w, []int{1}) {
		t.Fatalf("seat 1 has 9 coins, seat 2 8, seat 0 6: winners %v", w)
	}
	refused(t, s, end, "the game is over")
	if len(s.Legal(nil)) != 0 || s.Actor() != engine.Nobody {
		t.Fatal("nothing to decide once the game is over")
	}
	s.tdisc[4]--
	s.tseen[4]-- // every card was passed face up to the discard pile
	s.held[2][4]++
	s.held[2][3]--
	s.tdisc[3]++
	mustCheck(t, s)
	if w := s.Winners(nil); !cmp.Equal(w, []int{1, 2}) {
		t.Fatalf("a tie is shared: winners %v", w)
	}
}
