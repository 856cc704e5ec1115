package bots

import (
	"math/rand/v2"
	"testing"

	"caribe/engine"
	"caribe/games/tobago"
)

// The heuristic bias has the game's heuristic move tried first at every
// node: a search of one iteration per tree plays it, where without the
// bias it would play the first legal move. Positions whose table has
// stalled are left out: there every search plays the heuristic's move
// (stalled).
func TestHeuristicMoveIsTriedFirst(t *testing.T) {
	checked := 0
	for i, s := range positions(t, tobago.Rules, 2, `{"island":"coral-cove"}`, 40) {
		h := s.HeuristicMove(rand.NewPCG(0, 0))
		legal := s.Legal(nil)
		if h == legal[0] || !sameHeuristicMove(s, h) || s.IdleTurns() >= StallRounds*s.Players() {
			continue
		}
		checked++
		for _, c := range []struct {
			resample bool
			bias     float64
			want     tobago.Move
		}{{false, 1, h}, {true, 1, h}, {false, 0, legal[0]}} {
			p := NewMCTS[*tobago.State, tobago.Move](MCTSConfig{Budget: Budget{Iterations: 4}, Trees: 4, Workers: 1,
				Resample: c.resample, HeuristicBias: c.bias})
			if m := p.Choose(t.Context(), s); m != c.want {
				t.Errorf("position %d, resample %v, bias %v: %v, want %v", i, c.resample, c.bias, m, c.want)
			}
		}
	}
	if checked < 10 {
		t.Fatalf("only %d positions where the heuristic's move is not the first legal one", checked)
	}
}

// sameHeuristicMove reports whether the heuristic plays h in s whatever
// its generator, which breaks ties.
func sameHeuristicMove[M engine.Move](s engine.Heuristic[M], h M) bool {
	for seed := range uint64(16) {
		if s.HeuristicMove(rand.NewPCG(seed, 7)) != h {
			return false
		}
	}
	return true
}
