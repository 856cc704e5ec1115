package tobago

import (
	"encoding/json"
	"fmt"
	"testing"

	"caribe/engine"
	"caribe/games/tobago/island"
)

// Set-up ("Начало игры"): hands of 4 clue cards (6 with two players), the
// treasure deck of 39 gold cards worth 2–6 coins with the 2 curses among
// the bottom 27, 21 amulets in the supply, 15 roses each, four empty maps.
func TestSetUpLaysOutTheBox(t *testing.T) {
	for players := MinPlayers; players <= MaxPlayers; players++ {
		s, err := New(players, nil, 3)
		if err != nil {
			t.Fatal(err)
		}
		hand := map[int]int8{2: 6, 3: 4, 4: 4}[players]
		for p := range s.cfg.players {
			if s.nhand[p] != hand || s.roses[p] != RosesEach || s.at[p] != noCell {
				t.Errorf("%dp seat %d: %d clue cards, %d roses, vehicle %d", players, p, s.nhand[p], s.roses[p], s.at[p])
			}
		}
		if int(s.ncdeck) != island.DeckSize-players*int(hand) {
			t.Errorf("%dp: clue deck of %d", players, s.ncdeck)
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
	}
}

// Set-up, steps 5 and 8 and the rulings: the vehicles are placed on any
// land hex in seat order (two may share a hex), then each seat in order
// starts an empty map with a clue from its hand and draws back to a full
// hand; then seat 0 takes the first turn.
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
		if p > 0 {
			for m := range used {
				c := s.hand[p][0]
				refused(t, s, playOn(c, m), "already has a clue: a set-up clue starts an empty map")
			}
		}
		mv := legal[0]
		ev := play(t, s, mv)
		if d := events[CluesDrawn](ev); len(d) != 1 || s.nhand[p] != 4 {
			t.Fatalf("seat %d draws back to 4 cards: %+v, holds %d", p, ev, s.nhand[p])
		}
		used[mv.Map] = true
	}
	if s.phase != phaseTurn || s.turn != 0 || s.main {
		t.Fatalf("after set-up seat 0 takes its turn: %v", s)
	}
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
