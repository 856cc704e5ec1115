package e2e

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"caribe/engine"
	"caribe/games"
	"caribe/store"
)

// tiedTortuga plays random three-player La Tortuga games, seed after seed,
// until one ends with its best score, at, tied between two seats and the
// egg cards deciding, as the rulebook's tie-break does. It returns the
// game's seed, every move (dice included), the scores and the winner.
func tiedTortuga(t *testing.T, at int) (seed uint64, moves []json.RawMessage, scores []int, winner int) {
	t.Helper()
	g, _ := games.Lookup("tortuga")
	for seed = range 5000 {
		s, err := g.New(3, nil, seed)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 99))
		moves = moves[:0]
		for s.Actor() != engine.Nobody {
			var p engine.Played
			if s.Actor() == engine.Chance {
				p, err = s.PlayChance()
			} else {
				legal := s.Legal()
				p, err = s.Play(legal[r.IntN(len(legal))].Move)
			}
			if err != nil {
				t.Fatal(err)
			}
			moves = append(moves, p.Move)
		}
		res := s.Result()
		tied := 0
		for _, sc := range res.Scores {
			if len(res.Winners) == 1 && sc == at && res.Scores[res.Winners[0]] == at {
				tied++
			}
		}
		if tied == 2 {
			return seed, moves, res.Scores, res.Winners[0]
		}
	}
	t.Fatal("no tied game of La Tortuga in 5000 seeds")
	return
}

// storeFinished stores a finished table of three seats (Anna, Boris and an
// easy bot) with its moves.
func storeFinished(t *testing.T, st store.Store, id, game string, seed uint64, moves []json.RawMessage) {
	t.Helper()
	ctx := context.Background()
	hash := func(s string) []byte { h := sha256.Sum256([]byte(s)); return h[:] }
	rec := store.Table{ID: id, Game: game, Players: 3, Seed: seed, Status: store.Over,
		Seats: []store.Seat{{Nick: "Anna", TokenHash: hash("anna")}, {Nick: "Boris", TokenHash: hash("boris")}, {Bot: "casual"}}}
	if err := st.CreateTable(ctx, rec); err != nil {
		t.Fatal(err)
	}
	for i, m := range moves {
		if err := st.AppendMove(ctx, id, store.Move{Seq: i + 1, Entry: m}); err != nil {
			t.Fatal(err)
		}
	}
}

// TestEndExplainsATie opens a finished La Tortuga table whose best score is
// tied at 31 eggs: the end panel says in words that the egg cards decided and how
// many each had, and shows each seat's numbers beside the scores, in both
// languages, on a desktop and on a phone.
func TestEndExplainsATie(t *testing.T) {
	t.Parallel()
	seed, moves, scores, winner := tiedTortuga(t, 31)
	const id = "00000000000e2e01"
	s := newSiteWith(t, 0, func(st store.Store) { storeFinished(t, st, id, "tortuga", seed, moves) })
	nicks := map[string][]string{"en": {"Anna", "Boris", "Bot (easy)"}, "ru": {"Anna", "Boris", "Бот (лёгкий)"}}
	for _, c := range []struct {
		lang          string
		width, height int
		want          string
	}{
		{"en", 1280, 900, "Tied at 31 eggs: the tie goes to the most egg cards, and " + nicks["en"][winner] + " had"},
		{"ru", 390, 844, "Поровну яиц (31): при равенстве побеждает тот, у кого больше карт кладок, — " + nicks["ru"][winner]},
		{"ru", 1280, 900, "Поровну яиц (31)"},
		{"en", 390, 844, "Tied at 31 eggs"},
	} {
		p := s.browser(t, c.lang, c.width, c.height)
		p.open("/#/t/" + id)
		p.watchErrors()
		p.waitFor(".end .game-over")
		why := p.textWhen(".end .end-why", has(c.want))
		if !strings.Contains(why, c.want) {
			t.Errorf("%s %dpx: the end says %q, want %q (scores %v)", c.lang, c.width, why, c.want, scores)
		}
		if n := p.count(".end .end-why.end-tiebreak"); n != 1 {
			t.Errorf("%s: the tie-break sentence is not marked as one (%d)", c.lang, n)
		}
		if n := p.count(".end .scores th.stat"); n != 3 {
			t.Errorf("%s: %d numbers per seat, want 3 (egg cards, busts, dice risked)", c.lang, n)
		}
		if n := p.count(".end .scores tr.winner"); n != 1 {
			t.Errorf("%s: %d winners marked, want 1", c.lang, n)
		}
		cards := eval[[]string](p, `[...document.querySelectorAll('.end .scores td.stat[data-stat="egg_cards"]')].map((e) => e.textContent)`)
		if len(cards) != 3 {
			t.Fatalf("%s: egg cards of %d seats shown", c.lang, len(cards))
		}
		if p.count(`.end a.button[href="#/r/`+id+`"]`) != 1 {
			t.Errorf("%s: no link to the replay", c.lang)
		}
		// The scores and numbers fit the panel, however narrow the screen.
		if over := eval[bool](p, `(() => { const w = document.querySelector(".end .scores-wrap");
			return w.scrollWidth > w.clientWidth || document.querySelector(".end .scores").getBoundingClientRect().right > document.querySelector(".end").getBoundingClientRect().right; })()`); over {
			t.Errorf("%s %dpx: the scores overflow the end panel", c.lang, c.width)
		}
		p.checkErrors("the end panel")
		p.screenshot("end-tie-" + c.lang + "-" + map[bool]string{true: "phone", false: "desktop"}[c.width < 600])
	}
}
