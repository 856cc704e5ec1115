package cartagena

// ApplyTrusted plays m, a move that Legal lists (or RandomMove or
// HeuristicMove drew) in the state as it is now, as Apply(m, nil) does but
// without checking it again: the trusted path of playouts
// (engine.Trusted). Moves from anywhere else go through Apply.
//
// It is play without a log, written out in one function with the end of
// the action: a playout plays it at every move, and the calls from here to
// play, then to afterAction and draw, each with its frame and the registers
// it saves, cost a tenth of a move. TestApplyTrustedPlaysAsApply holds it
// to play.
func (s *State) ApplyTrusted(m Move) {
	p := s.turn
	from := m.From
	var to int8
	switch m.Kind {
	case Forward:
		to = s.forwardTarget(from, m.Card)
		s.playCard(p, m.Card)
		s.movePirate(p, from, to)
		s.moveCount(from, to)
	case Back:
		to = s.backTarget(from)
		draws := s.landingCount(to)
		s.movePirate(p, from, to)
		s.moveCount(from, to)
		if s.cfg.variant.hasRow() {
			s.draw(p, draws, nil)
		} else {
			s.takeFromPile(p, draws)
		}
	default:
		s.nextTurn(nil)
		return
	}
	// afterAction(p, to, nil), written out.
	s.actions++
	switch {
	case to == Boat && s.own[p][Boat] == PiratesEach:
		s.finish(nil)
	case s.actions == s.cfg.actions:
		s.nextTurn(nil)
	case !s.canAct(p) && s.stalled():
		s.finish(nil)
	}
}
