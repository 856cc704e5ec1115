package tobago

import (
	"errors"
	"fmt"

	"caribe/engine"
)

// checkAmulet names the rule that keeps the turn owner from spending an
// amulet as m says, or returns nil. A power that names a map (remove a
// marker, play a clue, double play, swap roses) acts only on a map whose
// treasure is not yet found.
func (s *State) checkAmulet(m Move) error {
	p := s.turn
	if s.amulets[p] == 0 {
		return fmt.Errorf("no amulet to spend: seat %d holds none", p)
	}
	if m.Power < RemoveMarker || m.Power > SwapRoses {
		return fmt.Errorf("no amulet power %d", m.Power)
	}
	switch m.Power {
	case ExtraMove:
		return nil
	case ExchangeHand:
		if s.nhand[p] == 0 {
			return fmt.Errorf("seat %d holds no clue card to exchange", p)
		}
		return nil
	}
	if err := checkMap(m.Map); err != nil {
		return err
	}
	mp := &s.maps[m.Map]
	name := Colours[m.Map]
	if mp.found() {
		last := ""
		if m.Power == RemoveMarker {
			last = fmt.Sprintf("only the last %s marker is left, and a map's last marker is never removed; ", name)
		}
		return fmt.Errorf("%sthe %s treasure is found (one marker left): amulets act only on maps whose treasure is not yet found", last, name)
	}
	switch m.Power {
	case ExtraClue:
		return s.checkClue(p, m)
	case RemoveMarker:
		switch {
		case !mp.markers(s.cfg.markers):
			return fmt.Errorf("the %s map's markers are not on the island yet (%d candidates; they go down at %d)", name, mp.cand.Len(), s.cfg.markers)
		case !mp.cand.HasCell(int(m.Hex)):
			return fmt.Errorf("%s holds no %s marker", hexName(m.Hex), name)
		}
	case DoublePlay:
		switch {
		case m.At < 0 || m.At >= mp.n:
			return fmt.Errorf("the %s map has no clue at %d (it holds %d)", name, m.At, mp.n)
		case mp.owner[m.At] != p:
			return fmt.Errorf("clue %d of the %s map holds seat %d's rose, not seat %d's: double play adds a rose beside one's own", m.At, name, mp.owner[m.At], p)
		case s.roses[p] == 0:
			return fmt.Errorf("seat %d has no compass rose left", p)
		}
	case SwapRoses:
		switch {
		case m.At < 0 || m.With >= mp.n || m.At >= m.With:
			return fmt.Errorf("the %s map has no clues %d and %d to swap the roses of (it holds %d; name the upper one first)", name, m.At, m.With, mp.n)
		case mp.owner[m.At] == mp.owner[m.With]:
			return errors.New("both clues hold the same seat's roses: swapping them changes nothing")
		}
	}
	return nil
}

// useAmulet spends one of the turn owner's amulets for one power.
func (s *State) useAmulet(m Move, log *[]engine.Event) {
	p := s.turn
	s.idle = 0
	s.amulets[p]--
	engine.Emit(log, AmuletUsed{Type: "amulet_used", Seat: p, Power: m.Power.String()})
	switch m.Power {
	case RemoveMarker:
		s.removeCandidate(p, m.Map, m.Hex, "amulet", log)
	case ExtraClue:
		s.playClue(p, m.Clue, m.Map, "amulet", log)
	case ExtraMove:
		if s.seg != segNone {
			s.endMove("amulet", log)
		}
		s.seg, s.steps = segAmulet, 0
	case ExchangeHand:
		engine.Emit(log, HandExchanged{Type: "hand_exchanged", Seat: p, Cards: s.nhand[p], Amulet: true})
		s.exchangeHand(p, log)
	case DoublePlay:
		mp := &s.maps[m.Map]
		s.roses[p]--
		mp.roses[m.At]++
		engine.Emit(log, RoseAdded{Type: "rose_added", Seat: p, Map: Colours[m.Map], At: m.At, Roses: mp.roses[m.At]})
	case SwapRoses:
		mp := &s.maps[m.Map]
		a, b := m.At, m.With
		mp.owner[a], mp.owner[b] = mp.owner[b], mp.owner[a]
		mp.roses[a], mp.roses[b] = mp.roses[b], mp.roses[a]
		engine.Emit(log, RosesSwapped{Type: "roses_swapped", Seat: p, Map: Colours[m.Map], At: a, With: b})
	}
}

// amuletSupply is the number of amulets neither held nor on the island.
func (s *State) amuletSupply() int {
	n := Amulets - s.amuletAt.Len()
	for p := range s.cfg.players {
		n -= int(s.amulets[p])
	}
	return n
}

// facings lists the statues' current facings (0 east, clockwise to 5
// north-east), in grid order.
func (s *State) facings() []int {
	out := make([]int, s.b.nstatues)
	for k := range out {
		out[k] = int(s.facing[k])
	}
	return out
}

// afterFind finishes a found treasure: where each statue's gaze meets the
// coast an amulet appears (unless one lies there or the supply is empty),
// then every statue turns 60° clockwise, and the turn owner plays on.
func (s *State) afterFind(log *[]engine.Event) {
	supply := s.amuletSupply()
	for k := range s.b.nstatues {
		c := s.b.gaze[k][s.facing[k]]
		if supply == 0 || s.amuletAt.HasCell(int(c)) {
			continue
		}
		s.amuletAt.AddCell(int(c))
		supply--
		engine.Emit(log, AmuletAppeared{Type: "amulet_appeared", Statue: hexOf(s.b.statues[k]), Hex: hexOf(c)})
	}
	for k := range s.b.nstatues {
		s.facing[k] = s.facing[k].Clockwise()
	}
	if log != nil {
		*log = append(*log, StatuesTurned{Type: "statues_turned", Facings: s.facings()})
	}
	s.phase = phaseTurn
}
