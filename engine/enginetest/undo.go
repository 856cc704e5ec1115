package enginetest

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"caribe/engine"
)

// UndoConfig sets up UndoOverRandomGames.
type UndoConfig[S engine.State[S, M], M engine.Move] struct {
	Rules engine.Rules[S, M]
	// Games is how many games to play: game i has Players(i) seats and
	// seed i.
	Games   int
	Players func(game int) int
	// Pick draws the moves.
	Pick *rand.Rand
	// MaxMoves bounds a game, which stops there unfinished; 0: no bound.
	MaxMoves int
	// Want says whether m, played from before to reach after with played's
	// events, may be taken back.
	Want func(m M, played engine.Played, before, after engine.Session) bool
}

// UndoOverRandomGames plays random games through the engine's face
// (engine.Define) and checks that engine.CheckUndo lets exactly the moves
// c.Want names be taken back. It returns how many were, for the caller to
// check that the games met the case.
func UndoOverRandomGames[S engine.State[S, M], M engine.Move](t testing.TB, c UndoConfig[S, M]) int {
	t.Helper()
	g := engine.Define(c.Rules)
	undoable := 0
	for game := range c.Games {
		sess, err := g.New(c.Players(game), nil, uint64(game))
		if err != nil {
			t.Fatal(err)
		}
		for n := 0; sess.Actor() != engine.Nobody && (c.MaxMoves == 0 || n < c.MaxMoves); n++ {
			legal := sess.Legal()
			move := legal[c.Pick.IntN(len(legal))].Move
			before := sess.Clone()
			played, err := sess.Play(move)
			if err != nil {
				t.Fatal(err)
			}
			var m M
			if err := json.Unmarshal(move, &m); err != nil {
				t.Fatal(err)
			}
			want := c.Want(m, played, before, sess)
			if err := engine.CheckUndo(before, sess, move); (err == nil) != want {
				t.Fatalf("game %d, %s by %v: CheckUndo = %v, want taken back: %v", game, move, before.Actor(), err, want)
			}
			if want {
				undoable++
			}
		}
	}
	return undoable
}
