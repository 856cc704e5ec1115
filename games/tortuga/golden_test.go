package tortuga

import (
	"testing"

	"caribe/engine/enginetest"
)

// TestGolden compares seeded random playthroughs with the files in testdata:
// any change in the rules' behaviour shows up as a diff there.
func TestGolden(t *testing.T) {
	enginetest.Golden(t, Rules, 4, `{}`, 7, "testdata/4p-seed7.golden")
	enginetest.Golden(t, Rules, 2, `{"eggs_as_dice":true}`, 11, "testdata/2p-eggs-seed11.golden")
}

// FuzzMoves feeds arbitrary move JSON to games in progress: a refused move
// must leave the state exactly as it was.
func FuzzMoves(f *testing.F) {
	enginetest.FuzzMoves(f, Rules, 3, `{"eggs_as_dice":true}`,
		"{\"type\":\"choose\",\"turtle\":0}\n{\"type\":\"die\",\"value\":3}\n{\"type\":\"card\",\"value\":2}",
		"\x01\x02\x03\n{\"type\":\"roll\"}\n{\"type\":\"die\",\"value\":9}",
		"{\"type\":\"stop\",\"value\":1}\n{\"type\":\"choose\",\"turtle\":5}")
}
