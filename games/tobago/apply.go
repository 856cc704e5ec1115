package tobago

import (
	"errors"
	"fmt"

	"caribe/engine"
	"caribe/games/tobago/island"
)

// ErrGameOver is returned for any move after the game has ended.
var ErrGameOver = errors.New("the game is over: the treasure deck ran out and the last sharing is done")

// Apply plays m for the actor, appending the events it causes to log when
// log is not nil. An illegal move returns an error naming the rule it
// breaks and leaves the state unchanged: every check is made before
// anything changes.
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
// (engine.Trusted). Moves from anywhere else go through Apply.
func (s *State) ApplyTrusted(m Move) {
	// A step or an end of turn, together more than four moves in five of a
	// random playout and legal only in a turn, goes straight to its play,
	// two dispatches fewer.
	switch m.Kind {
	case Step:
		s.step(m.Hex, nil)
	case End:
		s.endTurn(nil)
	default:
		s.play(m, nil)
	}
}

// play plays m, a legal move, for the actor.
func (s *State) play(m Move, log *[]engine.Event) {
	switch s.phase {
	case phasePlace:
		s.place(m.Hex, log)
	case phaseSetupClue:
		s.setupClue(m.Clue, m.Map, log)
		s.setupFrom(s.turn+1, log)
	case phaseRestart:
		s.playClue(s.restart, m.Clue, m.Map, "restart", log)
		s.afterFind(log)
	case phaseOffer:
		if m.Kind == Take {
			s.take(log)
		} else {
			s.pass(log)
		}
	case phaseTurn:
		s.turnMove(m, log)
	}
}

// turnMove plays a move of the turn owner.
func (s *State) turnMove(m Move, log *[]engine.Event) {
	switch m.Kind {
	case PlayClue:
		s.main = true
		s.playClue(s.turn, m.Clue, m.Map, "action", log)
	case Step:
		s.step(m.Hex, log)
	case Stop:
		s.endMove("stopped", log)
	case Raise:
		s.raise(m.Map, log)
	case Exchange:
		s.exchangeTurn(log)
	case Clear:
		s.main = true
		s.removeCandidate(s.turn, m.Map, m.Hex, "dead_end", log)
	case UseAmulet:
		s.useAmulet(m, log)
	case End:
		s.endTurn(log)
	}
}

// check returns the rule that m breaks now, or nil.
func (s *State) check(m Move) error {
	if m.Kind < Place || m.Kind > End {
		return fmt.Errorf("no such move kind %d", m.Kind)
	}
	switch s.phase {
	case phaseOver:
		return ErrGameOver
	case phasePlace:
		if m.Kind != Place {
			return fmt.Errorf("seat %d is placing its vehicle at set-up: the move is place, not %s", s.turn, kindNames[m.Kind])
		}
		return s.checkLand(m.Hex)
	case phaseSetupClue:
		if m.Kind != PlayClue {
			return fmt.Errorf("seat %d is starting an empty map at set-up: the move is clue, not %s", s.turn, kindNames[m.Kind])
		}
		return s.checkSetupClue(m)
	case phaseRestart:
		if m.Kind != PlayClue {
			return fmt.Errorf("seat %d starts the %s map anew with a clue from hand: the move is clue, not %s", s.restart, Colours[s.sh.m], kindNames[m.Kind])
		}
		if m.Map != s.sh.m {
			return fmt.Errorf("seat %d starts the %s map anew, not the %s map", s.restart, Colours[s.sh.m], colour(m.Map))
		}
		return s.checkClue(s.restart, m)
	case phaseOffer:
		if m.Kind != Take && m.Kind != Pass {
			return fmt.Errorf("seat %d is offered a treasure card of %v coins: take or pass, not %s", s.sh.roses[s.sh.asking], s.sh.card, kindNames[m.Kind])
		}
		return nil
	}
	return s.checkTurn(m)
}

// checkTurn returns the rule that a move of the turn owner breaks, or nil.
func (s *State) checkTurn(m Move) error {
	p := s.turn
	switch m.Kind {
	case PlayClue:
		if s.main {
			return s.actionTaken()
		}
		return s.checkClue(p, m)
	case Step:
		return s.checkStep(m.Hex)
	case Stop:
		if s.seg == segNone {
			return errors.New("no move is in progress to stop")
		}
	case Raise:
		return s.checkRaise(m.Map)
	case Exchange:
		if s.main {
			return s.actionTaken()
		}
		if s.nhand[p] == 0 {
			return fmt.Errorf("seat %d holds no clue card to exchange", p)
		}
	case Clear:
		if s.main {
			return s.actionTaken()
		}
		return s.checkClear(m)
	case UseAmulet:
		return s.checkAmulet(m)
	case End:
		if !s.main {
			return fmt.Errorf("seat %d has not taken its turn's action yet: play a clue, take a step or exchange the hand first", p)
		}
	case Place:
		return errors.New("the vehicles are placed: they move by steps now")
	case Take, Pass:
		return errors.New("no treasure card is on offer: nobody is sharing a treasure")
	}
	return nil
}

