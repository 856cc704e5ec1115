package bots

import (
	"math/rand/v2"
	"slices"
	"testing"

	"caribe/engine"
	"caribe/games/cartagena"
	"caribe/games/tobago"
	"caribe/games/tortuga"
)

var testBots = []string{"random", "greedy", "mcts:300", "ismcts:300"}

// Every bot plays a legal move and, rebuilt with the same seed and budget,
// plays the same one; a search gives the same move on one worker as on two.
func TestSameSeedSameMove(t *testing.T) {
	t.Run("tortuga", func(t *testing.T) { sameSeedSameMove(t, tortuga.Rules, 2, `{"eggs_as_dice":true}`) })
	t.Run("cartagena", func(t *testing.T) { sameSeedSameMove(t, cartagena.Rules, 3, `{"variant":"hispaniola"}`) })
	t.Run("tobago", func(t *testing.T) { sameSeedSameMove(t, tobago.Rules, 2, `{"island":"coral-cove"}`) })
}

func sameSeedSameMove[S engine.State[S, M], M engine.Move](t *testing.T, r engine.Rules[S, M], players int, options string) {
	for _, spec := range testBots {
		a := player[S, M](t, spec, 11, 1)
		b := player[S, M](t, spec, 11, 2)
		for i, s := range positions(t, r, players, options, 12) {
			before := mustJSON(t, s)
			ma, mb := a.Choose(t.Context(), s), b.Choose(t.Context(), s)
			if ma != mb {
				t.Fatalf("%s, position %d: %v, then %v with the same seed", spec, i, ma, mb)
			}
			if !slices.Contains(s.Legal(nil), ma) {
				t.Fatalf("%s, position %d: %v is not legal", spec, i, ma)
			}
			if mustJSON(t, s) != before {
				t.Fatalf("%s, position %d: choosing changed the state", spec, i)
			}
		}
	}
}

// A bot's choice depends on what its seat can see, never on what is hidden
// from it: re-drawing the other hands, the draw pile and the generator
// leaves every bot's move as it was.
func TestHiddenInformationDoesNotChangeTheChoice(t *testing.T) {
	for _, v := range []string{"jamaica", "hispaniola", "tortuga"} {
		t.Run("cartagena "+v, func(t *testing.T) {
			hiddenInvariance(t, cartagena.Rules, 3, `{"variant":"`+v+`"}`)
		})
	}
	t.Run("tortuga", func(t *testing.T) { hiddenInvariance(t, tortuga.Rules, 3, `{"eggs_as_dice":true}`) })
	t.Run("tobago", func(t *testing.T) { hiddenInvariance(t, tobago.Rules, 3, `{"island":"coral-cove"}`) })
}

func hiddenInvariance[S engine.State[S, M], M engine.Move](t *testing.T, r engine.Rules[S, M], players int, options string) {
	for i, s := range positions(t, r, players, options, 10) {
		seat, _ := s.Actor().Seat()
		other := s.Clone()
		any(other).(engine.Determinizer).Determinize(seat, rand.NewPCG(uint64(i), 77))
		if mustJSON(t, other.View(seat)) != mustJSON(t, s.View(seat)) {
			t.Fatalf("position %d: re-drawing the hidden information changed seat %d's view", i, seat)
		}
		if mustJSON(t, other) == mustJSON(t, s) {
			t.Fatalf("position %d: nothing hidden was re-drawn", i)
		}
		for _, spec := range testBots {
			a, b := player[S, M](t, spec, 5, 1), player[S, M](t, spec, 5, 1)
			if ma, mb := a.Choose(t.Context(), s), b.Choose(t.Context(), other); ma != mb {
				t.Errorf("%s, position %d: %v, but %v once only hidden information changed", spec, i, ma, mb)
			}
		}
	}
}

