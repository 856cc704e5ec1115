package tobago

import (
	"encoding/json"
	"testing"

	"caribe/games/tobago/island"
)

// The step table gives, for every two land hexes, the number of steps a
// search spreading out a step at a time finds, and the hexes one step
// nearer are those of the next layer in.
func TestStepTableMatchesASearch(t *testing.T) {
	for _, name := range []string{"coral-cove", "great-tobago"} {
		s, err := New(2, json.RawMessage(`{"island":"`+name+`"}`), 1)
		if err != nil {
			t.Fatal(err)
		}
		b := s.b
		for to := b.land.NextCell(0); to >= 0; to = b.land.NextCell(to + 1) {
			layers := []island.HexSet{cellSet(int16(to))}
			seen := layers[0]
			for {
				next := b.around(layers[len(layers)-1]).Minus(seen)
				if next.Empty() {
					break
				}
				layers = append(layers, next)
				seen = seen.Union(next)
			}
			for d, layer := range layers {
				for from := layer.NextCell(0); from >= 0; from = layer.NextCell(from + 1) {
					if got := b.stepsBetween(int16(from), int16(to)); got != d {
						t.Fatalf("%s: %d steps from %v to %v, want %d", name, got, hexOf(int16(from)), hexOf(int16(to)), d)
					}
					var want island.HexSet
					if d > 0 {
						want = b.dest[from].Intersect(layers[d-1])
					}
					if got := b.closer(int16(from), int16(to), d); got != want {
						t.Fatalf("%s: nearer to %v from %v: %v, want %v", name, hexOf(int16(to)), hexOf(int16(from)), got, want)
					}
				}
			}
		}
	}
}
