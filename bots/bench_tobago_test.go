package bots

import (
	"testing"

	"caribe/games/tobago"
)

// tobagoRandomCfg is Tobago's search as the registry binds it, with
// uniformly random playouts: what the engine's move generation and
// trusted path cost a search.
var tobagoRandomCfg = MCTSConfig{Trees: 32, HeuristicBias: 1, RandomPlayouts: true}

func BenchmarkMCTSRandomPlayoutsTobago4p(b *testing.B) {
	benchSearch(b, tobago.Rules, 4, `{}`, tobagoRandomCfg, 8)
}
