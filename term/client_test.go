package term

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"caribe/engine"
	"caribe/games"
)

// TestUndoTakesTheMoveBack: in Cartagena a run forward may be taken back
// while the turn goes on; u restores the position before it, and the log
// says so.
func TestUndoTakesTheMoveBack(t *testing.T) {
	m, err := NewLocal(LocalGame{Game: "cartagena", Players: 2, Bots: []string{"greedy"}, Seed: 3, Nick: "ann",
		Options: json.RawMessage(`{"first":0}`)}, Config{Lang: "en"})
	if err != nil {
		t.Fatal(err)
	}
	d := drive(t, m, 80, 24)
	d.until("ann's first move", d.decidingOrOver)
	before := string(m.shown.View)
	d.Press("u")
	if m.notice != tr("en", "undoNone") {
		t.Errorf("u before any move: notice %q", m.notice)
	}
	d.Press("enter")
	d.Press("enter")
	d.until("the run played", func() bool { return m.shown.Version == 1 })
	if !m.shown.Undo {
		t.Fatalf("a run forward with the turn going on cannot be taken back")
	}
	d.Press("u")
	d.until("the move taken back", func() bool { return m.shown.Version == 2 })
	if string(m.shown.View) != before {
		t.Errorf("after the undo the view is\n%s\nnot\n%s", m.shown.View, before)
	}
	if last := ansi.Strip(m.log[len(m.log)-1]); last != "ann takes a move back." {
		t.Errorf("the log ends with %q", last)
	}
	if !m.deciding() {
		t.Errorf("after the undo ann does not decide:\n%s", m.render())
	}
}

// TestHintShowsTheHardLevelsMove: h puts the cursor on the move the
// game's hard level would play and names it; Enter then plays it.
func TestHintShowsTheHardLevelsMove(t *testing.T) {
	m, err := NewLocal(LocalGame{Game: "tortuga", Players: 2, Bots: []string{"greedy"}, Seed: 8, Nick: "ann"}, Config{Lang: "en"})
	if err != nil {
		t.Fatal(err)
	}
	d := drive(t, m, 80, 24)
	d.until("ann's move", d.decidingOrOver)
	d.Press("enter")
	d.until("ann's roll-again decision", func() bool {
		return m.deciding() && strings.Contains(string(m.shown.Legal[0]), "stop")
	})
	d.Press("h")
	d.until("the hint", func() bool { return strings.HasPrefix(m.notice, "Hint: ") })
	l := m.src.(*local)
	want, err := games.Advise(l.sess.Clone(), hintLevel, "", 0)
	if err != nil {
		t.Fatal(err)
	}
	opts := options(m.ui, m.input(80, 24), "en")
	if got := opts[m.cursor].Moves[0]; !sameJSON(got, want) {
		t.Errorf("the cursor is on %s, the hard level plays %s", got, want)
	}
	if !strings.Contains(m.render(), "Hint: "+opts[m.cursor].Step.Label) {
		t.Errorf("the screen does not name the hint:\n%s", m.render())
	}
}

// TestHelpShowsTheRules: ? shows the game's rules and the keys, Esc
// closes them.
func TestHelpShowsTheRules(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		m, err := NewLocal(LocalGame{Game: "cartagena", Players: 2, Bots: []string{"random"}, Seed: 1}, Config{Lang: lang})
		if err != nil {
			t.Fatal(err)
		}
		d := drive(t, m, 80, 24)
		d.until("the game", func() bool { return m.shown != nil })
		d.Press("?")
		screen := m.render()
		first := strings.Fields(m.ui.Rules(lang))[0]
		if !strings.Contains(screen, first) || !strings.Contains(screen, tr(lang, "pager", 1, "–", 22, len(m.helpLines(80)))) {
			t.Errorf("%s: the help page lacks the rules or the keys:\n%s", lang, screen)
		}
		d.Press("esc")
		if m.help || strings.Contains(m.render(), first+" ") {
			t.Errorf("%s: Esc leaves the help page open", lang)
		}
	}
}

// TestOthersMovesShownOneAtATime: with a pace, another player's moves
// wait their turn; each pace shows the next, and the player's own move
// is shown at once.
func TestOthersMovesShownOneAtATime(t *testing.T) {
	m := newModel(Config{Lang: "en", Pace: time.Hour}, "tortuga", "La Tortuga", quiet{}, 0)
	snap := func(v int) *snapshot { return &snapshot{Version: v, View: json.RawMessage(`{}`)} }
	by := func(seat, v int) updateMsg {
		return updateMsg{played: &Played{Version: v, By: seat, Events: json.RawMessage(`[]`)}, snap: snap(v)}
	}
	m.show(updateMsg{snap: snap(0)})
	for v := 1; v <= 3; v++ {
		m.arrive(by(1, v))
	}
	if m.shown.Version != 1 || len(m.queue) != 2 {
		t.Fatalf("after three moves of seat 2: shown %d, waiting %d; want 1 shown, 2 waiting", m.shown.Version, len(m.queue))
	}
	m.handle(paceMsg{})
	if m.shown.Version != 2 || len(m.queue) != 1 {
		t.Fatalf("after one pace: shown %d, waiting %d", m.shown.Version, len(m.queue))
	}
	m.handle(paceMsg{})
	m.handle(paceMsg{})
	m.arrive(by(0, 4))
	if m.shown.Version != 4 {
		t.Errorf("the player's own move waits: shown %d", m.shown.Version)
	}
	for v := 5; v <= 5+backlog+1; v++ {
		m.arrive(by(1, v))
	}
	if len(m.queue) != 0 || m.shown.Version != 5+backlog+1 {
		t.Errorf("a backlog of %d is not caught up: shown %d, waiting %d", backlog+1, m.shown.Version, len(m.queue))
	}
}

