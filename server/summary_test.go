package server

import (
	"encoding/json"
	"strings"
	"testing"

	"caribe/server/wire"
)

// TestFinishedTableExplainsItsEnd: the result sent with a finished table's
// view carries the game's summary; the lobby's description does not.
func TestFinishedTableExplainsItsEnd(t *testing.T) {
	h := newHarness(t, Config{})
	c := h.create(wire.CreateRequest{Game: "cartagena", Players: 2, Options: json.RawMessage(`{"variant":"jamaica"}`),
		Seats: []wire.SeatRequest{{Kind: "bot", Bot: "easy"}, {Kind: "bot", Bot: "random"}}})
	info := waitOver(h, c.Table.ID)
	if info.Result == nil || info.Result.Summary != nil {
		t.Fatalf("the table's description: result %+v, want the scores without the summary", info.Result)
	}
	v := h.view(c.Table.ID, "")
	if v.Result == nil || v.Result.Summary == nil {
		t.Fatalf("the view's result %+v has no summary", v.Result)
	}
	sum := v.Result.Summary
	if !strings.Contains(sum.Decided.EN, "{winners}") || sum.Decided.RU == "" || len(sum.Stats) != 3 || len(sum.Stats[0].Values) != 2 {
		t.Errorf("summary %+v", sum)
	}
	played := sum.Stats[0].Values[0] + sum.Stats[0].Values[1]
	if played == 0 {
		t.Error("no card played in a whole game")
	}
}
