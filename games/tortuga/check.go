package tortuga

import (
	"errors"
	"fmt"
)

// ErrGameOver is returned for any move after the game has ended.
var ErrGameOver = errors.New("the game is over: a turtle laid the 7 eggs on the beach")

// check names the rule that playing m now breaks, if any: a move of the
// pending phase's kind, a die of 1 to 6, an egg card the decider may spend,
// a turtle of the turn owner's.
func (s *State) check(m Move) error {
	switch s.phase {
	case phaseFirstDie, phaseDie:
		if m.Kind != Die || m.N < 1 || m.N > 6 {
			return s.refuse(m)
		}
	case phaseDecide:
		switch m.Kind {
		case Stop, Roll:
		case Card:
			return s.checkCard(m.N)
		default:
			return s.refuse(m)
		}
	case phaseChoose:
		if m.Kind != Choose || m.N < 0 || int(m.N) >= int(s.cfg.turtles()) || s.Owner(int(m.N)) != int(s.turn) {
			return s.refuse(m)
		}
	default:
		return ErrGameOver
	}
	return nil
}

// refuse names the rule that m breaks in the current phase.
func (s *State) refuse(m Move) error {
	if m.Kind < Choose || m.Kind > Card {
		return fmt.Errorf("no such move %v", m)
	}
	switch s.phase {
	case phaseChoose:
		if m.Kind != Choose {
			return fmt.Errorf("seat %d has two turtles and must first choose which moves first (choose %d or %d), not %v",
				s.turn, s.turn*2, s.turn*2+1, m)
		}
		return fmt.Errorf("turtle %d is not one of seat %d's turtles (%d and %d)", m.N, s.turn, s.turn*2, s.turn*2+1)
	case phaseFirstDie, phaseDie:
		if m.Kind != Die {
			return fmt.Errorf("a die is being rolled: chance decides now (die 1 to 6), not %v", m)
		}
		return fmt.Errorf("a die shows 1 to 6, not %d", m.N)
	}
	if m.Kind == Choose {
		return fmt.Errorf("the turtle is already chosen: seat %d decides whether to roll again", s.decider())
	}
	return fmt.Errorf("seat %d must first decide whether to roll the next die (stop, roll or card)", s.decider())
}

// checkCard names the rule that spending an egg card of v eggs as the next die breaks, if any.
func (s *State) checkCard(v int8) error {
	d := s.decider()
	switch {
	case !s.cfg.eggsAsDice:
		return errors.New("egg cards as dice is a variant not enabled in this game")
	case s.cardUsed:
		return errors.New("only one egg card may stand for a die in a turn, and one was already spent")
	case v < 1 || v > 6:
		return fmt.Errorf("egg cards show 1 to 6 eggs, not %d", v)
	case s.hands[d][v-1] == 0:
		return fmt.Errorf("seat %d, the top turtle's owner, holds no egg card with %d eggs", d, v)
	case s.total+v > s.cfg.bust:
		return fmt.Errorf("a card of %d would make the sum %d, over %d", v, s.total+v, s.cfg.bust)
	}
	return nil
}
