package bots

import (
	"math/rand/v2"

	"caribe/engine"
)

// StallRounds is how many whole rounds in a row may pass with nothing on
// the table moving on (engine.Idler) before a search gives up its own move
// for the game's rule of thumb. Two searches can each leave the next step
// to the other for ever: in Tobago, with every map located and one
// treasure card left, both exchanged their hands turn after turn, since
// each one's playouts let the other's rule of thumb raise the last
// treasure for it. A person would move on; so does the search, once the
// stall is plain. Games of searches between equals never went more than
// two rounds without a clue, a marker, an amulet or a treasure (at two
// players, 200 games of the rule of thumb and 30 of mcts:1000, the
// longest such run was three turns).
const StallRounds = 3

// stalled reports whether the table of s, a game of players seats, has
// stalled (StallRounds rounds in which nothing moved on), and if so the
// move the game's rule of thumb makes there, drawn with r. A game that
// does not count its idle turns or has no rule of thumb is never taken
// for stalled. It reads the position alone, so that a bot asked for one
// move (the server's) breaks a stall as one that plays the whole game
// does.
func stalled[M engine.Move](s any, players int, r *rand.PCG) (M, bool) {
	var zero M
	id, ok := s.(engine.Idler)
	if !ok || id.IdleTurns() < StallRounds*players {
		return zero, false
	}
	h, ok := s.(engine.Heuristic[M])
	if !ok {
		return zero, false
	}
	return h.HeuristicMove(r), true
}
