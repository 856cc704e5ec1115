package e2e

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// reviewLimit bounds a wait for the server to review a finished game.
const reviewLimit = gameLimit

// watchProgress starts noting, in the page, whether the review page ever
// showed its progress bar and the last figures it showed: the page is one
// document across routes, so the note survives the review's route.
func watchProgress(p *page) {
	p.t.Helper()
	eval[bool](p, `(() => { window.__reviewProgress = null;
		const look = () => { const bar = document.querySelector(".review-page[data-state=computing] progress.review-progress");
			if (bar) window.__reviewProgress = { value: bar.value, max: bar.max, said: document.querySelector(".review-status").textContent }; };
		new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true });
		return true; })()`)
}

// reviewReady waits until the review page shows the review.
func reviewReady(t *testing.T, p *page) {
	t.Helper()
	if !p.waitUntil(`document.querySelector(".review-page[data-state=ready] .review-chart")`, reviewLimit) {
		t.Fatalf("no review after %v: the page says %q", reviewLimit, p.text(".review-page"))
	}
}

// reviewFacts reads the review as the server serves it, from the page:
// its seats' accuracy and luck, its mistakes and its decisions' numbers.
type reviewFacts struct {
	Accuracy  []float64 `json:"accuracy"`
	Luck      []float64 `json:"luck"`
	Mistakes  []int     `json:"mistakes"`
	FirstText string    `json:"firstText"`
	Decisions []int     `json:"decisions"`
	Seats     int       `json:"seats"`
}

func readReview(p *page, id string) reviewFacts {
	p.t.Helper()
	return eval[reviewFacts](p, `fetch("/api/tables/`+id+`/review").then((r) => r.json()).then((a) => {
		const r = a.review, bad = r.decisions.filter((d) => ["inaccuracy", "mistake", "blunder"].includes(d.judgement));
		return { accuracy: r.seats.map((s) => s.accuracy), luck: r.seats.map((s) => s.luck), mistakes: bad.map((d) => d.number),
			firstText: bad.length ? bad[0].text : "", decisions: r.decisions.map((d) => d.number), seats: r.seats.length };
	})`)
}

