package e2e

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"caribe/engine"
	"caribe/games"
	"caribe/store"
)

// botWin plays random games of game for three seats (randomGame), seed
// after seed, until one is won by seat 1 or 2 alone; it returns the seed,
// every move and the winner.
func botWin(t *testing.T, game string) (seed uint64, moves []json.RawMessage, winner int) {
	t.Helper()
	g, _ := games.Lookup(game)
	for seed = range 200 {
		moves = randomGame(t, game, 3, seed)
		s, err := engine.Replay(g, engine.Record{Game: game, Players: 3, Seed: seed, Moves: moves})
		if err != nil {
			t.Fatal(err)
		}
		if w := s.Result().Winners; len(w) == 1 && w[0] > 0 {
			return seed, moves, w[0]
		}
	}
	t.Fatalf("no %s game won by a bot in 200 seeds", game)
	return
}

// storeBotsFinished stores a finished table of game for Anna and two
// easy bots, with its moves.
func storeBotsFinished(t *testing.T, st store.Store, id, game string, seed uint64, moves []json.RawMessage) {
	t.Helper()
	ctx := context.Background()
	hash := sha256.Sum256([]byte("anna"))
	rec := store.Table{ID: id, Game: game, Players: 3, Seed: seed, Status: store.Over,
		Seats: []store.Seat{{Nick: "Anna", TokenHash: hash[:]}, {Bot: "casual"}, {Bot: "casual"}}}
	if err := st.CreateTable(ctx, rec); err != nil {
		t.Fatal(err)
	}
	for i, m := range moves {
		if err := st.AppendMove(ctx, id, store.Move{Seq: i + 1, Entry: m}); err != nil {
			t.Fatal(err)
		}
	}
}

// brokenWords lists the words of the elements sel matches that the
// page breaks across lines: a word laid out in two boxes or more.
const brokenWords = `((sel) => {
	const out = [];
	for (const el of document.querySelectorAll(sel)) {
		const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
		for (let n = walk.nextNode(); n; n = walk.nextNode()) {
			for (const m of n.textContent.matchAll(/[\p{L}\p{N}]+/gu)) {
				const r = document.createRange();
				r.setStart(n, m.index);
				r.setEnd(n, m.index + m[0].length);
				const tops = new Set([...r.getClientRects()].map((b) => Math.round(b.top)));
				if (tops.size > 1) out.push(m[0]);
			}
		}
	}
	return out;
})`

// TestEndOnAPhoneKeepsWordsWhole opens a finished Tobago table won by
// one of its two easy bots: on a phone in both languages and a desktop,
// no word of the end panel breaks across lines, the bots have names of
// their own ("Bot 1 (easy)", "Bot 2 (easy)") that the title names the
// winner by, the coins are counted in the right plural, and the scores
// fit the panel.
func TestEndOnAPhoneKeepsWordsWhole(t *testing.T) {
	t.Parallel()
	seed, moves, winner := botWin(t, "tobago")
	const id = "00000000000e2e31"
	s := newSiteWith(t, 0, func(st store.Store) { storeBotsFinished(t, st, id, "tobago", seed, moves) })
	bots := map[string][]string{"en": {"Bot 1 (easy)", "Bot 2 (easy)"}, "ru": {"Бот 1 (лёгкий)", "Бот 2 (лёгкий)"}}
	for _, c := range []struct {
		lang          string
		width, height int
	}{{"ru", 390, 844}, {"en", 390, 844}, {"ru", 1366, 800}} {
		p := s.browser(t, c.lang, c.width, c.height)
		p.open("/#/t/" + id)
		p.watchErrors()
		p.waitFor(".end .scores")
		title := p.text(".end .game-over")
		if want := bots[c.lang][winner-1]; !strings.Contains(title, want) {
			t.Errorf("%s %dpx: the title %q does not name the winner %q", c.lang, c.width, title, want)
		}
		names := eval[[]string](p, `[...document.querySelectorAll(".end .scores tr td:first-child")].map((e) => e.textContent.replace(" ★", ""))`)
		if strings.Join(names, "|") != "Anna|"+strings.Join(bots[c.lang], "|") {
			t.Errorf("%s: the seats are named %q, want Anna and %q", c.lang, names, bots[c.lang])
		}
		why := p.text(".end .end-why")
		if bad := misCounted(c.lang, why); bad != "" {
			t.Errorf("%s: %q in %q", c.lang, bad, why)
		}
		if broken := eval[[]string](p, brokenWords+`(".end h2, .end .end-why, .end .scores th, .end .scores td")`); len(broken) > 0 {
			t.Errorf("%s %dpx: words broken across lines: %q", c.lang, c.width, broken)
		}
		if over := eval[bool](p, `(() => { const w = document.querySelector(".end .scores-wrap");
			return w.scrollWidth > w.clientWidth || document.querySelector(".end .scores").getBoundingClientRect().right > document.querySelector(".end").getBoundingClientRect().right; })()`); over {
			t.Errorf("%s %dpx: the scores overflow the end panel", c.lang, c.width)
		}
		p.checkErrors("the end panel")
		p.screenshot("lobby-end-tobago-" + c.lang + "-" + map[bool]string{true: "phone", false: "desktop"}[c.width < 600])
	}
}

// counted finds a number of coins in English or Russian.
var counted = map[string]*regexp.Regexp{"en": regexp.MustCompile(`(\d+) (coins?)\b`), "ru": regexp.MustCompile(`(\d+) (монет\p{L}*)`)}

// misCounted is the first "N coins" of text whose noun is not the plural
// form of N in lang, or "" when there is none (and fails with no count).
func misCounted(lang, text string) string {
	found := counted[lang].FindAllStringSubmatch(text, -1)
	if len(found) == 0 {
		return "no count of coins"
	}
	for _, m := range found {
		n, _ := strconv.Atoi(m[1])
		want := map[bool]string{true: "coin", false: "coins"}[n == 1]
		if lang == "ru" {
			want = []string{"монета", "монеты", "монет"}[engine.RussianForm(n)]
		}
		if m[2] != want {
			return m[0]
		}
	}
	return ""
}
