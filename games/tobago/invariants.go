package tobago

import (
	"errors"
	"fmt"
)

// Check verifies the state's invariants: every clue card (deck, hands,
// discard pile and maps: 52; no hand before the deal), treasure card,
// amulet and compass rose accounted for; each map's candidates non-empty
// and allowed by its clues; vehicles on land; the dead-end flags up to
// date; the phase, the move in progress and the sharing consistent; and a
// decision to make unless the game is over. The random-play tests run it
// after every move, and Load runs it on every state it reads.
func (s *State) Check() error {
	for _, check := range []func() error{s.checkClueCards, s.checkTreasureCards, s.checkPieces, s.checkMaps, s.checkPhase} {
		if err := check(); err != nil {
			return err
		}
	}
	return nil
}

func (s *State) checkClueCards() error {
	var count [clueIDs]int
	for p := range s.cfg.players {
		switch {
		case s.nhand[p] > s.cfg.hand:
			return fmt.Errorf("seat %d holds %d clue cards, a hand has %d", p, s.nhand[p], s.cfg.hand)
		case s.inSetup() && s.nhand[p] > 0:
			return fmt.Errorf("seat %d holds %d clue cards in phase %s: the hands are dealt after the set-up clues", p, s.nhand[p], phaseNames[s.phase])
		}
		for _, c := range s.hand[p][:s.nhand[p]] {
			count[clueID(c)]++
		}
	}
	for _, c := range s.cdeck[:s.ncdeck] {
		count[clueID(c)]++
	}
	for _, c := range s.cdisc[:s.ncdisc] {
		count[clueID(c)]++
	}
	for m := range s.maps {
		for _, c := range s.maps[m].clues[:s.maps[m].n] {
			count[clueID(c)]++
		}
	}
	if s.inSetup() && s.ncdisc > 0 {
		return fmt.Errorf("%d clue cards discarded in phase %s: nothing is discarded before the first turn", s.ncdisc, phaseNames[s.phase])
	}
	for id, n := range count {
		if n != int(deckCount[id]) {
			c := deckClues[0]
			for _, d := range deckClues {
				if clueID(d) == id {
					c = d
				}
			}
			if deckCount[id] == 0 {
				return fmt.Errorf("clue cards: %d accounted for (hands, deck, discard, maps) of a clue the deck does not hold", n)
			}
			return fmt.Errorf("clue cards: %d %q accounted for (hands, deck, discard, maps), the deck has %d", n, c.String(), deckCount[id])
		}
	}
	return nil
}

func (s *State) checkTreasureCards() error {
	var count [cardKinds]int
	for _, c := range s.tdeck[:s.ntdeck] {
		count[c]++
	}
	for v := range cardKinds {
		count[v] += int(s.tdisc[v]) + int(s.tout[v])
		for p := range s.cfg.players {
			count[v] += int(s.held[p][v])
		}
	}
	if s.phase == phaseOffer {
		for _, c := range s.sh.pile[:s.sh.npile] {
			count[c]++
		}
		count[s.sh.card]++
	}
	want := [cardKinds]int{Curse: int(s.cfg.curses)}
	for v, k := range s.cfg.gold {
		want[v+2] = int(k)
	}
	for v := range cardKinds {
		if count[v] != want[v] {
			return fmt.Errorf("treasure cards: %d of %v accounted for (deck, discard, out, held, sharing), the game has %d", count[v], Card(v), want[v])
		}
	}
	for v := 2; v < cardKinds; v++ {
		if s.tout[v] != 0 {
			return fmt.Errorf("treasure cards: %d gold cards of %d out of the game; only curses leave it", s.tout[v], v)
		}
	}
	for v := range cardKinds {
		if s.tseen[v] < 0 || s.tseen[v] > s.tdisc[v] || Card(v) == Curse && s.tseen[v] > 0 {
			return fmt.Errorf("treasure cards: %d of %v discarded face up, of %d discarded; only gold cards are discarded face up", s.tseen[v], Card(v), s.tdisc[v])
		}
	}
	return s.checkOffered()
}

// checkOffered checks the cards settled in the sharing in progress: each
// taken by a seat (a gold card) or by nobody.
func (s *State) checkOffered() error {
	if s.phase != phaseOffer {
		return nil
	}
	for k, o := range s.sh.offered[:s.sh.noffered] {
		switch {
		case o.seat < -1 || o.seat >= s.cfg.players:
			return fmt.Errorf("sharing: offered card %d was taken by seat %d, not a seat", k, o.seat)
		case o.card == Curse && o.seat >= 0:
			return fmt.Errorf("sharing: offered card %d, a curse, was taken by seat %d; a curse is never taken", k, o.seat)
		}
	}
	return nil
}

