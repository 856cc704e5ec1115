package bots

import (
	"math/rand/v2"
	"slices"

	"caribe/engine"
)

// StallRounds is how many whole rounds in a row may pass with nothing the
// table sees changed before a search gives up its own move for the game's
// rule of thumb. Two searches can each leave the next step to the other for
// ever: in Tobago, with every map located and one treasure card left, both
// exchange their hands turn after turn, since each one's playouts let the
// other's rule of thumb raise the last treasure for it. A person would
// move on; so does the search, once the stall is plain.
const StallRounds = 3

// stall watches one seat's decisions for a stall: a round in which no seat
// changed anything the table sees leaves the game's fitted forecast, which
// reads only what the table sees, exactly where it was at that seat's
// previous decision.
type stall[M engine.Move] struct {
	last   []float64
	now    []float64
	rounds int // rounds in a row whose end found the forecast unchanged
	rng    rand.PCG
}

// breaks reports whether s, the deciding seat's position, ends the
// StallRounds-th round in a row in which nothing the table sees changed,
// and if so the move the game's rule of thumb makes there. A game without
// a fitted forecast or a rule of thumb never stalls this way.
func (st *stall[M]) breaks(s any) (M, bool) {
	var zero M
	fc, ok := s.(Forecaster)
	if !ok {
		return zero, false
	}
	h, ok := s.(engine.Heuristic[M])
	if !ok {
		return zero, false
	}
	st.now = fc.Forecast(st.now[:0])
	if slices.Equal(st.now, st.last) {
		st.rounds++
	} else {
		st.rounds = 0
	}
	st.last, st.now = st.now, st.last
	if st.rounds < StallRounds {
		return zero, false
	}
	return h.HeuristicMove(&st.rng), true
}
