package term

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"caribe/engine"
	"caribe/games"
	"caribe/review"
)

// knownRecord is the record of a whole game of La Tortuga at two.
func knownRecord(t *testing.T) engine.Record {
	var rec engine.Record
	readJSON(t, "testdata/tortuga-2p-record.json", &rec)
	return rec
}

// readJSON reads a file of testdata into v.
func readJSON(t *testing.T, path string, v any) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, v); err != nil {
		t.Fatal(err)
	}
}

// finished is a local game played to its end with the record's moves,
// on a w × h screen.
func finished(t *testing.T, rec engine.Record, cfg Config, w, h int) (*Model, *driver) {
	t.Helper()
	m, err := NewLocal(LocalGame{Game: rec.Game, Players: rec.Players, Options: rec.Options, Seed: rec.Seed,
		Bots: []string{"random"}, Nick: "ann"}, cfg)
	if err != nil {
		t.Fatal(err)
	}
	l := m.src.(*local)
	for i, mv := range rec.Moves {
		if _, ok := l.apply(l.version, l.sess.Actor(), mv).(updateMsg); !ok {
			t.Fatalf("move %d %s does not play", i+1, mv)
		}
	}
	d := drive(t, m, w, h)
	d.until("the end of the game", func() bool { return m.over() })
	return m, d
}

// TestReviewIsOfferedAtTheEnd: the end screen and its keys offer the
// review, in both languages, and ? says what it shows.
func TestReviewIsOfferedAtTheEnd(t *testing.T) {
	rec := knownRecord(t)
	for _, lang := range []string{"en", "ru"} {
		m, d := finished(t, rec, Config{Lang: lang}, 80, 24)
		screen := m.render()
		offer := strings.SplitN(tr(lang, "reviewOffer"), " ", 3)[1]
		if !strings.Contains(screen, offer) || !strings.Contains(screen, tr(lang, "keysOverReview")) {
			t.Errorf("%s: the end screen does not offer the review:\n%s", lang, screen)
		}
		d.Press("b")
		if !strings.Contains(m.render(), tr(lang, "keysBoardReview")) {
			t.Errorf("%s: the board at the end does not offer the review:\n%s", lang, m.render())
		}
		if help := strings.Join(m.helpLines(80), "\n"); !strings.Contains(help, strings.Fields(tr(lang, "helpReview"))[3]) {
			t.Errorf("%s: the rules page does not tell of the review:\n%s", lang, help)
		}
	}
}

// TestReviewIsNotOfferedDuringTheGame: r does nothing while the game
// goes on.
func TestReviewIsNotOfferedDuringTheGame(t *testing.T) {
	m, err := NewLocal(LocalGame{Game: "tortuga", Players: 2, Bots: []string{"random"}, Seed: 1}, Config{Lang: "en"})
	if err != nil {
		t.Fatal(err)
	}
	d := drive(t, m, 80, 24)
	d.until("the player's move", d.decidingOrOver)
	d.Press("r")
	if m.rev.open || m.rev.asked || strings.Contains(m.render(), "r review") {
		t.Errorf("the review is offered in the middle of the game:\n%s", m.render())
	}
}

// TestReviewOfAKnownGame: r at the end reviews the game's own record
// on this machine and shows each seat's figures, the chart and the
// mistakes, as the review package computes them; Esc goes back to the
// end screen, and r again shows the review without computing it anew.
func TestReviewOfAKnownGame(t *testing.T) {
	rec := knownRecord(t)
	m, d := finished(t, rec, Config{Lang: "en"}, 100, 32)
	if got := m.src.(*local).gameRecord(); !reflect.DeepEqual(got.Moves, rec.Moves) || got.Seed != rec.Seed {
		t.Fatalf("the game's record is not the record played:\n%v", got)
	}
	g, _ := games.Reviewer(rec.Game)
	want, err := g.Review(context.Background(), rec, reviewSeed, nil)
	if err != nil {
		t.Fatal(err)
	}
	d.Press("r")
	if !m.rev.open || !strings.Contains(m.render(), tr("en", "reviewing")) {
		t.Fatalf("r does not open the review:\n%s", m.render())
	}
	d.within("the review", reviewHang, func() bool { return m.rev.report != nil || m.rev.err != nil })
	if m.rev.err != nil {
		t.Fatal(m.rev.err)
	}
	if !reflect.DeepEqual(m.rev.report.Seats, want.Seats) || len(m.rev.report.Decisions) != len(want.Decisions) {
		t.Fatalf("the review's figures are %+v, the review package's %+v", m.rev.report.Seats, want.Seats)
	}
	screen := m.render()
	for _, s := range want.Seats {
		want := []string{ansi.Strip(m.shortName(s.Seat)), fmt.Sprintf("%.1f", s.Accuracy), signed(100 * s.Luck), fmt.Sprintf("%.1f", 100*s.Lost),
			fmt.Sprint(s.Inaccuracies), fmt.Sprint(s.Mistakes), fmt.Sprint(s.Blunders)}
		if !hasRow(screen, want) {
			t.Errorf("the screen lacks seat %d's figures %q:\n%s", s.Seat+1, want, screen)
		}
	}
	bad := m.mistakes()
	if len(bad) == 0 {
		t.Fatalf("the known game has no mistakes to show")
	}
	for _, dec := range bad[:min(len(bad), m.mistakeRows())] {
		played, better := m.moveWords(dec.Move), m.moveWords(dec.Best)
		want := []string{fmt.Sprint(dec.Number), ansi.Strip(m.shortName(dec.Seat)), string(dec.Judgement), fmt.Sprintf("−%.1f", 100*dec.Lost),
			fmt.Sprintf("%.0f%%", 100*dec.Before[dec.Seat]), "→", fmt.Sprintf("%.0f%%", 100*dec.After[dec.Seat]), played, better}
		if !hasRow(screen, want) {
			t.Errorf("the screen lacks the mistake at move %d (%s, better %s):\n%s", dec.Number, played, better, screen)
		}
	}
	d.Press("esc")
	if m.rev.open || !strings.Contains(m.render(), tr("en", "over")) {
		t.Errorf("Esc does not go back to the end screen:\n%s", m.render())
	}
	report := m.rev.report
	if cmd := m.key("r"); cmd != nil || m.rev.report != report || !m.rev.open {
		t.Errorf("r again computes the review anew")
	}
}