func (s *State) checkPieces() error {
	if n := s.amuletSupply(); n < 0 {
		return fmt.Errorf("amulets: %d held and %d on the island, of %d", Amulets-n-s.amuletAt.Len(), s.amuletAt.Len(), Amulets)
	}
	if !s.amuletAt.SubsetOf(s.b.land) {
		return errors.New("amulets: some lie in the ocean")
	}
	var roses [MaxPlayers]int
	for m := range s.maps {
		mp := &s.maps[m]
		for k := range mp.n {
			roses[mp.owner[k]] += int(mp.roses[k])
		}
	}
	if s.phase == phaseOffer {
		for _, p := range s.sh.roses[:s.sh.nroses] {
			roses[p]++
		}
	}
	for p := range s.cfg.players {
		if n := roses[p] + int(s.roses[p]); n != RosesEach || s.roses[p] < 0 {
			return fmt.Errorf("roses: seat %d has %d in its supply and %d on the maps, not %d", p, s.roses[p], roses[p], RosesEach)
		}
		placed := s.at[p] != noCell
		if placed && !s.b.land.HasCell(int(s.at[p])) {
			return fmt.Errorf("seat %d's vehicle stands in the ocean", p)
		}
		if want := s.phase != phasePlace || p < s.turn; placed != want {
			return fmt.Errorf("seat %d's vehicle is placed: %v; in phase %s with seat %d to place, want %v", p, placed, phaseNames[s.phase], s.turn, want)
		}
	}
	return nil
}

func (s *State) checkMaps() error {
	for m := range s.maps {
		mp := &s.maps[m]
		name := Colours[m]
		allowed := mp.allowed(s.b.is)
		for k := range mp.n {
			sharing := s.phase == phaseOffer && s.sh.m == int8(m)
			if sharing != (mp.roses[k] == 0) {
				return fmt.Errorf("the %s map's clue %d holds %d roses: a clue holds roses until its treasure is shared", name, k, mp.roses[k])
			}
		}
		switch {
		case mp.cand.Empty():
			return fmt.Errorf("the %s map has no candidate left", name)
		case !mp.cand.SubsetOf(allowed):
			return fmt.Errorf("the %s map's candidates %v are not allowed by its clues", name, mp.cand.Minus(allowed))
		case mp.n == 0 && mp.cand != s.b.land:
			return fmt.Errorf("the empty %s map has %d candidates: an empty map allows every land hex", name, mp.cand.Len())
		case mp.candCounts != s.b.count(s.b.landSetOf(mp.cand)):
			return fmt.Errorf("the %s map's candidate counts are out of date", name)
		case mp.seats != mp.ownerSeats():
			return fmt.Errorf("the %s map's seats with roses on it are out of date", name)
		case s.treasures.at(int8(m)) != mp.only:
			return fmt.Errorf("the %s map's located treasure is out of date", name)
		}
	}
	return nil
}

func (s *State) checkPhase() error {
	switch {
	case s.seg != segNone && (s.phase != phaseTurn || s.steps >= Steps):
		return fmt.Errorf("a %s move with %d steps is in progress in phase %s", segmentNames[s.seg], s.steps, phaseNames[s.phase])
	case s.seg == segNone && s.steps != 0:
		return fmt.Errorf("%d steps taken but no move is in progress", s.steps)
	case s.seg == segMain && !s.main:
		return errors.New("action B is in progress, but the turn's action is not marked taken")
	case s.phase == phasePlace && s.main:
		return errors.New("no action is taken while the vehicles are placed")
	case s.phase == phaseSetupClue && !s.canSetUp(s.turn):
		return fmt.Errorf("seat %d cannot start an empty map with a clue of the deck, yet it is asked to", s.turn)
	case s.phase == phaseRestart && (s.maps[s.sh.m].n != 0 || !s.canPlayOn(s.restart, 1<<s.sh.m)):
		return fmt.Errorf("seat %d cannot start the %s map anew, yet it is asked to", s.restart, Colours[s.sh.m])
	case s.phase == phaseOffer && (s.sh.nroses == 0 || s.sh.asking < 0 || s.sh.asking >= s.sh.nroses || !s.sh.shown || s.sh.card == Curse):
		return errors.New("a sharing offers a gold card to one of the roses on the map")
	}
	var buf [64]Move
	if s.phase != phaseOver && len(s.Legal(buf[:0])) == 0 {
		return fmt.Errorf("%v must decide but has no legal move", s.Actor())
	}
	return nil
}
