package term

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"

	"caribe/engine"
	"caribe/games"
)

// stepGames are the games and options whose steps are checked.
var stepGames = []struct {
	game    string
	players int
	options string
}{
	{"tortuga", 2, `{}`},
	{"tortuga", 5, `{"eggs_as_dice":true}`},
	{"cartagena", 2, `{"variant":"jamaica"}`},
	{"cartagena", 4, `{"variant":"tortuga"}`},
	{"cartagena", 3, `{"variant":"hispaniola"}`},
	{"tobago", 2, `{}`},
	{"tobago", 4, `{"island_seed":3}`},
}

// TestStepsReachExactlyTheLegalMoves walks the choices of many random
// positions of every game: each leaf of the tree of choices is a legal
// move, reached once, and every legal move is a leaf.
func TestStepsReachExactlyTheLegalMoves(t *testing.T) {
	t.Parallel()
	for gi, c := range stepGames {
		t.Run(fmt.Sprintf("%s-%d-%s", c.game, c.players, c.options), func(t *testing.T) {
			t.Parallel()
			checkGameSteps(t, gi)
		})
	}
}

// checkGameSteps walks the choices of random positions of a few games of
// stepGames[gi].
func checkGameSteps(t *testing.T, gi int) {
	c := stepGames[gi]
	ui, ok := uis[c.game]
	if !ok {
		t.Fatalf("no terminal UI is registered for %s", c.game)
	}
	g, _ := games.Lookup(c.game)
	r := rand.New(rand.NewPCG(uint64(gi), 2))
	positions := 0
	for game := 0; game < 6 && positions < 400; game++ {
		sess, err := g.New(c.players, json.RawMessage(c.options), uint64(game+1))
		if err != nil {
			t.Fatal(err)
		}
		for n := 0; n < 2000 && sess.Actor() != engine.Nobody; n++ {
			if sess.Actor() == engine.Chance {
				if _, err := sess.PlayChance(); err != nil {
					t.Fatal(err)
				}
				continue
			}
			legal := sess.Legal()
			if r.IntN(3) == 0 {
				seat, _ := sess.Actor().Seat()
				checkSteps(t, ui, sess, seat, legal)
				positions++
			}
			if _, err := sess.Play(legal[r.IntN(len(legal))].Move); err != nil {
				t.Fatal(err)
			}
		}
	}
	if positions < 50 {
		t.Errorf("%s: only %d positions checked", c.game, positions)
	}
}

// checkSteps checks one position's tree of choices against its legal moves.
func checkSteps(t *testing.T, ui GameUI, sess engine.Session, seat int, legal []engine.LegalMove) {
	t.Helper()
	view, _ := json.Marshal(sess.View(seat))
	in := BoardInput{View: view, Seat: seat, Lang: "en", Width: 80, Height: 16}
	want := map[string]bool{}
	for _, l := range legal {
		in.Legal = append(in.Legal, l.Move)
		want[string(l.Move)] = true
	}
	reached := map[string]int{}
	var walk func(chosen []string)
	walk = func(chosen []string) {
		in.Chosen = chosen
		opts := options(ui, in, "en")
		if len(opts) == 0 {
			t.Fatalf("%s: no choice after %q", sess.Game().Name(), chosen)
		}
		for _, o := range opts {
			if o.Step.Label == "" {
				t.Errorf("%s: a choice after %q has no label", sess.Game().Name(), chosen)
			}
			if o.Done {
				reached[string(o.Moves[0])]++
				continue
			}
			walk(append(append([]string{}, chosen...), o.Step.Key))
		}
	}
	walk(nil)
	for m, n := range reached {
		if !want[m] {
			t.Errorf("%s: the choices reach %s, which is not legal", sess.Game().Name(), m)
		}
		if n > 1 {
			t.Errorf("%s: the choices reach %s %d times", sess.Game().Name(), m, n)
		}
	}
	for m := range want {
		if reached[m] == 0 {
			t.Errorf("%s: the legal move %s cannot be reached", sess.Game().Name(), m)
		}
	}
}
