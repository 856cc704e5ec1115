package tobago

import "caribe/games/tobago/island"

// allMaps selects every map in clueMoves.
const allMaps = 1<<Maps - 1

// Legal appends the moves the actor may play now, in a fixed order. At
// set-up: a place on each land hex, then each clue left in the deck (in
// the deck table's order) on each empty map it narrows. In a turn: raising
// each treasure under the vehicle, then action A (clues from hand on each
// map, clearing a dead end), steps, stopping the move, exchanging the
// hand, the amulet powers (none on a map whose treasure is found), and
// ending the turn.
func (s *State) Legal(buf []Move) []Move {
	if s.phase == phaseTurn { // nine moves in ten: no switch to go through
		return s.turnMoves(buf)
	}
	switch s.phase {
	case phasePlace:
		buf = append(buf, s.b.placeMoves...)
	case phaseSetupClue:
		var deck [island.DeckSize]island.Clue
		buf = s.clueMoves(buf, s.turn, s.deckClues(&deck), Move{Kind: PlayClue}, s.emptyMaps())
	case phaseRestart:
		buf = s.handMoves(buf, s.restart, Move{Kind: PlayClue}, 1<<s.sh.m)
	case phaseOffer:
		buf = append(buf, Move{Kind: Take}, Move{Kind: Pass})
	}
	return buf
}

// handMoves appends proto with each clue of seat p's hand on each map of
// the mask where it narrows the candidates.
func (s *State) handMoves(buf []Move, p int8, proto Move, mask int) []Move {
	return s.clueMoves(buf, p, s.hand[p][:s.nhand[p]], proto, mask)
}

// clueMoves appends proto with each of the clues (each distinct clue once)
// on each map of the mask where it narrows the candidates, for seat p.
func (s *State) clueMoves(buf []Move, p int8, clues []island.Clue, proto Move, mask int) []Move {
	if s.roses[p] == 0 {
		return buf
	}
	// narrowing is, per map of the mask, the deck clues that narrow it,
	// and some the clues that narrow one of them.
	var narrowing [Maps]uint64
	var some uint64
	for m := range Maps {
		if mask&(1<<m) != 0 {
			narrowing[m] = s.maps[m].narrowing
			some |= narrowing[m]
		}
	}
	var seen uint64 // the clues listed so far, by deckBit
	for _, c := range clues {
		bit := deckBit(c)
		if (seen|^some)&bit != 0 {
			continue
		}
		seen |= bit
		proto.Clue = c
		for m, n := range narrowing {
			if n&bit != 0 {
				proto.Map = int8(m)
				buf = append(buf, proto)
			}
		}
	}
	return buf
}

// turnMoves appends the turn owner's moves.
func (s *State) turnMoves(buf []Move) []Move {
	p := s.turn
	at := s.at[p]
	if s.treasures.has(at) {
		for m := range int8(Maps) {
			if s.treasures.at(m) == at {
				buf = append(buf, Move{Kind: Raise, Map: m})
			}
		}
	}
	if !s.main {
		buf = s.handMoves(buf, p, Move{Kind: PlayClue}, allMaps)
		for m := range int8(Maps) {
			if s.maps[m].deadEnd() {
				buf = appendHexes(buf, Move{Kind: Clear, Map: m}, s.maps[m].cand)
			}
		}
	}
	if s.canStep() {
		buf = append(buf, s.b.stepMoves[at]...)
	}
	if s.seg != segNone {
		buf = append(buf, Move{Kind: Stop})
	}
	if !s.main && s.nhand[p] > 0 {
		buf = append(buf, Move{Kind: Exchange})
	}
	if s.amulets[p] > 0 {
		buf = s.amuletMoves(buf, p)
	}
	if s.main {
		buf = append(buf, Move{Kind: End})
	}
	return buf
}

// amuletMoves appends every use of an amulet by seat p.
func (s *State) amuletMoves(buf []Move, p int8) []Move {
	for m := range int8(Maps) {
		if mp := &s.maps[m]; mp.markers(s.cfg.markers) && !mp.found() {
			buf = appendHexes(buf, Move{Kind: UseAmulet, Power: RemoveMarker, Map: m}, mp.cand)
		}
	}
	buf = s.handMoves(buf, p, Move{Kind: UseAmulet, Power: ExtraClue}, allMaps)
	buf = append(buf, Move{Kind: UseAmulet, Power: ExtraMove})
	if s.nhand[p] > 0 {
		buf = append(buf, Move{Kind: UseAmulet, Power: ExchangeHand})
	}
	for m := range int8(Maps) {
		mp := &s.maps[m]
		if mp.found() {
			continue
		}
		for k := range mp.n {
			if mp.owner[k] == p && s.roses[p] > 0 {
				buf = append(buf, Move{Kind: UseAmulet, Power: DoublePlay, Map: m, At: k})
			}
			for j := k + 1; j < mp.n; j++ {
				if mp.owner[j] != mp.owner[k] {
					buf = append(buf, Move{Kind: UseAmulet, Power: SwapRoses, Map: m, At: k, With: j})
				}
			}
		}
	}
	return buf
}

// appendHexes appends proto with each hex of the set.
func appendHexes(buf []Move, proto Move, set island.HexSet) []Move {
	for i := set.NextCell(0); i >= 0; i = set.NextCell(i + 1) {
		proto.Hex = int16(i)
		buf = append(buf, proto)
	}
	return buf
}

// canStep reports whether the turn owner may take a step now: the move in
// progress has steps left, or no move is in progress and the turn's action
// is still to take (the step starts action B).
func (s *State) canStep() bool {
	if s.seg != segNone {
		return s.steps < Steps
	}
	return !s.main
}
