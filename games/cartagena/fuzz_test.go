package cartagena

import (
	"testing"

	"caribe/engine/enginetest"
)

// FuzzMoves applies fuzzed moves, legal or not, to 3-player Tortuga games:
// a refused move must name its rule and leave the state as it was.
func FuzzMoves(f *testing.F) {
	enginetest.FuzzMoves(f, Rules, 3, `{"variant":"tortuga"}`,
		"{\"type\":\"forward\",\"from\":0,\"card\":\"sabre\"}\n\x01\n{\"type\":\"end\"}",
		"{\"type\":\"back\",\"from\":37}\n\x02\n\x03\n{\"type\":\"pass\"}",
		"\x00\n\x05\n\x07\n{\"type\":\"back\",\"from\":12}\n{\"type\":\"forward\",\"from\":36,\"card\":\"T\"}",
		"{\"type\":\"end\"}\n\x09\n\x09\n\x09\n\x09\n\x09\n\x09\n\x09\n\x09",
	)
}
