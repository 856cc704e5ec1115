package tobago

import (
	"testing"

	"caribe/engine/enginetest"
)

// TestGolden compares seeded random playthroughs, move by move with their
// events and the one-line summary of the state, with the files in testdata:
// any change of behaviour shows as a difference. Regenerate deliberately
// with go test ./games/tobago -run Golden -update.
func TestGolden(t *testing.T) {
	enginetest.Golden(t, Rules, 2, `{"island":"coral-cove","gold":[3,3,2,2,2],"curse_depth":8}`, 7, "testdata/2p-coral-cove-short-deck-seed7.golden")
	enginetest.Golden(t, Rules, 4, `{"island_seed":12,"size":"large","gold":[2,2,2,2,2],"curse_rule":"continue","curse_returns":true}`, 3, "testdata/4p-large-continue-seed3.golden")
}

// FuzzMoves feeds arbitrary move JSON to 3-player games in progress: a
// refused move must name its rule and leave the state exactly as it was.
func FuzzMoves(f *testing.F) {
	enginetest.FuzzMoves(f, Rules, 3, `{"island":"coral-cove","gold":[2,2,2,2,2]}`,
		"\x05\n\x01\n\x07\n{\"type\":\"step\",\"hex\":{\"q\":3,\"r\":4}}\n{\"type\":\"end\"}",
		"{\"type\":\"place\",\"hex\":{\"q\":0,\"r\":0}}\n\x02\n\x02\n\x02\n{\"type\":\"clue\",\"map\":\"grey\",\"clue\":{\"kind\":\"in\",\"label\":\"jungle\"}}",
		"\x00\n\x00\n\x00\n\x09\n\x09\n\x09\n{\"type\":\"amulet\",\"power\":\"move\"}\n{\"type\":\"raise\",\"map\":\"white\"}\n{\"type\":\"take\"}",
		"\x03\n\x04\n\x05\n\x06\n\x07\n\x08\n\x09\n\x0a\n\x0b\n\x0c\n{\"type\":\"amulet\",\"power\":\"swap\",\"map\":\"white\",\"at\":0,\"with\":1}\n{\"type\":\"pass\"}",
	)
}
