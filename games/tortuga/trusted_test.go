package tortuga

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"

	"caribe/engine"
	"caribe/engine/enginetest"
)

// positions calls f on every position of random games: every player
// count, one and two turtles, with and without egg cards as dice, and the
// design samples; decisions half random, half the heuristic's (which
// spends egg cards), dice from the game's generator.
func positions(t *testing.T, games int, f func(name string, s *State)) {
	t.Helper()
	for _, c := range shapes() {
		for seed := range uint64(games) {
			s, err := New(c.players, json.RawMessage(c.options), seed)
			if err != nil {
				t.Fatal(err)
			}
			name := fmt.Sprintf("%dp %s seed %d", c.players, c.options, seed)
			r := rand.NewPCG(seed, 7)
			for n := 0; s.Actor() != engine.Nobody && n < 20000; n++ {
				f(name, s)
				m := s.SampleChance()
				if s.Actor() != engine.Chance {
					m = s.RandomMove(r)
					if r.Uint64()&1 == 0 {
						m = s.HeuristicMove(r)
					}
				}
				if err := s.Apply(m, nil); err != nil {
					t.Fatalf("%s: %v refused: %v", name, m, err)
				}
			}
		}
	}
}

// shape is a game's player count and options.
type shape struct {
	players int
	options string
}

// shapes are the games the random-play tests play: every player count,
// one and two turtles, with and without egg cards as dice, and the design
// samples.
func shapes() []shape {
	var confs []shape
	for p := 2; p <= MaxTurtles; p++ {
		confs = append(confs, shape{p, `{}`}, shape{p, `{"eggs_as_dice":true}`})
		if p <= 3 {
			confs = append(confs, shape{p, `{"two_turtles":false,"eggs_as_dice":true}`})
		}
	}
	for _, c := range designSamples {
		confs = append(confs, shape{c.players, c.options})
	}
	return confs
}

// ApplyTrusted, the playouts' path, plays every legal move and chance
// outcome of random games of every shape exactly as Apply does, and the
// engine picks it for playouts.
func TestApplyTrustedPlaysAsApply(t *testing.T) {
	if _, ok := any(&State{}).(engine.Trusted[Move]); !ok {
		t.Fatal("La Tortuga's state must offer playouts its trusted path")
	}
	var checked, trusted State
	legal := make([]Move, 0, 16)
	played := map[Kind]int{}
	positions(t, 20, func(name string, s *State) {
		legal = enginetest.TrustedPlaysAsApply(t, name, s, &checked, &trusted, legal, same)
		for _, m := range legal {
			played[m.Kind]++
		}
	})
	for k := Choose; k <= Card; k++ {
		if played[k] == 0 {
			t.Errorf("no %v move was played both ways", kindNames[k])
		}
	}
}

// Random games played as playouts play them, by RandomMove, the game's
// dice and the trusted path, from a copied set-up allocate nothing, as the
// checked path does not (TestPlayoutAllocatesNothing).
func TestTrustedPathAllocatesNothing(t *testing.T) {
	enginetest.NoAllocsTrusted(t, Rules, 4, `{}`)
	enginetest.NoAllocsTrusted(t, Rules, 2, `{"eggs_as_dice":true}`)
	enginetest.NoAllocsTrusted(t, Rules, 3, `{"eggs_as_dice":true,"two_turtles":false}`)
	for _, c := range designSamples {
		enginetest.NoAllocsTrusted(t, Rules, c.players, c.options)
	}
}
