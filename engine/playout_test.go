package engine_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"caribe/engine"
)

// Without a playout of its own, a game's random playout is Step's loop:
// it stops at the cap, or when the game ends, counting the moves played.
func TestRandomPlayRunsStepsWithoutTheGamesPlayout(t *testing.T) {
	s := &countdown{left: 5}
	play := engine.BindRandomPlay[*countdown, say](s)
	r := rand.NewPCG(1, 2)
	if n := play.Run(r, 3); n != 3 || s.left != 2 {
		t.Fatalf("a playout capped at 3 from 5 played %d moves and left %d, want 3 and 2", n, s.left)
	}
	if n := play.Run(r, 10); n != 2 || s.left != 0 {
		t.Fatalf("a playout from 2 played %d moves and left %d, want 2 and 0", n, s.left)
	}
	if play.Step(r) {
		t.Fatal("Step played a move in a game that is over")
	}
}

// A game with its own random playout plays it, given the playout's
// generator and cap.
func TestRandomPlayTakesTheGamesOwnPlayout(t *testing.T) {
	s := &quick{countdown: countdown{left: 5}}
	play := engine.BindRandomPlay[*quick, say](s)
	r := rand.NewPCG(1, 2)
	if n := play.Run(r, 4); n != 4 || s.left != 1 || s.drawn != r {
		t.Fatalf("Run played %d moves and left %d (drawn from %p, the playout's %p), want the game's playout: 4 and 1",
			n, s.left, s.drawn, r)
	}
}

// quick is countdown with a random playout of its own.
type quick struct {
	countdown
	drawn *rand.PCG // the generator RandomPlayout was given
}

func (q *quick) RandomPlayout(r *rand.PCG, max int) int {
	q.drawn = r
	n := min(max, q.left)
	q.left -= n
	return n
}

func (q *quick) Clone() *quick       { c := *q; return &c }
func (q *quick) CopyFrom(src *quick) { *q = *src }

// DrawOutcome draws each outcome about as often as its probability, and
// gives the last outcome what the probabilities leave of 1.
func TestDrawOutcomeDrawsByProbability(t *testing.T) {
	outcomes := []engine.Outcome[say]{{Move: 1, Prob: 0.5}, {Move: 2, Prob: 0.2}, {Move: 3, Prob: 0.2}}
	want := map[say]float64{1: 0.5, 2: 0.2, 3: 0.3}
	r := rand.NewPCG(1, 3)
	const draws = 100000
	got := map[say]int{}
	for range draws {
		got[engine.DrawOutcome(r, outcomes)]++
	}
	for m, p := range want {
		// A margin of 0.01 is over six standard deviations at 100,000 draws.
		if f := float64(got[m]) / draws; f < p-0.01 || f > p+0.01 {
			t.Errorf("outcome %v drawn %.3f of the time, want %.2f", m, f, p)
		}
	}
}

// A chance outcome is drawn from the outcomes Chances lists, as
// DrawOutcome draws it, unless the game draws it itself (ChanceDrawer).
func TestRandomPlayDrawsChanceByTheGameWhenItCan(t *testing.T) {
	listed := &flips{countdown{left: 1}}
	play := engine.BindRandomPlay[*flips, say](listed)
	r, want := rand.NewPCG(4, 5), rand.NewPCG(4, 5)
	for range 100 {
		m := play.Chance(r)
		if w := engine.DrawOutcome(want, listed.Chances(nil)); m != w {
			t.Fatalf("Chance drew %v, the listed outcomes %v", m, w)
		}
	}
	drawn := &drawnFlips{flips: flips{countdown{left: 1}}}
	if m := engine.BindRandomPlay[*drawnFlips, say](drawn).Chance(r); m != 7 || drawn.drawn != r {
		t.Fatalf("Chance drew %v (from %p, given %p), want the game's own draw 7 from the search's generator", m, drawn.drawn, r)
	}
}

// flips is a toy game of chance alone: a coin (1 or 2) is flipped left
// times. Its scores and views are countdown's.
type flips struct{ countdown }

func (f *flips) Actor() engine.Actor {
	if f.left == 0 {
		return engine.Nobody
	}
	return engine.Chance
}

func (f *flips) Legal(buf []say) []say {
	if f.left > 0 {
		buf = append(buf, 1, 2)
	}
	return buf
}

func (f *flips) Apply(m say, _ *[]engine.Event) error {
	if f.left == 0 || m < 1 || m > 2 {
		return fmt.Errorf("no flip %d", m)
	}
	f.left--
	return nil
}

func (f *flips) Chances(buf []engine.Outcome[say]) []engine.Outcome[say] {
	return append(buf, engine.Outcome[say]{Move: 1, Prob: 0.5}, engine.Outcome[say]{Move: 2, Prob: 0.5})
}

func (f *flips) SampleChance() say   { return 1 }
func (f *flips) Clone() *flips       { c := *f; return &c }
func (f *flips) CopyFrom(src *flips) { *f = *src }

// drawnFlips is flips drawing its coin itself: always 7, which no list
// holds, so that the test sees whose draw it got.
type drawnFlips struct {
	flips
	drawn *rand.PCG // the generator DrawChance was given
}

func (d *drawnFlips) DrawChance(r *rand.PCG) say { d.drawn = r; return 7 }
func (d *drawnFlips) Clone() *drawnFlips         { c := *d; return &c }
func (d *drawnFlips) CopyFrom(src *drawnFlips)   { *d = *src }
