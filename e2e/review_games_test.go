package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// phoneWidth is the width of the phone the reviews are read on.
const phoneWidth = 390

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

// TestReviewOfCartagena reviews a two-player Cartagena game of random
// bots: the better move of a mistake, a pirate's, lights the pirate.
func TestReviewOfCartagena(t *testing.T) {
	t.Parallel()
	reviewGame(t, botsGame{ID: "00000000000e2e35", Game: "cartagena", Players: 2, Seed: 35},
		map[string]string{"forward": ".cg-pirate.hinted", "back": ".cg-pirate.hinted"})
}

// TestReviewOfTobago reviews a two-player Tobago game of random bots:
// the better move of a mistake, a step or a placing, is drawn on the
// island as a ringed hex. (A better clue chosen while the game is set up
// is not drawn: the review's board shows no chooser without the legal
// moves, which a replay's frame does not hold.)
func TestReviewOfTobago(t *testing.T) {
	t.Parallel()
	reviewGame(t, botsGame{ID: "00000000000e2e36", Game: "tobago", Players: 2, Seed: 36},
		map[string]string{"step": "polygon.tb-hint", "place": "polygon.tb-hint"})
}

// betterOfType is the number of the first mistake whose better move is
// of one of the types drawn, and the selector that draws it.
func betterOfType(p *page, id string, drawn map[string]string) (int, string) {
	p.t.Helper()
	types := make([]string, 0, len(drawn))
	for k := range drawn {
		types = append(types, `"`+k+`"`)
	}
	found := eval[[]any](p, `fetch("/api/tables/`+id+`/review").then((r) => r.json()).then((a) => {
		const d = a.review.decisions.find((d) => ["inaccuracy", "mistake", "blunder"].includes(d.judgement) && [`+strings.Join(types, ",")+`].includes(d.best.type));
		return d ? [d.number, d.best.type] : [0, ""]; })`)
	n, _ := found[0].(float64)
	kind, _ := found[1].(string)
	if n == 0 {
		p.t.Fatalf("no mistake's better move is one of %v", types)
	}
	return int(n), ".review-board " + drawn[kind]
}

// reviewGame plays the game to its end, opens the review from the end
// screen and checks what a player must see, in English on a wide screen
// and in Russian on a phone: each seat's figures as the server has them,
// a line per seat on the chart, the mistakes, and the better move of a
// mistake drawn on the board (drawn: the selector of what draws it, by
// the better move's type).
func reviewGame(t *testing.T, game botsGame, drawn map[string]string) {
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
	p.screenshot("review-" + game.Game + "-en")

	shown, hinted := betterOfType(p, id, drawn)
	p.click(fmt.Sprintf(`.review-item[data-mistake="%d"]`, shown))
	p.must(fmt.Sprintf(`document.querySelector(".review-board").dataset.version === "%d" && document.querySelector(%q)`, shown-1, hinted),
		fmt.Sprintf("mistake %d's position with the better move drawn (%s)", shown, hinted))
	if got := p.text(".review-caption .rv-shown-best"); !strings.HasPrefix(got, "The hard bot's move, drawn on the board:") {
		t.Errorf("the caption of a mistake says %q", got)
	}
	// The deciding seat is not the viewer: no board calls it "you".
	if n := p.count(youMarks); n != 0 {
		t.Errorf("the review's board calls %d seats \"you\"", n)
	}
	p.screenshot("review-" + game.Game + "-mistake-en")
	p.checkErrors("the review of " + game.Game + " in English")

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
	ru.screenshot("review-" + game.Game + "-ru-phone")
	ru.click(fmt.Sprintf(`.review-item[data-mistake="%d"]`, shown))
	ru.must(fmt.Sprintf(`document.querySelector(".review-board").dataset.version === "%d" && document.querySelector(%q)`, shown-1, hinted),
		"the better move drawn on a phone")
	if got := ru.text(".review-caption .rv-shown-best"); !strings.HasPrefix(got, "Ход сильного бота") {
		t.Errorf("the caption of a mistake in Russian says %q", got)
	}
	if w := ru.scrollWidth(); w > phoneWidth {
		t.Errorf("the review with a position shown is %d px wide on a %d px phone", w, phoneWidth)
	}
	ru.screenshot("review-" + game.Game + "-mistake-ru-phone")
	ru.checkErrors("the review of " + game.Game + " in Russian on a phone")
}
