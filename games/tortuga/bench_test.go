package tortuga

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"caribe/engine"
	"caribe/engine/enginetest"
)

// playout plays s to the end with uniformly random decisions from pick and
// dice from the game's generator, and returns the number of moves. It is
// enginetest.Playout written for *State directly, so the benchmark below
// measures the rules without the cost of generic method calls.
func playout(s *State, pick *rand.PCG, buf []Move) int {
	n := 0
	for s.phase != phaseOver {
		var m Move
		if s.Actor() == engine.Chance {
			m = s.SampleChance()
		} else {
			buf = s.Legal(buf[:0])
			m = buf[engine.Pick(pick.Uint64(), len(buf))]
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

// BenchmarkPlayouts4p measures the generic playout loop a search runs, from
// a set-up copied into preallocated memory: it must not allocate.
func BenchmarkPlayouts4p(b *testing.B) {
	enginetest.BenchPlayouts(b, Rules, 4, `{"eggs_as_dice":true}`)
}

// BenchmarkGenericGames4p plays whole games through the generic harness
// every game shares, for comparison with the direct loop above.
func BenchmarkGenericGames4p(b *testing.B) { enginetest.BenchGames(b, Rules, 4, `{}`) }

// TestPlayoutAllocatesNothing: whole random games of every shape allocate nothing.
func TestPlayoutAllocatesNothing(t *testing.T) {
	for _, o := range []string{`{}`, `{"eggs_as_dice":true}`} {
		enginetest.NoAllocs(t, Rules, 4, o)
		enginetest.NoAllocs(t, Rules, 2, o)
	}
}

// BenchmarkRandomPlayoutStep measures one step of a random playout in
// 4-player games as a search plays it: a die from the game's generator,
// or a decision chosen by listing the legal moves and picking one
// ("list") or by drawing one directly ("sample"), then applied by Apply,
// which checks it, or by the playouts' trusted path ("-trusted").
func BenchmarkRandomPlayoutStep(b *testing.B) {
	for _, sample := range []bool{false, true} {
		for _, trusted := range []bool{false, true} {
			name := map[bool]string{false: "list", true: "sample"}[sample] + map[bool]string{false: "", true: "-trusted"}[trusted]
			b.Run(name, func(b *testing.B) { enginetest.BenchPlayoutStep(b, Rules, 4, `{}`, sample, trusted) })
		}
	}
}

// BenchmarkRandomPlayoutRun measures the bots' random playout in 4-player
// games: engine.RandomPlay's Run, which plays La Tortuga's own
// RandomPlayout, a whole game from its set-up an op, drawn from the
// playout's generator. It reports the moves a second.
func BenchmarkRandomPlayoutRun(b *testing.B) {
	start, s, play := boundPlayout(b, `{}`)
	enginetest.BenchRuns(b, start, s, play)
}

// BenchmarkPaths plays whole 4-player games on the list and sample paths,
// by La Tortuga's own loops and by the engine's ("-engine"), in moves a
// second.
func BenchmarkPaths(b *testing.B) { enginetest.BenchPaths(b, Rules, 4, `{}`) }
