package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"caribe/server/wire"
)

// gameOver waits until the game at table id is over and returns its moves
// as GET /api/tables/{id}/moves gives them.
func gameOver(t *testing.T, s *site, id, game string) wire.Moves {
	t.Helper()
	deadline := time.Now().Add(gameLimit)
	for {
		var info wire.TableInfo
		getJSON(t, s.URL+"/api/tables/"+id, &info)
		if info.Status == "over" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the %s game of bots is not over after %v (version %d)", game, gameLimit, info.Version)
		}
		time.Sleep(50 * time.Millisecond)
	}
	var m wire.Moves
	getJSON(t, s.URL+"/api/tables/"+id+"/moves", &m)
	if len(m.By) != m.Version {
		t.Fatalf("the %s game's moves: %d actors for version %d", game, len(m.By), m.Version)
	}
	return m
}

// getJSON decodes the answer of a GET.
func getJSON(t testing.TB, url string, out any) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if err := json.NewDecoder(resp.Body).Decode(out); err != nil {
		t.Fatalf("GET %s: %v", url, err)
	}
}

// logLine is a line of the log as the page draws it.
type logLine struct {
	Text   string `json:"text"`
	From   int    `json:"from"`
	To     int    `json:"to"`
	Seat   int    `json:"seat"`
	Turn   int    `json:"turn"`
	Places string `json:"places"`
}

// logLines reads the lines of the log a CSS selector finds, each with the
// seat heading its turn block (-1 for the end of the game).
func (p *page) logLines(sel string) []logLine {
	p.t.Helper()
	return eval[[]logLine](p, fmt.Sprintf(`[...document.querySelectorAll(%q)].map((l) => {
		const turn = l.closest(".log-turn");
		return { text: l.textContent, from: +l.dataset.from, to: +l.dataset.to, places: l.dataset.places || "",
			seat: turn.classList.contains("log-end") ? -1 : +turn.dataset.seat, turn: +(turn.dataset.turn || 0) };
	})`, sel))
}

// wholeLog presses "earlier" until the log reaches the start of the game,
// and returns how many times it read older turns.
func (p *page) wholeLog(list string) int {
	p.t.Helper()
	pages := 0
	for p.count(list+" .log-start") == 0 {
		if pages > 50 {
			p.t.Fatalf("the log never reaches the start of the game")
		}
		p.must(fmt.Sprintf(`document.querySelector(%q)`, list+" .log-earlier:not([disabled]), "+list+" .log-start"), "the log's earlier turns")
		if p.count(list+" .log-start") > 0 {
			break
		}
		eval[bool](p, fmt.Sprintf(`(document.querySelector(%q).click(), true)`, list+" .log-earlier"))
		pages++
	}
	return pages
}

// checkTurnBlocks checks a whole game's log against its moves: every move
// is in a line, each turn (a "turn" event) is one block headed by its seat,
// and a chance outcome never stands alone: its line holds a decision too
// (but for the end of the game, which a die may bring).
func checkTurnBlocks(t *testing.T, lines []logLine, m wire.Moves) {
	t.Helper()
	covered := make([]bool, m.Version+1)
	for _, l := range lines {
		if l.From < 1 || l.To > m.Version || l.From > l.To {
			t.Fatalf("a line covers moves %d to %d of %d: %q", l.From, l.To, m.Version, l.Text)
		}
		decided := false
		for v := l.From; v <= l.To; v++ {
			covered[v] = true
			if _, ok := m.By[v-1].Seat(); ok {
				decided = true
			}
		}
		if !decided && l.Seat >= 0 {
			t.Errorf("a line of chance alone (moves %d–%d): %q", l.From, l.To, l.Text)
		}
	}
	for v := 1; v <= m.Version; v++ {
		if !covered[v] {
			t.Errorf("move %d (%s) is in no line of the log", v, m.Moves[v-1])
		}
	}
	// The turns the game announced, in order, and the blocks' seats.
	var want []int
	for _, evs := range m.Events {
		var list []struct {
			Type string `json:"type"`
			Seat int    `json:"seat"`
		}
		json.Unmarshal(evs, &list)
		for _, e := range list {
			if e.Type == "turn" {
				want = append(want, e.Seat)
			}
		}
	}
	var got []int
	last := 0
	for _, l := range lines {
		if l.Turn != last && l.Seat >= 0 {
			got = append(got, l.Seat)
			last = l.Turn
		}
	}
	// Before the first "turn" event come the first player's turn (or the
	// set-up, seat after seat).
	if len(got) <= len(want) || fmt.Sprint(got[len(got)-len(want):]) != fmt.Sprint(want) {
		t.Errorf("the log's turn blocks are headed by seats %v, the game's turns went to %v", got, want)
	}
}

