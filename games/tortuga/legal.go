package tortuga

import "caribe/engine"

// Legal appends the moves the actor may play now.
func (s *State) Legal(buf []Move) []Move {
	switch s.phase {
	case phaseChoose:
		t := s.turn * s.cfg.perPlayer
		buf = append(buf, Move{Choose, t}, Move{Choose, t + 1})
	case phaseFirstDie, phaseDie:
		for v := int8(1); v <= 6; v++ {
			buf = append(buf, Move{Die, v})
		}
	case phaseDecide:
		buf = append(buf, Move{Kind: Stop}, Move{Kind: Roll})
		if s.cfg.eggsAsDice && !s.cardUsed {
			d, sum := s.decider(), s.sum()
			for v := int8(1); v <= 6 && sum+v <= s.cfg.bust; v++ {
				if s.hands[d][v-1] > 0 {
					buf = append(buf, Move{Card, v})
				}
			}
		}
	}
	return buf
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
