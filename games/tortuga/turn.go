package tortuga

import "caribe/engine"

// bust sends the moving turtle and those above it to the raft: their dice
// passed the bust limit. A turtle busting on the raft stays where it is.
func (s *State) bust(log *[]engine.Event) {
	from := s.pos[lv(s.mover)]
	if log != nil {
		s.logBust(from, log)
	}
	if from != Raft {
		l, h, stack := s.level[lv(s.mover)], s.height[sp(from)], &s.stack[sp(from)]
		for i := l; i < h; i++ {
			t := stack[lv(i)]
			s.pos[lv(t)], s.level[lv(t)] = Raft, 0
			s.raft |= 1 << t
		}
		s.height[sp(from)] = l
		if l > 0 {
			s.crown[sp(from)] = s.seat(stack[lv(l-1)])
		}
	}
	if log == nil { // a playout: no frame for a log (nextPart)
		s.nextPart()
		return
	}
	s.endPart(log)
}

// logBust logs the bust of the group standing on from, before it goes.
func (s *State) logBust(from int8, log *[]engine.Event) {
	*log = append(*log, Busted{"busted", s.total, from, s.group(from)})
}

// group is a copy of the group about to move (or bust) from from: the
// mover alone on the raft, else the mover and the turtles above it.
func (s *State) group(from int8) []int8 {
	if from == Raft {
		return []int8{s.mover}
	}
	return append([]int8(nil), s.stack[from][s.level[s.mover]:s.height[from]]...)
}

// move carries the group sum × dice spaces and lays eggs if it reaches the beach.
func (s *State) move(log *[]engine.Event) {
	n := s.total * s.ndice
	from := s.pos[lv(s.mover)]
	to, beach := destination(from, n, s.cfg.track)
	if log != nil {
		// Logged before the carry, so that little must outlive its call.
		s.logMove(from, to, n, log)
	}
	s.carry(from, to)
	// The group's top turtle, which lays, is now the top of its new stack.
	if beach && s.lay(s.top(s.mover), log) {
		return
	}
	if log == nil { // a playout: no frame for a log (nextPart)
		s.nextPart()
		return
	}
	s.endPart(log)
}

// logMove logs the move of the group standing on from to to, n spaces.
func (s *State) logMove(from, to, n int8, log *[]engine.Event) {
	*log = append(*log, Moved{"moved", s.group(from), from, to, n, s.ndice})
}

// lay gives the face-up egg card, or the 7-egg beach, to the owner of the top
// turtle. It reports whether that ended the game.
func (s *State) lay(top int8, log *[]engine.Event) bool {
	seat := int8(s.Owner(int(top)))
	if s.next < s.ncards {
		v := s.cards[s.next]
		s.hands[seat][v-1]++
		s.next++
		engine.Emit(log, Laid{Type: "laid", Seat: seat, Turtle: top, Eggs: v, FaceUp: s.faceUp()})
		return false
	}
	s.beachBy = seat
	s.setPhase(phaseOver)
	s.ndice, s.total = 0, 0
	s.cardDie = -1
	s.second = -1
	if log != nil {
		*log = append(*log, Laid{Type: "laid", Seat: seat, Turtle: top, Eggs: 7, Beach: true},
			GameOver{"game_over", s.Scores(nil), s.Winners(nil)})
	}
	return true
}

// endPart finishes one turtle's move: the owner's other turtle goes next,
// or the next seat's turn begins, and logs which.
func (s *State) endPart(log *[]engine.Event) {
	if !s.nextPart() {
		s.logTurn(log)
		return
	}
	engine.Emit(log, SecondTurtle{"second_turtle", s.mover})
}

// nextPart is endPart without its log, reporting whether the owner's
// other turtle goes next. It calls nothing, so it sets up no frame: the
// playouts, which log nothing, call it rather than endPart (move, bust).
func (s *State) nextPart() (second bool) {
	s.ndice, s.total = 0, 0
	s.dice = [3]int8{}
	s.cardDie = -1
	if s.second >= 0 {
		s.mover, s.second = s.second, -1
		s.phase, s.actor = phaseFirstDie, engine.Chance
		return true
	}
	next := s.turn + 1
	if next == s.cfg.players {
		next = 0
	}
	s.startTurn(next)
	return false
}

// logTurn logs the turn just begun: its seat and turtle, -1 while the seat
// chooses which of two moves first.
func (s *State) logTurn(log *[]engine.Event) {
	t := s.mover
	if s.phase == phaseChoose {
		t = -1
	}
	engine.Emit(log, TurnStarted{"turn", s.turn, t})
}

// startTurn begins seat's turn: with two turtles the seat chooses which
// moves first, with one its turtle's first die is rolled (the phases and
// actors setPhase would settle).
func (s *State) startTurn(seat int8) {
	s.turn = seat
	s.cardUsed = false
	s.second = -1
	s.mover = seat * s.cfg.perPlayer
	s.phase, s.actor = phaseFirstDie, engine.Chance
	if s.cfg.perPlayer == 2 {
		s.phase, s.actor = phaseChoose, engine.Actor(seat)
	}
}

// faceUp is the value of the face-up egg card, 0 when the deck is empty.
func (s *State) faceUp() int8 {
	if s.next < s.ncards {
		return s.cards[s.next]
	}
	return 0
}
