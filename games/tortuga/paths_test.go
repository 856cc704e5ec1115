package tortuga

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"

	"caribe/engine"
)

// ownPaths are La Tortuga's own loops of the measured paths, each with
// the path the engine's loop plays.
var ownPaths = []struct {
	path engine.Path
	name string
	own  func(s *State, r *rand.PCG, max int) int
}{
	{engine.ListPath, "list", (*State).ListPlayout},
	{engine.SamplePath, "sample", (*State).SamplePlayout},
}

// ListPlayout and SamplePlayout, played one move at a time, play the move
// and make the draws the engine's loop of their path makes (Step: a die
// from the game's own generator, a decision picked from Legal or drawn by
// RandomMove, played by ApplyTrusted), the game's own generator included,
// in random games of every shape to their end; and the engine binds them,
// so scripts/playoutmoves measures the moves the engine's loop plays.
func TestOwnPathsStepAsTheEngine(t *testing.T) {
	for _, p := range ownPaths {
		decided := map[phase]int{}
		for _, c := range shapes() {
			for seed := range uint64(6) {
				name := fmt.Sprintf("%s %dp %s seed %d", p.name, c.players, c.options, seed)
				own, err := New(c.players, json.RawMessage(c.options), seed)
				if err != nil {
					t.Fatal(err)
				}
				stepped := own.Clone()
				play, err := engine.BindPathPlay[*State, Move](stepped, p.path)
				if err != nil {
					t.Fatal(err)
				}
				r := rand.NewPCG(seed, 11)
				steps := *r
				for n := 0; ; n++ {
					ph := own.phase
					played := p.own(own, r, 1)
					if ok := play.Step(&steps); ok != (played == 1) {
						t.Fatalf("%s move %d: the game's loop played %d moves, Step reports %v", name, n, played, ok)
					}
					if !same(own, stepped) || *r != steps {
						t.Fatalf("%s move %d: the game's loop left\n%v\nStep left\n%v", name, n, own, stepped)
					}
					if played == 0 {
						if own.Actor() != engine.Nobody {
							t.Fatalf("%s: the game's loop stopped after %d moves, the game not over", name, n)
						}
						break
					}
					decided[ph]++
				}
			}
		}
		for _, ph := range []phase{phaseChoose, phaseFirstDie, phaseDecide, phaseDie} {
			if decided[ph] == 0 {
				t.Errorf("%s: no move was played in phase %s", p.name, phaseNames[ph])
			}
		}
	}
}

// Whole games played by La Tortuga's own loops of the measured paths,
// from a copied set-up, allocate nothing.
func TestOwnPathsAllocateNothing(t *testing.T) {
	start, s, _ := boundPlayout(t, `{"eggs_as_dice":true}`)
	r := rand.NewPCG(1, 2)
	for _, p := range ownPaths {
		n := 0
		if a := testing.AllocsPerRun(20, func() {
			s.CopyFrom(start)
			n += p.own(s, r, 1<<20)
		}); a != 0 || n == 0 || s.Actor() != engine.Nobody {
			t.Errorf("%s: %.1f allocations a game of about %d moves", p.name, a, n/21)
		}
	}
}
