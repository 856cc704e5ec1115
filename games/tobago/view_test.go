package tobago

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"math/rand/v2"
	"slices"
	"testing"

	"caribe/engine"
	"caribe/games/tobago/island"
)

// randomUntil plays random moves of a 3-player game until stop says so
// (or the game ends) and returns its saved state; ok is false if the game
// ended first.
func randomUntil(t *testing.T, seed uint64, stop func(*State, int) bool) (stateJSON, bool) {
	t.Helper()
	s, err := New(3, nil, seed)
	if err != nil {
		t.Fatal(err)
	}
	pick := rand.New(rand.NewPCG(seed, 11))
	for n := 0; !stop(s, n); n++ {
		if s.Actor() == engine.Nobody {
			return stateJSON{}, false
		}
		l := s.Legal(nil)
		if err := s.Apply(l[pick.IntN(len(l))], nil); err != nil {
			t.Fatal(err)
		}
	}
	b, _ := s.MarshalJSON()
	var j stateJSON
	if err := json.Unmarshal(b, &j); err != nil {
		t.Fatal(err)
	}
	return j, true
}

// inSharing stops at the first offer of a sharing with at least two cards
// still face down, after n moves.
func inSharing(n int) func(*State, int) bool {
	return func(s *State, k int) bool { return k >= n && s.phase == phaseOffer && s.sh.npile >= 2 }
}

func loadJSON(t *testing.T, j stateJSON) *State {
	t.Helper()
	b, err := json.Marshal(j)
	if err != nil {
		t.Fatal(err)
	}
	s, err := Load(b)
	if err != nil {
		t.Fatalf("%v\n%s", err, b)
	}
	return s
}

