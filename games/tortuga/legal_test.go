package tortuga

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"caribe/engine"
)

// oneByOne lists the moves Legal lists, one move at a time, in Legal's
// order: the two choices of a turtle, the six faces of a die, or stop,
// roll and the egg cards the decider may spend as the next die.
func oneByOne(s *State) []Move {
	var out []Move
	switch s.phase {
	case phaseChoose:
		t := s.turn * s.cfg.perPlayer
		out = append(out, Move{Choose, t}, Move{Choose, t + 1})
	case phaseFirstDie, phaseDie:
		for v := int8(1); v <= 6; v++ {
			out = append(out, Move{Die, v})
		}
	case phaseDecide:
		out = append(out, Move{Kind: Stop}, Move{Kind: Roll})
		if s.cfg.eggsAsDice && !s.cardUsed {
			d := s.decider()
			for v := int8(1); v <= 6 && s.sum()+v <= s.cfg.bust; v++ {
				if s.hands[d][v-1] > 0 {
					out = append(out, Move{Card, v})
				}
			}
		}
	}
	return out
}

// TestLegalListsMoveByMove: in random games of every shape, Legal lists
// exactly the moves oneByOne lists, in the same order, and appends them
// after what the buffer held, which it leaves as it was.
func TestLegalListsMoveByMove(t *testing.T) {
	held := []Move{{Kind: Roll}, {Die, 3}, {Choose, 1}}
	decided := map[phase]int{}
	for _, c := range shapes() {
		for seed := range uint64(4) {
			s, err := New(c.players, json.RawMessage(c.options), seed)
			if err != nil {
				t.Fatal(err)
			}
			r := rand.NewPCG(seed, 3)
			for n := 0; s.Actor() != engine.Nobody; n++ {
				name := fmt.Sprintf("%dp %s seed %d move %d", c.players, c.options, seed, n)
				want := oneByOne(s)
				if got := s.Legal(nil); !slices.Equal(got, want) {
					t.Fatalf("%s: Legal lists %v, one by one %v", name, got, want)
				}
				got := s.Legal(slices.Clone(held))
				if !slices.Equal(got, append(slices.Clone(held), want...)) {
					t.Fatalf("%s: after %v, Legal lists %v", name, held, got)
				}
				decided[s.phase] += len(want)
				s.ApplyTrusted(want[engine.Pick(r.Uint64(), len(want))])
			}
		}
	}
	for _, ph := range []phase{phaseChoose, phaseFirstDie, phaseDie, phaseDecide} {
		if decided[ph] == 0 {
			t.Errorf("no move listed in phase %d", ph)
		}
	}
}
