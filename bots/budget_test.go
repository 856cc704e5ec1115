package bots

import (
	"bytes"
	"testing"

	"caribe/engine"
	"caribe/games/cartagena"
	"caribe/games/tobago"
)

// A search given no budget spends its game's default: Tobago's
// TobagoSearch.Iterations, the other games' DefaultIterations. The bot then plays
// as with that budget named, and somewhere not as with the other one.
func TestEachGameHasItsDefaultBudget(t *testing.T) {
	t.Run("tobago", func(t *testing.T) {
		defaultBudget(t, tobago.Rules, 2, `{"island":"coral-cove"}`, "3000", "10000")
	})
	t.Run("cartagena", func(t *testing.T) {
		defaultBudget(t, cartagena.Rules, 2, `{}`, "10000", "3000")
	})
}

func defaultBudget[S engine.State[S, M], M engine.Move](t *testing.T, r engine.Rules[S, M], players int, options, same, other string) {
	differs := false
	for i, s := range positions(t, r, players, options, 8) {
		data, err := s.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		sess, err := engine.Define(r).Load(data)
		if err != nil {
			t.Fatal(err)
		}
		advise := func(budget string) []byte {
			m, err := Advise(sess, MCTS, budget, 7)
			if err != nil {
				t.Fatal(err)
			}
			return m
		}
		d := advise("")
		if s := advise(same); !bytes.Equal(d, s) {
			t.Errorf("position %d: with no budget %s, with %s iterations %s", i, d, same, s)
		}
		differs = differs || !bytes.Equal(d, advise(other))
	}
	if !differs {
		t.Errorf("with no budget the bot always plays as with %s iterations", other)
	}
}
