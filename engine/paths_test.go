package engine_test

import (
	"math/rand/v2"
	"testing"

	"caribe/engine"
)

// On a measured path, Run plays the game's own loop of that path when it
// has one, and Step's loop through the engine's interfaces when it has
// none or when told to (EngineLoop); the bots' own random playout is not
// a path's loop; a game without a Sampler has no sample path.
func TestPathPlayTakesTheGamesOwnLoop(t *testing.T) {
	r := rand.NewPCG(1, 2)
	s := &looped{countdown: countdown{left: 9}}
	list, err := engine.BindPathPlay[*looped, say](s, engine.ListPath)
	if err != nil {
		t.Fatal(err)
	}
	if n := list.Run(r, 4); n != 4 || s.left != 5 || s.listed != 4 {
		t.Fatalf("Run played %d moves, left %d, %d by the game's loop; want 4, 5 and 4", n, s.left, s.listed)
	}
	list.EngineLoop()
	if n := list.Run(r, 2); n != 2 || s.left != 3 || s.listed != 4 {
		t.Fatalf("Run by the engine's loop played %d moves, left %d, %d by the game's loop; want 2, 3 and 4", n, s.left, s.listed)
	}
	q := &quick{countdown: countdown{left: 5}}
	ql, err := engine.BindPathPlay[*quick, say](q, engine.ListPath)
	if err != nil {
		t.Fatal(err)
	}
	if n := ql.Run(r, 3); n != 3 || q.left != 2 || q.drawn != nil {
		t.Fatalf("the list path played %d moves, left %d, the random playout given %p; want Step's 3, 2 and none", n, q.left, q.drawn)
	}
	if _, err := engine.BindPathPlay[*countdown, say](&countdown{left: 1}, engine.SamplePath); err == nil {
		t.Fatal("a game without a Sampler was given a sample path")
	}
}

// On a measured path a chance outcome comes from the game's own generator
// (SampleChance), not from the playout's generator, even when the game can
// draw from that (ChanceDrawer).
func TestPathPlayDrawsChanceFromTheGame(t *testing.T) {
	s := &drawnFlips{flips: flips{countdown{left: 2}}}
	play, err := engine.BindPathPlay[*drawnFlips, say](s, engine.ListPath)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.NewPCG(1, 2)
	if !play.Step(r) || s.left != 1 || s.drawn != nil {
		t.Fatalf("a chance step left %d flips and drew from %p; want 1 and the game's own outcome", s.left, s.drawn)
	}
}

// looped is countdown with its own loop of the list path.
type looped struct {
	countdown
	listed int // the moves ListPlayout played
}

func (l *looped) ListPlayout(_ *rand.PCG, max int) int {
	n := min(max, l.left)
	l.left -= n
	l.listed += n
	return n
}

func (l *looped) Clone() *looped       { c := *l; return &c }
func (l *looped) CopyFrom(src *looped) { *l = *src }
