package tortuga

import "caribe/engine"

// Apply plays m for the actor. An illegal move returns an error naming the
// rule it breaks and leaves the state unchanged.
func (s *State) Apply(m Move, log *[]engine.Event) error {
	if err := s.check(m); err != nil {
		return err
	}
	s.play(m, log)
	return nil
}

// ApplyTrusted plays m, a move that Legal lists (or RandomMove or
// HeuristicMove drew, or a chance outcome of Chances) in the state as it is
// now, as Apply(m, nil) does but without checking it again: the trusted
// path of playouts (engine.Trusted). Moves from anywhere else go through
// Apply. The three commonest moves, a die, a roll and a stop, are played
// here as play plays them without a log, sparing a call.
func (s *State) ApplyTrusted(m Move) {
	switch m.Kind {
	case Die:
		// rollDie without its log, written out so that it costs no call
		// (TestApplyTrustedPlaysAsApply holds the two together).
		s.draw = s.rng.Uint64()
		s.addDie(m.N)
		switch {
		case s.diceGoOn():
			s.toDecision()
		case s.busted():
			s.bust(nil)
		default:
			s.move(nil)
		}
	case Roll:
		s.phase, s.actor = phaseDie, engine.Chance
	case Stop:
		s.move(nil)
	default:
		s.play(m, nil)
	}
}

// play plays m, a legal move. In each phase the legal moves are of their
// own kinds (a die; a stop, a roll or a card; a choice), so the kind alone
// says what to do.
func (s *State) play(m Move, log *[]engine.Event) {
	switch m.Kind {
	case Die:
		s.rollDie(m.N, log)
	case Roll:
		if log != nil {
			engine.Emit(log, Decided{"roll", s.decider(), s.total})
		}
		s.phase, s.actor = phaseDie, engine.Chance
	case Stop:
		if log != nil {
			engine.Emit(log, Decided{"stop", s.decider(), s.total})
		}
		s.move(log)
	case Card:
		s.spendCard(m.N, log)
	default:
		s.mover = m.N
		s.second = m.N ^ 1
		s.setPhase(phaseFirstDie)
		engine.Emit(log, Chosen{"chosen", s.turn, m.N})
	}
}

// rollDie adds a die of v: the first die always stands, a later one busts
// the group past the bust limit and the third moves it. Any die advances
// the game's generator, so that SampleChance rolls the next one.
func (s *State) rollDie(v int8, log *[]engine.Event) {
	s.draw = s.rng.Uint64()
	s.addDie(v)
	if log != nil {
		s.logDie(v, false, log)
	}
	switch {
	case s.diceGoOn():
		s.toDecision()
	case s.busted():
		s.bust(log)
	default:
		s.move(log)
	}
}

// diceGoOn reports whether the die just added leaves the decider a
// decision on the next: always after the first, after the second unless it
// busted. Otherwise they end, in a bust or a move. Small enough to be
// inlined.
func (s *State) diceGoOn() bool {
	return s.ndice == 1 || s.ndice < 3 && !s.busted()
}

// endDice ends the dice without a log: the group busts or moves. A
// random playout calls it (RandomPlayout).
func (s *State) endDice() {
	if s.busted() {
		s.bust(nil)
		return
	}
	s.move(nil)
}

// toDecision enters the decision on the next die.
func (s *State) toDecision() {
	s.phase, s.actor = phaseDecide, engine.Actor(s.decider())
}

// busted reports whether the dice so far pass the bust limit.
func (s *State) busted() bool { return s.total > s.cfg.bust }

// spendCard puts the decider's egg card of v eggs out of the game as the next die.
func (s *State) spendCard(v int8, log *[]engine.Event) {
	d := s.decider()
	s.hands[d][v-1]--
	s.spent[v-1]++
	s.cardUsed = true
	s.cardDie = s.ndice
	s.addDie(v)
	if log != nil {
		s.logDie(v, true, log)
	}
	if s.ndice == 3 {
		s.move(log)
	}
}

// addDie adds a die (or a card standing for one) of v to the group's dice.
func (s *State) addDie(v int8) {
	s.dice[s.ndice] = v
	s.ndice++
	s.total += v
}

// logDie logs the die of v just added, a card spent by the decider if card.
func (s *State) logDie(v int8, card bool, log *[]engine.Event) {
	e := Rolled{Type: "rolled", Die: s.ndice, Value: v, Sum: s.total, Card: card}
	if card {
		d := s.decider()
		e.Seat = &d
	}
	*log = append(*log, e)
}
