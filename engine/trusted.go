package engine

// Trusted is an optional interface of a game state: the trusted path of
// random playouts. A move that the state's own Legal listed, or its
// RandomMove or HeuristicMove drew, is legal by construction, so checking it again in Apply
// is wasted work in a search's inner loop. Moves from outside (the
// protocol, the server, a saved game) still go through Apply, which checks
// them in full.
type Trusted[M Move] interface {
	// ApplyTrusted plays m, a move that Legal lists (or RandomMove or
	// HeuristicMove drew) in the state as it is now, as Apply(m, nil) would, without checking it.
	// Any other move leaves the state undefined.
	ApplyTrusted(m M)
}

// PlayoutApply returns what a playout plays s's moves with, decided once
// for the playout rather than per move: s itself when the game has a
// trusted path, else s's Apply without a log, which panics on a refused
// move (a playout plays only moves that s itself listed or drew). A move
// then costs one call through an interface.
func PlayoutApply[S State[S, M], M Move](s S) Trusted[M] {
	if t, ok := any(s).(Trusted[M]); ok {
		return t
	}
	return &checked[S, M]{s}
}

// checked plays a playout's moves on a state without a trusted path.
type checked[S State[S, M], M Move] struct{ s S }

// ApplyTrusted plays m by Apply, panicking if it is refused.
func (c *checked[S, M]) ApplyTrusted(m M) {
	if err := c.s.Apply(m, nil); err != nil {
		panic("playout: a legal move was refused: " + err.Error())
	}
}
