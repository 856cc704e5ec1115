package bots

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"caribe/games/cartagena"
	"caribe/games/tortuga"
)

// A game without an expert rule has no rollout bot, and the spec takes no
// budget.
func TestRolloutNeedsAnExpert(t *testing.T) {
	_, err := NewPlayer[*cartagena.State, cartagena.Move](Spec{Name: Rollout}, 1, 1, DefaultSearch)
	if err == nil || !strings.Contains(err.Error(), "bots.Expert") {
		t.Errorf("rollout in Cartagena: %v, want a refusal naming bots.Expert", err)
	}
	if _, err := ParseSpec(Rollout + ":100"); err == nil || !strings.Contains(err.Error(), "takes no budget") {
		t.Errorf("rollout:100: %v, want a refusal of the budget", err)
	}
}

// The rollout bot's choice depends on what the seat sees only, is the
// same from the same seed, and allocates nothing once warmed.
func TestRolloutSeesNoHiddenInformation(t *testing.T) {
	for i, s := range positions(t, tortuga.Rules, 2, `{"eggs_as_dice":true}`, 6) {
		seat, _ := s.Actor().Seat()
		other := s.Clone()
		other.Determinize(seat, rand.NewPCG(uint64(i), 79))
		a, b := player[*tortuga.State, tortuga.Move](t, Rollout, 5, 1), player[*tortuga.State, tortuga.Move](t, Rollout, 5, 1)
		if ma, mb := a.Choose(t.Context(), s), b.Choose(t.Context(), other); ma != mb {
			t.Errorf("position %d: %v, but %v once only hidden information changed", i, ma, mb)
		}
		if allocs := testing.AllocsPerRun(2, func() { a.Choose(t.Context(), s) }); allocs != 0 {
			t.Errorf("position %d: %v allocations a decision", i, allocs)
		}
	}
}

// BenchmarkRolloutTortuga2p is the rollout bot's choice of turtle at the
// start of a two-player turn (tortugaChoose), its costliest decision: two
// moves of rolloutPlayouts playouts each.
func BenchmarkRolloutTortuga2p(b *testing.B) {
	s := tortugaChoose(b)
	p, err := NewRollout[*tortuga.State, tortuga.Move](1)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		p.Choose(b.Context(), s)
	}
}

// Past its cap the rollout bot stops its playouts and still plays a legal
// move, and says the decision was cut short; on a clock that stands still
// it plays them all, and the same move from the same seed. (The reference
// stands still too: on a loaded machine the real clock could cut it.)
func TestRolloutStopsAtItsCap(t *testing.T) {
	s := positions(t, tortuga.Rules, 2, `{}`, 1)[0]
	whole := player[*tortuga.State, tortuga.Move](t, Rollout, 3, 1)
	var still time.Time
	whole.(*rolloutBot[*tortuga.State, tortuga.Move]).now = func() time.Time { return still }
	want := whole.Choose(t.Context(), s)
	for _, c := range []struct {
		step time.Duration
		cut  bool
	}{{0, false}, {time.Second, true}} {
		p := player[*tortuga.State, tortuga.Move](t, Rollout, 3, 1)
		b := p.(*rolloutBot[*tortuga.State, tortuga.Move])
		var clock time.Time
		b.now = func() time.Time { clock = clock.Add(c.step); return clock }
		m := p.Choose(t.Context(), s)
		if b.CutShort() != c.cut {
			t.Errorf("a clock stepping %v: cut short %v, want %v", c.step, b.CutShort(), c.cut)
		}
		if err := s.Clone().Apply(m, nil); err != nil {
			t.Errorf("a clock stepping %v: %v is not legal: %v", c.step, m, err)
		}
		if !c.cut && m != want {
			t.Errorf("a clock standing still: %v, want %v as from the same seed", m, want)
		}
	}
}
