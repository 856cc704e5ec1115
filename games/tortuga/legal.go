package tortuga

import (
	"slices"

	"caribe/engine"
)

// Legal appends the moves the actor may play now.
func (s *State) Legal(buf []Move) []Move {
	n0 := len(buf)
	buf = slices.Grow(buf, mostLegal)
	n := s.list((*moveList)(buf[n0 : n0+mostLegal]))
	return buf[:n0+n]
}

// mostLegal bounds the moves Legal lists: stop, roll and an egg card of
// each of six values.
const mostLegal = 8

// moveList is the room Legal writes a list in, an array whose length Go
// knows: an index masked below mostLegal needs no bounds check.
type moveList [mostLegal]Move

// list writes the moves Legal lists from the list's start and returns how
// many. Deciding on a roll in a game without egg cards, the commonest
// decision, it writes stop and roll itself, and is small enough for Go to
// inline: the list path (ListPlayout) calls it with its own list, without
// a slice to grow and cut, or a call for the commonest decision.
func (s *State) list(l *moveList) int {
	if s.phase == phaseDecide && !s.cfg.eggsAsDice {
		*l = stopOrRoll
		return 2
	}
	return s.listAny(l)
}

// stopOrRoll is the list of a decision on a roll without egg cards, stop
// and roll, copied whole (16 bytes, two stores) rather than move by move.
var stopOrRoll = moveList{{Kind: Stop}, {Kind: Roll}}

// listAny is list in every phase.
func (s *State) listAny(l *moveList) (n int) {
	switch s.phase {
	case phaseChoose:
		t := s.turn * s.cfg.perPlayer
		l[0], l[1] = Move{Choose, t}, Move{Choose, t + 1}
		return 2
	case phaseFirstDie, phaseDie:
		for v := range int8(6) {
			l[v] = Move{Die, v + 1}
		}
		return 6
	case phaseDecide:
		l[0], l[1] = Move{Kind: Stop}, Move{Kind: Roll}
		n = 2
		if s.cfg.eggsAsDice && !s.cardUsed {
			d, sum := s.decider(), s.sum()
			for v := int8(1); v <= 6 && sum+v <= s.cfg.bust; v++ {
				if s.hands[d][v-1] > 0 {
					l[n&(mostLegal-1)] = Move{Card, v}
					n++
				}
			}
		}
	}
	return n
}

// Chances appends the outcomes of the pending die, each 1/6.
func (s *State) Chances(buf []engine.Outcome[Move]) []engine.Outcome[Move] {
	if s.phase != phaseFirstDie && s.phase != phaseDie {
		return buf
	}
	for v := int8(1); v <= 6; v++ {
		buf = append(buf, engine.Outcome[Move]{Move: Move{Die, v}, Prob: 1.0 / 6})
	}
	return buf
}

// SampleChance is the die the game's generator rolls next. It reads the
// generator without advancing it: playing any die outcome advances it, so a
// game replayed from forced outcomes ends in the same state as one sampled.
// The die is the draw's pick of six faces (engine.Pick), plus one.
func (s *State) SampleChance() Move {
	return Move{Die, int8(engine.Pick(s.draw, 6)) + 1}
}
