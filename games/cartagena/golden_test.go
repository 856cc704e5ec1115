package cartagena

import (
	"testing"

	"caribe/engine/enginetest"
)

// TestGolden compares a seeded random 3-player game of each variant, move by
// move with its events and board, with testdata/golden-<variant>.txt. Any
// change of behaviour shows as a difference; regenerate deliberately with
// go test ./games/cartagena -run Golden -update.
func TestGolden(t *testing.T) {
	for _, variant := range variantNames {
		t.Run(variant, func(t *testing.T) {
			enginetest.Golden(t, Rules, 3, `{"variant":"`+variant+`"}`, 2024, "testdata/golden-"+variant+".txt")
		})
	}
}
