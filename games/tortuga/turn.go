package tortuga

import "caribe/engine"

// bust sends the moving turtle and those above it to the raft: their dice
// passed the bust limit.
func (s *State) bust(log *[]engine.Event) {
	var group [MaxTurtles]int8
	from := s.pos[s.mover]
	n := s.lift(s.mover, &group)
	s.toRaft(group[:n])
	if log != nil {
		*log = append(*log, Busted{"busted", s.total, from, append([]int8(nil), group[:n]...)})
	}
	s.endPart(log)
}

// move carries the group sum × dice spaces and lays eggs if it reaches the beach.
func (s *State) move(log *[]engine.Event) {
	n := s.total * s.ndice
	from := s.pos[s.mover]
	to, beach := destination(from, n, s.cfg.track)
	top := s.top(s.mover)
	var k int8
	if from == Raft {
		s.raft &^= 1 << s.mover
		s.drop(s.mover, to)
		k = 1
	} else {
		l := s.level[s.mover]
		h := s.height[from]
		s.height[from] = l
		for i := l; i < h; i++ {
			s.drop(s.stack[from][i], to)
		}
		k = h - l
	}
	if log != nil {
		h := s.height[to]
		*log = append(*log, Moved{"moved", append([]int8(nil), s.stack[to][h-k:h]...), from, to, n, s.ndice})
	}
	if beach && s.lay(top, log) {
		return
	}
	s.endPart(log)
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

// endPart finishes one turtle's move: the owner's other turtle goes next, or the next seat's turn begins.
func (s *State) endPart(log *[]engine.Event) {
	s.ndice, s.total = 0, 0
	s.dice = [3]int8{}
	s.cardDie = -1
	if s.second >= 0 {
		s.mover, s.second = s.second, -1
		s.setPhase(phaseFirstDie)
		engine.Emit(log, SecondTurtle{"second_turtle", s.mover})
		return
	}
	next := s.turn + 1
	if next == s.cfg.players {
		next = 0
	}
	s.startTurn(next)
	if log != nil {
		t := s.mover
		if s.phase == phaseChoose {
			t = -1
		}
		*log = append(*log, TurnStarted{"turn", s.turn, t})
	}
}

func (s *State) startTurn(seat int8) {
	s.turn = seat
	s.cardUsed = false
	s.second = -1
	s.mover = seat * s.cfg.perPlayer
	s.setPhase(phaseFirstDie)
	if s.cfg.perPlayer == 2 {
		s.setPhase(phaseChoose)
	}
}

// faceUp is the value of the face-up egg card, 0 when the deck is empty.
func (s *State) faceUp() int8 {
	if s.next < s.ncards {
		return s.cards[s.next]
	}
	return 0
}
