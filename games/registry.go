package games

import (
	"caribe/bots"
	"caribe/games/cartagena"
	"caribe/games/tobago"
	"caribe/games/tortuga"
)

// registry lists every game, one row each, in the order the lobby shows them.
var registry = []Entry{
	register(tortuga.Rules, bots.DefaultSearch),
	register(cartagena.Rules, bots.DefaultSearch),
	register(tobago.Rules, TobagoSearch),
}

// TobagoSearch is how Tobago is searched. The hands and the deck decide
// most of the game, so mcts averages over 32 determinizations (each tree
// one) rather than trusting two; the heuristic's move is favoured while
// little visited, since a few hundred iterations per tree cannot judge a
// clue alone; and 3,000 iterations, each several times dearer than in the
// other games, already beat the greedy rule well within a second.
var TobagoSearch = bots.Search{Iterations: 3000, Trees: 32, HeuristicBias: 1}
