package tobago

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"caribe/engine"
	"caribe/games/tobago/island"
)

// Set-up ("Начало игры"): hands of 4 clue cards (6 with two players),
// dealt only after the set-up clues, the treasure deck of 39 gold cards
// worth 2–6 coins with the 2 curses among the bottom 27, 21 amulets in the
// supply, 15 roses each, four empty maps.
func TestSetUpLaysOutTheBox(t *testing.T) {
	for players := MinPlayers; players <= MaxPlayers; players++ {
		s, err := New(players, nil, 3)
		if err != nil {
			t.Fatal(err)
		}
		for p := range s.cfg.players {
			if s.nhand[p] != 0 || s.roses[p] != RosesEach || s.at[p] != noCell {
				t.Errorf("%dp seat %d: %d clue cards, %d roses, vehicle %d", players, p, s.nhand[p], s.roses[p], s.at[p])
			}
		}
		if !slices.Equal(s.cdeck[:s.ncdeck], island.Deck()) {
			t.Errorf("%dp: the clue deck of %d is not the 52 cards in table order", players, s.ncdeck)
		}
		var gold [cardKinds]int
		for k, c := range s.tdeck[:s.ntdeck] {
			gold[c]++
			if c == Curse && k >= DefaultCurseDepth+2 {
				t.Errorf("%dp: a curse lies %d cards from the bottom, above the bottom 27 gold cards", players, k)
			}
		}
		if want := [cardKinds]int{Curse: 2, 2: 9, 3: 9, 4: 8, 5: 7, 6: 6}; gold != want {
			t.Errorf("%dp: treasure deck %v, want %v", players, gold, want)
		}
		if s.amuletSupply() != Amulets || !s.amuletAt.Empty() {
			t.Errorf("%dp: %d amulets in the supply", players, s.amuletSupply())
		}
		for m := range s.maps {
			if s.maps[m].n != 0 || s.maps[m].cand != s.b.land {
				t.Errorf("%dp: the %s map is not empty", players, Colours[m])
			}
		}
		mustCheck(t, s)
		for s.phase != phaseTurn {
			play(t, s, s.Legal(nil)[0])
		}
		hand := map[int]int8{2: 6, 3: 4, 4: 4}[players]
		for p := range s.cfg.players {
			if s.nhand[p] != hand {
				t.Errorf("%dp seat %d: dealt %d clue cards, want %d", players, p, s.nhand[p], hand)
			}
		}
		if int(s.ncdeck) != island.DeckSize-players-players*int(hand) {
			t.Errorf("%dp: clue deck of %d after %d set-up clues and the deal", players, s.ncdeck, players)
		}
	}
}

// Set-up, steps 5 and 8 and the rulings: the vehicles are placed on any
// land hex in seat order (two may share a hex), then each seat in order
// starts an empty map with a clue from the deck; then the hands are dealt
// and seat 0 takes the first turn.
func TestSetUpPlacesVehiclesThenStartsOneMapEach(t *testing.T) {
	s, err := New(3, json.RawMessage(onRulebookIsland("")), 1)
	if err != nil {
		t.Fatal(err)
	}
	refused(t, s, placeAt(9, 2), "the vehicle cannot enter the ocean: (9,2) is not land")
	refused(t, s, stepTo(3, 4), "seat 0 is placing its vehicle at set-up")
	for p, h := range []island.Hex{H(3, 4), H(3, 4), H(8, 6)} {
		wantActor(t, s, engine.Actor(p))
		if n := len(s.Legal(nil)); n != s.b.land.Len() {
			t.Fatalf("%d places offered, the island has %d land hexes", n, s.b.land.Len())
		}
		play(t, s, Move{Kind: Place, Hex: cellOf(h)})
	}
	used := map[int8]bool{}
	for p := range int8(3) {
		wantActor(t, s, engine.Actor(p))
		if s.phase != phaseSetupClue {
			t.Fatalf("phase %s, want the set-up clues", phaseNames[s.phase])
		}
		legal := s.Legal(nil)
		for _, m := range legal {
			if used[m.Map] {
				t.Fatalf("seat %d may play on the %s map, which already has a clue", p, Colours[m.Map])
			}
		}
		for m := range used {
			refused(t, s, playOn(legal[0].Clue, m), "already has a clue: a set-up clue starts an empty map")
		}
		mv := legal[0]
		ev := play(t, s, mv)
		if d := events[CluesDrawn](ev); p < 2 && (len(d) != 0 || s.nhand[p] != 0) {
			t.Fatalf("seat %d draws nothing before the deal: %+v, holds %d", p, ev, s.nhand[p])
		}
		used[mv.Map] = true
	}
	for p := range int8(3) {
		if s.nhand[p] != 4 {
			t.Fatalf("seat %d is dealt 4 cards after the set-up clues, holds %d", p, s.nhand[p])
		}
	}
	if s.phase != phaseTurn || s.turn != 0 || s.main {
		t.Fatalf("after set-up seat 0 takes its turn: %v", s)
	}
}

