package cartagena

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"caribe/engine"
)

// positions calls f on every position of random games of every variant and
// player count, the moves half random, half the heuristic's, so the games
// reach their end.
func positions(t *testing.T, games int, f func(name string, s *State)) {
	t.Helper()
	for _, variant := range variantNames {
		for players := MinPlayers; players <= MaxPlayers; players++ {
			for seed := range uint64(games) {
				s, err := New(players, []byte(`{"variant":"`+variant+`"}`), seed)
				if err != nil {
					t.Fatal(err)
				}
				name := fmt.Sprintf("%s %dp seed %d", variant, players, seed)
				r := rand.NewPCG(seed, 7)
				for n := 0; s.Actor() != engine.Nobody && n < 3000; n++ {
					f(name, s)
					m := s.RandomMove(r)
					if r.Uint64()&1 == 0 {
						m = s.HeuristicMove(r)
					}
					if err := s.Apply(m, nil); err != nil {
						t.Fatalf("%s: %v refused: %v", name, m, err)
					}
				}
			}
		}
	}
}

// RandomMove is a legal move, the one at Legal's index Pick(r.Uint64(), len) with
// the same draws from r, so it is drawn as uniformly as picking from the
// list; it changes nothing. Random games and a forced pass (the position of
// TestForcedPass) meet every kind of move.
func TestRandomMoveIsPickedFromLegal(t *testing.T) {
	if _, ok := any(&State{}).(engine.Sampler[Move]); !ok {
		t.Fatal("Cartagena's state must offer the bots its sampler")
	}
	kinds := map[Kind]int{}
	legal := make([]Move, 0, 64)
	check := func(name string, s *State) {
		before := *s
		r := rand.NewPCG(uint64(s.npile), uint64(s.turn))
		listed := *r
		m := s.RandomMove(r)
		if *s != before {
			t.Fatalf("%s: RandomMove changed the state", name)
		}
		legal = s.Legal(legal[:0])
		if want := legal[engine.Pick(listed.Uint64(), len(legal))]; m != want || *r != listed {
			t.Fatalf("%s: RandomMove drew %v, picking from %v draws %v", name, m, legal, want)
		}
		kinds[m.Kind()]++
	}
	check("forced pass", position{players: 3,
		board: "start:00000111111222222 | F S P K B T | F S0 P K B T | F S P K B T | F S P K B T | F S P K B T | F S P K B T | boat:",
		hands: []string{"", "", "K"}, turn: 1,
	}.state(t))
	positions(t, 12, check)
	for _, k := range []Kind{Forward, Back, End, Pass} {
		if kinds[k] == 0 {
			t.Errorf("no %s move drawn in the test's positions", kindNames[k])
		}
	}
}

// Over many draws from one position, every legal move comes up about
// equally often: the counts pass Pearson's chi-square test and each is
// within 5 standard deviations of its expectation. Positions with forward
// moves of several cards and pirates, back moves and End are tried, two
// from each game.
func TestRandomMoveIsUniform(t *testing.T) {
	const perMove = 4000
	tried := map[string]int{}
	legal := make([]Move, 0, 64)
	positions(t, 3, func(name string, s *State) {
		legal = s.Legal(legal[:0])
		if len(legal) < 12 || s.actions == 0 || s.goingBack(s.turn) == 0 || tried[name] == 2 {
			return
		}
		tried[name]++
		r := rand.NewPCG(uint64(len(tried)), uint64(tried[name]))
		count := map[Move]int{}
		draws := perMove * len(legal)
		for range draws {
			count[s.RandomMove(r)]++
		}
		expect := float64(perMove)
		sd := math.Sqrt(expect * (1 - 1/float64(len(legal))))
		chi2 := 0.0
		for _, m := range legal {
			d := float64(count[m]) - expect
			chi2 += d * d / expect
			if math.Abs(d) > 5*sd {
				t.Fatalf("%s: %v drawn %d times in %d, expected %.0f ± %.0f", name, m, count[m], draws, expect, sd)
			}
		}
		if len(count) != len(legal) {
			t.Fatalf("%s: drew %d distinct moves, %d are legal", name, len(count), len(legal))
		}
		if limit := chiSquareBound(len(legal)-1, 5); chi2 > limit {
			t.Fatalf("%s: chi-square %.1f over %d moves exceeds %.1f", name, chi2, len(legal), limit)
		}
	})
	if games := len(variantNames) * (MaxPlayers - MinPlayers + 1) * 3; len(tried) < games {
		t.Fatalf("only %d of %d games reach a position with forward moves, back moves and End", len(tried), games)
	}
}

// chiSquareBound is the chi-square value with dof degrees of freedom that
// is exceeded with the probability of a normal variable exceeding z
// standard deviations (Wilson and Hilferty's approximation).
func chiSquareBound(dof int, z float64) float64 {
	k := float64(dof)
	return k * math.Pow(1-2/(9*k)+z*math.Sqrt(2/(9*k)), 3)
}

// The sampler allocates nothing, in positions of every variant.
func TestRandomMoveAllocatesNothing(t *testing.T) {
	r := rand.NewPCG(1, 2)
	var m Move
	positions(t, 1, func(name string, s *State) {
		if s.actions != 1 {
			return
		}
		if a := testing.AllocsPerRun(20, func() { m = s.RandomMove(r) }); a != 0 {
			t.Fatalf("%s: RandomMove allocates %.1f times, drawing %v", name, a, m)
		}
	})
}
