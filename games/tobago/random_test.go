package tobago

import (
	"fmt"
	"testing"

	"caribe/engine/enginetest"
)

// checkAll is the random-play invariant: Check, plus every score equal to
// the coins on the seat's treasure cards.
func checkAll(s *State) error {
	if err := s.Check(); err != nil {
		return err
	}
	for p, score := range s.Scores(nil) {
		coins := 0
		for _, c := range cardList(&s.held[p]) {
			coins += int(c)
		}
		if score != coins {
			return fmt.Errorf("seat %d scores %d but holds %d coins", p, score, coins)
		}
	}
	return nil
}

// TestRandomPlay plays 200 seeded random games (2,000 with -long) for each
// player count on islands drawn from the seeds, and 50 more (500 with
// -long) for each curse variant, checking the engine's invariants
// (termination, legal moves that apply, independent clones, replay, JSON
// round trips, views) and the game's own after every move.
func TestRandomPlay(t *testing.T) {
	type conf struct {
		players int
		options string
		games   int
	}
	confs := []conf{
		{2, `{}`, 2000}, {3, `{}`, 2000}, {4, `{}`, 2000},
		{3, `{"curse_rule":"continue","curse_returns":true,"gold":[4,4,4,4,4]}`, 500},
		{4, `{"curse_rule":"amulets","curses":1,"curse_depth":21,"island":"great-tobago"}`, 500},
		{2, `{"curses":0,"island_seed":5,"size":"large"}`, 500},
	}
	for _, c := range confs {
		c.games = enginetest.Depth(c.games)
		t.Run(fmt.Sprintf("%dp%s", c.players, c.options), func(t *testing.T) {
			t.Parallel()
			st := enginetest.RandomPlay(t, enginetest.Config[*State, Move]{
				Rules: Rules, Players: c.players, Options: c.options,
				Games: c.games, FirstSeed: 1, MaxMoves: 20000,
				Check: checkAll,
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
