package engine_test

import (
	"encoding/json"
	"testing"

	"caribe/engine"
)

// TestHandoverEntry: a handover entry reads back as written, a move or an
// undo entry is no handover, and Effective leaves handovers out while an
// undo after one still names the last move standing.
func TestHandoverEntry(t *testing.T) {
	h := engine.Handover{Seat: 2, To: "bot", Why: "time", Nick: "Ana", Bot: "greedy"}
	entry := engine.HandoverEntry(h)
	got, ok := engine.HandoverOf(entry)
	h.Type = engine.HandoverType
	if !ok || got != h {
		t.Fatalf("HandoverOf(%s) = %+v, %v; want %+v", entry, got, ok, h)
	}
	for _, e := range []string{`{"type":"die","value":3}`, `{"type":"undo","undoes":1}`, `{"type":"handover","seat":-1}`, `"handover"`} {
		if _, ok := engine.HandoverOf(json.RawMessage(e)); ok {
			t.Errorf("%s is taken for a handover", e)
		}
	}
	log := []json.RawMessage{
		json.RawMessage(`{"m":1}`), entry, json.RawMessage(`{"m":2}`),
		engine.HandoverEntry(engine.Handover{Seat: 2, To: "person", Why: "back"}), engine.UndoEntry(3),
		json.RawMessage(`{"m":3}`),
	}
	kept, err := engine.Effective(log)
	if err != nil {
		t.Fatal(err)
	}
	if len(kept) != 2 || string(kept[0]) != `{"m":1}` || string(kept[1]) != `{"m":3}` {
		t.Errorf("Effective = %s, want the first and the last move", kept)
	}
}
