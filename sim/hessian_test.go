package sim

import (
	"math"
	"testing"
)

// A bot that played nobody has no measured strength: its error is infinite
// (the information matrix is singular, so no error is measured), the
// anchor's stays zero.
func TestStandardErrorOfABotCutOffIsInfinite(t *testing.T) {
	wins := [][]float64{{0, 75, 0}, {25, 0, 0}, {0, 0, 0}}
	se := standardErrors(wins, []float64{3, 1, 1})
	if se[0] != 0 || math.IsNaN(se[1]) || !math.IsInf(se[2], 1) {
		t.Fatalf("standard errors %v, want 0 for the anchor and +Inf for the bot that played nobody", se)
	}
}
