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

// TestGoldenDesign is a seeded playthrough with design parameters away
// from the rulebook's: a track of 30, a bust limit of 9, six cards removed,
// egg cards as dice.
func TestGoldenDesign(t *testing.T) {
	enginetest.Golden(t, Rules, 3, `{"track":30,"bust_limit":9,"removed":6,"eggs_as_dice":true}`, 5, "testdata/3p-design-seed5.golden")
}

// FuzzMovesDesign is FuzzMoves on a short track with a low bust limit,
// where a first die may already be over the limit.
func FuzzMovesDesign(f *testing.F) {
	enginetest.FuzzMoves(f, Rules, 2, `{"eggs_as_dice":true,"track":12,"bust_limit":5,"removed":0}`,
		"{\"type\":\"choose\",\"turtle\":1}\n{\"type\":\"die\",\"value\":6}\n{\"type\":\"card\",\"value\":1}",
		"{\"type\":\"die\",\"value\":3}\n{\"type\":\"roll\"}\n{\"type\":\"die\",\"value\":3}")
}
