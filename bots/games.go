package bots

import (
	"encoding/json"
	"fmt"

	"caribe/engine"
	"caribe/games/cartagena"
	"caribe/games/tobago"
	"caribe/games/tortuga"
)

// TobagoSearch is how Tobago is searched. The hands and the deck decide
// most of the game, so mcts averages over 32 determinizations (each tree
// one) rather than trusting two; the heuristic's move is favoured while
// little visited, since a few hundred iterations per tree cannot judge a
// clue alone; and 3,000 iterations, each several times dearer than in the
// other games, already beat the greedy rule well within a second.
var TobagoSearch = Search{Iterations: 3000, Trees: 32, HeuristicBias: 1}

// all lists the games the bots play; a new game adds its line here.
var all = []Game{
	Bind(tortuga.Rules),
	Bind(cartagena.Rules),
	BindSearch(tobago.Rules, TobagoSearch),
}

// Lookup finds the bots' binding of a game by its name.
func Lookup(game string) (Game, bool) {
	for _, g := range all {
		if g.Name() == game {
			return g, true
		}
	}
	return nil, false
}

// Advise returns the move that the named bot, with the given budget
// ("2000" iterations, "200ms", or "" for its default) and seed, would play
// now in sess for the seat that must decide. sess is left unchanged. It is
// what the engine protocol's bot command asks.
func Advise(sess engine.Session, bot, budget string, seed uint64) (json.RawMessage, error) {
	spec, err := NewSpec(bot, budget)
	if err != nil {
		return nil, err
	}
	g, ok := Lookup(sess.Game().Name())
	if !ok {
		return nil, fmt.Errorf("no bot plays %s yet", sess.Game().Title())
	}
	return g.Advise(sess, spec, seed)
}
