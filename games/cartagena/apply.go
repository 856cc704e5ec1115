package cartagena

import (
	"fmt"

	"caribe/engine"
)

// Apply plays m for the player whose turn it is, appending the events it
// causes to log when log is not nil. An illegal move returns an error naming
// the rule it breaks and leaves the state unchanged.
func (s *State) Apply(m Move, log *[]engine.Event) error {
	if err := s.check(m); err != nil {
		return err
	}
	p := s.turn
	switch m.Kind {
	case Forward:
		s.forward(p, m.Card, m.From, log)
	case Back:
		s.back(p, m.From, log)
	case End:
		engine.Emit(log, TurnEnded{Type: "end", Seat: p})
		s.nextTurn(log)
	case Pass:
		engine.Emit(log, TurnEnded{Type: "pass", Seat: p})
		s.nextTurn(log)
	}
	return nil
}

// check returns the rule that m breaks now, or nil.
func (s *State) check(m Move) error {
	if s.over {
		return fmt.Errorf("the game is over: %s", s.overReason())
	}
	p := s.turn
	switch m.Kind {
	case Forward:
		if !m.Card.valid() {
			return fmt.Errorf("no such card symbol %d", int8(m.Card))
		}
		if err := s.checkPirate(p, m.From); err != nil {
			return err
		}
		if m.From == Boat {
			return fmt.Errorf("a pirate in the boat cannot move forward")
		}
		if s.hands[p][m.Card] == 0 {
			return fmt.Errorf("seat %d holds no %s card to play", p, m.Card)
		}
	case Back:
		if err := s.checkPirate(p, m.From); err != nil {
			return err
		}
		if m.From == Start {
			return fmt.Errorf("a pirate at the start cannot move back")
		}
		if s.backTarget(m.From) == 0 {
			return fmt.Errorf("no space behind %s holds one or two pirates, and nobody moves back onto the start: this pirate cannot move back", spaceName(m.From))
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
		return fmt.Errorf("no such move kind %d", m.Kind)
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

// forward plays seat p's card c and moves its pirate at from to the next
// free space of that symbol, or into the boat.
func (s *State) forward(p int8, c Symbol, from int8, log *[]engine.Event) {
	to := s.forwardTarget(from, c)
	s.hands[p][c]--
	s.held[p]--
	s.discard[c]++
	s.ndiscard++
	s.move(p, from, to)
	engine.Emit(log, Advanced{Type: "forward", Seat: p, Card: c, From: from, To: to})
	s.afterAction(p, log)
}

// back moves seat p's pirate at from back to the nearest space with one or
// two pirates and draws that many cards.
func (s *State) back(p, from int8, log *[]engine.Event) {
	to := s.backTarget(from)
	n := s.on[to]
	s.move(p, from, to)
	engine.Emit(log, Retreated{Type: "back", Seat: p, From: from, To: to, Draws: n})
	for range n {
		if !s.drawFor(p, log) {
			break
		}
	}
	s.afterAction(p, log)
}

// afterAction counts the action and ends the game, the turn, or neither.
func (s *State) afterAction(p int8, log *[]engine.Event) {
	s.actions++
	switch {
	case s.own[p][Boat] == PiratesEach:
		s.finish(log)
	case s.actions == s.cfg.actions:
		s.nextTurn(log)
	case !s.canAct(p) && s.stalled():
		s.finish(log)
	}
}

// nextTurn passes the turn to the next seat clockwise.
func (s *State) nextTurn(log *[]engine.Event) {
	s.turn = (s.turn + 1) % s.cfg.players
	s.actions = 0
	engine.Emit(log, TurnStarted{Type: "turn", Seat: s.turn})
	if !s.canAct(s.turn) && s.stalled() {
		s.finish(log)
	}
}

// finish ends the game.
func (s *State) finish(log *[]engine.Event) {
	s.over = true
	if log != nil {
		reason := "boat"
		if s.boarded() < 0 {
			reason = "stalled"
		}
		*log = append(*log, GameOver{Type: "game_over", Reason: reason, Scores: s.Scores(nil), Winners: s.Winners([]int{})})
	}
}
