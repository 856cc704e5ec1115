package bots

import (
	"encoding/json"
	"fmt"

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

// Advise returns the move the bot of spec, seeded with seed, would play now
// in sess for the seat that must decide; sess is left unchanged.
func (a Advisor) Advise(sess engine.Session, spec string, seed uint64) (json.RawMessage, error) {
	s, err := ParseSpec(spec)
	if err != nil {
		return nil, err
	}
	g, ok := a.lookup(sess.Game().Name())
	if !ok {
		return nil, fmt.Errorf("no bot plays %s yet", sess.Game().Title())
	}
	return g.Advise(sess, s, seed)
}

// Level is a bot strength offered to people by name: Name ("easy") stands
// for the bot of Spec ("greedy").
type Level struct {
	Name, Spec string
}

// Levels returns the strengths a game server offers by default, from the
// easiest: easy is the greedy bot, medium a search of 1,000 iterations,
// hard a search at its game's default budget.
func Levels() []Level {
	return []Level{
		{Name: "easy", Spec: Greedy},
		{Name: "medium", Spec: MCTS + ":1000"},
		{Name: "hard", Spec: MCTS},
	}
}
