package review

import (
	"context"
	"fmt"

	"caribe/bots"
	"caribe/engine"
)

// Game is a game that can be reviewed, behind a type-erased face.
type Game interface {
	// Name is the game's name, e.g. "cartagena".
	Name() string
	// Review reviews a finished game's record with the game's judge and
	// best-move bot (Setup), its playouts drawn from seed; progress, when
	// not nil, hears each move judged.
	Review(ctx context.Context, rec engine.Record, seed uint64, progress Progress) (*Report, error)
	// Setup is how the game is reviewed.
	Setup() Setup
}

// Setup is how a game is reviewed: the bot whose move is a decision's
// best (a spec, or the name of one of the game's levels), and the judge's
// settings.
type Setup struct {
	Bot string
	Settings
}

// Bind makes a game reviewable: rules set it up and replay it, search is
// how its bots search (and names its levels), setup how it is reviewed.
func Bind[S engine.State[S, M], M engine.Move](rules engine.Rules[S, M], search bots.Search, setup Setup) Game {
	return binding[S, M]{rules: rules, search: search, setup: setup}
}

type binding[S engine.State[S, M], M engine.Move] struct {
	rules  engine.Rules[S, M]
	search bots.Search
	setup  Setup
}

func (b binding[S, M]) Name() string { return b.rules.Name }
func (b binding[S, M]) Setup() Setup { return b.setup }

func (b binding[S, M]) Review(ctx context.Context, rec engine.Record, seed uint64, progress Progress) (*Report, error) {
	if rec.Game != b.rules.Name {
		return nil, fmt.Errorf("review: the record is of %q, not %q", rec.Game, b.rules.Name)
	}
	text := b.setup.Bot
	if spec, ok := b.search.LevelSpec(text); ok {
		text = spec
	}
	spec, err := bots.ParseSpec(text)
	if err != nil {
		return nil, fmt.Errorf("review: the best-move bot: %w", err)
	}
	best, err := bots.NewPlayer[S, M](spec, bots.SeedFor(seed, 0), 1, b.search)
	if err != nil {
		return nil, fmt.Errorf("review: the best-move bot: %w", err)
	}
	return Review(ctx, b.rules, rec, best, text, b.setup.Settings, seed, progress)
}
