package engine

import "math/rand/v2"

// Determinizer is an optional interface of a game state that hides
// information from some seats (hands, deck orders, the game's own
// generator). Information-set search asks it for a full state consistent
// with what one seat knows: OpenSpiel's ResampleFromInfostate, done in place.
type Determinizer interface {
	// Determinize re-draws, with r, everything that seat cannot see: the
	// other players' hidden cards, the order of face-down decks and the
	// game's own generator. What seat can see is left as it was, and the
	// result depends only on that and on r, never on the hidden values it
	// replaces. The state stays consistent and playable.
	Determinize(seat int, r *rand.PCG)
}
