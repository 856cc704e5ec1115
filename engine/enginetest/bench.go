package enginetest

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"caribe/engine"
)

// Playout plays s to the end: decisions uniformly at random from pick,
// chance outcomes from the game's own generator. It returns the number of
// moves; buf is scratch space for legal moves, so nothing is allocated.
func Playout[S engine.State[S, M], M engine.Move](s S, pick *rand.PCG, buf []M) int {
	n := 0
	chance := engine.BindChance[S, M](s)
	for {
		var m M
		switch s.Actor() {
		case engine.Nobody:
			return n
		case engine.Chance:
			m, _ = chance.Sample()
		default:
			buf = s.Legal(buf[:0])
			m = buf[engine.Pick(pick.Uint64(), len(buf))]
		}
		if err := s.Apply(m, nil); err != nil {
			panic("playout: a legal move was refused: " + err.Error())
		}
		n++
	}
}

// BenchGames sets up and plays whole random games on one goroutine,
// reporting games per second and moves per game.
func BenchGames[S engine.State[S, M], M engine.Move](b *testing.B, r engine.Rules[S, M], players int, options string) {
	pick := rand.NewPCG(1, 2)
	buf := make([]M, 0, 256)
	moves := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		s, err := r.New(players, json.RawMessage(optionsOrEmpty(options)), uint64(i))
		if err != nil {
			b.Fatal(err)
		}
		moves += Playout(s, pick, buf)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
}

// BenchPlayouts plays random games from one set-up copied into
// preallocated memory, the loop a search runs, and reports moves per second
// and allocations per move, which must be zero.
func BenchPlayouts[S engine.State[S, M], M engine.Move](b *testing.B, r engine.Rules[S, M], players int, options string) {
	pick := rand.NewPCG(1, 2)
	buf := make([]M, 0, 256)
	start, err := r.New(players, json.RawMessage(optionsOrEmpty(options)), 1)
	if err != nil {
		b.Fatal(err)
	}
	s := start.Clone()
	moves := 0
	b.ReportAllocs()
	for b.Loop() {
		s.CopyFrom(start)
		moves += Playout(s, pick, buf)
	}
	b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
	allocs := testing.AllocsPerRun(3, func() {
		s.CopyFrom(start)
		Playout(s, pick, buf)
	})
	b.ReportMetric(allocs/float64(max(moves/b.N, 1)), "allocs/move")
}

// NoAllocs fails the test if whole random games played from a copied
// set-up (Legal into a buffer with room, Apply without a log, CopyFrom)
// allocate anything.
func NoAllocs[S engine.State[S, M], M engine.Move](t *testing.T, r engine.Rules[S, M], players int, options string) {
	t.Helper()
	start, err := r.New(players, json.RawMessage(optionsOrEmpty(options)), 1)
	if err != nil {
		t.Fatal(err)
	}
	pick := rand.NewPCG(1, 2)
	buf := make([]M, 0, 256)
	s := start.Clone()
	moves := 0
	allocs := testing.AllocsPerRun(20, func() {
		s.CopyFrom(start)
		moves += Playout(s, pick, buf)
	})
	if allocs != 0 || moves == 0 {
		t.Errorf("%d players %s: %v allocations per game of about %d moves", players, options, allocs, moves/21)
	}
}

// BenchPathRuns plays whole random games of players from one set-up copied
// into preallocated memory, on the measured path (engine.BindPathPlay:
// list or sample), by the game's own loop of it when it has one or, with
// engineLoop, by the engine's loop through its interfaces; it reports
// moves per second.
func BenchPathRuns[S engine.State[S, M], M engine.Move](b *testing.B, r engine.Rules[S, M], players int, options string, path engine.Path, engineLoop bool) {
	start, err := r.New(players, json.RawMessage(optionsOrEmpty(options)), 1)
	if err != nil {
		b.Fatal(err)
	}
	s := start.Clone()
	play, err := engine.BindPathPlay[S, M](s, path)
	if err != nil {
		b.Fatal(err)
	}
	if engineLoop {
		play.EngineLoop()
	}
	BenchRuns(b, start, s, play)
}

// BenchRuns plays a whole game by play's Run from start, copied into s
// (the state play is bound to), an op, drawn from one generator, and
// reports moves per second.
func BenchRuns[S engine.State[S, M], M engine.Move](b *testing.B, start, s S, play *engine.RandomPlay[S, M]) {
	rng := rand.NewPCG(1, 2)
	moves := 0
	b.ReportAllocs()
	for b.Loop() {
		s.CopyFrom(start)
		moves += play.Run(rng, 1<<30)
	}
	b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
}

// BenchPaths runs BenchPathRuns on the list and sample paths (the sample
// path when the game has a Sampler), each by the game's own loop and by
// the engine's ("-engine").
func BenchPaths[S engine.State[S, M], M engine.Move](b *testing.B, r engine.Rules[S, M], players int, options string) {
	paths := []engine.Path{engine.ListPath}
	if s, err := r.New(players, json.RawMessage(optionsOrEmpty(options)), 1); err == nil {
		if _, ok := any(s).(engine.Sampler[M]); ok {
			paths = append(paths, engine.SamplePath)
		}
	}
	for _, p := range paths {
		name := map[engine.Path]string{engine.ListPath: "list", engine.SamplePath: "sample"}[p]
		b.Run(name, func(b *testing.B) { BenchPathRuns(b, r, players, options, p, false) })
		b.Run(name+"-engine", func(b *testing.B) { BenchPathRuns(b, r, players, options, p, true) })
	}
}
