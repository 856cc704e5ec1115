package cartagena

import "caribe/engine"

// Apply plays m for the player whose turn it is, appending the events it
// causes to log when log is not nil. An illegal move returns an error naming
// the rule it breaks and leaves the state unchanged. A legal move without a
// log is played by the trusted path, which builds no events.
func (s *State) Apply(m Move, log *[]engine.Event) error {
	if err := s.check(m); err != nil {
		return err
	}
	if log == nil {
		s.ApplyTrusted(m)
		return nil
	}
	s.play(m, log)
	return nil
}

// play plays m, a legal move, for the player whose turn it is, appending
// the events it causes to log, which is not nil. A Forward move plays the
// card onto the discard pile and moves the pirate to the next free space
// of the card's symbol, or into the boat; a Back move moves the pirate back
// to the nearest space with one or two pirates and draws as many cards.
// ApplyTrusted plays the same moves without the events.
func (s *State) play(m Move, log *[]engine.Event) {
	p := s.turn
	if m.Kind() >= End {
		engine.Emit(log, TurnEnded{Type: kindNames[m.Kind()], Seat: p})
		s.nextTurn(log)
		return
	}
	from := m.From()
	var to int8
	if m.Kind() == Forward {
		c := m.Card()
		to = s.forwardTarget(from, c)
		s.playCard(p, c)
		s.movePirate(p, from, to)
		s.moveCount(from, to)
		engine.Emit(log, Advanced{Type: "forward", Seat: p, Card: c, From: from, To: to})
	} else {
		to = s.backTarget(from)
		draws := s.landingCount(to)
		s.movePirate(p, from, to)
		s.moveCount(from, to)
		engine.Emit(log, Retreated{Type: "back", Seat: p, From: from, To: to, Draws: draws})
		s.draw(p, draws, log)
	}
	s.afterAction(p, to, log)
}

// draw gives seat p up to n cards, as long as any are left to draw.
//
// It is kept out of line: ApplyTrusted calls it only for the rare draw (a
// row, or a reshuffle on the way), and a build with a profile
// (default.pgo, see docs/performance.md) that inlined it there, as some
// profiles' samples had it, crowded the list path's registers (339
// instructions a move against 332).
//
//go:noinline
func (s *State) draw(p, n int8, log *[]engine.Event) {
	for range n {
		if !s.drawFor(p, log) {
			return
		}
	}
}

// playCard moves a card of symbol c from seat p's hand to the discard pile.
func (s *State) playCard(p int8, c Symbol) {
	s.hands[p][c]--
	s.held[p]--
	s.discard[c]++
}

// afterAction counts the action, which took seat p's pirate to position
// to, and ends the game, the turn, or neither. Only a pirate that went into
// the boat can have made it the seat's last. ApplyTrusted has the same
// lines written out in it.
func (s *State) afterAction(p, to int8, log *[]engine.Event) {
	s.actions++
	switch {
	case to == Boat && s.own[p][Boat] == PiratesEach:
		s.finish(log)
	case s.actions == s.cfg.actions:
		s.nextTurn(log)
	case !s.canAct(p) && s.stalled():
		s.finish(log)
	}
}

// nextTurn passes the turn to the next seat clockwise.
func (s *State) nextTurn(log *[]engine.Event) {
	s.passTurn()
	engine.Emit(log, TurnStarted{Type: "turn", Seat: s.turn})
	if !s.canAct(s.turn) && s.stalled() {
		s.finish(log)
	}
}

// passTurn gives the turn to the next seat clockwise, no action taken yet.
func (s *State) passTurn() {
	s.turn++
	if s.turn == s.cfg.players {
		s.turn = 0
	}
	s.actions = 0
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
