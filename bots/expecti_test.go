package bots

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"caribe/engine"
	"caribe/games/cartagena"
	"caribe/games/tortuga"
)

// The toy game by hand. With a 2 rolled, stopping is worth 0.2 to seat 0;
// rolling (0.3 + 0.4 + 0.5 + 0.6 + 0.7 + 0)/6 = 2.5/6, so expecti rolls.
// With a 4, rolling is worth (0.5 + 0.6 + 0.7)/6 = 0.3 against 0.4 for
// stopping, so it stops.
func TestExpectiExpectationByHand(t *testing.T) {
	for _, c := range []struct {
		first      int
		stop, roll float64
		want       toyMove
	}{{2, 0.2, 2.5 / 6, toyRoll}, {4, 0.4, 1.8 / 6, toyStop}} {
		p, err := NewExpecti[*toy, toyMove](1, 1)
		if err != nil {
			t.Fatal(err)
		}
		b := p.(*expectiBot[*toy, toyMove])
		s := &toy{total: c.first, dice: 1}
		if m := b.Choose(t.Context(), s); m != c.want {
			t.Errorf("first die %d: %v, want %v", c.first, m, c.want)
		}
		for m, want := range map[toyMove]float64{toyStop: c.stop, toyRoll: c.roll} {
			v := b.expect(m)
			if math.Abs(v[0]-want) > 1e-12 || math.Abs(v[1]-(1-want)) > 1e-12 {
				t.Errorf("first die %d, %v: values %v, want %v for seat 0", c.first, m, v, want)
			}
		}
	}
}

// Once warmed up, a decision allocates nothing, at either depth.
func TestExpectiAllocatesNothing(t *testing.T) {
	for _, stages := range []int{1, 2} {
		p, err := NewExpecti[*tortuga.State, tortuga.Move](stages, 1)
		if err != nil {
			t.Fatal(err)
		}
		ps := positions(t, tortuga.Rules, 2, `{}`, 6)
		for _, s := range ps {
			p.Choose(t.Context(), s)
		}
		allocs := testing.AllocsPerRun(3, func() {
			for _, s := range ps {
				p.Choose(t.Context(), s)
			}
		})
		if allocs > 0 {
			t.Errorf("%d stages: %v allocations per round of decisions", stages, allocs)
		}
	}
}

// A game without an evaluation has no expecti bot, and the spec takes no budget.
func TestExpectiNeedsAnEvaluation(t *testing.T) {
	for _, name := range []string{Expecti, Expecti2} {
		_, err := NewPlayer[*cartagena.State, cartagena.Move](Spec{Name: name}, 1, 1, DefaultSearch)
		if err == nil || !strings.Contains(err.Error(), "engine.Evaluator") {
			t.Errorf("%s in Cartagena: %v, want a refusal naming engine.Evaluator", name, err)
		}
		if _, err := ParseSpec(name + ":100"); err == nil || !strings.Contains(err.Error(), "takes no budget") {
			t.Errorf("%s:100: %v, want a refusal of the budget", name, err)
		}
	}
	_, err := NewPlayer[*cartagena.State, cartagena.Move](Spec{Name: Expertimax}, 1, 1, DefaultSearch)
	if err == nil || !strings.Contains(err.Error(), "bots.Appraiser") {
		t.Errorf("expertimax in Cartagena: %v, want a refusal naming bots.Appraiser", err)
	}
	if _, err := ParseSpec(Expertimax + ":100"); err == nil || !strings.Contains(err.Error(), "takes no budget") {
		t.Errorf("expertimax:100: %v, want a refusal of the budget", err)
	}
	_, err = NewPlayer[*cartagena.State, cartagena.Move](Spec{Name: Expectiwin}, 1, 1, DefaultSearch)
	if err == nil || !strings.Contains(err.Error(), "engine.Evaluator") {
		t.Errorf("expectiwin in Cartagena (a forecast, no stages): %v, want a refusal naming engine.Evaluator", err)
	}
	if _, err := ParseSpec(Expectiwin + ":100"); err == nil || !strings.Contains(err.Error(), "takes no budget") {
		t.Errorf("expectiwin:100: %v, want a refusal of the budget", err)
	}
}

// The choice depends on what the seat sees only: re-drawing the hidden egg
// cards and the dice leaves it as it was.
func TestExpectiSeesNoHiddenInformation(t *testing.T) {
	for i, s := range positions(t, tortuga.Rules, 3, `{"eggs_as_dice":true}`, 10) {
		seat, _ := s.Actor().Seat()
		other := s.Clone()
		other.Determinize(seat, rand.NewPCG(uint64(i), 78))
		for _, spec := range []string{Expecti, Expecti2, Expertimax, Expectiwin} {
			a, b := player[*tortuga.State, tortuga.Move](t, spec, 5, 1), player[*tortuga.State, tortuga.Move](t, spec, 5, 1)
			if ma, mb := a.Choose(t.Context(), s), b.Choose(t.Context(), other); ma != mb {
				t.Errorf("%s, position %d: %v, but %v once only hidden information changed", spec, i, ma, mb)
			}
		}
	}
}

// tortugaChoose is a La Tortuga game of two players at the start of seat
// 0's third turn, played by the greedy rule with the game's dice: the
// costliest decision, searching the choice of turtle and all that follows.
func tortugaChoose(t testing.TB) *tortuga.State {
	s, err := tortuga.New(2, []byte(`{}`), 4)
	if err != nil {
		t.Fatal(err)
	}
	h := rand.NewPCG(4, 4)
	for turns := 0; turns < 4 || s.Actor() != 0 || !s.Settled(); {
		if s.Actor() == engine.Chance {
			mustApply(s, s.SampleChance())
			continue
		}
		if s.Settled() && s.Actor() >= 0 {
			turns++
		}
		mustApply(s, s.HeuristicMove(h))
	}
	return s
}

func benchExpecti(b *testing.B, stages int) {
	s := tortugaChoose(b)
	p, err := NewExpecti[*tortuga.State, tortuga.Move](stages, 1)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		p.Choose(b.Context(), s)
	}
}

func BenchmarkExpectiTortuga2p(b *testing.B)  { benchExpecti(b, 1) }
func BenchmarkExpecti2Tortuga2p(b *testing.B) { benchExpecti(b, 2) }