// TestQuitAsksTwice: q in a game going on asks again; q again quits.
func TestQuitAsksTwice(t *testing.T) {
	m, err := NewLocal(LocalGame{Game: "tortuga", Players: 2, Bots: []string{"random"}, Seed: 1}, Config{Lang: "ru"})
	if err != nil {
		t.Fatal(err)
	}
	d := drive(t, m, 80, 24)
	d.until("the game", func() bool { return m.shown != nil })
	if cmd := m.key("q"); cmd != nil || !strings.Contains(m.render(), tr("ru", "quitAgain")) {
		t.Fatalf("the first q quits or says nothing:\n%s", m.render())
	}
	if cmd := m.key("q"); cmd == nil {
		t.Errorf("the second q does not quit")
	}
}

// TestSmallTerminal: below the least size the screen says what it needs.
func TestSmallTerminal(t *testing.T) {
	m, err := NewLocal(LocalGame{Game: "tortuga", Players: 2, Bots: []string{"random"}, Seed: 1}, Config{})
	if err != nil {
		t.Fatal(err)
	}
	d := drive(t, m, 50, 12)
	d.until("the game", func() bool { return m.shown != nil })
	if s := m.render(); !strings.Contains(s, "make it at least 60×20") {
		t.Errorf("a 50×12 terminal shows:\n%s", s)
	}
}

// TestScreenFillsTheTerminal: every line of every screen is exactly the
// terminal's width, and there are exactly its height of lines.
func TestScreenFillsTheTerminal(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {100, 30}, {120, 40}, {200, 60}} {
		m, err := NewLocal(LocalGame{Game: "cartagena", Players: 5, Bots: []string{"random"}, Seed: 2, Nick: "ann"}, Config{Lang: "ru"})
		if err != nil {
			t.Fatal(err)
		}
		d := drive(t, m, size[0], size[1])
		d.until("the game", d.decidingOrOver)
		for _, help := range []bool{false, true} {
			m.help = help
			lines := strings.Split(m.render(), "\n")
			if len(lines) != size[1] {
				t.Errorf("%v: %d lines", size, len(lines))
			}
			for i, l := range lines {
				if width(l) != size[0] {
					t.Errorf("%v: line %d is %d wide: %q", size, i+1, width(l), l)
				}
			}
		}
	}
}

// quiet is a source that sends nothing.
type quiet struct{}

func (quiet) start() tea.Cmd                                 { return nil }
func (quiet) next() tea.Cmd                                  { return nil }
func (quiet) listen() tea.Cmd                                { return nil }
func (quiet) play(version int, move json.RawMessage) tea.Cmd { return nil }
func (quiet) undo(version int) tea.Cmd                       { return nil }
func (quiet) hint(version int) tea.Cmd                       { return nil }
func (quiet) stop()                                          {}

// TestBotsWaitForThePace: in a local game the bots play no further ahead
// than the move waiting to be shown, so that none is skipped.
func TestBotsWaitForThePace(t *testing.T) {
	m, err := NewLocal(LocalGame{Game: "tortuga", Players: 4, Seat: 3, Bots: []string{"greedy"}, Seed: 2}, Config{Pace: 5 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	d := drive(t, m, 80, 24)
	most := 0
	d.until("the player's move after the bots'", func() bool {
		most = max(most, len(m.queue))
		return d.decidingOrOver()
	})
	if m.shown.Version < 10 || most > 1 {
		t.Errorf("the player decides at version %d, with up to %d moves waiting to be shown", m.shown.Version, most)
	}
}

// TestLocalRefusesLabParameters: a local game with a design parameter the
// boards do not draw is refused, naming it.
func TestLocalRefusesLabParameters(t *testing.T) {
	_, err := NewLocal(LocalGame{Game: "cartagena", Players: 2, Bots: []string{"random"}, Seed: 1, Options: json.RawMessage(`{"segments":2}`)}, Config{Lang: "en"})
	if err == nil || !strings.Contains(err.Error(), "option segments") {
		t.Fatalf("a local game of 2 segments: %v", err)
	}
}

// TestHandoverLines: a seat handed to a bot, and taken back, reads in the
// log in both languages, naming the player and the bot.
func TestHandoverLines(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		m, err := NewLocal(LocalGame{Game: "tortuga", Players: 2, Bots: []string{"random"}, Seed: 1, Nick: "ann"}, Config{Lang: lang, ASCII: true})
		if err != nil {
			t.Fatal(err)
		}
		away := m.describe(Played{Move: engine.HandoverEntry(engine.Handover{Seat: 0, To: "bot", Why: "time", Nick: "ann", Bot: "medium"})})
		back := m.describe(Played{Move: engine.HandoverEntry(engine.Handover{Seat: 0, To: "person", Why: "back", Nick: "ann"})})
		if !strings.Contains(away, "ann") || !strings.Contains(away, "medium") || !strings.Contains(back, "ann") || away == back {
			t.Errorf("%s: handover lines %q and %q", lang, away, back)
		}
	}
}
