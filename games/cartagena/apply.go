package cartagena

import "caribe/engine"

// Apply plays m for the player whose turn it is, appending the events it
// causes to log when log is not nil. An illegal move returns an error naming
// the rule it breaks and leaves the state unchanged.
func (s *State) Apply(m Move, log *[]engine.Event) error {
	if err := s.check(m); err != nil {
		return err
	}
	s.play(m, log)
	return nil
}

// ApplyTrusted plays m, a move that Legal lists (or RandomMove or
// HeuristicMove drew) in the state as it is now, as Apply(m, nil) does but
// without checking it again: the trusted path of playouts
// (engine.Trusted). Moves from anywhere else go through Apply. It calls the
// same steps as play, without building the events nobody reads.
func (s *State) ApplyTrusted(m Move) {
	p := s.turn
	switch m.Kind {
	case Forward:
		s.advance(p, m.Card, m.From)
	case Back:
		_, n := s.retreat(p, m.From)
		s.draw(p, n, nil)
	default:
		s.nextTurn(nil)
		return
	}
	s.afterAction(p, nil)
}

// play plays m, a legal move, for the player whose turn it is.
func (s *State) play(m Move, log *[]engine.Event) {
	p := s.turn
	switch m.Kind {
	case Forward:
		s.forward(p, m.Card, m.From, log)
	case Back:
		s.back(p, m.From, log)
	default:
		engine.Emit(log, TurnEnded{Type: kindNames[m.Kind], Seat: p})
		s.nextTurn(log)
	}
}

// forward plays seat p's card c and moves its pirate at from to the next
// free space of that symbol, or into the boat.
func (s *State) forward(p int8, c Symbol, from int8, log *[]engine.Event) {
	to := s.advance(p, c, from)
	engine.Emit(log, Advanced{Type: "forward", Seat: p, Card: c, From: from, To: to})
	s.afterAction(p, log)
}

// advance plays seat p's card c onto the discard pile and moves its pirate
// at from to where the card takes it, which it returns.
func (s *State) advance(p int8, c Symbol, from int8) (to int8) {
	to = s.forwardTarget(from, c)
	s.hands[p][c]--
	s.held[p]--
	s.discard[c]++
	s.ndiscard++
	s.move(p, from, to)
	return to
}

// back moves seat p's pirate at from back to the nearest space with one or
// two pirates and draws that many cards.
func (s *State) back(p, from int8, log *[]engine.Event) {
	to, n := s.retreat(p, from)
	engine.Emit(log, Retreated{Type: "back", Seat: p, From: from, To: to, Draws: n})
	s.draw(p, n, log)
	s.afterAction(p, log)
}

// retreat moves seat p's pirate at from back to the nearest space with one
// or two pirates, and returns that space and how many cards it earns: the
// pirates it found there.
func (s *State) retreat(p, from int8) (to, cards int8) {
	to = s.backTarget(from)
	cards = s.landingCount(to)
	s.move(p, from, to)
	return to, cards
}

// draw gives seat p up to n cards, as long as any are left to draw.
func (s *State) draw(p, n int8, log *[]engine.Event) {
	for range n {
		if !s.drawFor(p, log) {
			return
		}
	}
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
	s.turn++
	if s.turn == s.cfg.players {
		s.turn = 0
	}
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
