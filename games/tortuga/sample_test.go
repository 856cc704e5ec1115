package tortuga

import (
	"math/rand/v2"
	"slices"
	"testing"

	"caribe/engine"
	"caribe/engine/enginetest"
)

// RandomMove is a legal move, the one at Legal's index Pick(r.Uint64(), len) with
// the same draws from r, so it is drawn as uniformly as picking from the
// list; it changes nothing. Random games of every shape meet every kind of
// decision: a choice of turtle, stop or roll, and egg cards.
func TestRandomMoveIsPickedFromLegal(t *testing.T) {
	if _, ok := any(&State{}).(engine.Sampler[Move]); !ok {
		t.Fatal("La Tortuga's state must offer the bots its sampler")
	}
	kinds := map[Kind]int{}
	var before State
	legal := make([]Move, 0, 16)
	positions(t, 10, func(name string, s *State) {
		if s.Actor() == engine.Chance {
			return
		}
		for stream := range uint64(4) {
			var m Move
			m, legal = enginetest.RandomMoveIsPicked(t, name, s, &before, legal, s.draw, stream, same)
			kinds[m.Kind]++
		}
	})
	for _, k := range []Kind{Choose, Stop, Roll, Card} {
		if kinds[k] == 0 {
			t.Errorf("no random %v was drawn", kindNames[k])
		}
	}
}

// same says whether two states are the same in all a game reads: every
// field but the stacks beyond the track, which CopyFrom may leave as they
// were.
func same(a, b *State) bool {
	n := a.cfg.track + 1
	return a.game == b.game && slices.Equal(a.height[:n], b.height[:n]) && slices.Equal(a.stack[:n], b.stack[:n])
}

// RandomMove allocates nothing.
func TestRandomMoveAllocatesNothing(t *testing.T) {
	s, err := New(2, []byte(`{"eggs_as_dice":true}`), 1)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.NewPCG(1, 2)
	var m Move
	if a := testing.AllocsPerRun(20, func() { m = s.RandomMove(r) }); a != 0 {
		t.Fatalf("RandomMove allocates %.1f times, drawing %v", a, m)
	}
}
