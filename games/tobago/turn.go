package tobago

import (
	"math"

	"caribe/engine"
	"caribe/games/tobago/island"
)

// playClue plays seat p's clue c from hand on map m, marks it with a rose
// and draws back to a full hand.
func (s *State) playClue(p int8, c island.Clue, m int8, why string, log *[]engine.Event) {
	s.takeFromHand(p, c)
	s.placeClue(p, c, m, why, log)
	s.refill(p, log)
}

// placeClue puts clue c at the bottom of map m with a rose of seat p.
func (s *State) placeClue(p int8, c island.Clue, m int8, why string, log *[]engine.Event) {
	s.idle = 0
	mp := &s.maps[m]
	mp.add(s.b, c, p)
	s.noteLocated(m)
	s.roses[p]--
	if log != nil {
		e := CluePlayed{Type: "clue", Seat: p, Map: Colours[m], Clue: c, Why: why, Candidates: mp.cand.Len()}
		if h, ok := mp.located(); ok {
			x := hexOf(h)
			e.Located = &x
		}
		*log = append(*log, e)
	}
}

// removeCandidate takes hex h out of map m's candidates (an amulet's
// marker, or a dead end cleared).
func (s *State) removeCandidate(p, m int8, h int16, why string, log *[]engine.Event) {
	s.idle = 0
	mp := &s.maps[m]
	mp.remove(s.b, h)
	s.noteLocated(m)
	if log != nil {
		e := MarkerRemoved{Type: "marker_removed", Seat: p, Map: Colours[m], Hex: hexOf(h), Why: why, Candidates: mp.cand.Len()}
		if c, ok := mp.located(); ok {
			x := hexOf(c)
			e.Located = &x
		}
		*log = append(*log, e)
	}
}

// step moves the turn owner's vehicle to h; the first step of a turn with
// no move in progress starts action B. A step of action B that ends on an
// amulet picks it up.
func (s *State) step(h int16, log *[]engine.Event) {
	p := s.turn
	if s.seg == segNone {
		s.seg, s.main, s.steps = segMain, true, 0
	}
	from := s.at[p]
	s.at[p] = h
	s.steps++
	if log != nil {
		*log = append(*log, Stepped{Type: "step", Seat: p, From: hexOf(from), To: hexOf(h), Step: s.steps, Amulet: s.seg == segAmulet})
	}
	if s.seg == segMain && s.amuletAt.HasCell(int(h)) {
		s.pickUp(p, log)
	}
	if s.steps == Steps {
		s.endMove("steps", log)
	}
}

// endMove ends the move in progress.
func (s *State) endMove(reason string, log *[]engine.Event) {
	if log != nil {
		*log = append(*log, MoveEnded{Type: "move_ended", Seat: s.turn, Steps: s.steps, Reason: reason})
	}
	s.seg, s.steps = segNone, 0
}

// pickUp gives seat p the amulet under its vehicle.
func (s *State) pickUp(p int8, log *[]engine.Event) {
	s.idle = 0
	s.amuletAt.RemoveCell(int(s.at[p]))
	s.amulets[p]++
	engine.Emit(log, AmuletPicked{Type: "amulet_picked", Seat: p, Hex: hexOf(s.at[p])})
}

// exchangeTurn spends the turn owner's whole turn exchanging its hand.
func (s *State) exchangeTurn(log *[]engine.Event) {
	p := s.turn
	engine.Emit(log, HandExchanged{Type: "hand_exchanged", Seat: p, Cards: s.nhand[p]})
	s.main = true
	s.exchangeHand(p, log)
	s.endTurn(log)
}

// endTurn passes the turn to the next seat.
func (s *State) endTurn(log *[]engine.Event) {
	if s.seg != segNone {
		s.endMove("turn_ended", log)
	}
	if log != nil {
		*log = append(*log, TurnEnded{Type: "turn_ended", Seat: s.turn})
	}
	// The count stops at its largest value: one more would wrap it below
	// zero.
	if s.idle < math.MaxInt16 {
		s.idle++
	}
	s.startTurn((s.turn+1)%s.cfg.players, log)
}

// startTurn begins seat p's turn: a vehicle standing on an amulet picks it
// up for free.
func (s *State) startTurn(p int8, log *[]engine.Event) {
	s.turn, s.phase = p, phaseTurn
	s.main, s.seg, s.steps = false, segNone, 0
	if log != nil {
		*log = append(*log, TurnStarted{Type: "turn", Seat: p})
	}
	if s.amuletAt.HasCell(int(s.at[p])) {
		s.pickUp(p, log)
	}
}
