package enginetest

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"caribe/engine"
)

// TrustedState is a state with a trusted path for playouts.
type TrustedState[S any, M engine.Move] interface {
	engine.State[S, M]
	engine.Trusted[M]
}

// TrustedPlaysAsApply plays each move Legal lists in s (into legal, which
// it returns) on two copies of s, checked and trusted, one by Apply and one
// by ApplyTrusted, and fails when the copies are not the same by same.
func TrustedPlaysAsApply[S TrustedState[S, M], M engine.Move](t testing.TB, name string, s, checked, trusted S, legal []M, same func(a, b S) bool) []M {
	t.Helper()
	legal = s.Legal(legal[:0])
	for _, m := range legal {
		checked.CopyFrom(s)
		trusted.CopyFrom(s)
		if err := checked.Apply(m, nil); err != nil {
			t.Fatalf("%s: %v refused: %v", name, m, err)
		}
		trusted.ApplyTrusted(m)
		if !same(trusted, checked) {
			t.Fatalf("%s: %v played by the trusted path gives\n%v\nApply gives\n%v", name, m, trusted, checked)
		}
	}
	return legal
}

// SamplerState is a state that draws random moves directly.
type SamplerState[S any, M engine.Move] interface {
	engine.State[S, M]
	engine.Sampler[M]
}

// RandomMoveIsPicked fails when the RandomMove s draws from a generator
// seeded with seed and stream is not the move at Legal's index
// engine.Pick(r.Uint64(), len) with the same draws, the pick a bot makes
// from the list, or when it changes s (compared by same with before, a scratch state). It returns the
// move and legal, which holds the moves Legal lists.
func RandomMoveIsPicked[S SamplerState[S, M], M engine.Move](t testing.TB, name string, s, before S, legal []M, seed, stream uint64, same func(a, b S) bool) (M, []M) {
	t.Helper()
	before.CopyFrom(s)
	r := rand.NewPCG(seed, stream)
	listed := *r
	m := s.RandomMove(r)
	if !same(s, before) {
		t.Fatalf("%s: RandomMove changed the state", name)
	}
	legal = s.Legal(legal[:0])
	if want := legal[engine.Pick(listed.Uint64(), len(legal))]; m != want || *r != listed {
		t.Fatalf("%s: RandomMove drew %v, picking from %v draws %v", name, m, legal, want)
	}
	return m, legal
}

// BenchPlayoutStep times one step of a random playout, as a search runs it
// through the engine's interfaces: a chance outcome from the game's
// generator, or a decision picked from Legal or, with sample, drawn by the
// game's RandomMove; then applied by Apply, which checks it, or, with
// trusted, by engine.PlayoutApply. A game that ends starts again from its
// set-up.
func BenchPlayoutStep[S engine.State[S, M], M engine.Move](b *testing.B, r engine.Rules[S, M], players int, options string, sample, trusted bool) {
	start, err := r.New(players, json.RawMessage(optionsOrEmpty(options)), 1)
	if err != nil {
		b.Fatal(err)
	}
	s := start.Clone()
	sampler, _ := any(s).(engine.Sampler[M])
	if sample && sampler == nil {
		b.Fatalf("%s has no RandomMove", r.Name)
	}
	chance := engine.BindChance[S, M](s)
	apply := engine.PlayoutApply[S, M](s)
	rng := rand.NewPCG(1, 2)
	buf := make([]M, 0, 256)
	b.ReportAllocs()
	for b.Loop() {
		var m M
		switch s.Actor() {
		case engine.Nobody:
			s.CopyFrom(start)
			continue
		case engine.Chance:
			m, _ = chance.Sample()
		default:
			if sample {
				m = sampler.RandomMove(rng)
				break
			}
			buf = s.Legal(buf[:0])
			m = buf[engine.Pick(rng.Uint64(), len(buf))]
		}
		if trusted {
			apply.ApplyTrusted(m)
			continue
		}
		if err := s.Apply(m, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// NoAllocsTrusted fails the test if whole random games played from a copied
// set-up the way playouts play them (chance outcomes from the game's
// generator, decisions by RandomMove when the game has one, else picked
// from Legal, every move by engine.PlayoutApply) allocate anything.
func NoAllocsTrusted[S engine.State[S, M], M engine.Move](t *testing.T, r engine.Rules[S, M], players int, options string) {
	t.Helper()
	start, err := r.New(players, json.RawMessage(optionsOrEmpty(options)), 1)
	if err != nil {
		t.Fatal(err)
	}
	s := start.Clone()
	sampler, _ := any(s).(engine.Sampler[M])
	chance := engine.BindChance[S, M](s)
	apply := engine.PlayoutApply[S, M](s)
	rng := rand.NewPCG(1, 2)
	buf := make([]M, 0, 256)
	moves := 0
	allocs := testing.AllocsPerRun(20, func() {
		s.CopyFrom(start)
		for ; s.Actor() != engine.Nobody; moves++ {
			var m M
			switch {
			case s.Actor() == engine.Chance:
				m, _ = chance.Sample()
			case sampler != nil:
				m = sampler.RandomMove(rng)
			default:
				buf = s.Legal(buf[:0])
				m = buf[engine.Pick(rng.Uint64(), len(buf))]
			}
			apply.ApplyTrusted(m)
		}
	})
	if allocs != 0 || moves == 0 {
		t.Errorf("%d players %s: %v allocations per game of about %d moves", players, options, allocs, moves/21)
	}
}
