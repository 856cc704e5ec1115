package cartagena

import (
	"strconv"
	"strings"
)

// Board writes the pirates' places as a diagram: the start, the segments
// of the tunnel (each space its symbol's letter followed by one seat digit
// per pirate on it) and the boat, e.g.
// "start:0011 | F P K B T S00 | S K1 P2 B T F1 | ... | boat:2".
func (s *State) Board() string {
	var b strings.Builder
	s.writeBoard(&b)
	return b.String()
}

func (s *State) writeBoard(b *strings.Builder) {
	b.WriteString("start:")
	s.writeSeats(b, Start)
	for pos := int8(1); pos <= s.cfg.spaces; pos++ {
		if pos%SegmentSpaces == 1 {
			b.WriteString(" |")
		}
		b.WriteByte(' ')
		b.WriteByte(s.cfg.tunnel.At(int(pos)).Letter())
		s.writeSeats(b, pos)
	}
	b.WriteString(" | boat:")
	s.writeSeats(b, Boat)
}

// writeSeats writes one seat digit per pirate at pos, seats in order.
func (s *State) writeSeats(b *strings.Builder, pos int8) {
	for p := range s.cfg.players {
		for range s.own[p][pos] {
			b.WriteByte('0' + byte(p))
		}
	}
}

// String is a one-line summary: the board, then whose turn it is and how
// many actions it has taken (or the winners), every hand as sorted letters,
// the draw and discard piles' sizes and the open row.
func (s *State) String() string {
	var b strings.Builder
	s.writeBoard(&b)
	if s.over {
		b.WriteString(" || over, winners")
		for _, w := range s.Winners(nil) {
			b.WriteByte(' ')
			b.WriteString(strconv.Itoa(w))
		}
	} else {
		b.WriteString(" || seat ")
		b.WriteString(strconv.Itoa(int(s.turn)))
		b.WriteString(" actions ")
		b.WriteString(strconv.Itoa(int(s.actions)))
	}
	b.WriteString(" | hands ")
	for p := range s.cfg.players {
		if p > 0 {
			b.WriteByte(',')
		}
		if s.held[p] == 0 {
			b.WriteByte('-')
		}
		b.WriteString(countLetters(s.hands[p][:]))
	}
	b.WriteString(" | draw ")
	b.WriteString(strconv.Itoa(int(s.npile)))
	b.WriteString(" discard ")
	b.WriteString(strconv.Itoa(s.discarded()))
	if s.cfg.variant.hasRow() {
		b.WriteString(" row ")
		if s.rowNext == s.rowLen {
			b.WriteByte('-')
		}
		b.WriteString(letters(s.row[s.rowNext:s.rowLen]))
	}
	return b.String()
}
