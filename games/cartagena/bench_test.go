package cartagena

import (
	"math/rand/v2"
	"testing"

	"caribe/engine"
	"caribe/engine/enginetest"
)

// BenchmarkRandomGames4pJamaica sets up and plays whole random 4-player
// Jamaica games on one core, reporting games per second and moves per game.
func BenchmarkRandomGames4pJamaica(b *testing.B) {
	enginetest.BenchGames(b, Rules, 4, `{"variant":"jamaica"}`)
}

// BenchmarkActions4pJamaica plays random 4-player Jamaica games from a set-up
// copied into preallocated memory, legal-move generation included, and
// reports actions per second and allocations per action.
func BenchmarkActions4pJamaica(b *testing.B) {
	enginetest.BenchPlayouts(b, Rules, 4, `{"variant":"jamaica"}`)
}

// BenchmarkLegal measures move generation on a mid-game position.
func BenchmarkLegal(b *testing.B) {
	s, _ := New(4, nil, 5)
	pick := rand.New(rand.NewPCG(5, 5))
	buf := make([]Move, 0, 64)
	for range 40 {
		buf = s.Legal(buf[:0])
		s.Apply(buf[pick.IntN(len(buf))], nil)
	}
	b.ReportAllocs()
	for b.Loop() {
		buf = s.Legal(buf[:0])
	}
}

// TestHotPathAllocatesNothing: Legal into a buffer with room, Apply without
// a log (reshuffles and row refills included) and CopyFrom allocate nothing,
// over whole games of every variant.
func TestHotPathAllocatesNothing(t *testing.T) {
	for _, variant := range variantNames {
		enginetest.NoAllocs(t, Rules, 4, `{"variant":"`+variant+`"}`)
	}
}

// BenchmarkRandomPlayoutStep measures one step of a random playout in
// 2-player Jamaica games: a move chosen by listing the legal moves and
// picking one ("list") or by drawing one directly ("sample"), then
// applied by Apply, which checks it, or by the playouts' trusted path
// ("-trusted"). A game that ends starts again from its set-up.
func BenchmarkRandomPlayoutStep(b *testing.B) {
	buf := make([]Move, 0, 64)
	list := func(s *State, r *rand.PCG) Move {
		buf = s.Legal(buf[:0])
		return buf[engine.Pick(r.Uint64(), len(buf))]
	}
	b.Run("list", func(b *testing.B) { benchStep(b, list, false) })
	b.Run("sample", func(b *testing.B) { benchStep(b, (*State).RandomMove, false) })
	b.Run("list-trusted", func(b *testing.B) { benchStep(b, list, true) })
	b.Run("sample-trusted", func(b *testing.B) { benchStep(b, (*State).RandomMove, true) })
}

// benchStep times playout steps whose moves choose draws, played by the
// trusted path or by Apply.
func benchStep(b *testing.B, choose func(*State, *rand.PCG) Move, trusted bool) {
	start, err := New(2, []byte(`{"variant":"jamaica"}`), 1)
	if err != nil {
		b.Fatal(err)
	}
	s, r := start.Clone(), rand.NewPCG(1, 2)
	b.ReportAllocs()
	for b.Loop() {
		if s.over {
			s.CopyFrom(start)
		}
		m := choose(s, r)
		if trusted {
			s.ApplyTrusted(m)
			continue
		}
		if err := s.Apply(m, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPaths plays whole 4-player Jamaica games on the list and sample
// paths, by Cartagena's own loops and by the engine's ("-engine"), in
// moves a second.
func BenchmarkPaths(b *testing.B) { enginetest.BenchPaths(b, Rules, 4, `{"variant":"jamaica"}`) }
