package tortuga

import (
	"errors"
	"fmt"

	"caribe/engine"
)

// ErrGameOver is returned for any move after the game has ended.
var ErrGameOver = errors.New("the game is over: a turtle laid the 7 eggs on the beach")

// Apply plays m for the actor. An illegal move returns an error naming the
// rule it breaks and leaves the state unchanged.
func (s *State) Apply(m Move, log *[]engine.Event) error {
	switch s.phase {
	case phaseFirstDie, phaseDie:
		if m.Kind != Die || m.N < 1 || m.N > 6 {
			return s.refuse(m)
		}
		s.draw = s.rng.Uint64()
		s.addDie(m.N, false, log)
		switch {
		case s.phase == phaseFirstDie:
			s.phase, s.actor = phaseDecide, engine.Actor(s.decider())
		case s.total > s.cfg.bust:
			s.bust(log)
		case s.ndice == 3:
			s.move(log)
		default:
			s.phase, s.actor = phaseDecide, engine.Actor(s.decider())
		}
	case phaseDecide:
		switch m.Kind {
		case Stop:
			engine.Emit(log, Decided{"stop", s.decider(), s.total})
			s.move(log)
		case Roll:
			engine.Emit(log, Decided{"roll", s.decider(), s.total})
			s.phase, s.actor = phaseDie, engine.Chance
		case Card:
			if err := s.checkCard(m.N); err != nil {
				return err
			}
			s.spendCard(m.N, log)
		default:
			return s.refuse(m)
		}
	case phaseChoose:
		if m.Kind != Choose || m.N < 0 || int(m.N) >= int(s.cfg.turtles()) || s.Owner(int(m.N)) != int(s.turn) {
			return s.refuse(m)
		}
		s.mover = m.N
		s.second = m.N ^ 1
		s.setPhase(phaseFirstDie)
		engine.Emit(log, Chosen{"chosen", s.turn, m.N})
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

// spendCard puts the decider's egg card of v eggs out of the game as the next die.
func (s *State) spendCard(v int8, log *[]engine.Event) {
	d := s.decider()
	s.hands[d][v-1]--
	s.spent[v-1]++
	s.cardUsed = true
	s.cardDie = s.ndice
	s.addDie(v, true, log)
	if s.ndice == 3 {
		s.move(log)
	}
}

func (s *State) addDie(v int8, card bool, log *[]engine.Event) {
	s.dice[s.ndice] = v
	s.ndice++
	s.total += v
	if log != nil {
		e := Rolled{Type: "rolled", Die: s.ndice, Value: v, Sum: s.total, Card: card}
		if card {
			d := s.decider()
			e.Seat = &d
		}
		*log = append(*log, e)
	}
}