// Set-up step 8: "Каждый из игроков берет из колоды одну из 52 карт-ключей
// и размещает ее ... на пустой карте сокровищ": the set-up clue is any card
// of the whole deck, not one of a dealt hand. Seat 0 takes the deck's only
// "out of sight of the ocean" card, which no hand could then hold; seat 1
// is refused it and offered every other clue; the hands are empty until
// the last set-up clue and full after it, and the 52 cards are all
// accounted for on the way.
func TestSetupClueFromTheWholeDeck(t *testing.T) {
	s, err := New(2, json.RawMessage(onRulebookIsland("")), 4)
	if err != nil {
		t.Fatal(err)
	}
	play(t, s, placeAt(3, 4), placeAt(8, 6))
	j := stateOf(t, s)
	j.Hands[0], j.ClueDeck = j.ClueDeck[:1], j.ClueDeck[1:]
	b, _ := json.Marshal(j)
	if _, err := Load(b); err == nil || !strings.Contains(err.Error(), "the hands are dealt after the set-up clues") {
		t.Fatalf("a hand during set-up: %v", err)
	}
	conserved := func(when string) {
		t.Helper()
		n := int(s.ncdeck) + int(s.ncdisc)
		for p := range s.cfg.players {
			n += int(s.nhand[p])
		}
		for m := range s.maps {
			n += int(s.maps[m].n)
		}
		if n != island.DeckSize {
			t.Fatalf("%s: %d clue cards in the deck, hands, discard pile and maps, want 52", when, n)
		}
	}
	offered := func() map[island.Clue]bool {
		set := map[island.Clue]bool{}
		for _, m := range s.Legal(nil) {
			set[m.Clue] = true
		}
		return set
	}
	lone := clue(island.OutOfSight, island.OceanLabel)
	if got := offered(); len(got) != len(deckClues) || !got[lone] {
		t.Fatalf("seat 0 is offered %d distinct clues, the deck has %d", len(got), len(deckClues))
	}
	conserved("before the set-up clues")
	ev := play(t, s, playOn(lone, white))
	if c := events[CluePlayed](ev); len(c) != 1 || c[0].Why != "setup" || c[0].Clue != lone || s.maps[white].owner[0] != 0 {
		t.Fatalf("seat 0's set-up clue marks the white map: %+v", ev)
	}
	if s.nhand[0] != 0 || s.nhand[1] != 0 || int(s.ncdeck) != island.DeckSize-1 {
		t.Fatalf("the card leaves the deck and no hand is dealt yet: %v", s)
	}
	conserved("after seat 0's set-up clue")
	refused(t, s, playOn(lone, grey), `a set-up clue is chosen from the deck: seat 1 finds no "out of sight of the ocean" card left in the deck`)
	refused(t, s, playOn(clue(island.In, island.HutLabel), grey), `a set-up clue is chosen from the deck: the deck has no "on a hut" card`)
	if got := offered(); len(got) != len(deckClues)-1 || got[lone] {
		t.Fatalf("seat 1 is offered %d distinct clues, every one but seat 0's", len(got))
	}
	ev = play(t, s, playOn(inJungle, grey))
	if d := events[CluesDrawn](ev); len(d) != 2 || d[0].Cards != 6 || d[1].Cards != 6 || s.nhand[0] != 6 || s.nhand[1] != 6 {
		t.Fatalf("after the last set-up clue each hand is dealt 6 cards: %+v", ev)
	}
	for p := range s.cfg.players {
		if s.holds(p, lone) {
			t.Fatalf("seat %d holds the card seat 0 took from the deck", p)
		}
	}
	conserved("after the deal")
}

