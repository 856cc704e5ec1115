package tortuga

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"caribe/engine"
)

// playout plays s to the end with uniformly random decisions from pick and
// dice from the game's generator, and returns the number of moves.
func playout(s *State, pick *rand.PCG, buf []Move) int {
	n := 0
	for s.phase != phaseOver {
		var m Move
		if s.Actor() == engine.Chance {
			m = s.SampleChance()
		} else {
			buf = s.Legal(buf[:0])
			m = buf[(pick.Uint64()>>32)*uint64(len(buf))>>32]
		}
		if err := s.Apply(m, nil); err != nil {
			panic(err)
		}
		n++
	}
	return n
}

// BenchmarkRandomGame4p sets up and plays whole random 4-player games on one
// core and reports games per second and moves per game.
func BenchmarkRandomGame4p(b *testing.B) {
	pick := rand.NewPCG(1, 2)
	buf := make([]Move, 0, 16)
	cfg, err := parseOptions(4, json.RawMessage(`{}`))
	if err != nil {
		b.Fatal(err)
	}
	var s State
	moves := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		s = *newState(cfg, uint64(i))
		moves += playout(&s, pick, buf)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
}

// BenchmarkPlayoutMoves measures the playout loop alone, from a state copied
// into preallocated memory: it must not allocate.
func BenchmarkPlayoutMoves(b *testing.B) {
	pick := rand.NewPCG(1, 2)
	buf := make([]Move, 0, 16)
	start, err := New(4, json.RawMessage(`{"eggs_as_dice":true}`), 1)
	if err != nil {
		b.Fatal(err)
	}
	var s State
	moves := 0
	b.ReportAllocs()
	for b.Loop() {
		s.CopyFrom(start)
		s.rng.Seed(uint64(moves), 3)
		moves += playout(&s, pick, buf)
	}
	b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
	b.ReportMetric(float64(testing.AllocsPerRun(1, func() {
		s.CopyFrom(start)
		playout(&s, pick, buf)
	}))/float64(max(moves/b.N, 1)), "allocs/move")
}