// TestLogTellsTurnsAndReadsTheWholeGame plays a little La Tortuga against
// a bot (the log grows a block a turn, the dice in the lines of the moves
// they made), then reads a finished game of bots, longer than a page of the
// log, back to its start by pressing "earlier": every move is in a line,
// one block per turn, no die alone; in Russian and on a phone as well. The
// bots' game is stored one move before its end, which the server's bot
// then plays.
func TestLogTellsTurnsAndReadsTheWholeGame(t *testing.T) {
	t.Parallel()
	s, id, moves := botsGame{ID: "00000000000e2e31", Game: "tortuga", Players: 3, Seed: 31}.site(t)
	p := s.browser(t, "en", 1280, 900)
	p.createTable("tortuga", 2, []string{You, Easy}, "Anna", nil)
	p.watchErrors()
	p.play(5, 40, 3*time.Minute, ".tt-btn-roll")
	p.must(`document.querySelectorAll(".log-list .log-turn").length >= 4`, "four turns in the log")
	dice := regexp.MustCompile(`^(Anna|Bot \(easy\)) rolls \d( \(egg card\))?( \+ \d( \(egg card\))?)*(\.| and stops\.|: \d+ so far\.|…)`)
	for _, l := range p.logLines(".log-list .log-line") {
		if strings.Contains(l.Text, "Die ") || strings.Contains(l.Text, "shows") {
			t.Errorf("a die told on its own: %q", l.Text)
		}
		if strings.Contains(l.Text, "rolls") && !dice.MatchString(l.Text) {
			t.Errorf("a line of dice reads %q", l.Text)
		}
	}
	heads := eval[[]string](p, `[...document.querySelectorAll(".log-list .log-turn:not(.log-end) .log-turn-head")].map((h) => h.textContent)`)
	for i, h := range heads {
		if h != "Anna" && h != "Bot (easy)" {
			t.Errorf("turn block %d is headed %q", i, h)
		}
		if i > 0 && h == heads[i-1] {
			t.Errorf("turn blocks %d and %d are both %q's: the turn did not pass", i-1, i, h)
		}
	}
	p.checkErrors("playing")
	p.screenshot("log-tortuga-play-en")

	if moves.Version <= 2*200 {
		t.Fatalf("the bots' game is %d moves long: no longer than two pages of the log", moves.Version)
	}
	p.open("/#/t/" + id)
	p.synced(-1)
	p.watchErrors()
	p.must(`document.querySelector(".log-list .log-earlier:not([disabled])")`, "the log's first page")
	first := p.logLines(".log-list .log-line")
	if first[0].From <= 1 || first[len(first)-1].To != moves.Version {
		t.Errorf("the log opens on moves %d to %d of %d, want the newest page", first[0].From, first[len(first)-1].To, moves.Version)
	}
	// Scrolling the list to its top reads the turns before.
	eval[bool](p, `(document.querySelector(".log-list").scrollTop = 0, true)`)
	p.must(fmt.Sprintf(`+document.querySelector(".log-list .log-line").dataset.from < %d`, first[0].From), "older turns read on scrolling up")
	if pages := p.wholeLog(".log-list"); pages < 1 {
		t.Errorf("the whole game came in %d pages", pages+1)
	}
	lines := p.logLines(".log-list .log-line")
	checkTurnBlocks(t, lines, moves)
	if !strings.Contains(p.text(".log-list .log-end"), "Game over") {
		t.Errorf("the log's end reads %q", p.text(".log-list .log-end"))
	}
	p.checkErrors("reading the whole log")
	p.screenshot("log-tortuga-whole-en")

	p.setLang("ru")
	p.must(`document.querySelector(".log h3").textContent === "Ход игры" && [...document.querySelectorAll(".log-list .log-line")].some((l) => l.textContent.includes("бросает"))`, "the log in Russian")
	if got := p.logLines(".log-list .log-line"); len(got) != len(lines) {
		t.Errorf("in Russian the log has %d lines, in English %d", len(got), len(lines))
	}
	p.screenshot("log-tortuga-whole-ru")

	phone := s.browser(t, "ru", 390, 844)
	phone.open("/#/t/" + id)
	phone.synced(-1)
	phone.must(`document.querySelectorAll(".log-list .log-turn").length > 10`, "the log on a phone")
	if w := eval[int](phone, `(() => { const l = document.querySelector(".log-list");
		return Math.max(Math.ceil(l.getBoundingClientRect().right), l.scrollWidth > l.clientWidth ? 9999 : 0); })()`); w > 390 {
		t.Errorf("on a 390 px phone the log reaches %d px", w)
	}
	eval[bool](phone, `(document.querySelector(".log").scrollIntoView(), true)`)
	phone.screenshot("log-tortuga-phone-ru")
	phoneEn := s.browser(t, "en", 390, 844)
	phoneEn.open("/#/t/" + id)
	phoneEn.synced(-1)
	phoneEn.must(`document.querySelectorAll(".log-list .log-turn").length > 10`, "the log on a phone")
	eval[bool](phoneEn, `(document.querySelector(".log").scrollIntoView(), true)`)
	phoneEn.screenshot("log-tortuga-phone-en")
}

