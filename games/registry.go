package games

import (
	"caribe/bots"
	"caribe/games/cartagena"
	"caribe/games/tobago"
	"caribe/games/tortuga"
	"caribe/review"
)

// registry lists every game, one row each, in the order the lobby shows them.
var registry = []Entry{
	register(tortuga.Rules, TortugaSearch, TortugaReview),
	register(cartagena.Rules, CartagenaSearch, CartagenaReview),
	register(tobago.Rules, TobagoSearch, TobagoReview),
}

// TortugaSearch is how La Tortuga is searched, and its levels: the casual
// bot, the greedy rule and rollout, the expert rule improved by playouts
// valued by the fitted forecast, which beats three experts at four players
// more often than expecti2, the expectimax over the whole turn, and is at
// least as strong at two (docs/bots.md).
var TortugaSearch = bots.Search{Iterations: bots.DefaultIterations, Trees: bots.DefaultTrees,
	WinDepth: bots.DefaultWinDepth, Levels: []bots.Level{
		{Name: "easy", Spec: bots.Casual},
		{Name: "medium", Spec: bots.Greedy},
		{Name: "hard", Spec: bots.Rollout},
	}}

// CartagenaSearch is how Cartagena is searched: as any game, with the
// heuristic's move favoured while little visited, so that a search of a
// thousand iterations does not stray into a move the rule of thumb would
// never make (going back eight spaces for one card instead of one for two).
var CartagenaSearch = bots.Search{Iterations: bots.DefaultIterations, Trees: bots.DefaultTrees,
	WinDepth: bots.DefaultWinDepth, HeuristicBias: 3}

// TobagoSearch is how Tobago is searched. The hands and the deck decide
// most of the game, so mcts averages over 32 determinizations (each tree
// one) rather than trusting two; the heuristic's move is favoured while
// little visited, since a few hundred iterations per tree cannot judge a
// clue alone; and 3,000 iterations, each several times dearer than in the
// other games, already beat the greedy rule well within a second. The
// information-set search needs as many trees to hold its own against mcts
// (with two it won 30% of 40 games, with 32 52.5%). A win this turn is
// looked for one move ahead: a Tobago turn is one move.
var TobagoSearch = bots.Search{Iterations: 3000, Trees: 32, ISTrees: 32, HeuristicBias: 1, WinDepth: 1}

// TortugaReview is how a game of La Tortuga is reviewed: the hard level's
// move is the best, and the judge plays each move on as the hard level
// does, eight turtles' moves by the expert rule, over 256 determinizations:
// a playout's difference between two moves varies by some 17 points, so
// 64 left a judged loss 2.1 points of noise, above the 2 of an
// inaccuracy; 256 leave 1.1.
var TortugaReview = review.Setup{Bot: "hard", Settings: review.Settings{Playouts: 256, Horizon: 8}}

// CartagenaReview is how a game of Cartagena is reviewed: a search of
// 2,000 iterations (the hard level's, with a fifth of its budget, so that
// a whole game is reviewed in seconds) gives the best move, and the judge
// plays each move on over 64 determinizations, the deciding seat's turn
// finished by the forecast's choice of each action and the other seats'
// turns by the heuristic, to the start of the deciding seat's next turn.
var CartagenaReview = review.Setup{Bot: "mcts:2000", Settings: review.Settings{Playouts: 64, Horizon: 0}}

// TobagoReview is how a game of Tobago is reviewed: a search of 300
// iterations gives the best move, and the judge plays each move on by
// the heuristic over 128 determinizations to the start of the deciding
// seat's turn after next. A playout's difference between two moves
// varies by some 15 points, so 32 playouts left a judged loss 2.6 points
// of noise, enough to call one move in thirty a mistake (5 points) for
// nothing; 128 leave 1.3.
var TobagoReview = review.Setup{Bot: "mcts:300", Settings: review.Settings{Playouts: 128, Horizon: 1}}