// actionTaken is the error for a second action in one turn.
func (s *State) actionTaken() error {
	return fmt.Errorf("seat %d has already taken its turn's action (a clue, a move, an exchange or a clearing): an amulet grants another", s.turn)
}

// checkLand names what keeps a vehicle from standing on grid index h.
func (s *State) checkLand(h int16) error {
	if h < 0 || h >= island.Cells || !s.b.land.HasCell(int(h)) {
		return fmt.Errorf("the vehicle cannot enter the ocean: %s is not land", hexName(h))
	}
	return nil
}

// checkMap names a map index out of range.
func checkMap(m int8) error {
	if m < 0 || m >= Maps {
		return fmt.Errorf("no map %d: the maps are 0 white, 1 grey, 2 brown and 3 black", m)
	}
	return nil
}

// checkClue names the rule that keeps seat p from playing clue m.Clue
// from hand on map m.Map now, or returns nil.
func (s *State) checkClue(p int8, m Move) error {
	if err := checkMap(m.Map); err != nil {
		return err
	}
	c := m.Clue
	switch {
	case !c.Valid():
		return fmt.Errorf("no such clue %v", c)
	case !s.holds(p, c):
		return fmt.Errorf("seat %d holds no %q clue card", p, c.String())
	}
	return s.checkPlay(p, m)
}

// checkSetupClue names the rule that keeps the seat choosing its set-up
// clue from playing clue m.Clue on map m.Map, or returns nil: the map must
// be empty and a card of the clue left in the deck.
func (s *State) checkSetupClue(m Move) error {
	if err := checkMap(m.Map); err != nil {
		return err
	}
	c := m.Clue
	switch {
	case s.maps[m.Map].n > 0:
		return fmt.Errorf("the %s map already has a clue: a set-up clue starts an empty map", Colours[m.Map])
	case !c.Valid():
		return fmt.Errorf("no such clue %v", c)
	case deckCount[clueID(c)] == 0:
		return fmt.Errorf("a set-up clue is chosen from the deck: the deck has no %q card", c.String())
	case s.deckCounts()[clueID(c)] == 0:
		return fmt.Errorf("a set-up clue is chosen from the deck: seat %d finds no %q card left in the deck (every one is on a map)", s.turn, c.String())
	}
	return s.checkPlay(s.turn, m)
}

// checkPlay names what keeps seat p from marking clue m.Clue on map m.Map
// with a rose: no rose left, or the clue does not narrow the map.
func (s *State) checkPlay(p int8, m Move) error {
	if s.roses[p] == 0 {
		return fmt.Errorf("seat %d has no compass rose left to mark a clue", p)
	}
	c := m.Clue
	if s.maps[m.Map].narrows(s.b, c) {
		return nil
	}
	if err := s.maps[m.Map].asMap().CanPlay(s.b.is, c); err != nil {
		return fmt.Errorf("%q on the %s map: %w", c.String(), Colours[m.Map], err)
	}
	return nil
}

// checkStep names what keeps the turn owner's vehicle from stepping to h.
func (s *State) checkStep(h int16) error {
	p := s.turn
	if !s.canStep() {
		return fmt.Errorf("seat %d has taken its turn's action and no move is in progress: no step left (an amulet grants another move)", p)
	}
	if err := s.checkLand(h); err != nil {
		return err
	}
	from := s.at[p]
	switch {
	case h == from:
		return fmt.Errorf("a step must leave %s, where the vehicle stands", hexName(h))
	case !s.b.dest[from].HasCell(int(h)):
		return fmt.Errorf("%s is neither in the vehicle's %s area nor next to %s: a step goes anywhere in the current area or to a neighbouring hex",
			hexName(h), s.b.is.Terrain(hexOf(from)), hexName(from))
	}
	return nil
}

// checkRaise names what keeps the turn owner from raising map m's treasure.
func (s *State) checkRaise(m int8) error {
	if err := checkMap(m); err != nil {
		return err
	}
	mp := &s.maps[m]
	h, ok := mp.located()
	switch {
	case !ok:
		return fmt.Errorf("the %s map has %d candidates: its treasure is not located yet", Colours[m], mp.cand.Len())
	case h != s.at[s.turn]:
		return fmt.Errorf("the %s treasure lies at %s, but seat %d's vehicle stands at %s", Colours[m], hexName(h), s.turn, hexName(s.at[s.turn]))
	}
	return nil
}

// checkClear names what keeps the turn owner from clearing hex m.Hex of map m.Map.
func (s *State) checkClear(m Move) error {
	if err := checkMap(m.Map); err != nil {
		return err
	}
	if !s.maps[m.Map].deadEnd() {
		return fmt.Errorf("the %s map is not at a dead end (a clue of the deck can still narrow it, or it is located): only a dead end is cleared", Colours[m.Map])
	}
	if !s.maps[m.Map].cand.HasCell(int(m.Hex)) {
		return fmt.Errorf("%s is not a candidate of the %s map", hexName(m.Hex), Colours[m.Map])
	}
	return nil
}
