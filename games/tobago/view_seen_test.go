package tobago

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"slices"
	"testing"

	"caribe/engine"
)

// viewsContain checks that every seat's view and the spectator's contain
// each of the JSON fragments.
func viewsContain(t *testing.T, s *State, fragments ...string) {
	t.Helper()
	for seat := -1; seat < s.Players(); seat++ {
		b := viewJSON(t, s, seat)
		for _, f := range fragments {
			if !bytes.Contains(b, []byte(f)) {
				t.Fatalf("seat %d's view lacks %s:\n%s", seat, f, b)
			}
		}
	}
}

// reloaded is s saved and loaded again, as after a restart of the server.
func reloaded(t *testing.T, s *State) *State {
	t.Helper()
	l, err := Load(mustMarshal(t, s))
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// What the table saw during a sharing stays in every view, a spectator's
// too, and survives a reload: under curse_rule "continue", a 4 passed by
// every rose, a 6 taken by seat 0 and the curse (which made seat 2 give up
// its 5) are listed in order as offered before the 4 now on offer; the
// discarded 4 and 5 are listed as seen in the discard pile.
func TestViewKeepsTheSharingsOfferedCards(t *testing.T) {
	s := cursedMap(t, `"curse_rule":"continue"`)
	raiseWith(t, s, black, 4, 6, Curse, 4)
	play(t, s, pass, pass, pass, pass, take)
	if s.phase != phaseOffer || s.sh.card != 4 || s.Actor() != 1 {
		t.Fatalf("after the curse the second 4 is offered to seat 1: %v", s)
	}
	want := []string{
		`"card":4,"offered":[{"card":4,"seat":null},{"card":6,"seat":0},{"card":"curse","seat":null}]`,
		`"treasure_discard":2,"treasure_discard_seen":[5,4]`,
	}
	viewsContain(t, s, want...)
	viewsContain(t, reloaded(t, s), want...)
}

// Cards discarded face up stay listed after the sharing; the cards left
// over when a curse stops it are discarded face down and listed nowhere.
// A 4 passed by every rose, a 6 taken, then the curse: seat 2 loses its 5,
// and the 4 and 2 still face down are discarded unseen.
func TestViewKeepsTheFaceUpDiscards(t *testing.T) {
	s := cursedMap(t, "")
	raiseWith(t, s, black, 4, 6, Curse)
	play(t, s, pass, pass, pass, pass)
	viewsContain(t, s, `"offered":[{"card":4,"seat":null}]`, `"treasure_discard":1,"treasure_discard_seen":[4]`)
	play(t, s, take)
	if s.phase != phaseRestart {
		t.Fatalf("the curse stopped the sharing: %v", s)
	}
	want := `"treasure_discard":4,"treasure_discard_seen":[5,4]`
	viewsContain(t, s, want)
	viewsContain(t, reloaded(t, s), want)
	j := stateOf(t, s)
	if !slices.Equal(j.TreasureDiscard, []Card{4, 2}) || !slices.Equal(j.TreasureDiscardSeen, []Card{5, 4}) {
		t.Fatalf("the state keeps the face-down discards %v apart from the face-up ones %v", j.TreasureDiscard, j.TreasureDiscardSeen)
	}
}

// Two states that differ only in the values of the cards discarded face
// down (one swapped with a card of the treasure deck) give identical views
// to every seat: the cards nobody saw stay hidden, the face-up ones are
// the same in both.
func TestViewHidesTheFaceDownDiscards(t *testing.T) {
	swaps := 0
	for seed := range uint64(20) {
		j, ok := randomUntil(t, seed, func(s *State, n int) bool {
			return n >= 200 && s.phase == phaseTurn && s.discards() > s.seenDiscards()
		})
		if !ok {
			continue
		}
		if len(j.TreasureDiscardSeen) == 0 {
			continue
		}
		v := j.TreasureDiscard[0]
		d := slices.IndexFunc(j.TreasureDeck, func(c Card) bool { return c != v && c != Curse })
		if d < 0 {
			continue
		}
		other := j
		other.TreasureDiscard = slices.Clone(j.TreasureDiscard)
		other.TreasureDeck = slices.Clone(j.TreasureDeck)
		other.TreasureDiscard[0], other.TreasureDeck[d] = j.TreasureDeck[d], v
		sameViews(t, "face-down discards", loadJSON(t, j), loadJSON(t, other))
		swaps++
	}
	if swaps < 5 {
		t.Fatalf("only %d discards swapped", swaps)
	}
}

// Over random games, each view of a sharing lists as offered exactly the
// cards revealed before the one on offer, with their takers, and lists as
// seen discards exactly the cards passed by every rose or lost to a curse
// since the last reshuffle of the discards.
func TestViewsListWhatWasRevealed(t *testing.T) {
	checked := 0
	for seed := range uint64(10) {
		s, err := New(3, json.RawMessage(`{"curse_rule":"continue","gold":[3,3,3,3,3]}`), seed)
		if err != nil {
			t.Fatal(err)
		}
		var offered []OfferedCard
		var seen [cardKinds]int8
		pick := rand.New(rand.NewPCG(seed, 13))
		var buf []Move
		for n := 0; s.phase != phaseOver; n++ {
			if n > 20000 {
				t.Fatalf("seed %d: the game does not end", seed)
			}
			buf = s.Legal(buf[:0])
			m := buf[pick.IntN(len(buf))]
			var log []engine.Event
			if err := s.Apply(m, &log); err != nil {
				t.Fatal(err)
			}
			offered, seen = replayReveals(log, offered, seen)
			if s.tseen != seen {
				t.Fatalf("seed %d move %d: seen discards %v, the events say %v", seed, n, s.tseen, seen)
			}
			if s.phase == phaseOffer {
				v := s.View(0).(View)
				got, _ := json.Marshal(v.Sharing.Offered)
				want, _ := json.Marshal(offered)
				if !bytes.Equal(got, want) {
					t.Fatalf("seed %d move %d: offered %s, the events say %s", seed, n, got, want)
				}
				checked++
			}
		}
	}
	if checked < 100 {
		t.Fatalf("only %d offers checked", checked)
	}
}

// replayReveals follows a sharing through its public events: the cards
// settled so far (a new list at each raise) and the cards discarded face
// up (none after a reshuffle of the discards).
func replayReveals(log []engine.Event, offered []OfferedCard, seen [cardKinds]int8) ([]OfferedCard, [cardKinds]int8) {
	for _, e := range log {
		switch e := e.(type) {
		case Raised:
			offered = []OfferedCard{}
		case Revealed:
			if e.Card == Curse {
				offered = append(offered, OfferedCard{Card: Curse})
			}
		case Took:
			offered = append(offered, OfferedCard{Card: e.Card, Seat: &e.Seat})
		case Passed:
			if e.Discarded {
				offered = append(offered, OfferedCard{Card: e.Card})
				seen[e.Card]++
			}
		case Cursed:
			for _, l := range e.Losses {
				if l.Card != nil {
					seen[*l.Card]++
				}
			}
		case TreasureReshuffled:
			seen = [cardKinds]int8{}
		}
	}
	return offered, seen
}
