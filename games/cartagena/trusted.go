package cartagena

// ApplyTrusted plays m, a move that Legal lists (or RandomMove or
// HeuristicMove drew) in the state as it is now, as Apply(m, nil) does but
// without checking it again: the trusted path of playouts
// (engine.Trusted). Moves from anywhere else go through Apply, which plays
// them here once checked when no log wants their events.
//
// It is play without events, written out in one function with the end of
// the action, the turn passed on and Jamaica's draw: a playout plays it at
// every move, and calls from here to smaller functions, each with its
// frame and the registers it saves, would cost a tenth of a move.
// TestApplyTrustedPlaysAsApply holds it to play.
func (s *State) ApplyTrusted(m Move) { s.applyTrusted(s.turn, m) }

// applyTrusted is ApplyTrusted, reporting whether the move ended the game:
// true only on the paths that call finish, so that a playout's loop,
// into which it is inlined, tests no field for the end of the game after
// each move. Every path ends at one of two labels, over (finish, true) or
// on (false), by goto: Go folds the loop's test of a result that is a
// constant on each path into the paths themselves only where the result
// comes from two places, not from one return statement a path. p is
// the seat whose turn it is, s.turn, as the list path's loop has it
// already: read again here after the list's stores, it was loaded and
// checked against the rows' length once more.
func (s *State) applyTrusted(p int8, m Move) (over bool) {
	// The kind is the word's top part: a listed move's kind is one of the
	// four, so one comparison of the whole word tells it.
	if m < Move(End)<<kindShift {
		// One look at the seat's index for every row indexed by it below
		// (each MaxPlayers long): Go then checks it in none of them.
		_ = s.held[p]
		// m.From() and m.Card() written out: each call, though inlined,
		// leaves a no-op instruction (its inline mark) on this path.
		from := int8(m)
		var to int8
		if m < Move(Back)<<kindShift {
			c := Symbol(m >> cardShift & cardMask)
			to = s.forwardTarget(from, c)
			s.playCard(p, c)
			s.movePirate(p, from, to)
			s.moveCount(from, to)
		} else {
			to = s.backTarget(from)
			draws := s.landingCount(to)
			s.movePirate(p, from, to)
			s.moveCount(from, to)
			if s.cfg.variant.hasRow() || s.npile < draws {
				// A row to draw from, or a reshuffle on the way: rare.
				// The seat is s.turn, read again here: a use of p as a
				// byte (draw's argument) beside its use as an index made
				// the list path keep the seat in two widths, each stored
				// to the stack every move.
				s.draw(s.turn, draws, nil)
			} else {
				// Jamaica: the top one or two cards of the draw pile (the
				// space behind held one or two pirates), as fromPile
				// takes them, without a call, a loop or a look for an
				// empty pile; a symbol masked with handRow-1 indexes the
				// hand, and an index masked with pileRoom-1 the pile,
				// without a bounds check.
				n := int(s.npile) - 1
				h := &s.hands[p]
				h[s.pile[n&(pileRoom-1)]&(handRow-1)]++
				if draws > 1 {
					h[s.pile[(n-1)&(pileRoom-1)]&(handRow-1)]++
				}
				s.npile -= draws
				s.held[p] += draws
				// afterAction(p, to, nil), written out for this move
				// alone: a move back never ends in the boat, and the
				// seat, holding the cards it drew, can act.
				s.actions++
				if s.actions < s.cfg.actions {
					goto on
				}
				goto turn
			}
		}
		// afterAction(p, to, nil), written out.
		s.actions++
		switch {
		case to == Boat && s.own[p][Boat] == PiratesEach:
			goto over
		case s.actions < s.cfg.actions:
			if s.canAct(p) || !s.stalled() {
				goto on
			}
			goto over
		}
	}
	// nextTurn(nil), written out.
turn:
	s.passTurn()
	if s.canAct(s.turn) || !s.stalled() {
		goto on
	}
over:
	s.finish(nil)
	return true
on:
	return false
}
