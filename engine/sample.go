package engine

import "math/rand/v2"

// Sampler is an optional interface of a game state: a random move drawn
// directly, without listing the legal moves (the random bot and random
// playouts play it).
type Sampler[M Move] interface {
	// RandomMove returns a move drawn uniformly among the moves Legal lists
	// now, each with the same probability, when a seat decides (not chance,
	// not nobody). It draws only from r, leaves the state unchanged and
	// allocates nothing.
	RandomMove(r *rand.PCG) M
}
