package tobago

import (
	"math/rand/v2"
	"testing"

	"caribe/engine/enginetest"
)

// BenchmarkRandomGames4p sets up and plays whole random 4-player games on
// one core (an island drawn from each game's seed), reporting games per
// second and moves per game.
func BenchmarkRandomGames4p(b *testing.B) { enginetest.BenchGames(b, Rules, 4, `{}`) }

// BenchmarkRandomGames2pNamedIsland is the same on a named island, which
// the board cache keeps, so set-up costs no island generation.
func BenchmarkRandomGames2pNamedIsland(b *testing.B) {
	enginetest.BenchGames(b, Rules, 2, `{"island":"coral-cove"}`)
}

// BenchmarkActions4p plays random 4-player games from a set-up copied into
// preallocated memory, legal-move generation included, and reports actions
// per second and allocations per action.
func BenchmarkActions4p(b *testing.B) { enginetest.BenchPlayouts(b, Rules, 4, `{}`) }

// BenchmarkLegal measures move generation in the middle of a game.
func BenchmarkLegal(b *testing.B) {
	s, err := New(4, nil, 5)
	if err != nil {
		b.Fatal(err)
	}
	pick := rand.New(rand.NewPCG(5, 5))
	buf := make([]Move, 0, 256)
	for range 300 {
		buf = s.Legal(buf[:0])
		if err := s.Apply(buf[pick.IntN(len(buf))], nil); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		buf = s.Legal(buf[:0])
	}
}

// TestHotPathAllocatesNothing: Legal into a buffer with room, Apply without
// a log (sharings, curses, reshuffles and amulets included) and CopyFrom
// allocate nothing over whole games of every size and curse rule.
func TestHotPathAllocatesNothing(t *testing.T) {
	for players := MinPlayers; players <= MaxPlayers; players++ {
		enginetest.NoAllocs(t, Rules, players, `{}`)
	}
	enginetest.NoAllocs(t, Rules, 3, `{"curse_rule":"continue","curse_returns":true}`)
	enginetest.NoAllocs(t, Rules, 4, `{"curse_rule":"amulets","island":"great-tobago"}`)
}
