package cartagena

import (
	"math/rand/v2"

	"caribe/engine"
)

// ListPlayout plays at most max moves of a random playout on the list
// path and returns how many it played, fewer only when the game ended
// (engine.ListPlayouter): each move is picked from the moves Legal lists
// (list, into the window Legal would give it)
// by engine.Pick with one draw from r and played by ApplyTrusted, as the
// engine's loop does, but with the state's own methods called directly,
// not through the engine's interfaces (TestOwnPlayoutsStepAsTheEngine).
// Cartagena has no chance nodes: a seat acts until the game is over.
func (s *State) ListPlayout(r *rand.PCG, max int) int {
	if s.over {
		return 0
	}
	var buf window // Legal's room for any turn's moves
	for i := range max {
		p := s.turn
		n := s.list(&buf, p)
		// The pick is below n, at most mostLegal: the mask changes
		// nothing but spares Go a bounds check.
		if s.applyTrusted(p, buf[engine.Pick(r.Uint64(), n)&(windowIndex-1)]) {
			return i + 1
		}
	}
	return max
}

// SamplePlayout is ListPlayout on the sample path
// (engine.SamplePlayouter): each move drawn by RandomMove from r.
//
// It is kept out of line, one call a playout: a build with a profile
// (default.pgo, see docs/performance.md) inlines RandomMove and
// ApplyTrusted into this loop where it is compiled as a function of its
// own, but not into RandomPlayout's copy of it, where the bots' random
// playouts then paid some 18 instructions a move more.
//
//go:noinline
func (s *State) SamplePlayout(r *rand.PCG, max int) int {
	if s.over {
		return 0
	}
	for i := range max {
		if m := s.RandomMove(r); s.applyTrusted(s.turn, m) {
			return i + 1
		}
	}
	return max
}

// RandomPlayout is the bots' random playout (engine.Playouter): with no
// chance nodes and a RandomMove, the engine's random playout is the sample
// path, so it is SamplePlayout.
func (s *State) RandomPlayout(r *rand.PCG, max int) int { return s.SamplePlayout(r, max) }
