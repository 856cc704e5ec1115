package bots

import (
	"encoding/json"
	"math/rand/v2"

	"caribe/engine"
)

// toy is a game of one decision, for checking expectimax by hand: seat 0
// has rolled a first die showing first and may stop, or roll a second die
// and bust over 7. The stage ends there; a total t is worth t/10 to seat 0
// and the rest to seat 1, a bust nothing to seat 0.
type toy struct {
	total, dice int
	rolling     bool // the second die is pending
	over        bool
}

func (s *toy) Players() int { return 2 }

func (s *toy) Actor() engine.Actor {
	switch {
	case s.over:
		return engine.Nobody
	case s.rolling:
		return engine.Chance
	}
	return 0
}

func (s *toy) Legal(buf []toyMove) []toyMove {
	switch {
	case s.over:
		return buf
	case s.rolling:
		for d := 1; d <= 6; d++ {
			buf = append(buf, toyMove(d))
		}
		return buf
	}
	return append(buf, toyStop, toyRoll)
}

func (s *toy) Chances(buf []engine.Outcome[toyMove]) []engine.Outcome[toyMove] {
	if !s.rolling {
		return buf
	}
	for d := 1; d <= 6; d++ {
		buf = append(buf, engine.Outcome[toyMove]{Move: toyMove(d), Prob: 1.0 / 6})
	}
	return buf
}

func (s *toy) SampleChance() toyMove { return 1 }

func (s *toy) Apply(m toyMove, _ *[]engine.Event) error {
	switch {
	case s.rolling:
		s.total += int(m)
		s.dice++
		s.rolling, s.over = false, true
		if s.total > 7 {
			s.total = 0
		}
	case m == toyRoll:
		s.rolling = true
	default:
		s.over = true
	}
	return nil
}

func (s *toy) Scores(buf []int) []int          { return append(buf, s.total, 10-s.total) }
func (s *toy) Winners(buf []int) []int         { return buf }
func (s *toy) View(int) any                    { return *s }
func (s *toy) Clone() *toy                     { c := *s; return &c }
func (s *toy) CopyFrom(src *toy)               { *s = *src }
func (s *toy) MarshalJSON() ([]byte, error)    { return json.Marshal(s.total) }
func (s *toy) HeuristicMove(*rand.PCG) toyMove { return toyStop }
func (s *toy) Settled() bool                   { return s.over }
func (s *toy) Values(buf []float64) []float64 {
	return append(buf, float64(s.total)/10, 1-float64(s.total)/10)
}

// toyMove is a die's value, or stop or roll.
type toyMove int

const (
	toyStop toyMove = -1
	toyRoll toyMove = -2
)

func (m toyMove) String() string {
	switch m {
	case toyStop:
		return "stop"
	case toyRoll:
		return "roll"
	}
	return "die " + string(rune('0'+m))
}
