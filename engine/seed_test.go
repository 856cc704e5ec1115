package engine_test

import (
	"math/bits"
	"testing"

	"caribe/engine"
)

func TestSubSeedsOfNeighbouringSeedsAreUnrelated(t *testing.T) {
	const seed = 0x5eed_cafe_f00d_1234
	base := engine.SubSeed(seed, "island")
	if engine.SubSeed(seed, "island") != base {
		t.Fatal("a sub-seed must be a function of the seed and purpose")
	}
	if engine.SubSeed(seed, "tunnel") == base {
		t.Fatal("two purposes of one seed must give different sub-seeds")
	}
	total := 0
	for k := range 64 {
		d := bits.OnesCount64(base ^ engine.SubSeed(seed^1<<k, "island"))
		if d < 12 || d > 52 {
			t.Errorf("flipping bit %d of the seed changes %d of the sub-seed's 64 bits: they look related", k, d)
		}
		total += d
	}
	if mean := float64(total) / 64; mean < 28 || mean > 36 {
		t.Errorf("flipping one bit of the seed changes %.1f sub-seed bits on average, want about 32", mean)
	}
	if engine.SubSeed(seed, "island") == seed {
		t.Fatal("the sub-seed must not be the seed")
	}
}
