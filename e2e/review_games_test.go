package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// phoneWidth is the width of the phone the reviews are read on.
const phoneWidth = 390

// minChartLabel is the least height, in CSS pixels, of a label of the
// chart's axes on a phone: a line of small print.
const minChartLabel = 10

// longReviewLimit bounds a wait for the server to review a whole game of
// random bots of Cartagena (some 400 decisions) or Tobago (over 1000).
const longReviewLimit = 5 * time.Minute

// longReviewReady waits until the review page shows the review of a long game.
func longReviewReady(t *testing.T, p *page) {
	t.Helper()
	if !p.waitUntil(`document.querySelector(".review-page[data-state=ready] .review-chart")`, longReviewLimit) {
		p.checkErrors("waiting for the review")
		t.Fatalf("no review after %v: the page says %q", longReviewLimit, p.text(".review-page"))
	}
}

// youMarks are the boards' marks of the viewer's own seat.
const youMarks = `.review-board .cg-name small, .review-board .tb-you, .review-board .tt-nick em`

// drawing is how the review's board draws a better move of some types:
// what must be seen on the board (CSS selectors, each in view), and what
// must hold of the board besides (a script's condition, said in words).
type drawing struct {
	types []string
	shown []string
	holds string
	what  string
}

// TestReviewOfCartagena reviews a two-player Cartagena game of random
// bots: the better move of a mistake, a pirate's, lights the pirate.
func TestReviewOfCartagena(t *testing.T) {
	t.Parallel()
	reviewGame(t, botsGame{ID: "00000000000e2e35", Game: "cartagena", Players: 2, Seed: 35},
		drawing{types: []string{"forward", "back"}, shown: []string{".cg-pirate.hinted"}})
}

// wordsWhole tells whether every word on the review board's Tobago clue
// cards lies on one line (a range over a word broken across two lines has
// a box on each), and there are some.
const wordsWhole = `(() => {
	const texts = [...document.querySelectorAll(".review-board .tb-card-text")];
	return texts.length > 0 && texts.every((e) => [...e.firstChild.textContent.matchAll(/[^\s-]+/g)].every((w) => {
		const r = document.createRange();
		r.setStart(e.firstChild, w.index);
		r.setEnd(e.firstChild, w.index + w[0].length);
		return r.getClientRects().length === 1;
	}));
})()`

// TestReviewOfTobago reviews a two-player Tobago game of random bots: the
// better move of a mistake, a step or a placing, is drawn on the island
// as a ringed hex, the deciding seat's clue cards beside it with no word
// broken across lines; a better clue, its card and its map ringed
// and the hexes it would leave its map outlined on the island.
func TestReviewOfTobago(t *testing.T) {
	t.Parallel()
	reviewGame(t, botsGame{ID: "00000000000e2e36", Game: "tobago", Players: 2, Seed: 36},
		drawing{types: []string{"step", "place"}, shown: []string{"polygon.tb-hint"},
			holds: wordsWhole, what: "every word of the clue cards on one line"},
		drawing{types: []string{"clue"}, shown: []string{"[data-clue].hinted", ".tb-map.hinted", ".tb-shade .tb-shade-in"}})
}

// betterOfType is the number of the first mistake whose better move is
// of one of types.
func betterOfType(p *page, id string, types []string) int {
	p.t.Helper()
	quoted := make([]string, len(types))
	for i, k := range types {
		quoted[i] = `"` + k + `"`
	}
	n := eval[float64](p, `fetch("/api/tables/`+id+`/review").then((r) => r.json()).then((a) => {
		const d = a.review.decisions.find((d) => ["inaccuracy", "mistake", "blunder"].includes(d.judgement) && [`+strings.Join(quoted, ",")+`].includes(d.best.type));
		return d ? d.number : 0; })`)
	if n == 0 {
		p.t.Fatalf("no mistake's better move is one of %v", types)
	}
	return int(n)
}

// showBetter clicks the mistake of number n and waits for its position
// with the better move drawn as d says, and checks the caption starts
// with caption.
func showBetter(p *page, n int, d drawing, caption string) {
	p.t.Helper()
	p.click(fmt.Sprintf(`.review-item[data-mistake="%d"]`, n))
	cond := fmt.Sprintf(`document.querySelector(".review-board").dataset.version === "%d"`, n-1)
	for _, sel := range d.shown {
		cond += fmt.Sprintf(` && document.querySelector(%q)?.getClientRects().length > 0`, ".review-board "+sel)
	}
	p.must(cond, fmt.Sprintf("mistake %d's position with the better move drawn (%v)", n, d.shown))
	if d.holds != "" && !eval[bool](p, d.holds) {
		p.t.Errorf("mistake %d's position: not %s", n, d.what)
	}
	if got := p.text(".review-caption .rv-shown-best"); !strings.HasPrefix(got, caption) {
		p.t.Errorf("the caption of mistake %d says %q", n, got)
	}
	// The deciding seat is not the viewer: no board calls it "you".
	if c := p.count(youMarks); c != 0 {
		p.t.Errorf("the review's board calls %d seats \"you\"", c)
	}
}

