package engine_test

import (
	"math/rand/v2"
	"testing"

	"caribe/engine"
)

// Pick gives every index below n about as often as the others, never n or
// more, from the lowest draw (index 0) to the highest (index n-1).
func TestPickIsUniformBelowN(t *testing.T) {
	r := rand.NewPCG(3, 4)
	for _, n := range []int{1, 2, 3, 7, 43} {
		if got := engine.Pick(0, n); got != 0 {
			t.Errorf("Pick(0, %d) = %d, want 0", n, got)
		}
		if got := engine.Pick(^uint64(0), n); got != n-1 {
			t.Errorf("Pick(the highest draw, %d) = %d, want %d", n, got, n-1)
		}
		const draws = 60000
		counts := make([]int, n)
		for range draws {
			k := engine.Pick(r.Uint64(), n)
			if k < 0 || k >= n {
				t.Fatalf("Pick(x, %d) = %d", n, k)
			}
			counts[k]++
		}
		for k, c := range counts {
			// A tenth of the expected count is over five standard
			// deviations for every n here (43: about 1,400 ± 37).
			if want := draws / n; c < want-want/10 || c > want+want/10 {
				t.Errorf("Pick(x, %d) gave %d %d times in %d draws, want about %d", n, k, c, draws, want)
			}
		}
	}
}