// hasRow reports whether a line of the screen begins with the cells
// want, one or more spaces apart, its styles left out.
func hasRow(screen string, want []string) bool {
	fields := strings.Fields(strings.Join(want, " "))
	for _, l := range strings.Split(ansi.Strip(screen), "\n") {
		if got := strings.Fields(l); len(got) >= len(fields) && reflect.DeepEqual(got[:len(fields)], fields) {
			return true
		}
	}
	return false
}

// TestReviewScrollsTheMistakes: on a screen too small for the list, the
// arrows and PgDn scroll it, never past its ends.
func TestReviewScrollsTheMistakes(t *testing.T) {
	m := reviewed(t, Config{Lang: "en"}, 80, 24)
	bad, rows := m.mistakes(), m.mistakeRows()
	if len(bad) <= rows {
		t.Fatalf("%d mistakes fit %d rows: nothing to scroll", len(bad), rows)
	}
	m.key("down")
	if m.rev.scroll != 1 || !strings.Contains(m.render(), fmt.Sprintf("%d  ", bad[rows].Number)) {
		t.Errorf("↓ shows the list from %d:\n%s", m.rev.scroll, m.render())
	}
	for range len(bad) {
		m.key("pgdown")
	}
	if m.rev.scroll != len(bad)-rows {
		t.Errorf("PgDn scrolls to %d, past the end at %d", m.rev.scroll, len(bad)-rows)
	}
	m.key("home")
	m.key("up")
	if m.rev.scroll != 0 {
		t.Errorf("Home then ↑ scrolls to %d", m.rev.scroll)
	}
}

// reviewed is a model on the review screen of the known game's review,
// w × h: the review as caribe review --json wrote it, with a mistake
// of each kind for the list.
func reviewed(t *testing.T, cfg Config, w, h int) *Model {
	t.Helper()
	var rep review.Report
	readJSON(t, "testdata/tortuga-2p-review.json", &rep)
	kinds := []review.Judgement{review.Inaccuracy, review.Mistake, review.Blunder}
	for i := range rep.Decisions[:24] {
		rep.Decisions[i].Judgement = kinds[i%3]
		rep.Decisions[i].Lost = 0.03 * float64(1+i%3)
	}
	m := newModel(cfg.settled(), "tortuga", "La Tortuga", reviewOnly{}, 0)
	m.w, m.h = w, h
	m.seats = []seatName{{Name: "ann"}, {Name: "greedy 2", Bot: true}}
	r := engine.Result{Over: true, Winners: []int{1}}
	m.show(updateMsg{snap: &snapshot{Actor: engine.Nobody, Result: &r, View: json.RawMessage(`{}`)}})
	m.rev = reviewState{open: true, asked: true, report: &rep}
	return m
}

// reviewOnly is a source that only reviews.
type reviewOnly struct{ quiet }

func (reviewOnly) review() tea.Cmd { return nil }

// TestGameRecordLeavesOutMovesTakenBack: the record a local game's
// review replays holds the moves played, chance's outcomes included, and
// not those taken back: it replays to the game on screen.
func TestGameRecordLeavesOutMovesTakenBack(t *testing.T) {
	m, err := NewLocal(LocalGame{Game: "cartagena", Players: 2, Bots: []string{"greedy"}, Seed: 3, Nick: "ann",
		Options: json.RawMessage(`{"first":0}`)}, Config{Lang: "en"})
	if err != nil {
		t.Fatal(err)
	}
	d := drive(t, m, 80, 24)
	d.until("ann's first move", d.decidingOrOver)
	d.Press("enter")
	d.Press("enter")
	d.until("the run played", func() bool { return m.shown.Version == 1 })
	l := m.src.(*local)
	if n := len(l.gameRecord().Moves); n != 1 {
		t.Fatalf("after one move the record holds %d", n)
	}
	d.Press("u")
	d.until("the move taken back", func() bool { return m.shown.Version == 2 })
	if n := len(l.gameRecord().Moves); n != 0 {
		t.Errorf("after the move taken back the record holds %d", n)
	}
	d.Press("right")
	d.Press("enter")
	d.Press("enter")
	d.until("another move", func() bool { return m.shown.Version >= 3 && d.decidingOrOver() })
	rec := l.gameRecord()
	g, _ := games.Lookup(rec.Game)
	replayed, err := engine.Replay(g, rec)
	if err != nil {
		t.Fatal(err)
	}
	l.mu.Lock()
	want, _ := json.Marshal(l.sess)
	l.mu.Unlock()
	if got, _ := json.Marshal(replayed); string(got) != string(want) {
		t.Errorf("the record of %d moves replays to\n%s\nnot the game's\n%s", len(rec.Moves), got, want)
	}
}
