package bots

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// runRace races len(offsets) moves, move j worth a shared noisy value plus
// offsets[j] and its own noise up to noise on every round, until the race
// ends, and returns it.
func runRace(offsets []float64, noise float64, own int) *race {
	var r race
	rng := rand.New(rand.NewPCG(1, 2))
	r.start(len(offsets), own)
	for r.more() {
		for range rolloutBatch {
			luck := rng.Float64() / 2
			for _, j := range r.alive {
				r.put(j, luck+offsets[j]+rng.Float64()*noise)
			}
			r.rounds++
		}
	}
	return &r
}

// A move clearly worse than the best drops out after the first rounds,
// and the close ones race on past them.
func TestRaceDropsTheClearlyWorse(t *testing.T) {
	r := runRace([]float64{0.3, 0.2, 0.31}, 0.4, -1)
	if slices.Contains(r.alive, 1) {
		t.Errorf("alive %v, want move 1, a tenth worse, dropped", r.alive)
	}
	if !slices.Contains(r.alive, 2) {
		t.Errorf("alive %v, want the best, move 2, left", r.alive)
	}
	if r.rounds <= rolloutFirst {
		t.Errorf("%d rounds, want the close moves raced past the first %d", r.rounds, rolloutFirst)
	}
	if r.played > rolloutBudget {
		t.Errorf("%d playouts, over the budget of %d", r.played, rolloutBudget)
	}
	if w := r.winner(); w != 2 {
		t.Errorf("winner %d, want 2", w)
	}
}

// Moves of the same worth end the race once it is sure they are within
// the margin, and the expert rule's move is played if it is among them;
// a move clearly better than the expert's is played instead.
func TestRaceKeepsTheExpertsMoveWhenClose(t *testing.T) {
	r := runRace([]float64{0.3, 0.3}, 0.01, 1)
	if r.rounds != rolloutFirst {
		t.Errorf("%d rounds for equal moves, want the first %d only", r.rounds, rolloutFirst)
	}
	if w := r.winner(); w != 1 {
		t.Errorf("winner %d among equals, want the expert's 1", w)
	}
	if w := runRace([]float64{0.3, 0.4}, 0.01, 0).winner(); w != 1 {
		t.Errorf("winner %d, want 1, a tenth better than the expert's", w)
	}
}
