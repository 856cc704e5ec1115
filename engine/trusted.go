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

// PlayoutApply returns the function a playout plays s's moves with, decided
// once for the playout rather than per move: s's ApplyTrusted when the game
// has one, else Apply without a log, which panics on a refused move (a
// playout plays only moves that s itself listed or drew).
func PlayoutApply[S State[S, M], M Move](s S) func(M) {
	if t, ok := any(s).(Trusted[M]); ok {
		return t.ApplyTrusted
	}
	return func(m M) {
		if err := s.Apply(m, nil); err != nil {
			panic("playout: a legal move was refused: " + err.Error())
		}
	}
}
