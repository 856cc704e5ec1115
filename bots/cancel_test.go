package bots

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"caribe/engine"
	"caribe/games/cartagena"
	"caribe/games/tobago"
	"caribe/games/tortuga"
)

// A search asked to think for ever (999,999,999 iterations, or a million
// hours) stops soon after its context ends, at its deadline or cancelled,
// and still plays a legal move; so does one whose context ended before it
// began.
func TestSearchStopsWhenItsContextEnds(t *testing.T) {
	t.Run("tortuga", func(t *testing.T) { stopsWhenTold(t, tortuga.Rules, 4, `{}`) })
	t.Run("cartagena", func(t *testing.T) { stopsWhenTold(t, cartagena.Rules, 2, `{"variant":"jamaica"}`) })
	t.Run("tobago", func(t *testing.T) { stopsWhenTold(t, tobago.Rules, 2, `{"island":"coral-cove"}`) })
}

func stopsWhenTold[S engine.State[S, M], M engine.Move](t *testing.T, r engine.Rules[S, M], players int, options string) {
	s := choicePosition(t, r, players, options)
	// within is far below the hours the searches would run untold, and
	// far above a busy machine's delays.
	const within = time.Minute
	for _, spec := range []string{"mcts:999999999", "ismcts:999999999", "mcts:1000000h", "ismcts:1000000h"} {
		p := player[S, M](t, spec, 3, 0)
		ends := map[string]func() (context.Context, context.CancelFunc){
			"a deadline": func() (context.Context, context.CancelFunc) {
				return context.WithTimeout(t.Context(), 50*time.Millisecond)
			},
			"a cancel": func() (context.Context, context.CancelFunc) {
				ctx, cancel := context.WithCancel(t.Context())
				time.AfterFunc(50*time.Millisecond, cancel)
				return ctx, cancel
			},
			"an end before the start": func() (context.Context, context.CancelFunc) {
				ctx, cancel := context.WithCancel(t.Context())
				cancel()
				return ctx, cancel
			},
		}
		for how, ctxOf := range ends {
			ctx, cancel := ctxOf()
			start := time.Now()
			m := p.Choose(ctx, s)
			took := time.Since(start)
			cancel()
			if took > within {
				t.Errorf("%s stopped %v after %s, not within %v", spec, took, how, within)
			}
			if !slices.Contains(s.Legal(nil), m) {
				t.Errorf("%s stopped by %s played %v, not a legal move", spec, how, m)
			}
		}
	}
}

// The advisor hands its context to the search.
func TestAdvisorStopsAtItsContextsDeadline(t *testing.T) {
	a := NewAdvisor(tortugaOnly)
	sess := tortugaDecision(t)
	ctx, cancel := context.WithTimeout(t.Context(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	if _, err := a.Advise(ctx, sess, "mcts:999999999", 1); err != nil {
		t.Fatal(err)
	}
	if took := time.Since(start); took > time.Minute { // untold, the search would run for hours
		t.Errorf("advice stopped %v after a deadline of 50ms", took)
	}
}

// Bound holds a search's budget to a limit of iterations and of time; the
// bots that do not search, and the searches within the limit, are left as
// they are; a zero limit bounds nothing.
func TestAdvisorBoundsSpecs(t *testing.T) {
	a := NewAdvisor(tortugaOnly)
	for _, c := range []struct {
		spec       string
		iterations int
		d          time.Duration
		want, err  string
	}{
		{"greedy", 10, time.Millisecond, "greedy", ""},
		{"random", 10, time.Millisecond, "random", ""},
		{"mcts:20000", 20000, time.Second, "mcts:20000", ""},
		{"ismcts:1s", 20000, time.Second, "ismcts:1s", ""},
		{"mcts:2s", 1, 0, "mcts:2s", ""},
		{"mcts:1000", 20000, time.Millisecond, "mcts:1000", ""},
		{"mcts", DefaultIterations, time.Second, "mcts", ""},
		{"mcts:999999999", 20000, time.Second, "mcts:20000", "999999999 iterations is over this server's limit of 20000"},
		{"ismcts:1000000h", 20000, time.Second, "ismcts:1s", "1000000h0m0s of thinking is over this server's limit of 1s"},
		{"mcts", 500, time.Second, "mcts:500", "mcts searches 10000 iterations at tortuga by default, over this server's limit of 500"},
		{"genius", 500, time.Second, "genius", `unknown bot "genius"`},
	} {
		got, err := a.Bound("tortuga", c.spec, c.iterations, c.d)
		if got != c.want || (err == nil) != (c.err == "") || err != nil && !strings.HasPrefix(err.Error(), c.err) {
			t.Errorf("%s held to %d iterations and %v: %q, %v; want %q, %q", c.spec, c.iterations, c.d, got, err, c.want, c.err)
		}
	}
	if _, err := a.Bound("chess", "mcts", 1, 1); err == nil || !strings.Contains(err.Error(), "no bot plays chess") {
		t.Errorf("a game no bot plays: %v", err)
	}
}
