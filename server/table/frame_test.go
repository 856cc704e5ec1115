package table

import (
	"bytes"
	"encoding/json"
	"testing"

	"caribe/engine"
	"caribe/server/wire"
)

// encodedFrame is frame n encoded as the frame route once encoded it: a
// wire.Frame built by frameOf, written by a json.Encoder.
func encodedFrame(t testing.TB, cp *checkpoints, n, players int) []byte {
	t.Helper()
	f, err := frameOf(cp, n, players)
	if err != nil {
		t.Fatal(err)
	}
	return encoded(t, f)
}

// encoded is a frame written by a json.Encoder, as the frame route once
// wrote it.
func encoded(t testing.TB, f wire.Frame) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := json.NewEncoder(&b).Encode(f); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// frameOf is frame n of a finished game of players players as the frame
// route once built it: the game after its first n entries, revealed, and
// the last entry's update.
func frameOf(cp *checkpoints, n, players int) (wire.Frame, error) {
	f := wire.Frame{Version: n, Of: len(cp.entries)}
	var sess engine.Session
	var err error
	if n == 0 {
		sess, err = cp.game(0)
	} else {
		var u update
		sess, u, err = cp.frame(n)
		f.By, f.Move, f.Events = &u.by, u.move, u.events
	}
	if err != nil {
		return wire.Frame{}, err
	}
	if err := showFrame(&f, sess, players); err != nil {
		return wire.Frame{}, err
	}
	return f, nil
}

// showFrame fills f with the game sess as a frame shows it, as the frame
// route once did: the whole state decoded into a map and encoded again
// without the generator, who decides, the result, and every view.
func showFrame(f *wire.Frame, sess engine.Session, players int) error {
	data, err := sess.MarshalJSON()
	if err != nil {
		return err
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil {
		return err
	}
	delete(fields, "rng")
	f.State = mustJSON(fields)
	f.Actor, f.Result = sess.Actor(), sess.Result()
	f.Public = mustJSON(sess.View(-1))
	for seat := range players {
		f.Views = append(f.Views, mustJSON(sess.View(seat)))
	}
	return nil
}

// withHandovers is a log of moves with seats handed over along it: one
// entry as the server stores it, one written by hand with spaces, and one
// naming a player whose nick encoding/json escapes.
func withHandovers(entries []json.RawMessage) []json.RawMessage {
	by := []json.RawMessage{
		engine.HandoverEntry(engine.Handover{Seat: 1, To: "bot", Why: "vote", Bot: "easy"}),
		json.RawMessage(`{ "type": "handover", "seat": 1, "to": "player", "why": "back",  "nick": "Lola" }`),
		engine.HandoverEntry(engine.Handover{Seat: 0, To: "player", Why: "back", Nick: "<b>&Jo</b>"}),
	}
	var log []json.RawMessage
	for i, e := range entries {
		if i%40 == 3 && len(by) > 0 {
			log, by = append(log, by[0]), by[1:]
		}
		log = append(log, e)
	}
	return log
}

// TestFramesAreEncodedAsBefore: every frame of whole games of each game,
// with moves taken back or seats handed over, or neither, is byte for byte the frame a
// wire.Frame encoded by encoding/json gives.
func TestFramesAreEncodedAsBefore(t *testing.T) {
	for _, c := range []struct {
		name, game, options, spec string
		players                   int
		undo                      float64
		handovers                 bool
	}{
		{"tortuga", "tortuga", `{}`, "casual", 2, 0, false},
		{"tortuga undone", "tortuga", `{}`, "casual", 3, 0.5, false},
		{"cartagena", "cartagena", `{"variant":"jamaica"}`, "casual", 3, 0, true},
		{"cartagena undone", "cartagena", `{"variant":"tortuga"}`, "random", 2, 0.4, false},
		{"tobago", "tobago", `{}`, "casual", 2, 0, false},
		{"tobago handed over", "tobago", `{}`, "casual", 3, 0, true},
		{"tobago undone", "tobago", `{}`, "casual", 3, 0.3, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, rec, entries := playedLog(t, c.game, c.players, c.options, c.spec, 5, c.undo)
			if c.undo > 0 && undoEntries(entries) == 0 {
				t.Fatalf("no move was taken back in %d entries", len(entries))
			}
			if c.handovers {
				entries = withHandovers(entries)
			}
			cp, err := newCheckpoints(g, rec, entries, checkpointEvery)
			if err != nil {
				t.Fatal(err)
			}
			for n := 0; n <= len(entries); n++ {
				want := encodedFrame(t, cp, n, rec.Players)
				got, err := frameJSON(cp, n, rec.Players)
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(got, want) {
					t.Fatalf("frame %d of %d:\n%s\nencoding/json gives\n%s", n, len(entries), got, want)
				}
			}
			t.Logf("%d entries, %d undos, %d handovers", len(entries), undoEntries(entries), handovers(entries))
		})
	}
}

// handovers counts the handover entries of a log.
func handovers(entries []json.RawMessage) int {
	return countEntries(entries, func(e json.RawMessage) bool {
		_, ok := engine.HandoverOf(e)
		return ok
	})
}
