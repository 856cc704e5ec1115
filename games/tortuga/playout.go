package tortuga

import (
	"math/rand/v2"

	"caribe/engine"
)

// sixth is the probability of each face of a die, as Chances lists it.
const sixth = 1.0 / 6

// DrawChance is the die drawn from r by engine.DrawOutcome over the six
// faces Chances lists, each 1/6, with the same single draw and the same
// float steps, so a search rolls the dice it rolled from the list
// (engine.ChanceDrawer). A die must be pending.
func (s *State) DrawChance(r *rand.PCG) Move {
	return Move{Die, drawDie(r)}
}

// drawDie is the die DrawOutcome's walk over six faces of 1/6 draws from
// r, read off the draw's top 53 bits by dieOf.
func drawDie(r *rand.PCG) int8 { return dieOf(r.Uint64() >> 11) }

// dieOf is the die DrawOutcome's walk gives the draw whose top 53 bits are
// u. The face is a step function of u, rising at dieEdges, so it is read
// off them rather than walked: u scaled to six, ⌊6u/2⁵³⌋, is the face
// below but next to an edge, where the walk's rounding may put the step a
// few draws either side; the edges there say which side u is on.
func dieOf(u uint64) int8 {
	q := u * 6 >> 53 & 7 // 0..5; the mask spares the bounds checks
	v := int8(q) + 1
	if u < dieEdges[q] {
		v--
	}
	if u >= dieEdges[(q+1)&7] {
		v++
	}
	return v
}

// dieEdges[k] is the least u (the top 53 bits of a draw) whose die,
// by DrawOutcome's walk, is above k, for k = 1..5; dieEdges[0] is 0 and
// the rest lie past every u.
var dieEdges = func() (e [8]uint64) {
	for k := range e {
		e[k] = 1 << 53
	}
	e[0] = 0
	for k := int8(1); k <= 5; k++ {
		// The walk rises with u, as rounding keeps order: a binary search.
		lo, hi := uint64(0), uint64(1)<<53
		for lo < hi {
			if mid := (lo + hi) / 2; walkDie(mid) > k {
				hi = mid
			} else {
				lo = mid + 1
			}
		}
		e[k] = lo
	}
	return e
}()

// walkDie is the die DrawOutcome's walk gives the draw whose top 53 bits
// are u: x = u/2⁵³ loses a sixth per face passed; the sixth face takes what
// is left.
func walkDie(u uint64) int8 {
	x := float64(u) / (1 << 53)
	v := int8(1)
	for v < 6 && x >= sixth {
		x -= sixth
		v++
	}
	return v
}

// RandomPlayout plays at most max moves of a uniformly random playout, all
// drawn from r, and returns how many it played (engine.Playouter). Each
// move is the one engine.RandomPlay's Step plays with the same draws: a die
// as DrawChance draws it, a decision as RandomMove draws it, played as
// ApplyTrusted plays it (TestRandomPlayoutStepsAsTheEngine holds them
// together), but that a die leaves the game's own generator, and the draw
// SampleChance reads, where they were.
func (s *State) RandomPlayout(r *rand.PCG, max int) int { return s.playout(r, max, false) }

// SamplePlayout plays at most max moves of the sample path's random
// playout and returns how many it played (engine.SamplePlayouter): each
// move the one the engine's loop plays there with the same draws, a die as
// the game's own generator rolls it (SampleChance, then ApplyTrusted), a
// decision as RandomMove draws it from r (TestOwnPathsStepAsTheEngine).
func (s *State) SamplePlayout(r *rand.PCG, max int) int { return s.playout(r, max, true) }

// playout is RandomPlayout, or SamplePlayout when gameDice: the two differ
// in their dice alone. The phase says who acts, so the loop reads no
// actor.
func (s *State) playout(r *rand.PCG, max int, gameDice bool) int {
	for i := range max {
		switch s.phase {
		case phaseFirstDie, phaseDie:
			if gameDice {
				s.ApplyTrusted(s.SampleChance())
				break
			}
			// A die as ApplyTrusted plays it, written out so that it costs
			// no call, but for the game's own generator, which it leaves
			// where it was: one PCG step less (engine.Playouter).
			s.addDie(dieOf(r.Uint64() >> 11))
			if s.diceGoOn() {
				s.toDecision()
			} else {
				s.endDice()
			}
		case phaseDecide:
			if s.cfg.eggsAsDice && !s.cardUsed {
				s.ApplyTrusted(s.RandomMove(r))
				break
			}
			// Stop or roll, from the draw's top bit as RandomMove draws it.
			if r.Uint64()>>63 == 0 {
				s.move(nil)
			} else {
				s.phase, s.actor = phaseDie, engine.Chance
			}
		case phaseChoose:
			s.play(Move{Choose, s.turn*s.cfg.perPlayer + int8(r.Uint64()>>63)}, nil)
		default:
			return i
		}
	}
	return max
}

// ListPlayout plays at most max moves of the list path's random playout
// and returns how many it played (engine.ListPlayouter): each move the one
// the engine's loop plays there with the same draws, a die as the game's
// own generator rolls it (SampleChance), a decision picked from the moves
// Legal lists (list, into the room Legal would give it) by engine.Pick
// from one draw of r, each played as ApplyTrusted plays it: dice, stops
// and rolls written out here, other moves by a direct call rather than
// through the engine's interfaces (TestOwnPathsStepAsTheEngine).
func (s *State) ListPlayout(r *rand.PCG, max int) int {
	var buf moveList // Legal's room for any decision's moves
	for i := range max {
		switch s.phase {
		case phaseFirstDie, phaseDie:
			// The game's own die as ApplyTrusted plays it (SampleChance,
			// then a step of the game's generator), written out so that it
			// costs no call.
			v := s.SampleChance().N
			s.draw = s.rng.Uint64()
			s.addDie(v)
			if s.diceGoOn() {
				s.toDecision()
			} else {
				s.endDice()
			}
		case phaseDecide, phaseChoose:
			n := s.list(&buf)
			// The pick is below n, at most mostLegal: the mask changes
			// nothing but spares Go a bounds check.
			m := buf[engine.Pick(r.Uint64(), n)&(mostLegal-1)]
			// Stop or roll, the commonest picks, played here as
			// ApplyTrusted plays them, sparing its call.
			switch m.Kind {
			case Roll:
				s.phase, s.actor = phaseDie, engine.Chance
			case Stop:
				s.move(nil)
			default:
				s.ApplyTrusted(m)
			}
		default:
			return i
		}
	}
	return max
}
