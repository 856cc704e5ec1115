package e2e

import (
	"encoding/json"
	"strings"
	"testing"

	"caribe/engine"
	"caribe/store"
)

// TestHandoverNamesTheLevel opens a finished La Tortuga table whose log,
// near its end, hands Anna's seat to the easy level's bot when her time ran out, gives
// it back, and hands it again by a vote in an entry stored before
// handovers named the level: the log names the level ("a bot (easy)"),
// never the engine's bot ("casual"), in both languages.
func TestHandoverNamesTheLevel(t *testing.T) {
	t.Parallel()
	const id = "00000000000e2e32"
	handovers := []json.RawMessage{
		engine.HandoverEntry(engine.Handover{Seat: 0, To: "bot", Why: "time", Nick: "Anna", Bot: "casual", Level: "easy"}),
		engine.HandoverEntry(engine.Handover{Seat: 0, To: "person", Why: "back", Nick: "Anna"}),
		engine.HandoverEntry(engine.Handover{Seat: 0, To: "bot", Why: "vote", Nick: "Anna", Bot: "casual"}),
		engine.HandoverEntry(engine.Handover{Seat: 0, To: "person", Why: "back", Nick: "Anna"}),
	}
	game := randomGame(t, "tortuga", 3, 5)
	last := len(game) - 3
	moves := append(append(append([]json.RawMessage{}, game[:last]...), handovers...), game[last:]...)
	s := newSiteWith(t, 0, func(st store.Store) { storeFinished(t, st, id, "tortuga", 5, moves) })
	want := map[string][]string{
		"en": {"Anna's time ran out: a bot (easy) plays for them.", "Anna is back.", "The table voted: a bot plays for Anna.", "Anna is back."},
		"ru": {"У игрока Anna кончилось время: вместо него играет бот (лёгкий).", "Anna снова за столом.", "Стол проголосовал: вместо игрока Anna играет бот.", "Anna снова за столом."},
	}
	for _, lang := range []string{"en", "ru"} {
		p := s.browser(t, lang, 1366, 800)
		p.open("/#/t/" + id)
		p.watchErrors()
		p.waitFor(".end .scores")
		if !p.waitUntil(`document.querySelectorAll(".log-line.log-handover").length === 4`, waitLimit) {
			t.Fatalf("%s: %d handover lines in the log: %q", lang, p.count(".log-line.log-handover"), p.text(".log-list"))
		}
		got := eval[[]string](p, `[...document.querySelectorAll(".log-line.log-handover")].map((e) => e.textContent)`)
		if strings.Join(got, "|") != strings.Join(want[lang], "|") {
			t.Errorf("%s: the handovers read %q, want %q", lang, got, want[lang])
		}
		p.checkErrors("the log's handovers")
	}
}
