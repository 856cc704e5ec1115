package cartagena

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"caribe/engine"
)

// ownLoops are Cartagena's own playout loops, each with the engine's loop
// it stands for: the list and sample paths (engine.BindPathPlay) and the
// bots' random playout (engine.BindRandomPlay).
var ownLoops = []struct {
	name string
	own  func(s *State, r *rand.PCG, max int) int
	bind func(s *State) *engine.RandomPlay[*State, Move]
}{
	{"list", (*State).ListPlayout, func(s *State) *engine.RandomPlay[*State, Move] {
		p, _ := engine.BindPathPlay[*State, Move](s, engine.ListPath)
		return p
	}},
	{"sample", (*State).SamplePlayout, func(s *State) *engine.RandomPlay[*State, Move] {
		p, _ := engine.BindPathPlay[*State, Move](s, engine.SamplePath)
		return p
	}},
	{"playout", (*State).RandomPlayout, engine.BindRandomPlay[*State, Move]},
}

// Each of Cartagena's own playout loops, played one move at a time, plays
// the move and makes the draws the engine's loop through its interfaces
// (Step) makes, in random games of every variant and player count to their
// end; and the engine binds them, so the list and sample paths measured by
// scripts/playoutmoves and the bots' random playouts play the moves the
// engine's loop would.
func TestOwnPlayoutsStepAsTheEngine(t *testing.T) {
	s := &State{}
	if _, ok := any(s).(engine.ListPlayouter); !ok {
		t.Fatal("Cartagena's state must offer its own loop of the list path")
	}
	if _, ok := any(s).(engine.SamplePlayouter); !ok {
		t.Fatal("Cartagena's state must offer its own loop of the sample path")
	}
	if _, ok := any(s).(engine.Playouter); !ok {
		t.Fatal("Cartagena's state must offer the bots its own random playout")
	}
	for _, loop := range ownLoops {
		for _, variant := range variantNames {
			for players := MinPlayers; players <= MaxPlayers; players++ {
				for seed := range uint64(3) {
					name := fmt.Sprintf("%s %s %dp seed %d", loop.name, variant, players, seed)
					own, err := New(players, []byte(`{"variant":"`+variant+`"}`), seed)
					if err != nil {
						t.Fatal(err)
					}
					stepped := own.Clone()
					play := loop.bind(stepped)
					r := rand.NewPCG(seed, 7)
					steps := *r
					for n := 0; ; n++ {
						played := loop.own(own, r, 1)
						if ok := play.Step(&steps); ok != (played == 1) {
							t.Fatalf("%s move %d: the game's loop played %d moves, Step reports %v", name, n, played, ok)
						}
						if *own != *stepped || *r != steps {
							t.Fatalf("%s move %d: the game's loop left\n%v\nStep left\n%v", name, n, own, stepped)
						}
						if played == 0 {
							if !own.over || n == 0 {
								t.Fatalf("%s: the game's loop stopped after %d moves, the game not over", name, n)
							}
							break
						}
					}
				}
			}
		}
	}
}

// Whole random games played by Cartagena's own loops from a copied set-up
// allocate nothing.
func TestOwnPlayoutsAllocateNothing(t *testing.T) {
	start, err := New(4, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	s, r := start.Clone(), rand.NewPCG(1, 2)
	for _, loop := range ownLoops {
		moves := 0
		allocs := testing.AllocsPerRun(20, func() {
			s.CopyFrom(start)
			moves += loop.own(s, r, 1<<20)
		})
		if allocs != 0 || moves == 0 || !s.over {
			t.Errorf("%s: %v allocations per game of about %d moves", loop.name, allocs, moves/21)
		}
	}
}
