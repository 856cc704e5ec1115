package engine

// Evaluator is an optional interface of a game state: a static estimate of
// how the game stands for each seat, for a search that stops short of the
// end of the game (the expecti bot). The game cuts its play into stages
// (in a dice game, one piece's move with all its dice), and a state between
// two stages is settled: the search reads the estimate there.
type Evaluator interface {
	// Values appends each seat's value of the state: its estimated share of
	// the win, from 0 (no chance) to 1 (a sure win alone), the values of
	// all seats summing to about 1. Once the game is over it is exactly the
	// seat's share: 1 split equally among the winners, 0 for the others.
	// It reads only what every seat can see, leaves the state unchanged
	// and allocates nothing but buf's growth.
	Values(buf []float64) []float64
	// Settled reports whether the state lies between two stages of play,
	// with no chance outcome or decision of a stage still pending; a game
	// that is over is settled.
	Settled() bool
}

// Keyed is an optional interface of a game state for a search that meets
// the same state by several lines of play (two dice that sum alike, say):
// it may then value the state once.
type Keyed interface {
	// Key is a 64-bit hash of everything in the state that the rest of the
	// game depends on, the game's own generator excepted (a search that
	// enumerates chance outcomes never reads it): equal for states that
	// play alike, and different, but for a chance collision, otherwise.
	Key() uint64
}
