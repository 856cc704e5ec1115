package term

import (
	"encoding/json"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"caribe/games/tobago/island"
	"caribe/term/termtest"
)

// tbPlacing is a client at Tobago's first decision, where the vehicle is
// put on one of the island's 71 land hexes, at w × h; the moves it plays
// are recorded.
func tbPlacing(t testing.TB, w, h int) (*Model, *recorder) {
	t.Helper()
	var snap *snapshot
	tbGame(t, 2, `{}`, 1, 10, func(p tbPosition) {
		if seat, ok := p.s.Actor().Seat(); ok && seat == 0 && snap == nil {
			in := p.input(t, 0, w, h, false, "en")
			snap = &snapshot{Version: 1, Actor: p.s.Actor(), View: in.View, Legal: in.Legal}
		}
	})
	rec := &recorder{}
	m := newModel(Config{Lang: "en"}, "tobago", "Tobago", rec, 0)
	m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	m.Update(updateMsg{snap: snap})
	if _, opts, ok := m.onMap(); !ok || len(opts) != 71 {
		t.Fatalf("the first decision offers %d choices, on the map: %v", len(opts), ok)
	}
	return m, rec
}

// cursorKey is the key of the choice under the cursor.
func cursorKey(m *Model) string {
	return options(m.ui, m.input(m.w, m.h), m.cfg.Lang)[m.cursor].Step.Key
}

// playedHex is the hex of the one move played.
func playedHex(t *testing.T, rec *recorder) string {
	t.Helper()
	if len(rec.played) != 1 {
		t.Fatalf("%d moves played, not 1", len(rec.played))
	}
	var mv struct{ Hex island.Hex }
	if err := json.Unmarshal(rec.played[0], &mv); err != nil {
		t.Fatal(err)
	}
	return tbRef(mv.Hex)
}

// TestTobagoMapCursor: on Tobago's island the arrows move the cursor to
// the neighbouring hex offered (up and down keep to the column), ':' and
// a hex's name put it there and Enter plays it; a name offered nowhere is
// refused, naming it, and plays nothing.
func TestTobagoMapCursor(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		m, rec := tbPlacing(t, size[0], size[1])
		press := func(keys ...string) {
			for _, k := range keys {
				m.Update(termtest.Key(k))
			}
		}
		press(":", "f", "5", "esc")
		if got := cursorKey(m); got != "f5" {
			t.Fatalf("%v: after typing f5 the cursor is on %s", size, got)
		}
		for _, step := range []struct{ key, want string }{
			{"right", "g5"}, {"right", "h5"}, {"up", "h4"}, {"up", "h3"}, {"left", "g3"}, {"down", "g4"}, {"down", "g5"},
		} {
			press(step.key)
			if got := cursorKey(m); got != step.want {
				t.Fatalf("%v: %s goes to %s, not %s", size, step.key, got, step.want)
			}
		}
		if !strings.Contains(m.render(), "←↑↓→/:f5/click a hex") {
			t.Errorf("%v: the keys line does not say the arrows move on the map:\n%s", size, m.render())
		}
		press(":", "z", "9", "enter")
		if len(rec.played) != 0 || !strings.Contains(m.notice, `"z9"`) {
			t.Errorf("%v: z9 typed plays %d moves, says %q", size, len(rec.played), m.notice)
		}
		press(":", "e", "1", "0", "enter")
		if got := playedHex(t, rec); got != "e10" {
			t.Errorf("%v: typing e10 plays %s", size, got)
		}
	}
}

// TestTobagoMapClick: a click on an offered hex of the island, where the
// board draws it, plays it; a click off the island plays nothing.
func TestTobagoMapClick(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		for _, ref := range []string{"b6", "k4", "f11"} {
			m, rec := tbPlacing(t, size[0], size[1])
			if m.View().MouseMode != tea.MouseModeCellMotion {
				t.Fatalf("%v: Tobago's screen does not ask for the mouse while a hex is picked", size)
			}
			bx, by, w, h := m.boardRoom()
			b, err := tbRead(m.shown.View, "en", false)
			if err != nil {
				t.Fatal(err)
			}
			hex, _ := tbParseRef(ref)
			x, y := b.hexAt(b.scale(w, h), hex)
			m.Update(tea.MouseClickMsg{X: bx + x, Y: by + y, Button: tea.MouseLeft})
			if got := playedHex(t, rec); got != ref {
				t.Errorf("%v: a click on %s plays %s", size, ref, got)
			}
			if m.View().MouseMode != tea.MouseModeNone {
				t.Errorf("%v: the mouse stays the client's once the hex is played", size)
			}
		}
		m, rec := tbPlacing(t, size[0], size[1])
		m.Update(tea.MouseClickMsg{X: 0, Y: 0, Button: tea.MouseLeft})
		if len(rec.played) != 0 {
			t.Errorf("%v: a click on the header plays %s", size, rec.played[0])
		}
	}
}

// BenchmarkTobagoPickFrame draws the screen of Tobago's first decision,
// 71 hexes offered, with the cursor on the map, as each key press does.
func BenchmarkTobagoPickFrame(b *testing.B) {
	m, _ := tbPlacing(b, 80, 24)
	for b.Loop() {
		m.View()
	}
}
