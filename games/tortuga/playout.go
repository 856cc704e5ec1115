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

// drawDie is DrawOutcome's walk over six faces of 1/6 written out: x, from
// the draw's top 53 bits, loses a sixth per face passed; the sixth face
// takes what is left.
func drawDie(r *rand.PCG) int8 {
	x := float64(r.Uint64()>>11) / (1 << 53)
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
// together). The phase says who acts, so the loop reads no actor.
func (s *State) RandomPlayout(r *rand.PCG, max int) int {
	for i := range max {
		switch s.phase {
		case phaseFirstDie, phaseDie:
			s.ApplyTrusted(Move{Die, drawDie(r)})
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
