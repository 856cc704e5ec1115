package table

import (
	"bytes"
	"encoding/json"
	"testing"

	"caribe/engine"
	"caribe/server/wire"
	"caribe/store"
)

// TestReplayPageIsTheWholeReplay: a page played again from any version,
// in logs with moves taken back, tells of each entry what its frame tells
// (checkpoints, which TestCheckpointFramesAreTheFullReplay holds to the
// whole replay): who played it and its events.
func TestReplayPageIsTheWholeReplay(t *testing.T) {
	eachUndoneLog(t, func(t *testing.T, g engine.Game, rec store.Table, entries []json.RawMessage) {
		cp, err := newCheckpoints(g, rec, entries, checkpointEvery)
		if err != nil {
			t.Fatal(err)
		}
		var whole wire.Moves
		for n := 1; n <= len(entries); n++ {
			_, u, err := cp.frame(n)
			if err != nil {
				t.Fatal(err)
			}
			whole.By, whole.Events = append(whole.By, u.by), append(whole.Events, u.events)
		}
		// Every page's first entry an undo, its move before the page
		// or in it, and a page after every few entries.
		froms := []int{len(entries)}
		for i, e := range entries {
			if _, ok := engine.UndoOf(e); ok || i%9 == 0 {
				froms = append(froms, i, max(i-1, 0))
			}
		}
		for _, from := range froms {
			page := wire.Moves{By: []engine.Actor{}, Events: []json.RawMessage{}}
			if err := replayPage(g, rec, entries, from, &page); err != nil {
				t.Fatalf("from %d: %v", from, err)
			}
			if got, want := mustJSON(page.By), mustJSON(whole.By[from:]); !bytes.Equal(got, want) {
				t.Fatalf("from %d, the players: %s, want %s", from, got, want)
			}
			if got, want := mustJSON(page.Events), mustJSON(whole.Events[from:]); !bytes.Equal(got, want) {
				t.Fatalf("from %d, the events:\n%.300s\nwant\n%.300s", from, got, want)
			}
		}
	})
}

// eachUndoneLog runs test on a whole game of La Tortuga and one of
// Cartagena, each played with moves taken back.
func eachUndoneLog(t *testing.T, test func(t *testing.T, g engine.Game, rec store.Table, entries []json.RawMessage)) {
	for _, c := range []struct {
		game, options string
		players       int
	}{
		{"tortuga", `{}`, 3},
		{"cartagena", `{"variant":"jamaica"}`, 2},
	} {
		t.Run(c.game, func(t *testing.T) {
			g, rec, entries := playedLog(t, c.game, c.players, c.options, "casual", 7, 0.5)
			if undoEntries(entries) == 0 {
				t.Fatalf("no move was taken back in %d entries", len(entries))
			}
			test(t, g, rec, entries)
		})
	}
}
