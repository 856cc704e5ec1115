package tortuga

import (
	"fmt"
	"testing"

	"caribe/engine/enginetest"
)

// TestRandomPlay plays 1,000 seeded games (10,000 with -long) for every
// player count, with and without egg cards as dice, and with 2 or 3 players
// also with one turtle each, checking the engine's invariants and the game's
// own after every move.
func TestRandomPlay(t *testing.T) {
	type conf struct {
		players int
		options string
	}
	var confs []conf
	for p := 2; p <= MaxTurtles; p++ {
		for _, eggs := range []bool{false, true} {
			confs = append(confs, conf{p, fmt.Sprintf(`{"eggs_as_dice":%v}`, eggs)})
		}
		if p <= 3 {
			confs = append(confs, conf{p, `{"two_turtles":false}`})
		}
	}
	games := enginetest.Depth(10000)
	for _, c := range confs {
		t.Run(fmt.Sprintf("%dp%s", c.players, c.options), func(t *testing.T) {
			t.Parallel()
			st := enginetest.RandomPlay(t, enginetest.Config[*State, Move]{
				Rules: Rules, Players: c.players, Options: c.options,
				Games: games, FirstSeed: 1, MaxMoves: 20000,
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
