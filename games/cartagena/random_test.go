package cartagena

import (
	"fmt"
	"testing"

	"caribe/engine/enginetest"
)

// TestRandomPlay plays 1,000 seeded random games (10,000 with -long) for
// every player count and variant, checking the engine's invariants and the
// game's own (Check: the 102 cards accounted for, six pirates per seat, at
// most three on a space) after every move, and that every game ends.
func TestRandomPlay(t *testing.T) {
	games := enginetest.Depth(10000)
	for _, variant := range variantNames {
		for players := MinPlayers; players <= MaxPlayers; players++ {
			t.Run(fmt.Sprintf("%s-%dp", variant, players), func(t *testing.T) {
				t.Parallel()
				st := enginetest.RandomPlay(t, enginetest.Config[*State, Move]{
					Rules: Rules, Players: players, Options: fmt.Sprintf(`{"variant":%q}`, variant),
					Games: games, FirstSeed: 1, MaxMoves: 5000, DeepEvery: 100,
					Check: (*State).Check,
				})
				for seat, w := range st.Wins {
					if w == 0 {
						t.Errorf("seat %d never won in %d random games", seat, st.Games)
					}
				}
				t.Log(st)
			})
		}
	}
}