// Options: the curses' variants. curse_depth 21 shuffles them among the
// bottom 21 gold cards; curses 1 (variant c) or 0 (variant d) take them out.
func TestSetUpCurseVariants(t *testing.T) {
	for _, c := range []struct {
		options       string
		curses, depth int
	}{
		{`{}`, 2, 27},
		{`{"curse_depth":21}`, 2, 21},
		{`{"curses":1}`, 1, 27},
		{`{"curses":0}`, 0, 27},
		{`{"gold":[2,2,2,2,2],"curses":2}`, 2, 10},
	} {
		for seed := range uint64(30) {
			s, err := New(2, json.RawMessage(c.options), seed)
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for k, card := range s.tdeck[:s.ntdeck] {
				if card == Curse {
					n++
					if k >= c.depth+c.curses {
						t.Fatalf("%s seed %d: a curse at %d from the bottom, above the bottom %d", c.options, seed, k, c.depth)
					}
				}
			}
			if n != c.curses || int(s.ntdeck) != s.cfg.goldCards()+c.curses {
				t.Fatalf("%s: %d curses in a deck of %d", c.options, n, s.ntdeck)
			}
		}
	}
}

// A game is its seed, options and moves: the same seed deals the same
// cards and draws the same island.
func TestSetUpIsDeterministic(t *testing.T) {
	for seed := range uint64(5) {
		a, _ := New(4, nil, seed)
		b, _ := New(4, nil, seed)
		ja, _ := a.MarshalJSON()
		jb, _ := b.MarshalJSON()
		if string(ja) != string(jb) {
			t.Fatalf("seed %d: two set-ups differ", seed)
		}
		c, _ := New(4, nil, seed+100)
		jc, _ := c.MarshalJSON()
		if string(ja) == string(jc) {
			t.Fatalf("seeds %d and %d set up the same game", seed, seed+100)
		}
	}
	s, _ := New(2, json.RawMessage(`{"island":"great-tobago"}`), 1)
	if got := fmt.Sprint(s.Options().Island); got != "great-tobago" || s.Island().Size() != island.Large {
		t.Fatalf("the named island: %q, %v", got, s.Island().Size())
	}
}

// Rulebook, "Начало игры", steps 5 and 8, in their order: each player puts
// a vehicle on the island; each takes one of the 52 clue cards from the
// deck, lays it face up on an empty treasure map and marks it with a rose;
// then the clue cards are shuffled and 4 dealt to each player, face down;
// the rest stay in the deck. Seat 0 then takes the first turn.
func TestRulebookSetUpStepsFiveAndEight(t *testing.T) {
	s, err := New(3, json.RawMessage(onRulebookIsland("")), 2)
	if err != nil {
		t.Fatal(err)
	}
	var log []engine.Event
	play1 := func(m Move) {
		t.Helper()
		if err := s.Apply(m, &log); err != nil {
			t.Fatalf("%v: %v", m, err)
		}
		mustCheck(t, s)
	}
	play1(placeAt(3, 4))
	play1(placeAt(8, 6))
	play1(placeAt(9, 6))
	play1(playOn(nextToHut, brown))
	play1(playOn(clue(island.WithinSight, island.OceanLabel), white))
	play1(playOn(notInJungle, black))
	var got []string
	for _, e := range log {
		switch e := e.(type) {
		case Placed:
			got = append(got, fmt.Sprintf("seat %d places its vehicle", e.Seat))
		case CluePlayed:
			got = append(got, fmt.Sprintf("seat %d marks its %s clue on the %s map", e.Seat, e.Why, e.Map))
		case CluesDrawn:
			got = append(got, fmt.Sprintf("seat %d is dealt %d", e.Seat, e.Cards))
		case TurnStarted:
			got = append(got, fmt.Sprintf("seat %d's turn", e.Seat))
		default:
			got = append(got, e.EventType())
		}
	}
	want := []string{
		"seat 0 places its vehicle", "seat 1 places its vehicle", "seat 2 places its vehicle",
		"seat 0 marks its setup clue on the brown map",
		"seat 1 marks its setup clue on the white map",
		"seat 2 marks its setup clue on the black map",
		"seat 0 is dealt 4", "seat 1 is dealt 4", "seat 2 is dealt 4",
		"seat 0's turn",
	}
	if !slices.Equal(got, want) {
		t.Fatalf("set-up events\n got %q\nwant %q", got, want)
	}
	for p := range int8(3) {
		if s.nhand[p] != 4 || s.roses[p] != RosesEach-1 {
			t.Fatalf("seat %d holds %d cards and %d roses, want 4 and 14", p, s.nhand[p], s.roses[p])
		}
	}
	if s.ncdeck != island.DeckSize-3-3*4 {
		t.Fatalf("%d cards stay in the deck, want 37", s.ncdeck)
	}
	var table [island.DeckSize]island.Clue
	if slices.Equal(s.cdeck[:s.ncdeck], s.inTableOrder(table[:0])) {
		t.Fatal("the deck was not shuffled before the deal")
	}
	wantBoard(t, s, "vehicles (3,4) (8,6) (9,6) | amulets | W1:51 G- B1:14 K1:52")
}
