package term

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"regexp"
	"testing"

	"caribe/engine"
	"caribe/games"
)

// latinWord is a word of three Latin letters or more: English, in
// Russian words (a Tobago grid reference, "d7", is not one).
var latinWord = regexp.MustCompile(`[A-Za-z]{3,}`)

// TestMoveWordsOfEveryLegalMove names every legal move of random games of
// every game, in both languages, from the move and a view of the game:
// each has words, the Russian ones no English word, and the moves of a
// position have words of their own in Tobago and La Tortuga (Cartagena
// names a forward move by its card and pirate, which two pirates on one
// space share).
func TestMoveWordsOfEveryLegalMove(t *testing.T) {
	t.Parallel()
	for gi, c := range stepGames {
		t.Run(fmt.Sprintf("%s-%d-%s", c.game, c.players, c.options), func(t *testing.T) {
			t.Parallel()
			ui := uis[c.game]
			g, _ := games.Lookup(c.game)
			r := rand.New(rand.NewPCG(uint64(gi), 3))
			kinds := map[string]bool{}
			sess, err := g.New(c.players, json.RawMessage(c.options), uint64(gi+1))
			if err != nil {
				t.Fatal(err)
			}
			for n := 0; n < maxBotMoves && sess.Actor() != engine.Nobody; n++ {
				if sess.Actor() == engine.Chance {
					if _, err := sess.PlayChance(); err != nil {
						t.Fatal(err)
					}
					continue
				}
				seat, _ := sess.Actor().Seat()
				view, _ := json.Marshal(sess.View(seat))
				legal := sess.Legal()
				said := map[string]string{}
				for _, l := range legal {
					var kind struct{ Type, Power string }
					_ = json.Unmarshal(l.Move, &kind)
					kinds[kind.Type+" "+kind.Power] = true
					en, ru := ui.MoveWords(l.Move, view, "en"), ui.MoveWords(l.Move, view, "ru")
					if en == "" || ru == "" || en == ru {
						t.Fatalf("%s: words %q and %q", l.Move, en, ru)
					}
					if w := latinWord.FindString(ru); w != "" {
						t.Fatalf("%s in Russian: %q has the English %q", l.Move, ru, w)
					}
					if other, ok := said[ru]; ok && c.game != "cartagena" {
						t.Fatalf("%s and %s are both %q", other, l.Move, ru)
					}
					said[ru] = string(l.Move)
				}
				if _, err := sess.Play(legal[r.IntN(len(legal))].Move); err != nil {
					t.Fatal(err)
				}
			}
			t.Logf("kinds of moves named: %v", kinds)
			if len(kinds) < 3 {
				t.Errorf("only %d kinds of moves named", len(kinds))
			}
		})
	}
}
