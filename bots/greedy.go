package bots

import (
	"context"
	"fmt"
	"math/rand/v2"

	"caribe/engine"
)

// greedy plays the game's own rule of thumb (engine.Heuristic).
type greedy[S engine.State[S, M], M engine.Move] struct {
	r rand.PCG
}

// NewGreedy returns a bot that plays the move a casual player would, by the
// game's engine.Heuristic; it fails for a game that has none.
func NewGreedy[S engine.State[S, M], M engine.Move](seed uint64) (Player[S, M], error) {
	var zero S
	if _, ok := any(zero).(engine.Heuristic[M]); !ok {
		return nil, fmt.Errorf("greedy: %T has no heuristic (engine.Heuristic)", zero)
	}
	b := &greedy[S, M]{}
	b.r.Seed(seed, 0x62ee)
	return b, nil
}

// Choose plays the game's heuristic move.
func (b *greedy[S, M]) Choose(_ context.Context, s S) M {
	return any(s).(engine.Heuristic[M]).HeuristicMove(&b.r)
}