func viewJSON(t *testing.T, s *State, seat int) []byte {
	t.Helper()
	b, err := json.Marshal(s.View(seat))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// sameViews checks which seats' views of a and b are identical: exactly
// those not in differ (-1 is the spectator).
func sameViews(t *testing.T, what string, a, b *State, differ ...int) {
	t.Helper()
	for seat := -1; seat < a.Players(); seat++ {
		same := bytes.Equal(viewJSON(t, a, seat), viewJSON(t, b, seat))
		if want := !slices.Contains(differ, seat); same != want {
			t.Errorf("%s: seat %d's views identical %v, want %v", what, seat, same, want)
		}
	}
}

// Two states that differ only in one seat's clue hand (a card swapped with
// the deck) give identical views to every other seat and to spectators.
func TestViewHidesOtherHands(t *testing.T) {
	swaps := 0
	for seed := range uint64(10) {
		j, ok := randomUntil(t, seed, func(s *State, n int) bool { return n >= 150 && s.phase == phaseTurn })
		if !ok {
			continue
		}
		for p := range 3 {
			k := slices.IndexFunc(j.ClueDeck, func(c island.Clue) bool { return len(j.Hands[p]) > 0 && c != j.Hands[p][0] })
			if k < 0 {
				continue
			}
			other := j
			other.Hands = slices.Clone(j.Hands)
			other.Hands[p] = slices.Clone(j.Hands[p])
			other.ClueDeck = slices.Clone(j.ClueDeck)
			other.Hands[p][0], other.ClueDeck[k] = j.ClueDeck[k], j.Hands[p][0]
			sameViews(t, "hands", loadJSON(t, j), loadJSON(t, other), p)
			swaps++
		}
	}
	if swaps < 20 {
		t.Fatalf("only %d hands changed", swaps)
	}
}

// Two states that differ only in the order of the clue deck, of the
// treasure deck, of a sharing's face-down cards and in the generator give
// identical views to every seat: no view carries a deck's order.
func TestViewHidesTheOrderOfEveryDeck(t *testing.T) {
	for seed := range uint64(10) {
		j, ok := randomUntil(t, seed, inSharing(100))
		if !ok {
			continue
		}
		r := rand.New(rand.NewPCG(seed, 3))
		other := j
		shuffled := func(x []Card) []Card {
			y := slices.Clone(x)
			r.Shuffle(len(y), func(a, b int) { y[a], y[b] = y[b], y[a] })
			return y
		}
		other.TreasureDeck = shuffled(j.TreasureDeck)
		other.ClueDeck = slices.Clone(j.ClueDeck)
		r.Shuffle(len(other.ClueDeck), func(a, b int) { other.ClueDeck[a], other.ClueDeck[b] = other.ClueDeck[b], other.ClueDeck[a] })
		sh := *j.Sharing
		sh.Pile = shuffled(j.Sharing.Pile)
		other.Sharing = &sh
		rng, _ := rand.NewPCG(seed, 77).MarshalBinary()
		other.RNG = hex.EncodeToString(rng)
		sameViews(t, "deck orders", loadJSON(t, j), loadJSON(t, other))
	}
}

// During a sharing, the cards a seat drew are seen by that seat alone, and
// the finder's extra card by nobody: two states that differ in one seat's
// draw (a face-down card of the sharing swapped with one of the deck)
// differ only in that seat's view; two that differ in a face-down card no
// seat drew differ in no view.
func TestViewHidesTheSharingsCards(t *testing.T) {
	drawSwaps, extraSwaps := 0, 0
	for seed := range uint64(40) {
		j, ok := randomUntil(t, seed, inSharing(50))
		if !ok {
			continue
		}
		sh := j.Sharing
		for p, drawn := range sh.Drawn {
			for _, v := range drawn {
				k := slices.Index(sh.Pile, v)
				d := slices.IndexFunc(j.TreasureDeck, func(c Card) bool { return c != v && c != Curse })
				if k < 0 || d < 0 {
					continue
				}
				other := swapSharingCard(j, k, d)
				other.Sharing.Drawn[p][slices.Index(drawn, v)] = j.TreasureDeck[d]
				sameViews(t, "drawn cards", loadJSON(t, j), loadJSON(t, other), p)
				drawSwaps++
				break
			}
		}
		var drawnCount [cardKinds]int
		for _, drawn := range sh.Drawn {
			for _, c := range drawn {
				drawnCount[c]++
			}
		}
		for k, v := range sh.Pile {
			if count(sh.Pile, v) > drawnCount[v] {
				d := slices.IndexFunc(j.TreasureDeck, func(c Card) bool { return c != v && c != Curse })
				if d >= 0 {
					sameViews(t, "the extra card", loadJSON(t, j), loadJSON(t, swapSharingCard(j, k, d)))
					extraSwaps++
				}
				break
			}
		}
	}
	if drawSwaps < 10 || extraSwaps < 5 {
		t.Fatalf("only %d draws and %d extra cards changed", drawSwaps, extraSwaps)
	}
}

func count(cards []Card, v Card) int {
	n := 0
	for _, c := range cards {
		if c == v {
			n++
		}
	}
	return n
}

// swapSharingCard exchanges face-down card k of the sharing with card d
// of the treasure deck.
func swapSharingCard(j stateJSON, k, d int) stateJSON {
	other := j
	sh := *j.Sharing
	sh.Pile = slices.Clone(sh.Pile)
	sh.Drawn = make([][]Card, len(j.Sharing.Drawn))
	for p := range sh.Drawn {
		sh.Drawn[p] = slices.Clone(j.Sharing.Drawn[p])
	}
	other.TreasureDeck = slices.Clone(j.TreasureDeck)
	sh.Pile[k], other.TreasureDeck[d] = j.TreasureDeck[d], j.Sharing.Pile[k]
	other.Sharing = &sh
	return other
}

// A seat sees its own hand and every hand's size; a spectator sees no
// hand; nobody's view lists a deck.
func TestViewShowsOwnHandAndCounts(t *testing.T) {
	j, _ := randomUntil(t, 3, func(s *State, n int) bool { return n >= 100 })
	s := loadJSON(t, j)
	for seat := -1; seat < 3; seat++ {
		v := s.View(seat).(View)
		for p, h := range v.Hands {
			if h.Size != int(s.nhand[p]) || (h.Cards != nil) != (p == seat && s.nhand[p] > 0) {
				t.Errorf("seat %d sees seat %d's hand as %+v", seat, p, h)
			}
		}
		if v.ClueDeck != int(s.ncdeck) || v.TreasureDeck != int(s.ntdeck) {
			t.Errorf("deck sizes %d %d", v.ClueDeck, v.TreasureDeck)
		}
		b := viewJSON(t, s, seat)
		for _, secret := range []string{`"clue_deck":[`, `"treasure_deck":[`, `"rng"`, `"pile":[`} {
			if bytes.Contains(b, []byte(secret)) {
				t.Errorf("seat %d's view contains %s", seat, secret)
			}
		}
	}
}
