package tobago

import (
	"math/rand/v2"
	"testing"

	"caribe/games/tobago/island"
)

// has agrees with asking each lane, for lanes of random grid indexes and
// noCell, asked of every index and of noCell; set changes one lane only.
func TestTreasureLanesHasAsEachLane(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 1))
	for range 2000 {
		var lanes treasureLanes
		var want [Maps]int16
		for m := range int8(Maps) {
			want[m] = noCell
			if r.IntN(3) > 0 {
				want[m] = int16(r.IntN(island.Cells))
			}
			lanes.set(m, want[m])
		}
		for m := range int8(Maps) {
			if got := lanes.at(m); got != want[m] {
				t.Fatalf("lane %d holds %d, want %d", m, got, want[m])
			}
		}
		for i := int16(noCell); i < island.Cells; i++ {
			in := false
			for _, h := range want {
				in = in || h == i
			}
			if lanes.has(i) != in {
				t.Fatalf("lanes %v: has(%d) = %v", want, i, !in)
			}
		}
	}
}
