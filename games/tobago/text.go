package tobago

import (
	"strconv"
	"strings"
)

// mapLetters abbreviates the maps: white, grey, brown, blacK.
const mapLetters = "WGBK"

// Board writes where things stand on the island: the vehicles by seat, the
// amulets lying on it, and each map as its colour's initial, its clue
// count and its candidates ("W2:14", "G1:@(3,4)" once located, "B-" empty):
// "vehicles (4,3) (8,3) - | amulets (5,3) (7,1) | W2:14 G1:@(3,4) B- K3:2".
func (s *State) Board() string {
	var b strings.Builder
	b.WriteString("vehicles")
	for p := range s.cfg.players {
		b.WriteByte(' ')
		if s.at[p] == noCell {
			b.WriteByte('-')
		} else {
			b.WriteString(hexName(s.at[p]))
		}
	}
	b.WriteString(" | amulets")
	for i := s.amuletAt.NextCell(0); i >= 0; i = s.amuletAt.NextCell(i + 1) {
		b.WriteByte(' ')
		b.WriteString(hexName(int16(i)))
	}
	b.WriteString(" |")
	for m := range s.maps {
		mp := &s.maps[m]
		b.WriteByte(' ')
		b.WriteByte(mapLetters[m])
		if mp.n == 0 {
			b.WriteByte('-')
			continue
		}
		b.WriteString(strconv.Itoa(int(mp.n)))
		b.WriteByte(':')
		if h, ok := mp.located(); ok {
			b.WriteString("@" + hexName(h))
		} else {
			b.WriteString(strconv.Itoa(mp.cand.Len()))
		}
		if mp.deadEnd() {
			b.WriteByte('!')
		}
	}
	return b.String()
}

// String is a one-line summary: whose decision and what about, the board,
// the amulets and roses held, the decks and the coins.
func (s *State) String() string {
	var b strings.Builder
	b.WriteString(phaseNames[s.phase])
	switch s.phase {
	case phaseTurn:
		b.WriteString(" seat " + strconv.Itoa(int(s.turn)))
		if s.main {
			b.WriteString(" acted")
		}
		if s.seg != segNone {
			b.WriteString(" " + segmentNames[s.seg] + " move " + strconv.Itoa(int(s.steps)) + "/3")
		}
	case phaseOffer:
		sh := &s.sh
		b.WriteString(" " + Colours[sh.m] + " card " + sh.card.String() + " to seat " + strconv.Itoa(int(sh.roses[sh.asking])) + " roses")
		for _, p := range sh.roses[:sh.nroses] {
			b.WriteString(" " + strconv.Itoa(int(p)))
		}
		b.WriteString(" pile " + strconv.Itoa(int(sh.npile)))
	case phaseRestart:
		b.WriteString(" seat " + strconv.Itoa(int(s.restart)) + " starts " + Colours[s.sh.m])
	case phasePlace, phaseSetupClue:
		b.WriteString(" seat " + strconv.Itoa(int(s.turn)))
	}
	b.WriteString(" | " + s.Board())
	b.WriteString(" | held")
	for p := range s.cfg.players {
		b.WriteString(" " + strconv.Itoa(int(s.amulets[p])) + "a" + strconv.Itoa(int(s.roses[p])) + "r")
	}
	b.WriteString(" | clues " + strconv.Itoa(int(s.ncdeck)) + "+" + strconv.Itoa(int(s.ncdisc)))
	b.WriteString(" treasure " + strconv.Itoa(int(s.ntdeck)) + "+" + strconv.Itoa(s.discards()))
	b.WriteString(" | coins")
	for p := range s.cfg.players {
		b.WriteString(" " + strconv.Itoa(s.coins(p)))
	}
	return b.String()
}
