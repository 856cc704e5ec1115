package bots

import (
	"context"
	"fmt"
	"math/rand/v2"

	"caribe/engine"
)

// Expert is a game's strong rule-based player: ExpertMove is the move an
// experienced player would make now, seeing only what the deciding seat
// sees, ties broken with r. The expert bot plays it; it is what the
// searches are measured against (docs/bots.md).
type Expert[M engine.Move] interface {
	ExpertMove(r *rand.PCG) M
}

// expert plays the game's Expert rule.
type expert[S engine.State[S, M], M engine.Move] struct {
	r rand.PCG
}

// NewExpert returns the bot that plays the game's expert rule; it fails
// for a game that has none.
func NewExpert[S engine.State[S, M], M engine.Move](seed uint64) (Player[S, M], error) {
	var zero S
	if _, ok := any(zero).(Expert[M]); !ok {
		return nil, fmt.Errorf("expert: %T has no expert rule (bots.Expert)", zero)
	}
	b := &expert[S, M]{}
	b.r.Seed(seed, 0xe8e7)
	return b, nil
}

// Choose plays the expert rule's move.
func (b *expert[S, M]) Choose(_ context.Context, s S) M {
	return any(s).(Expert[M]).ExpertMove(&b.r)
}
