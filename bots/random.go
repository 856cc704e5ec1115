package bots

import (
	"context"
	"math/rand/v2"

	"caribe/engine"
)

// random plays a uniformly random legal move.
type random[S engine.State[S, M], M engine.Move] struct {
	r     rand.PCG
	legal []M
}

// NewRandom returns a bot that plays uniformly random legal moves.
func NewRandom[S engine.State[S, M], M engine.Move](seed uint64) Player[S, M] {
	b := &random[S, M]{legal: make([]M, 0, 64)}
	b.r.Seed(seed, 0x7a4d)
	return b
}

// Choose plays a uniformly random legal move, drawn directly when the game
// offers a sampler.
func (b *random[S, M]) Choose(_ context.Context, s S) M {
	if sampler, ok := any(s).(engine.Sampler[M]); ok {
		return sampler.RandomMove(&b.r)
	}
	b.legal = s.Legal(b.legal[:0])
	return b.legal[engine.Pick(b.r.Uint64(), len(b.legal))]
}
