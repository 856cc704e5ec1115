package tortuga

import (
	"strconv"
	"strings"
)

// Colours names the turtles by their figures' colours; Letters abbreviates them.
var (
	Colours = [MaxTurtles]string{"red", "yellow", "blue", "green", "orange", "purple", "white"}
	Letters = "RYBGOPW"
)

// Board writes the turtles' places, bottom to top: "raft:BG 3:Y 18:RY".
func (s *State) Board() string {
	var b strings.Builder
	if s.raft != 0 {
		b.WriteString("raft:")
		for t := int8(0); t < s.cfg.turtles(); t++ {
			if s.raft&(1<<t) != 0 {
				b.WriteByte(Letters[t])
			}
		}
	}
	for p := int8(1); p <= s.cfg.track; p++ {
		stack := s.on(p)
		if len(stack) == 0 {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(int(p)))
		b.WriteByte(':')
		for _, t := range stack {
			b.WriteByte(Letters[t])
		}
	}
	return b.String()
}

// String is a one-line summary: the board, the pending decision, the egg
// cards and the scores.
func (s *State) String() string {
	var b strings.Builder
	b.WriteString(s.Board())
	b.WriteString(" | seat ")
	b.WriteString(strconv.Itoa(int(s.turn)))
	b.WriteString(" ")
	b.WriteString(phaseNames[s.phase])
	if s.phase != phaseChoose && s.phase != phaseOver {
		b.WriteString(" ")
		b.WriteByte(Letters[s.mover])
	}
	for i, d := range s.dice[:s.ndice] {
		if i == 0 {
			b.WriteString(" dice ")
		} else {
			b.WriteByte('+')
		}
		if int8(i) == s.cardDie {
			b.WriteByte('c')
		}
		b.WriteString(strconv.Itoa(int(d)))
	}
	b.WriteString(" | face-up ")
	b.WriteString(strconv.Itoa(int(s.faceUp())))
	b.WriteString(", ")
	b.WriteString(strconv.Itoa(int(s.ncards - s.next)))
	b.WriteString(" left | eggs")
	for seat := int8(0); seat < s.cfg.players; seat++ {
		b.WriteByte(' ')
		b.WriteString(strconv.Itoa(s.eggs(seat)))
	}
	return b.String()
}