// reviewGame plays the game to its end, opens the review from the end
// screen and checks what a player must see, in English on a wide screen
// and in Russian on a phone: each seat's figures as the server has them,
// a line per seat on the chart, the mistakes, and the better move of a
// mistake of each kind in drawn shown on the board.
func reviewGame(t *testing.T, game botsGame, drawn ...drawing) {
	s, id, _ := game.site(t)
	p := s.browser(t, "en", 1280, 900)
	p.open("/#/t/" + id)
	p.waitFor(".end .game-over")
	p.watchErrors()
	p.click(`.end a[data-review]`)
	longReviewReady(t, p)
	facts := readReview(p, id)
	if facts.Seats != 2 || len(facts.Mistakes) == 0 {
		t.Fatalf("the review has %d seats and %d mistakes: random bots make some", facts.Seats, len(facts.Mistakes))
	}
	if n := p.count(".review-chart polyline.rv-line"); n != 2 {
		t.Errorf("%d lines on the chart, want one per seat (2)", n)
	}
	if n := p.count(".review-chart .rv-point[data-number]"); n != len(facts.Decisions)+1 {
		t.Errorf("%d points on the chart, want one per decision and the end (%d)", n, len(facts.Decisions)+1)
	}
	for seat := range 2 {
		got := p.text(fmt.Sprintf(`.review-figures tr[data-seat="%d"] td[data-col=accuracy]`, seat))
		if want := fmt.Sprintf("%.1f", facts.Accuracy[seat]); got != want {
			t.Errorf("seat %d's accuracy shows %q, want %q", seat, got, want)
		}
	}
	if n := p.count(".review-mistakes .review-list > li > button.review-item"); n != len(facts.Mistakes) {
		t.Errorf("%d mistakes listed as buttons, want %d", n, len(facts.Mistakes))
	}
	first := facts.Mistakes[0]
	p.must(fmt.Sprintf(`!document.querySelector('.review-item[data-mistake="%d"] .rv-moves').textContent.includes(%q)`, first, "played: "+facts.FirstText+";"),
		"the mistakes' moves in the board's words")
	// Until a position is chosen the board is not drawn: its empty panels are not shown.
	if eval[bool](p, `document.querySelector(".review-board .board").getClientRects().length > 0`) {
		t.Errorf("the review's board shows before a position is chosen")
	}
	p.screenshot("review-" + game.Game + "-en")

	shown := make([]int, len(drawn))
	for i, d := range drawn {
		shown[i] = betterOfType(p, id, d.types)
		showBetter(p, shown[i], d, "The hard bot's move, drawn on the board:")
		p.screenshot(fmt.Sprintf("review-%s-mistake-%s-en", game.Game, d.types[0]))
	}
	p.checkErrors("the review of " + game.Game + " in English")
	// The window narrowed to a phone's draws the chart again for it, its
	// labels readable.
	p.screen(phoneWidth, 844)
	if !p.waitUntil(fmt.Sprintf(`document.querySelector(".review-chart .chart-label").getBoundingClientRect().height >= %d`, minChartLabel), 10*time.Second) {
		t.Errorf("the chart's labels are %.1f px high once the window is a phone's, want %d at least",
			eval[float64](p, `document.querySelector(".review-chart .chart-label").getBoundingClientRect().height`), minChartLabel)
	}

	ru := s.browser(t, "ru", phoneWidth, 844)
	ru.open("/#/t/" + id)
	ru.waitFor(".end .game-over")
	ru.watchErrors()
	ru.click(`.end a[data-review]`)
	reviewReady(t, ru)
	if h := ru.text(".review-page h1"); !strings.HasPrefix(h, "Разбор партии") {
		t.Errorf("the review's heading in Russian: %q", h)
	}
	ru.must(fmt.Sprintf(`!document.querySelector('.review-item[data-mistake="%d"] .rv-moves').textContent.includes(%q)`, first, "сыграно: "+facts.FirstText+";"),
		"the mistakes' moves in Russian")
	if acc := ru.text(`.review-figures tr[data-seat="0"] td[data-col=accuracy]`); !strings.Contains(acc, ",") {
		t.Errorf("the accuracy in Russian reads %q, want a decimal comma", acc)
	}
	if w := ru.scrollWidth(); w > phoneWidth {
		t.Errorf("the review is %d px wide on a %d px phone", w, phoneWidth)
	}
	if h := eval[float64](ru, `document.querySelector(".review-chart .chart-label").getBoundingClientRect().height`); h < minChartLabel {
		t.Errorf("the chart's labels are %.1f px high on a phone, want %d at least", h, minChartLabel)
	}
	ru.screenshot("review-" + game.Game + "-ru-phone")
	for i, d := range drawn {
		showBetter(ru, shown[i], d, "Ход сильного бота")
		if w := ru.scrollWidth(); w > phoneWidth {
			t.Errorf("the review with mistake %d shown is %d px wide on a %d px phone", shown[i], w, phoneWidth)
		}
		ru.screenshot(fmt.Sprintf("review-%s-mistake-%s-ru-phone", game.Game, d.types[0]))
	}
	ru.checkErrors("the review of " + game.Game + " in Russian on a phone")
}
