package cartagena

import (
	"encoding/json"
	"math/bits"
	"testing"

	"github.com/google/go-cmp/cmp"

	"caribe/engine"
)

// oneByOne lists the moves Legal lists, one move at a time, in Legal's
// order: for each symbol in hand each position of a pirate out of the
// boat, then each position whose pirate can move back, then End or Pass.
func oneByOne(s *State) []Move {
	if s.over {
		return nil
	}
	var out []Move
	p := s.turn
	for c := range Symbol(Symbols) {
		if s.hands[p][c] == 0 {
			continue
		}
		for pos := int8(Start); pos < Boat; pos++ {
			if s.own[p][pos] > 0 {
				out = append(out, ForwardMove(c, pos))
			}
		}
	}
	for back := s.goingBack(p); back != 0; back &= back - 1 {
		out = append(out, BackMove(int8(bits.TrailingZeros64(back))))
	}
	switch {
	case s.actions > 0:
		out = append(out, EndMove())
	case len(out) == 0:
		out = append(out, PassMove())
	}
	return out
}

// TestLegalListsMoveByMove: over random games of every variant and number
// of players, Legal, writing several moves to a store, lists exactly the
// moves oneByOne lists, in the same order, and appends them after what
// the buffer held, which it leaves as it was.
func TestLegalListsMoveByMove(t *testing.T) {
	for seed := range uint64(30) {
		s, err := New(2+int(seed%4), json.RawMessage(`{"variant":"`+variantNames[seed%3]+`"}`), seed)
		if err != nil {
			t.Fatal(err)
		}
		held := []Move{EndMove(), PassMove(), BackMove(17)}
		for step := 0; s.Actor() != engine.Nobody; step++ {
			want := oneByOne(s)
			if diff := cmp.Diff(want, s.Legal(nil)); diff != "" {
				t.Fatalf("seed %d step %d (-one by one +Legal):\n%s\n%v", seed, step, diff, s)
			}
			got := s.Legal(append([]Move(nil), held...))
			if diff := cmp.Diff(append(append([]Move(nil), held...), want...), got); diff != "" {
				t.Fatalf("seed %d step %d, after three moves (-want +got):\n%s", seed, step, diff)
			}
			play(t, s, want[(step*7+int(seed))%len(want)])
		}
	}
}
