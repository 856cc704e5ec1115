package table

import (
	"bytes"
	"encoding/json"
	"testing"
	"time"

	"caribe/engine"
	"caribe/server/wire"
	"caribe/store"
)

// TestSeenIsTheMessageEncoded: the update and state messages made once
// for every seat are, byte for byte, the wire.Message each seat is sent
// encoded whole, through whole games with moves taken back and a result
// with its summary at the end; a seat is told it may take its move back
// when an undo would not be refused.
func TestSeenIsTheMessageEncoded(t *testing.T) {
	eachUndoneLog(t, func(t *testing.T, g engine.Game, rec store.Table, entries []json.RawMessage) {
		sum, err := engine.Summarize(g, engine.Record{Game: rec.Game, Players: rec.Players, Options: rec.Options, Seed: rec.Seed, Moves: entries})
		if err != nil {
			t.Fatal(err)
		}
		sess, err := g.New(rec.Players, rec.Options, rec.Seed)
		if err != nil {
			t.Fatal(err)
		}
		b := &board{sess: sess, undo: undoLog{window: time.Second}}
		seen := map[string]int{}
		err = b.applyLog(entries, func(u update) {
			v := views{game: rec.Game, sess: b.sess, version: b.ver, running: b.sess.Actor() != engine.Nobody, undo: &b.undo, result: func() *engine.Result {
				if r := b.sess.Result(); r.Over {
					r.Summary = &sum
					return &r
				}
				return nil
			}}
			update, state := v.update(u), v.state()
			for seat := -1; seat < rec.Players; seat++ {
				by, actor := u.by, b.sess.Actor()
				undo := seat >= 0 && v.running && b.undo.refusal(seat, actor, b.ver) == nil
				whole := wire.Message{Type: "update", Version: u.version, By: &by, Move: u.move, Events: u.events, Actor: &actor,
					View: v.json(seat), Legal: v.legal(seat), Result: v.result(), Undo: undo}
				sameMessage(t, update.to(seat), whole)
				whole = wire.Message{Type: "state", Version: b.ver, Actor: &actor, View: v.json(seat), Legal: v.legal(seat), Result: v.result(), Undo: undo}
				sameMessage(t, state.to(seat), whole)
				for _, field := range []string{`"legal":`, `"result":{`, `"summary":`, `"undo":true`} {
					if bytes.Contains(update.to(seat), []byte(field)) {
						seen[field]++
					}
				}
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		for _, field := range []string{`"legal":`, `"result":{`, `"summary":`, `"undo":true`} {
			if seen[field] == 0 {
				t.Errorf("no update of %d entries had %s", len(entries), field)
			}
		}
	})
}

// sameMessage fails unless got is what encoding m whole gives.
func sameMessage(t *testing.T, got []byte, m wire.Message) {
	t.Helper()
	want, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("version %d, %s message:\n got %s\nwant %s", m.Version, m.Type, got, want)
	}
}
