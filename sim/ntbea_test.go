package sim

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
)

// peak is a noisy synthetic landscape over 4 parameters of 8 values whose
// optimum is at top: minus the distance (the sum of the parameters'
// distances) over 28, the largest, so that it lies in [-1, 0] as a goal's
// fitness does; plus Gaussian noise of σ 0.05, larger than the gap of
// 1/28 between the optimum and its nearest neighbours.
type peak struct {
	top   []int
	noise *rand.Rand
}

func (l peak) exact(p []int) float64 {
	f := 0
	for d, v := range p {
		f -= max(v-l.top[d], l.top[d]-v)
	}
	return float64(f) / 28
}

func (l peak) noisy(p []int) float64 { return l.exact(p) + 0.05*l.noise.NormFloat64() }

// NTBEA finds the optimum of a noisy landscape in most of twenty searches
// of 300 evaluations (the space has 4096 points), and does better than
// random search given the same evaluations (measured: 18 of 20, random
// search none).
func TestNTBEAFindsTheOptimum(t *testing.T) {
	sizes := []int{8, 8, 8, 8}
	top := []int{5, 1, 6, 3}
	const searches, evals = 20, 300
	hits, ntbeaRegret, randomRegret := 0, 0.0, 0.0
	for s := range searches {
		l := peak{top: top, noise: rand.New(rand.NewPCG(uint64(s), 7))}
		res := NTBEA{Sizes: sizes, Explore: 0.1}.Run(rand.New(rand.NewPCG(uint64(s), 1)), evals, l.noisy)
		if slices.Equal(res.Best, top) {
			hits++
		}
		ntbeaRegret -= l.exact(res.Best)
		// Random search: the best of evals random points by their noisy
		// fitness.
		r := rand.New(rand.NewPCG(uint64(s), 2))
		var best []int
		bestF := 0.0
		for i := range evals {
			p := []int{r.IntN(8), r.IntN(8), r.IntN(8), r.IntN(8)}
			if f := l.noisy(p); i == 0 || f > bestF {
				best, bestF = p, f
			}
		}
		randomRegret -= l.exact(best)
	}
	if hits < searches/2 {
		t.Errorf("NTBEA found the optimum %v in %d of %d searches; want at least %d", top, hits, searches, searches/2)
	}
	if ntbeaRegret >= randomRegret {
		t.Errorf("NTBEA's total regret %g is not below random search's %g", ntbeaRegret, randomRegret)
	}
	t.Logf("optimum found %d/%d; total regret NTBEA %g, random search %g", hits, searches, ntbeaRegret, randomRegret)
}

// The search depends only on its random source and the fitnesses.
func TestNTBEAIsDeterministic(t *testing.T) {
	run := func() NTBEAResult {
		l := peak{top: []int{2, 2, 2}, noise: rand.New(rand.NewPCG(3, 3))}
		return NTBEA{Sizes: []int{4, 5, 6}, Explore: 1}.Run(rand.New(rand.NewPCG(9, 9)), 60, l.noisy)
	}
	a, b := run(), run()
	if !reflect.DeepEqual(a, b) {
		t.Fatal("two searches from the same seeds differ")
	}
	if len(a.Steps) != 60 {
		t.Fatalf("%d steps, want 60", len(a.Steps))
	}
}

// A mutant differs from its parent, and every value stays in range.
func TestNTBEAMutantsDiffer(t *testing.T) {
	n := NTBEA{Sizes: []int{2, 3, 9}}
	rng := rand.New(rand.NewPCG(1, 1))
	p := []int{1, 2, 0}
	for range 1000 {
		q := n.mutate(rng, p)
		if slices.Equal(p, q) {
			t.Fatalf("mutant %v equals its parent", q)
		}
		for d, v := range q {
			if v < 0 || v >= n.Sizes[d] {
				t.Fatalf("mutant %v out of the space %v", q, n.Sizes)
			}
		}
	}
}
