package tortuga

import (
	"encoding/json"
	"fmt"
	"reflect"
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

// TestRandomPlayDesignParameters plays a few seeded games (ten times as
// many with -long) of each of designSamples, checking the same invariants
// in every game, the JSON round trips and clone independence included, and
// that each game keeps the parameters it was set up with.
func TestRandomPlayDesignParameters(t *testing.T) {
	games := enginetest.Depth(100)
	for _, c := range designSamples {
		t.Run(fmt.Sprintf("%dp%s", c.players, c.options), func(t *testing.T) {
			t.Parallel()
			st := enginetest.RandomPlay(t, enginetest.Config[*State, Move]{
				Rules: Rules, Players: c.players, Options: c.options,
				Games: games, FirstSeed: 1, MaxMoves: 20000, DeepEvery: 3,
				Check: (*State).Check,
			})
			if st.Games != games || st.Moves < games {
				t.Errorf("%d games of %d moves played, want %d", st.Games, st.Moves, games)
			}
			s, err := New(c.players, []byte(c.options), 1)
			if err != nil {
				t.Fatal(err)
			}
			var asked, settled map[string]any
			if err := json.Unmarshal([]byte(c.options), &asked); err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal([]byte(mustJSON(t, s.Options())), &settled); err != nil {
				t.Fatal(err)
			}
			for k, v := range asked {
				if !reflect.DeepEqual(settled[k], v) {
					t.Errorf("option %s: asked %v, the game settles %v", k, v, settled[k])
				}
			}
			t.Log(st)
		})
	}
}