// TestReviewFromTheEndScreenAndTheReplay plays a two-player La Tortuga
// game of random bots to its end: the end screen's Review button opens
// the review, which shows its progress while the server computes it and
// then each player's figures, as the server has them, and a chart with a
// line per seat; a click on a point of the chart, and the keyboard, show
// that move's position; choosing a mistake draws the better move on the
// board. The replay's Review button opens the same review on a phone in
// Russian: Russian words and numbers, the board above the lists, nothing
// wider than the screen.
func TestReviewFromTheEndScreenAndTheReplay(t *testing.T) {
	t.Parallel()
	s, id, _ := botsGame{ID: "00000000000e2e34", Game: "tortuga", Players: 2, Seed: 34}.site(t)

	p := s.browser(t, "en", 1280, 900)
	p.open("/#/t/" + id)
	p.waitFor(".end .game-over")
	p.watchErrors()
	watchProgress(p)
	p.click(`.end a[data-review]`)
	p.must(`location.hash === "#/review/`+id+`"`, "the review's address")
	p.must(`window.__reviewProgress`, "the review's progress shown")
	if p.count(".review-page[data-state=computing]") == 1 {
		p.screenshot("review-progress-en")
	}
	reviewReady(t, p)
	seen := eval[map[string]any](p, `window.__reviewProgress`)
	if said, _ := seen["said"].(string); !strings.Contains(said, "Judging the moves") && !strings.Contains(said, "Starting the review") {
		t.Errorf("the progress said %q", said)
	}
	facts := readReview(p, id)
	if facts.Seats != 2 || len(facts.Mistakes) == 0 {
		t.Fatalf("the review has %d seats and %d mistakes: random bots make some", facts.Seats, len(facts.Mistakes))
	}

	// A line per seat, each in its seat's colour.
	if n := p.count(".review-chart polyline.rv-line"); n != 2 {
		t.Errorf("%d lines on the chart, want one per seat (2)", n)
	}
	strokes := eval[[]string](p, `[...document.querySelectorAll(".review-chart .rv-line")].map((l) => l.getAttribute("stroke"))`)
	if len(strokes) == 2 && strokes[0] == strokes[1] {
		t.Errorf("both seats' lines are drawn in %s", strokes[0])
	}
	if n := p.count(".review-chart .rv-point[data-number]"); n != len(facts.Decisions)+1 {
		t.Errorf("%d points on the chart, want one per decision and the end (%d)", n, len(facts.Decisions)+1)
	}
	// The players' figures are the server's.
	for seat := range 2 {
		got := p.text(fmt.Sprintf(`.review-figures tr[data-seat="%d"] td[data-col=accuracy]`, seat))
		if want := fmt.Sprintf("%.1f", facts.Accuracy[seat]); got != want {
			t.Errorf("seat %d's accuracy shows %q, want %q", seat, got, want)
		}
		luck := p.text(fmt.Sprintf(`.review-figures tr[data-seat="%d"] td[data-col=luck]`, seat))
		if want := strings.Replace(fmt.Sprintf("%+.1f", 100*facts.Luck[seat]), "-", "−", 1); luck != want {
			t.Errorf("seat %d's luck shows %q, want %q", seat, luck, want)
		}
	}
	if n := p.count(".review-mistakes .review-list > li > button.review-item"); n != len(facts.Mistakes) {
		t.Errorf("%d mistakes listed as buttons, want %d", n, len(facts.Mistakes))
	}
	if n := p.count(".review-luck .review-item"); n == 0 || n > 6 {
		t.Errorf("%d outcomes in the list of luck, want 1 to 6", n)
	}
	// The moves in the list are the board's words once their positions are fetched.
	p.must(fmt.Sprintf(`!document.querySelector('.review-item[data-mistake="%d"] .rv-moves').textContent.includes(%q)`, facts.Mistakes[0], "played: "+facts.FirstText+";"),
		"the mistakes' moves in the board's words")
	p.screenshot("review-en")

	// A point of the chart shows the position where its move was decided.
	k := min(10, len(facts.Decisions)-1)
	number := facts.Decisions[k]
	p.tap(fmt.Sprintf(`.review-chart .rv-point[data-point="%d"]`, k))
	p.must(fmt.Sprintf(`document.querySelector(".review-board").dataset.version === "%d" && document.querySelector(".review-caption [data-shown='%d']")`, number-1, number),
		fmt.Sprintf("the position before move %d", number))
	if !strings.Contains(p.text(".review-caption"), fmt.Sprintf("Move %d:", number)) {
		t.Errorf("the caption says %q, want move %d named", p.text(".review-caption"), number)
	}
	// A click on the plot's background shows the nearest decision.
	far := facts.Decisions[k+5]
	at := eval[[]float64](p, fmt.Sprintf(`(() => { const d = document.querySelector('.review-chart .rv-point[data-point="%d"]').getBoundingClientRect();
		const h = document.querySelector(".review-chart .rv-hit").getBoundingClientRect(); return [d.left + d.width / 2, h.top + 2]; })()`, k+5))
	p.run(chromedp.MouseClickXY(at[0], at[1]))
	p.must(fmt.Sprintf(`document.querySelector(".review-board").dataset.version === "%d"`, far-1), fmt.Sprintf("a click on the chart by move %d showing it", far))
	// The keyboard: the point shown holds the focus's stop; the arrows step, Enter shows.
	eval[bool](p, fmt.Sprintf(`(document.querySelector('.review-chart .rv-point[data-point="%d"]').focus(), true)`, k))
	p.press("ArrowRight")
	p.press("ArrowRight")
	p.press("Enter")
	next := facts.Decisions[k+2]
	p.must(fmt.Sprintf(`document.querySelector(".review-board").dataset.version === "%d"`, next-1), fmt.Sprintf("the keyboard showing move %d", next))
	if got := eval[string](p, `document.activeElement.dataset.number || ""`); got != fmt.Sprint(next) {
		t.Errorf("the focus is on point %q, want move %d", got, next)
	}

	// A mistake: its position, the better move drawn on the board.
	first := facts.Mistakes[0]
	p.click(fmt.Sprintf(`.review-item[data-mistake="%d"]`, first))
	p.must(fmt.Sprintf(`document.querySelector(".review-board").dataset.version === "%d" && document.querySelector(".review-board .board .hinted")`, first-1),
		fmt.Sprintf("mistake %d's position with the better move hinted", first))
	if got := p.text(".review-caption .rv-shown-best"); !strings.HasPrefix(got, "The hard bot's move, drawn on the board:") {
		t.Errorf("the caption of a mistake says %q", got)
	}
	if p.count(`.review-item[data-mistake="`+fmt.Sprint(first)+`"][aria-pressed=true]`) != 1 {
		t.Error("the mistake shown is not marked as pressed")
	}
	p.screenshot("review-mistake-en")
	p.checkErrors("the review in English")

	// The replay's Review button, on a phone, in Russian.
	ru := s.browser(t, "ru", 390, 844)
	ru.open("/#/r/" + id)
	ru.watchErrors()
	ru.click(`.replay-controls a[data-review]`)
	reviewReady(t, ru)
	if h := ru.text(".review-page h1"); !strings.HasPrefix(h, "Разбор партии") {
		t.Errorf("the review's heading in Russian: %q", h)
	}
	// The moves in the list are the board's words, not the server's English.
	ru.must(fmt.Sprintf(`!document.querySelector('.review-item[data-mistake="%d"] .rv-moves').textContent.includes(%q)`, first, "сыграно: "+facts.FirstText+";"),
		"the mistakes' moves in Russian")
	judgements := eval[string](ru, `[...document.querySelectorAll(".review-mistakes .rv-judgement")].map((e) => e.textContent).join(" ")`)
	if !strings.Contains(judgements, "неточность") && !strings.Contains(judgements, "ошибка") {
		t.Errorf("the judgements in Russian: %q", judgements)
	}
	if acc := ru.text(`.review-figures tr[data-seat="0"] td[data-col=accuracy]`); !strings.Contains(acc, ",") {
		t.Errorf("the accuracy in Russian reads %q, want a decimal comma", acc)
	}
	if w := ru.scrollWidth(); w > 390 {
		t.Errorf("the review is %d px wide on a 390 px phone", w)
	}
	layout := eval[map[string]float64](ru, `(() => { const r = (s) => document.querySelector(s).getBoundingClientRect();
		return { chart: r(".review-chart").width, main: r(".review-ready").width, board: r(".review-board").top, chartTop: r(".review-chart").top, lists: r(".review-lists").top }; })()`)
	if layout["chart"] < layout["main"]-40 {
		t.Errorf("the chart is %.0f px wide of %.0f on a phone", layout["chart"], layout["main"])
	}
	if !(layout["chartTop"] < layout["board"] && layout["board"] < layout["lists"]) {
		t.Errorf("on a phone the chart (%.0f), the board (%.0f) and the lists (%.0f) are not one under another", layout["chartTop"], layout["board"], layout["lists"])
	}
	ru.screenshot("review-ru-phone")
	ru.click(fmt.Sprintf(`.review-item[data-mistake="%d"]`, first))
	ru.must(`document.querySelector(".review-board .board .hinted")`, "the better move hinted on a phone")
	if got := ru.text(".review-caption .rv-shown-best"); !strings.HasPrefix(got, "Ход сильного бота") {
		t.Errorf("the caption of a mistake in Russian says %q", got)
	}
	if w := ru.scrollWidth(); w > 390 {
		t.Errorf("the review with a position shown is %d px wide on a 390 px phone", w)
	}
	ru.screenshot("review-mistake-ru-phone")
	ru.checkErrors("the review in Russian on a phone")
}

