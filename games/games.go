// Package games is the registry: each game caribe knows is registered here
// once, with everything the rest of the house needs of it — its rules (and
// through them its declared options) and its bots' binding with the game's
// own search settings. A new game adds one row to registry.
package games

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"caribe/bots"
	"caribe/engine"
	"caribe/review"
)

// Entry is one registered game.
type Entry struct {
	// Game is the game behind the engine's type-erased face; its Options
	// declare every option it accepts.
	Game engine.Game
	// Bots plays the game with the bots, searched with the game's settings.
	Bots bots.Game
	// Review reviews the game's finished records.
	Review review.Game
}

// register binds a game's rules for the engine, the bots and the review.
func register[S engine.State[S, M], M engine.Move](r engine.Rules[S, M], search bots.Search, rv review.Setup) Entry {
	return Entry{Game: engine.Define(r), Bots: bots.BindSearch(r, search), Review: review.Bind(r, search, rv)}
}

// All returns the games in a stable order.
func All() []engine.Game {
	out := make([]engine.Game, len(registry))
	for i, e := range registry {
		out[i] = e.Game
	}
	return out
}

// Lookup finds a game by its name, e.g. "tortuga".
func Lookup(name string) (engine.Game, bool) {
	e, ok := find(name)
	return e.Game, ok
}

// Bots finds the bots' binding of a game by its name.
func Bots(name string) (bots.Game, bool) {
	e, ok := find(name)
	return e.Bots, ok
}

// Reviewer finds the review of a game by its name.
func Reviewer(name string) (review.Game, bool) {
	e, ok := find(name)
	return e.Review, ok
}

// find finds a game's entry.
func find(name string) (Entry, bool) {
	for _, e := range registry {
		if e.Game.Name() == name {
			return e, true
		}
	}
	return Entry{}, false
}

// Names lists the games' names.
func Names() []string {
	n := make([]string, len(registry))
	for i, e := range registry {
		n[i] = e.Game.Name()
	}
	return n
}

// Advise returns the move that the named bot, with the given budget
// ("2000" iterations, "200ms", or "" for its default) and seed, would play
// now in sess for the seat that must decide. The bot may be a level of the
// game ("hard"), which takes no budget. sess is left unchanged. It is what
// the engine protocol's bot command asks.
func Advise(sess engine.Session, bot, budget string, seed uint64) (json.RawMessage, error) {
	spec, err := adviser(sess.Game().Name(), bot, budget)
	if err != nil {
		return nil, err
	}
	return bots.NewAdvisor(Bots).Advise(context.Background(), sess, spec.String(), seed)
}

// adviser is the bot Advise asks in game: the named bot with the given
// budget, or the spec of the game's level of that name, which takes no
// budget.
func adviser(game, bot, budget string) (bots.Spec, error) {
	spec, err := bots.NewSpec(bot, budget)
	if g, ok := Bots(game); ok {
		if level, ok := bots.LevelSpec(g, strings.TrimSpace(bot)); ok {
			if budget != "" {
				return bots.Spec{}, fmt.Errorf("the level %s takes no budget: it plays %s", bot, level)
			}
			spec, err = bots.ParseSpec(level)
		}
	}
	return spec, err
}

// Levels returns the bot strengths a server offers, from the easiest: each
// level of bots.Levels, with the spec of each game whose search names
// another for it.
func Levels() []bots.Level {
	levels := bots.Levels()
	for i, l := range levels {
		for _, e := range registry {
			spec, ok := bots.LevelSpec(e.Bots, l.Name)
			if !ok || spec == l.Spec {
				continue
			}
			if levels[i].Games == nil {
				levels[i].Games = map[string]string{}
			}
			levels[i].Games[e.Game.Name()] = spec
		}
	}
	return levels
}

// ReviewTable reviews a finished table's record as a server does: with its
// game's reviewer, the playouts drawn from a seed derived from the table's
// own (so any server computes the same review), as JSON.
func ReviewTable(ctx context.Context, rec engine.Record, progress func(done, total int)) (json.RawMessage, error) {
	g, ok := Reviewer(rec.Game)
	if !ok || g == nil {
		return nil, fmt.Errorf("review: no game %q", rec.Game)
	}
	rep, err := g.Review(ctx, rec, engine.SubSeed(rec.Seed, "review"), progress)
	if err != nil {
		return nil, err
	}
	return json.Marshal(rep)
}