// Both searches find the move that wins at once: seat 0 has five pirates
// in the boat and one on space 30; a sabre takes it aboard (the only sabre
// space ahead, 31, is taken), a key only to 34, and a pirate may go back
// from the boat to 33.
func TestSearchFindsTheWin(t *testing.T) {
	s, err := cartagena.Load([]byte(cartagenaState(
		`[[37,37,37,37,37,30],[0,0,0,31,32,33]]`, "SK", "FFPTBB")))
	if err != nil {
		t.Fatal(err)
	}
	win := cartagena.ForwardMove(cartagena.Sabre, 30)
	if legal := s.Legal(nil); len(legal) != 3 || !slices.Contains(legal, win) {
		t.Fatalf("legal moves %v; the test wants the win among three", legal)
	}
	for _, spec := range []string{"mcts:200", "ismcts:200", "greedy"} {
		for seed := range uint64(5) {
			if m := player[*cartagena.State, cartagena.Move](t, spec, seed, 1).Choose(t.Context(), s); m != win {
				t.Errorf("%s (seed %d) plays %v, not the winning %v", spec, seed, m, win)
			}
		}
	}
}

// The searches find the win two actions away, with the loss a turn away
// otherwise: seat 1 will board its last pirate, on 36, with any card. Seat
// 0 has four pirates aboard, two on 30 and 35, and a flag and a key. The
// flag takes 30 aboard (the flag space ahead, 35, is taken) and either card
// takes 35 (36 is taken); the key takes 30 only to 34. Only the flag on 30
// or the key on 35 keeps both aboard within the turn.
func TestSearchFindsAWinInTwo(t *testing.T) {
	s, err := cartagena.Load([]byte(cartagenaState(
		`[[37,37,37,37,30,35],[37,37,37,37,37,36]]`, "FK", "T")))
	if err != nil {
		t.Fatal(err)
	}
	good := []cartagena.Move{
		cartagena.ForwardMove(cartagena.Flag, 30),
		cartagena.ForwardMove(cartagena.Key, 35),
	}
	for _, spec := range []string{"mcts:400", "ismcts:400"} {
		for seed := range uint64(5) {
			if m := player[*cartagena.State, cartagena.Move](t, spec, seed, 1).Choose(t.Context(), s); !slices.Contains(good, m) {
				t.Errorf("%s (seed %d) plays %v, not one of %v", spec, seed, m, good)
			}
		}
	}
}

// A search grows its trees in memory it keeps: once warmed up, thinking
// twice as long allocates no more, heuristic playouts, determinizations and
// the heuristic bias included.
func TestSearchAllocatesNothingPerIteration(t *testing.T) {
	t.Run("cartagena", func(t *testing.T) { allocatesNothing(t, cartagena.Rules, 2, `{}`) })
	t.Run("tortuga", func(t *testing.T) { allocatesNothing(t, tortuga.Rules, 4, `{"eggs_as_dice":true}`) })
	t.Run("tobago", func(t *testing.T) { allocatesNothing(t, tobago.Rules, 3, `{"island":"coral-cove"}`) })
}

func allocatesNothing[S engine.State[S, M], M engine.Move](t *testing.T, r engine.Rules[S, M], players int, options string) {
	var s S
	for _, p := range positions(t, r, players, options, 10) {
		if len(p.Legal(nil)) > 1 {
			s = p
			break
		}
	}
	allocs := func(iterations int, resample bool) float64 {
		p := NewMCTS[S, M](MCTSConfig{Budget: Budget{Iterations: iterations}, Workers: 1, Resample: resample,
			ScoreWeight: DefaultScoreWeight, HeuristicBias: 1})
		for range 3 {
			p.Choose(t.Context(), s)
		}
		return testing.AllocsPerRun(5, func() { p.Choose(t.Context(), s) })
	}
	for _, resample := range []bool{false, true} {
		if small, large := allocs(1000, resample), allocs(2000, resample); large > small {
			t.Errorf("resample %v: %v allocations a search of 1000 iterations, %v of 2000", resample, small, large)
		}
	}
}
