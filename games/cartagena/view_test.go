package cartagena

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

// midGame plays 60 random moves of a 3-player game and returns its saved state.
func midGame(t *testing.T, variant string, seed uint64) stateJSON {
	t.Helper()
	s, err := New(3, json.RawMessage(`{"variant":"`+variant+`"}`), seed)
	if err != nil {
		t.Fatal(err)
	}
	pick := rand.New(rand.NewPCG(seed, 9))
	for range 60 {
		l := s.Legal(nil)
		play(t, s, l[pick.IntN(len(l))])
	}
	b, _ := s.MarshalJSON()
	var j stateJSON
	if err := json.Unmarshal(b, &j); err != nil {
		t.Fatal(err)
	}
	return j
}

func loadJSON(t *testing.T, j stateJSON) *State {
	t.Helper()
	b, _ := json.Marshal(j)
	s, err := Load(b)
	if err != nil {
		t.Fatal(err)
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

// swapWithDraw exchanges one card of seat p's hand with a card of another
// symbol from the draw pile: the states differ only in that hand. It
// reports false when there is no such pair.
func swapWithDraw(j stateJSON, p int) (stateJSON, bool) {
	hand := j.Hands[p]
	for i := range len(j.Draw) {
		if k := strings.IndexFunc(hand, func(r rune) bool { return byte(r) != j.Draw[i] }); k >= 0 {
			out := j
			out.Hands = append([]string{}, j.Hands...)
			out.Hands[p] = hand[:k] + j.Draw[i:i+1] + hand[k+1:]
			out.Draw = j.Draw[:i] + hand[k:k+1] + j.Draw[i+1:]
			return out, true
		}
	}
	return j, false
}

// TestViewHidesOtherHands: in Jamaica and Hispaniola two states that differ
// only in one seat's hand give identical views to every other seat and to a
// spectator; the owner sees its own hand. In Tortuga every hand is open.
func TestViewHidesOtherHands(t *testing.T) {
	for _, variant := range variantNames {
		swaps := 0
		for seed := range uint64(20) {
			j := midGame(t, variant, seed)
			for p := range 3 {
				changed, ok := swapWithDraw(j, p)
				if !ok {
					continue
				}
				swaps++
				a, b := loadJSON(t, j), loadJSON(t, changed)
				for seat := -1; seat < 3; seat++ {
					same := bytes.Equal(viewJSON(t, a, seat), viewJSON(t, b, seat))
					if want := seat != p && variant != "tortuga"; same != want {
						t.Errorf("%s seed %d: seat %d's views of two states differing in seat %d's hand: identical %v, want %v",
							variant, seed, seat, p, same, want)
					}
				}
			}
		}
		if swaps < 30 {
			t.Errorf("%s: only %d hands could be changed", variant, swaps)
		}
	}
}

// TestViewHidesDrawPile: two states that differ only in the draw pile's order
// and the generator give identical views to every seat in every variant.
func TestViewHidesDrawPile(t *testing.T) {
	for _, variant := range variantNames {
		for seed := range uint64(20) {
			j := midGame(t, variant, seed)
			other := j
			order := []byte(j.Draw)
			rand.New(rand.NewPCG(seed, 1)).Shuffle(len(order), func(x, y int) { order[x], order[y] = order[y], order[x] })
			other.Draw = string(order)
			rng, _ := rand.NewPCG(seed, 77).MarshalBinary()
			other.RNG = hexString(rng)
			a, b := loadJSON(t, j), loadJSON(t, other)
			if j.Draw == other.Draw {
				t.Fatalf("%s seed %d: the shuffled draw pile is unchanged", variant, seed)
			}
			for seat := -1; seat < 3; seat++ {
				if !bytes.Equal(viewJSON(t, a, seat), viewJSON(t, b, seat)) {
					t.Errorf("%s seed %d: seat %d's view shows the draw pile's order or the generator", variant, seed, seat)
				}
			}
		}
	}
}

// TestViewHands: a seat sees its own hand and every hand's size; a spectator
// sees no hidden hand; in Tortuga everybody sees every hand.
func TestViewHands(t *testing.T) {
	for _, variant := range variantNames {
		s := loadJSON(t, midGame(t, variant, 3))
		for seat := -1; seat < 3; seat++ {
			v := s.View(seat).(View)
			for p, h := range v.Hands {
				shown := h.Cards != ""
				if want := (p == seat || variant == "tortuga") && s.held[p] > 0; shown != want || h.Size != int(s.held[p]) {
					t.Errorf("%s: seat %d sees seat %d's hand as %+v; want size %d, cards shown %v", variant, seat, p, h, s.held[p], want)
				}
				if shown && h.Cards != s.hand(p) {
					t.Errorf("%s: seat %d sees seat %d's cards %q, holds %q", variant, seat, p, h.Cards, s.hand(p))
				}
			}
			if (v.Row != "") != (variant != "jamaica") || v.Draw != int(s.npile) {
				t.Errorf("%s: row %q, draw %d", variant, v.Row, v.Draw)
			}
		}
	}
}
