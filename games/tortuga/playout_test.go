package tortuga

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"

	"caribe/engine"
)

// RandomPlayout, played one move at a time, plays the move and makes the
// draws engine.RandomPlay's Step makes (a die from the list of outcomes by
// DrawChance, a decision by RandomMove, played by ApplyTrusted), in random
// playouts of every shape, and leaves the game's own generator alone: so
// it plays only legal moves and rolls each face a sixth of the time. The
// engine binds it for random playouts.
func TestRandomPlayoutStepsAsTheEngine(t *testing.T) {
	if _, ok := any(&State{}).(engine.Playouter); !ok {
		t.Fatal("La Tortuga's state must offer the bots its own random playout")
	}
	faces := [7]int{}
	decided := map[phase]int{}
	for _, c := range shapes() {
		for seed := range uint64(12) {
			name := fmt.Sprintf("%dp %s seed %d", c.players, c.options, seed)
			own, err := New(c.players, json.RawMessage(c.options), seed)
			if err != nil {
				t.Fatal(err)
			}
			stepped := own.Clone()
			play := engine.BindRandomPlay[*State, Move](stepped)
			r := rand.NewPCG(seed, 11)
			steps := *r
			gen, draw := own.rng, own.draw
			for n := 0; ; n++ {
				ph, next := own.phase, *r
				played := own.RandomPlayout(r, 1)
				if ok := play.Step(&steps); ok != (played == 1) {
					t.Fatalf("%s move %d: RandomPlayout played %d moves, Step reports %v", name, n, played, ok)
				}
				if !sameButGenerator(own, stepped) || *r != steps {
					t.Fatalf("%s move %d: RandomPlayout left\n%v\nStep left\n%v", name, n, own, stepped)
				}
				if own.rng != gen || own.draw != draw {
					t.Fatalf("%s move %d: RandomPlayout moved the game's own generator", name, n)
				}
				if played == 0 {
					break
				}
				decided[ph]++
				if ph == phaseFirstDie || ph == phaseDie {
					faces[drawDie(&next)]++
				}
			}
		}
	}
	total := 0
	for _, k := range faces[1:] {
		total += k
	}
	for v, k := range faces[1:] {
		// About 10,000 dice a face: a 5% margin is over five standard deviations.
		if d := float64(k)/float64(total) - 1.0/6; d > 0.05/6 || d < -0.05/6 {
			t.Errorf("face %d rolled %d times in %d dice, want about a sixth", v+1, k, total)
		}
	}
	for _, ph := range []phase{phaseChoose, phaseFirstDie, phaseDecide, phaseDie} {
		if decided[ph] == 0 {
			t.Errorf("no move was played in phase %s", phaseNames[ph])
		}
	}
}

// sameButGenerator says whether a and b are the same by same but for the
// game's own generator and the draw SampleChance reads.
func sameButGenerator(a, b *State) bool {
	c := *a
	c.rng, c.draw = b.rng, b.draw
	return same(&c, b)
}

// A whole RandomPlayout ends where its moves played one at a time end,
// with the same draws; a cap stops it early, returning the cap.
func TestRandomPlayoutRunsToTheEndOrTheCap(t *testing.T) {
	whole, err := New(4, []byte(`{}`), 3)
	if err != nil {
		t.Fatal(err)
	}
	steps, capped := whole.Clone(), whole.Clone()
	r := rand.NewPCG(3, 5)
	rs, rc := *r, *r
	n := whole.RandomPlayout(r, 1<<20)
	if whole.Actor() != engine.Nobody || n == 0 || n == 1<<20 {
		t.Fatalf("a playout without a cap played %d moves and left %v to act", n, whole.Actor())
	}
	k := 0
	for steps.RandomPlayout(&rs, 1) == 1 {
		k++
	}
	if k != n || !same(steps, whole) || rs != *r {
		t.Fatalf("a whole playout played %d moves, one at a time %d, or ended elsewhere", n, k)
	}
	if c := capped.RandomPlayout(&rc, n/2); c != n/2 || capped.Actor() == engine.Nobody {
		t.Fatalf("a playout capped at %d played %d and left %v to act", n/2, c, capped.Actor())
	}
}

// DrawChance draws the die engine.DrawOutcome draws from the six faces
// Chances lists, with the same draws.
func TestDrawChanceDrawsAsTheOutcomes(t *testing.T) {
	s, err := New(3, []byte(`{}`), 1)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.NewPCG(1, 13)
	for s.Actor() != engine.Chance {
		s.ApplyTrusted(s.RandomMove(r))
	}
	outcomes := s.Chances(nil)
	listed := *r
	for i := range 200000 {
		m, want := s.DrawChance(r), engine.DrawOutcome(&listed, outcomes)
		if m != want || *r != listed {
			t.Fatalf("draw %d: DrawChance drew %v, the outcomes %v", i, m, want)
		}
	}
}

// A random playout, by the game's own loop and through the engine's
// binding, allocates nothing.
func TestRandomPlayoutAllocatesNothing(t *testing.T) {
	start, s, play := boundPlayout(t, `{"eggs_as_dice":true}`)
	r := rand.NewPCG(1, 2)
	n := 0
	if a := testing.AllocsPerRun(20, func() {
		s.CopyFrom(start)
		n += s.RandomPlayout(r, 1000)
		s.CopyFrom(start)
		n += play.Run(r, 1000)
		s.CopyFrom(start)
		for play.Step(r) {
			n++
		}
	}); a != 0 {
		t.Fatalf("a random playout allocates %.1f times (%d moves)", a, n)
	}
}

// dieOf, which drawDie reads its die with, reads it off the edges as
// DrawOutcome's float walk gives it, on both sides of every edge and of every sixth of the draws, where
// the walk's rounding may differ from a plain scaling.
func TestDrawDieReadsTheWalksEdges(t *testing.T) {
	var us []uint64
	for k := uint64(1); k <= 5; k++ {
		for _, c := range []uint64{dieEdges[k], (k<<53 + 5) / 6} {
			for d := c - 4; d <= c+4; d++ {
				us = append(us, d)
			}
		}
	}
	us = append(us, 0, 1<<53-1)
	for _, u := range us {
		if got, want := dieOf(u), walkDie(u); got != want {
			t.Fatalf("u %#x: dieOf reads %d, the walk gives %d", u, got, want)
		}
	}
}

// boundPlayout sets up a 4-player game with options, seed 1, and a copy
// of it bound for random playouts.
func boundPlayout(tb testing.TB, options string) (start, s *State, play *engine.RandomPlay[*State, Move]) {
	tb.Helper()
	start, err := New(4, json.RawMessage(options), 1)
	if err != nil {
		tb.Fatal(err)
	}
	s = start.Clone()
	return start, s, engine.BindRandomPlay[*State, Move](s)
}
