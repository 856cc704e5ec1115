package engine

import "math/rand/v2"

// Heuristic is an optional interface of a game state: the move a casual
// player would make now, by a simple rule of the game's own (the greedy bot
// plays it, and search may use it in playouts).
type Heuristic[M Move] interface {
	// HeuristicMove returns a legal move for the seat that must decide now.
	// It reads only what that seat can see, uses r to break ties, leaves the
	// state unchanged and allocates nothing.
	HeuristicMove(r *rand.PCG) M
}
