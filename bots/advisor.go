package bots

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"caribe/engine"
)

// Advisor answers a game server's questions about its bot seats, each bot
// named by a spec ("greedy", "mcts:1000"): whether the bot plays a game,
// and which move it would play.
type Advisor struct {
	lookup func(game string) (Game, bool)
}

// NewAdvisor makes an advisor that finds the bots' binding of a game with
// lookup, such as Lookup.
func NewAdvisor(lookup func(game string) (Game, bool)) Advisor {
	return Advisor{lookup: lookup}
}

// Check returns nil when spec names a bot that plays game, or an error
// naming what is wrong.
func (a Advisor) Check(game, spec string) error {
	if _, err := ParseSpec(spec); err != nil {
		return err
	}
	if _, ok := a.lookup(game); !ok {
		return fmt.Errorf("no bot plays %s yet", game)
	}
	return nil
}

// Bound holds spec to a limit of iterations and of time d per decision in
// game (a zero limit bounds nothing): it returns spec itself when it asks
// no more, else the same bot at the limit with an error saying what is
// over ("999999999 iterations is over this server's limit of 20000"). A
// search named without a budget spends its game's default number of
// iterations. An iteration budget is not held to d, nor a time budget to
// iterations: the caller cuts a decision at its deadline. A spec that
// Check refuses is returned with Check's error.
func (a Advisor) Bound(game, spec string, iterations int, d time.Duration) (string, error) {
	s, err := ParseSpec(spec)
	if err != nil {
		return spec, err
	}
	g, ok := a.lookup(game)
	if !ok {
		return spec, fmt.Errorf("no bot plays %s yet", game)
	}
	if s.Name != MCTS && s.Name != ISMCTS {
		return spec, nil
	}
	b := s.Budget
	switch {
	case b.Time > 0:
		if d > 0 && b.Time > d {
			return Spec{Name: s.Name, Budget: Budget{Time: d}}.String(), fmt.Errorf("%v of thinking is over this server's limit of %v", b.Time, d)
		}
	case b.Iterations > 0:
		if iterations > 0 && b.Iterations > iterations {
			return Spec{Name: s.Name, Budget: Budget{Iterations: iterations, Cap: b.Cap}}.String(), fmt.Errorf("%d iterations is over this server's limit of %d", b.Iterations, iterations)
		}
	default:
		n := g.Search().Iterations
		if n == 0 {
			n = DefaultIterations
		}
		if iterations > 0 && n > iterations {
			return Spec{Name: s.Name, Budget: Budget{Iterations: iterations, Cap: b.Cap}}.String(), fmt.Errorf("%s searches %d iterations at %s by default, over this server's limit of %d", s.Name, n, game, iterations)
		}
	}
	return spec, nil
}

// Advise returns the move the bot of spec, seeded with seed, would play now
// in sess for the seat that must decide; sess is left unchanged. When ctx
// ends first, a search stops and chooses among what it has found so far.
func (a Advisor) Advise(ctx context.Context, sess engine.Session, spec string, seed uint64) (json.RawMessage, error) {
	s, err := ParseSpec(spec)
	if err != nil {
		return nil, err
	}
	g, ok := a.lookup(sess.Game().Name())
	if !ok {
		return nil, fmt.Errorf("no bot plays %s yet", sess.Game().Title())
	}
	return g.Advise(ctx, sess, s, seed)
}

// Level is a bot strength offered to people by name: Name ("easy") stands
// for the bot of Spec ("greedy"), or in the games of Games for another
// spec each.
type Level struct {
	Name, Spec string
	Games      map[string]string
}

// Levels returns the strengths a game server offers by default, from the
// easiest: easy is the casual bot, medium a search of 1,000 iterations,
// hard a search at its game's default budget. A search never thinks longer
// than its cap, a quarter of a second for medium and a second for hard, so
// a loaded machine makes it weaker rather than slow.
func Levels() []Level {
	return []Level{
		{Name: "easy", Spec: Casual},
		{Name: "medium", Spec: MCTS + ":1000/250ms"},
		{Name: "hard", Spec: MCTS + ":/1s"},
	}
}

// LevelsOf returns the strengths offered in g: its search's levels, or
// Levels().
func LevelsOf(g Game) []Level { return g.Search().levels() }

// levels are the strengths offered by a game searched so: its own, or
// Levels().
func (s Search) levels() []Level {
	if s.Levels != nil {
		return s.Levels
	}
	return Levels()
}

// LevelSpec is the spec of the level of a game searched so named name,
// and whether there is one.
func (s Search) LevelSpec(name string) (string, bool) {
	for _, l := range s.levels() {
		if l.Name == name {
			return l.Spec, true
		}
	}
	return "", false
}

// LevelSpec is the spec of the level named name in g, and whether g has it.
func LevelSpec(g Game, name string) (string, bool) { return g.Search().LevelSpec(name) }
