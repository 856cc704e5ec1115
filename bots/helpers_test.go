package bots

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"caribe/engine"
	"caribe/games/cartagena"
)

// positions sets up games from seeds 1, 2, ... and plays each some random
// moves in, returning the positions where a seat must decide.
func positions[S engine.State[S, M], M engine.Move](t *testing.T, r engine.Rules[S, M], players int, options string, n int) []S {
	t.Helper()
	var out []S
	for seed := uint64(1); len(out) < n; seed++ {
		s, err := r.New(players, json.RawMessage(options), seed)
		if err != nil {
			t.Fatal(err)
		}
		pick := rand.New(rand.NewPCG(seed, 9))
		for range pick.IntN(60) {
			if s.Actor() == engine.Nobody {
				break
			}
			if s.Actor() == engine.Chance {
				mustApply(s, sample(s))
				continue
			}
			legal := s.Legal(nil)
			mustApply(s, legal[pick.IntN(len(legal))])
		}
		for s.Actor() == engine.Chance {
			mustApply(s, sample(s))
		}
		if s.Actor() != engine.Nobody {
			out = append(out, s)
		}
	}
	return out
}

// choicePosition is the first of the positions where the seat deciding has
// more than one move.
func choicePosition[S engine.State[S, M], M engine.Move](t *testing.T, r engine.Rules[S, M], players int, options string) S {
	t.Helper()
	for _, p := range positions(t, r, players, options, 10) {
		if len(p.Legal(nil)) > 1 {
			return p
		}
	}
	t.Fatal("no position with a choice")
	var none S
	return none
}

// player makes the bot of spec, failing the test on error.
func player[S engine.State[S, M], M engine.Move](t testing.TB, spec string, seed uint64, workers int) Player[S, M] {
	t.Helper()
	sp, err := ParseSpec(spec)
	if err != nil {
		t.Fatal(err)
	}
	p, err := NewPlayer[S, M](sp, seed, workers, DefaultSearch)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// cartagenaState writes a two-player Jamaica state with the rulebook's
// tunnel, seat 0 to play: the pirates as the state's JSON lists them, the
// two hands as letters, every other card in the draw pile.
func cartagenaState(pirates, hand0, hand1 string) string {
	left := map[rune]int{}
	for _, c := range cartagena.Letters {
		left[c] = cartagena.CardsPerSymbol
	}
	for _, c := range hand0 + hand1 {
		left[c]--
	}
	var draw []rune
	for _, c := range cartagena.Letters {
		for range left[c] {
			draw = append(draw, c)
		}
	}
	return `{"game":"cartagena","players":2,
		"options":{"variant":"jamaica","tunnel":"FPKBTSSKPBTFPKSTFBKBPTFSTFBSKPSPTKFB","first":0},
		"pirates":` + pirates + `,"hands":["` + hand0 + `","` + hand1 + `"],
		"draw":"` + string(draw) + `","discard":"","row":"","turn":0,"actions":0,
		"rng":"7063673a00000000000000010000000000000002"}`
}

// sample draws the pending chance outcome of a game with chance nodes.
func sample[S engine.State[S, M], M engine.Move](s S) M {
	m, ok := engine.BindChance[S, M](s).Sample()
	if !ok {
		panic("a chance node in a game without chance nodes")
	}
	return m
}