// axial matches a hex's coordinates as "(3,-2)".
var axial = regexp.MustCompile(`\(\s*-?\d+\s*,\s*-?\d+\s*\)`)

// TestTobagoLogNamesAndShowsHexes reads a finished Tobago game's log: no
// line gives a hex's coordinates, places are named by terrain and part of
// the island, and hovering a line (tapping it on a phone) rings its hexes
// on the board until the pointer leaves.
func TestTobagoLogNamesAndShowsHexes(t *testing.T) {
	t.Parallel()
	s, id, moves := botsGame{ID: "00000000000e2e32", Game: "tobago", Players: 2, Seed: 32}.site(t)
	p := s.browser(t, "en", 1280, 900)
	p.open("/#/t/" + id)
	p.synced(-1)
	p.watchErrors()
	p.waitFor(".board-tobago .tb-island")
	p.wholeLog(".log-list")
	lines := p.logLines(".log-list .log-line")
	checkTurnBlocks(t, lines, moves)
	places := 0
	region := regexp.MustCompile(`\((north|south|east|west|centre|north-east|north-west|south-east|south-west)\)|, (north|south|east|west|centre|north-east|north-west|south-east|south-west)\)`)
	for _, l := range lines {
		if axial.MatchString(l.Text) {
			t.Errorf("a line gives coordinates: %q", l.Text)
		}
		if l.Places != "" {
			places++
			if !region.MatchString(l.Text) {
				t.Errorf("a line about a place names no part of the island: %q", l.Text)
			}
		}
	}
	if places < 10 {
		t.Fatalf("only %d lines of a whole Tobago game name places", places)
	}
	if eval[int](p, `[...document.querySelectorAll(".log-list .log-line")].filter((l) => l.textContent.includes(" drives: ")).length`) == 0 {
		t.Error("no move is told with its steps")
	}

	// Hover the newest line about places: its hexes are ringed on the board.
	sel := `.log-list .log-line.log-places`
	n := p.count(sel)
	target := fmt.Sprintf(`document.querySelectorAll(%q)[%d]`, sel, n-1)
	want := eval[[]string](p, `JSON.parse(`+target+`.dataset.places).map((h) => h.q + "," + h.r)`)
	if n := p.count(".board-tobago .tb-point"); n != 0 {
		t.Fatalf("%d hexes ringed before any line is hovered", n)
	}
	p.hover(target)
	p.must(fmt.Sprintf(`[...document.querySelectorAll(".board-tobago .tb-point")].map((h) => h.dataset.hex).join(";") === %q`, strings.Join(want, ";")),
		"the hovered line's hexes ringed on the board")
	if !eval[bool](p, target+`.classList.contains("log-pointed")`) {
		t.Error("the hovered line is not marked")
	}
	p.screenshot("log-tobago-hover-en")
	p.hover(".table-head h1")
	p.must(`document.querySelectorAll(".board-tobago .tb-point").length === 0`, "the rings gone once the pointer leaves the line")

	p.setLang("ru")
	p.must(`[...document.querySelectorAll(".log-list .log-line")].some((l) => l.textContent.includes(" едет: "))`, "the Tobago log in Russian")
	for _, l := range p.logLines(".log-list .log-line") {
		if axial.MatchString(l.Text) {
			t.Errorf("a Russian line gives coordinates: %q", l.Text)
		}
	}
	p.checkErrors("the Tobago log")
	p.screenshot("log-tobago-ru")

	phone := s.browser(t, "ru", 390, 844)
	phone.open("/#/t/" + id)
	phone.synced(-1)
	phone.waitFor(".log-list .log-line.log-places")
	phone.tap(`.log-list .log-line.log-places`)
	phone.must(`document.querySelectorAll(".board-tobago .tb-point").length > 0`, "a tapped line's hexes ringed on the phone")
	phone.screenshot("log-tobago-tap-phone-ru")
}

// hover moves the mouse over the middle of the element a JavaScript
// expression finds (scrolled into view first), as a person's pointer does.
func (p *page) hover(el string) {
	p.t.Helper()
	if !strings.HasPrefix(el, "document.") {
		el = fmt.Sprintf(`document.querySelector(%q)`, el)
	}
	at := eval[[]float64](p, `(() => { const e = `+el+`; e.scrollIntoView({block: "center"});
		const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()`)
	p.run(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, input.DispatchMouseEvent, input.DispatchMouseEventParams{Type: input.DispatchMouseEventTypeMouseMoved, X: at[0], Y: at[1]})
		return err
	}))
}

// decisions lists the versions of the players' moves, in order.
func decisions(m wire.Moves) []int {
	var out []int
	for i, by := range m.By {
		if _, ok := by.Seat(); ok {
			out = append(out, i+1)
		}
	}
	return out
}
