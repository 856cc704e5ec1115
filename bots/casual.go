package bots

import (
	"context"
	"fmt"
	"math/rand/v2"

	"caribe/engine"
)

// CasualSlips is how often, one decision in CasualSlips, the casual bot
// plays some other sound move than its rule of thumb.
const CasualSlips = 4

// casual plays like a beginner who knows the rules: mostly the game's rule
// of thumb (engine.Heuristic), and now and then any other legal move that
// is not a blunder (engine.Blunderer).
type casual[S engine.State[S, M], M engine.Move] struct {
	r     rand.PCG
	legal []M
}

// NewCasual returns the casual bot; it fails for a game without a
// heuristic.
func NewCasual[S engine.State[S, M], M engine.Move](seed uint64) (Player[S, M], error) {
	var zero S
	if _, ok := any(zero).(engine.Heuristic[M]); !ok {
		return nil, fmt.Errorf("casual: %T has no heuristic (engine.Heuristic)", zero)
	}
	b := &casual[S, M]{legal: make([]M, 0, 64)}
	b.r.Seed(seed, 0xca5a)
	return b, nil
}

// Choose plays the heuristic's move, or one decision in CasualSlips a
// uniformly random legal move that is not a blunder.
func (b *casual[S, M]) Choose(_ context.Context, s S) M {
	if engine.Pick(b.r.Uint64(), CasualSlips) != 0 {
		return any(s).(engine.Heuristic[M]).HeuristicMove(&b.r)
	}
	b.legal = engine.DropBlunders[M](s, s.Legal(b.legal[:0]))
	return b.legal[engine.Pick(b.r.Uint64(), len(b.legal))]
}
