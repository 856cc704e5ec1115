package rating_test

import (
	"math"
	"testing"

	"caribe/rating"
)

// near reports whether got is within tol of want.
func near(got, want, tol float64) bool {
	return math.Abs(got-want) <= tol
}

// sameRatings fails t unless got and want agree to within tol.
func sameRatings(t *testing.T, got, want []rating.Rating, tol float64) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("got %d ratings, want %d", len(got), len(want))
	}
	for i := range want {
		if !near(got[i].Mu, want[i].Mu, tol) || !near(got[i].Sigma, want[i].Sigma, tol) {
			t.Errorf("rating %d = %+v, want %+v", i, got[i], want[i])
		}
	}
}

// flatten lists the players of teams in order.
func flatten(teams [][]rating.Rating) []rating.Rating {
	var out []rating.Rating
	for _, team := range teams {
		out = append(out, team...)
	}
	return out
}