// TestReviewRefusedWhileInPlay asks for the review of a table still in
// play, and of no table: the page says why, in English and in Russian.
func TestReviewRefusedWhileInPlay(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	p := s.browser(t, "en", 1280, 900)
	id := p.createTable("tortuga", 2, []string{You, Person}, "Anna", nil)
	p.open("/#/review/" + id)
	p.watchErrors()
	if got := p.textWhen(".review-refused", has("not ended")); !strings.Contains(got, "the table has not ended") {
		t.Errorf("the review of a table in play says %q", got)
	}
	if st := eval[string](p, `document.querySelector(".review-page").dataset.status`); st != "409" {
		t.Errorf("the refusal's status is %q, want 409", st)
	}
	p.setLang("ru")
	if got := p.textWhen(".review-refused", has("партия")); !strings.HasPrefix(got, "Партия ещё идёт") {
		t.Errorf("the refusal in Russian says %q", got)
	}
	if got := p.text(".review-links"); !strings.Contains(got, "К столу") {
		t.Errorf("the review's links in Russian say %q", got)
	}
	p.screenshot("review-refused-ru")
	p.open("/#/review/ffffffffffffffff")
	if got := p.textWhen(".review-refused", has("стол")); !strings.HasPrefix(got, "Такого стола нет") {
		t.Errorf("the review of no table says %q in Russian", got)
	}
	p.checkErrors("the review refused")
}
