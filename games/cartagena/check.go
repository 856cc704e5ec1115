package cartagena

import "fmt"

// check returns the rule that m breaks now, or nil.
func (s *State) check(m Move) error {
	if s.over {
		return fmt.Errorf("the game is over: %s", s.overReason())
	}
	p, from, card := s.turn, m.From(), m.Card()
	switch m.Kind() {
	case Forward:
		if !card.valid() {
			return fmt.Errorf("no such card symbol %d", int8(card))
		}
		if err := s.checkPirate(p, from); err != nil {
			return err
		}
		if from == Boat {
			return fmt.Errorf("a pirate in the boat cannot move forward")
		}
		if s.hands[p][card] == 0 {
			return fmt.Errorf("seat %d holds no %s card to play", p, card)
		}
	case Back:
		if err := s.checkPirate(p, from); err != nil {
			return err
		}
		if from == Start {
			return fmt.Errorf("a pirate at the start cannot move back")
		}
		if s.backTarget(from) == 0 {
			return fmt.Errorf("no space behind %s holds one or two pirates, and nobody moves back onto the start: this pirate cannot move back", spaceName(from))
		}
	case End:
		if s.actions == 0 {
			return fmt.Errorf("a turn needs at least one action: play a card or move a pirate back before ending it")
		}
	case Pass:
		switch {
		case s.actions > 0:
			return fmt.Errorf("seat %d has taken %d action(s) this turn: end the turn instead of passing", p, s.actions)
		case s.held[p] > 0:
			return fmt.Errorf("seat %d holds cards to play: only a player with no possible action passes", p)
		case s.goingBack(p) != 0:
			return fmt.Errorf("seat %d has a pirate that can move back: only a player with no possible action passes", p)
		}
	default:
		return fmt.Errorf("no such move kind %d", m.Kind())
	}
	return nil
}

// checkPirate names what is wrong with moving seat p's pirate at from.
func (s *State) checkPirate(p, from int8) error {
	if !s.cfg.onBoard(from) {
		return fmt.Errorf("position %d is off the board (%s)", from, s.cfg.positions())
	}
	if s.own[p][from] == 0 {
		return fmt.Errorf("seat %d has no pirate %s", p, place(from))
	}
	return nil
}

// spaceName names a position in a sentence: "the start", "space 17", "the boat".
func spaceName(pos int8) string {
	switch pos {
	case Start, Boat:
		return "the " + where(pos)
	}
	return "space " + where(pos)
}

// place names a position in a sentence: "at the start", "on space 17", "in the boat".
func place(pos int8) string {
	switch pos {
	case Start:
		return "at the start"
	case Boat:
		return "in the boat"
	}
	return "on space " + where(pos)
}
