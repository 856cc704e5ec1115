package e2e

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/chromedp/chromedp"

	"caribe/server/wire"
	"caribe/term"
	"caribe/term/termtest"
)

// TestTerminalPlaysAgainstTheBrowser plays a whole game of La Tortuga
// between a person in the browser and the terminal client (caribe play
// --connect) at the same table: Anna creates the table in the lobby (one
// turtle each, a deck of five egg cards, so that the second turtle to
// reach the beach ends the game) and leaves the second seat to a person;
// the terminal takes it by the table's link the page shows and plays by
// key presses, at a pace, while Anna plays by clicking. At the end both
// show the result the server has, the terminal's log tells every move
// from the start, one line each (Anna's among them), and the browser's
// log tells every move of the terminal's player.
func TestTerminalPlaysAgainstTheBrowser(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	anna := s.browser(t, "en", 1280, 900)
	id := createQuickTortuga(anna, "Anna")
	anna.watchErrors()
	link := eval[string](anna, `document.querySelector(".invite:not(.personal) input").value`)
	if want := s.URL + "/#/t/" + id; link != want {
		t.Fatalf("the page shares the table as %q, want %q", link, want)
	}

	m, err := term.Connect(t.Context(), link, term.Join{Nick: "Tom", Seat: -1}, term.Config{Lang: "en", Pace: 100 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	tom := startTerminal(t, m, 120, 40)
	done := make(chan error, 1)
	go func() { done <- tom.playToEnd(t.Context(), 100*time.Second) }()

	res := anna.play(11, 3000, 90*time.Second, "")
	if !res.Over {
		t.Fatalf("the browser's game is not over after %d clicks", res.Clicks)
	}
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(waitLimit):
		t.Fatalf("the terminal has not shown the end %v after the browser did", waitLimit)
	}

	var info wire.TableInfo
	getJSON(t, s.URL+"/api/tables/"+id, &info)
	if info.Status != "over" || info.Result == nil || len(info.Result.Scores) != 2 || len(info.Result.Winners) == 0 {
		t.Fatalf("the table after the game: status %s, result %+v", info.Status, info.Result)
	}
	nicks := []string{"Anna", "Tom"}
	var won []string
	for _, w := range info.Result.Winners {
		won = append(won, nicks[w])
	}

	// The browser's end panel: the winner and both scores, as the server has them.
	anna.waitFor(".end .game-over")
	wantTitle := "Game over — " + won[0] + " wins!"
	if len(won) > 1 {
		wantTitle = "Game over — Shared win: " + strings.Join(won, ", ")
	}
	if got := anna.textWhen(".end .game-over", is(wantTitle)); got != wantTitle {
		t.Errorf("the browser's end reads %q, want %q", got, wantTitle)
	}
	rows := eval[[][]string](anna, `[...document.querySelectorAll(".end .scores tr")].slice(1)
		.map((r) => [r.cells[0].textContent.trim(), r.querySelector(".score").textContent.trim()])`)
	wantRows := [][]string{{"Anna", fmt.Sprint(info.Result.Scores[0])}, {"Tom", fmt.Sprint(info.Result.Scores[1])}}
	if fmt.Sprint(rows) != fmt.Sprint(wantRows) {
		t.Errorf("the browser's scores are %v, want %v", rows, wantRows)
	}

	// The terminal's end screen: the same winner and scores.
	screen := tom.text()
	t.Logf("the terminal's last screen (120×40):\n%s", screen)
	left, _ := columns(screen)
	wantHead := "Winner: " + won[0]
	if len(won) > 1 {
		wantHead = "Shared win: " + strings.Join(won, ", ")
	}
	if !strings.Contains(strings.Join(left, "\n"), "\n"+wantHead+"\n") {
		t.Errorf("the terminal's end screen does not say %q", wantHead)
	}
	scoreLine := regexp.MustCompile(`^\s*\d+\. . (Anna|Tom)\b.*?(\d+)$`)
	scores := map[string]string{}
	for _, l := range left {
		if g := scoreLine.FindStringSubmatch(l); g != nil {
			scores[g[1]] = g[2]
		}
	}
	for _, r := range wantRows {
		if scores[r[0]] != r[1] {
			t.Errorf("the terminal's end screen gives %s %q, want %s", r[0], scores[r[0]], r[1])
		}
	}

	var moves wire.Moves
	getJSON(t, s.URL+"/api/tables/"+id+"/moves", &moves)
	if len(moves.By) != moves.Version || moves.Version != info.Version {
		t.Fatalf("the table's moves: %d actors for version %d, the table at %d", len(moves.By), moves.Version, info.Version)
	}
	played := [2]int{}
	for _, by := range moves.By {
		if seat, ok := by.Seat(); ok {
			played[seat]++
		}
	}
	if played[0] == 0 || played[1] == 0 {
		t.Fatalf("Anna made %d moves and Tom %d: both should have played", played[0], played[1])
	}

	// The terminal's log, read whole on a tall screen: its seat's link, then
	// one line for each move from the first the terminal saw to the end,
	// Anna's among them, each shown at the bottom of the log in its turn.
	entries := tom.wholeLog()
	var lines []string
	for _, e := range entries {
		if strings.HasPrefix(e, "Your seat's link, to come back: ") {
			// A long link is cut across lines, which the reading joins with spaces.
			if !strings.Contains(strings.ReplaceAll(e, " ", ""), s.URL+"/#/t/"+id+"?token=") {
				t.Errorf("the terminal's seat link reads %q", e)
			}
			continue
		}
		lines = append(lines, e)
	}
	if len(lines) == len(entries) {
		t.Error("the terminal's log does not give the seat's own link")
	}
	first := moves.Version - len(lines)
	if first < 0 || first >= firstDecision(moves) {
		t.Fatalf("the terminal's log has %d lines of moves, the game %d moves, the first decision at %d:\n%s",
			len(lines), moves.Version, firstDecision(moves), strings.Join(lines, "\n"))
	}
	told := [2]int{}
	for i, l := range lines {
		v := first + i + 1
		want := "Die "
		if seat, ok := moves.By[v-1].Seat(); ok {
			want = nicks[seat] + " "
			told[seat]++
		}
		if !strings.HasPrefix(l, want) {
			t.Errorf("the terminal's log line for move %d (%s) reads %q, want it to begin with %q", v, moves.Moves[v-1], l, want)
		}
	}
	if told != played {
		t.Errorf("the terminal's log tells %d moves of Anna's and %d of Tom's, the game had %d and %d", told[0], told[1], played[0], played[1])
	}
	// Shown one at a time: each move's line was once the newest in the log.
	next := 0
	for _, l := range tom.newest {
		if next < len(lines) && l == lines[next] {
			next++
		}
	}
	if next < len(lines) {
		t.Errorf("the terminal never showed move %d's line as the newest: %q", first+next+1, lines[next])
	}
	t.Logf("the terminal's log: %d lines, one for each of moves %d to %d, %d of them Anna's, each shown as the newest in turn",
		len(lines), first+1, moves.Version, told[0])

	// The browser's log: every move of Tom's in a line that names him (in
	// his turns, or in Anna's when his turtle rode on top of hers).
	anna.wholeLog(".log-list")
	browserLog := anna.logLines(".log-list .log-line")
	seen := 0
	for v := 1; v <= moves.Version; v++ {
		if seat, ok := moves.By[v-1].Seat(); !ok || seat != 1 {
			continue
		}
		found := false
		for _, l := range browserLog {
			if l.From <= v && v <= l.To {
				found = strings.Contains(l.Text, "Tom")
				break
			}
		}
		if !found {
			t.Errorf("the browser's log tells no move %d of Tom's (%s) in a line naming him: %+v", v, moves.Moves[v-1], browserLog)
			continue
		}
		seen++
	}
	t.Logf("the browser's log: %d lines, telling %d of Tom's %d moves", len(browserLog), seen, played[1])
	anna.checkErrors("after the game against the terminal")
	anna.settled() // the last move finishes animating
	t.Logf("the browser's end: %s", anna.screenshot("terminal-vs-browser-end-en"))
}

// quickTortugaForm fills the lobby's form for a short game of La Tortuga:
// two players, one turtle each, the first seat the creator's and the
// second second's, the egg cards showing one to six eggs counted by deck.
func quickTortugaForm(p *page, second string, deck []int) {
	p.t.Helper()
	p.open("/#/")
	p.run(chromedp.WaitVisible(chromedp.CSS(`form.create select[name=game]`)))
	p.setSelect(`form.create select[name=game]`, "tortuga")
	p.setSelect(`form.create select[name=players]`, "2")
	p.setSelect(`form.create select[name=seat0]`, You)
	p.setSelect(`form.create select[name=seat1]`, second)
	if eval[bool](p, `document.querySelector('form.create [name="opt-two_turtles"]').checked`) {
		p.click(`form.create [name="opt-two_turtles"]`)
	}
	p.click(`form.create details.more-options summary`)
	for i, n := range deck {
		sel := fmt.Sprintf(`form.create input[name="opt-deck-%d"]`, i)
		p.run(chromedp.SetValue(chromedp.CSS(sel), fmt.Sprint(n)))
		eval[bool](p, fmt.Sprintf(`document.querySelector(%q).dispatchEvent(new Event("input"))`, sel))
	}
}

// createQuickTortuga creates a short game of La Tortuga in the lobby as
// nick: two players, one turtle each, five egg cards in the deck (four go
// back to the box, so the second arrival at the beach ends the game), the
// first seat the creator's and the second left to a person. It returns the
// table's id once the page holds the creator's seat.
func createQuickTortuga(p *page, nick string) string {
	p.t.Helper()
	quickTortugaForm(p, Person, []int{1, 1, 1, 1, 1, 0})
	p.run(chromedp.SetValue(chromedp.CSS(`form.create input[name=nick]`), nick))
	eval[bool](p, `document.querySelector("form.create input[name=nick]").dispatchEvent(new Event("input"))`)
	p.click(`form.create button[name=create]`)
	if !p.waitUntil(`/^#\/t\/[0-9a-f]+/.test(location.hash)`, waitLimit) {
		p.t.Fatalf("no table page after creating the table (toast: %q)", p.text(".toast"))
	}
	id := eval[string](p, `location.hash.match(/^#\/t\/([0-9a-f]+)/)[1]`)
	p.run(chromedp.WaitVisible(chromedp.CSS(".table-page .board")))
	p.synced(0)
	return id
}

// terminal runs the terminal client without a terminal
// (termtest.Driver); the screen is read as text.
type terminal struct {
	*termtest.Driver
	w int
	// newest are the lines the log has shown at its bottom while the game
	// went on, each once, in turn.
	newest []string
}

// startTerminal starts the client in a w × h window; it stops when the
// test ends.
func startTerminal(t *testing.T, m *term.Model, w, h int) *terminal {
	t.Cleanup(m.Stop)
	return &terminal{Driver: termtest.Start(m, w, h), w: w}
}

// text is the screen without its colours.
func (d *terminal) text() string { return ansi.Strip(d.Screen()) }

// rollRisk finds the offer of another die and its risk of a bust.
var rollRisk = regexp.MustCompile(`Roll die \d \(bust risk (\d)/6\)`)

// playToEnd plays the terminal's seat until the screen shows the end of
// the game: whenever it is the player's move, another die when the risk of
// a bust is at most 1 in 6 (→ to the choice, then Enter), else stop
// (Enter on the first choice). It notes the log's newest line on every
// screen, and fails after limit or once ctx ends.
func (d *terminal) playToEnd(ctx context.Context, limit time.Duration) error {
	deadline := time.After(limit)
	for {
		screen := d.text()
		_, side := columns(screen)
		if log := logEntries(side); len(log) > 0 {
			if last := log[len(log)-1]; len(d.newest) == 0 || d.newest[len(d.newest)-1] != last {
				d.newest = append(d.newest, last)
			}
		}
		head, _, _ := strings.Cut(screen, "\n")
		switch {
		case strings.Contains(head, "Game over"):
			return nil
		case strings.Contains(head, "Your move"):
			if g := rollRisk.FindStringSubmatch(screen); g != nil && (g[1] == "0" || g[1] == "1") {
				d.Press("right")
			}
			d.Press("enter")
		}
		select {
		case msg := <-d.Msgs():
			d.Feed(msg)
		case <-deadline:
			return fmt.Errorf("the terminal has not shown the end of the game within %v; its screen:\n%s", limit, screen)
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// wholeLog is every line of the log, oldest first, as a screen tall
// enough for all of them shows it in its side column.
func (d *terminal) wholeLog() []string {
	d.Feed(tea.WindowSizeMsg{Width: d.w, Height: 2000})
	_, side := columns(d.text())
	return logEntries(side)
}

// logEntries are the log's lines in a screen's side column, oldest first,
// each joined from the rows it is wrapped into.
func logEntries(side []string) []string {
	var entries []string
	in := false
	for _, l := range side {
		l = strings.TrimRight(l, " ")
		switch {
		case !in:
			in = l == "Log"
		case strings.HasPrefix(l, "• "):
			entries = append(entries, strings.TrimPrefix(l, "• "))
		case strings.HasPrefix(l, "  ") && len(entries) > 0:
			entries[len(entries)-1] += " " + strings.TrimSpace(l)
		}
	}
	return entries
}

// firstDecision is the version of the first move a player chose (not
// chance).
func firstDecision(m wire.Moves) int {
	for i, by := range m.By {
		if _, ok := by.Seat(); ok {
			return i + 1
		}
	}
	return m.Version + 1
}

// columns splits a wide screen into its main column and its side column
// (the seats and the log), line by line.
func columns(screen string) (body, side []string) {
	for _, l := range strings.Split(screen, "\n") {
		a, b, _ := strings.Cut(l, "│")
		body, side = append(body, strings.TrimRight(a, " ")), append(side, b)
	}
	return body, side
}
