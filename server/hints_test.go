package server

import (
	"bytes"
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"

	"caribe/engine"
	"caribe/server/wire"
)

// TestHint: a table with a bot offers hints by default; the seat that
// decides gets one of its legal moves, chosen by the hard bot. A hint is
// refused at a table that offers none, to a seat that does not decide and
// at a stale version.
func TestHint(t *testing.T) {
	h := newHarness(t, Config{})
	c := h.create(wire.CreateRequest{Game: "tortuga", Players: 2,
		Seats: []wire.SeatRequest{{}, {Kind: wire.SeatBot, Bot: "easy"}}, Join: &wire.JoinRequest{Seat: 0, Nick: "Anna"}})
	if !c.Table.Hints {
		t.Fatal("a table with a bot offers no hints")
	}
	_, v := h.personToMove(c.Table.ID, map[int]string{0: c.Joined.Token})
	var hint wire.Hint
	if code := h.call("POST", "/api/tables/"+c.Table.ID+"/hint", c.Joined.Token, wire.HintRequest{Version: v.Version}, &hint); code != http.StatusOK {
		t.Fatalf("hint: status %d", code)
	}
	if hint.Version != v.Version || hint.Level != "hard" || !slices.ContainsFunc(v.Legal, func(l engine.LegalMove) bool { return sameMove(l.Move, hint.Move) }) {
		t.Fatalf("hint %+v is not one of the legal moves %v", hint, v.Legal)
	}

	off := h.create(wire.CreateRequest{Game: "tortuga", Players: 2, Join: &wire.JoinRequest{Seat: 0, Nick: "Anna"}})
	offTokens := map[int]string{0: off.Joined.Token, 1: h.join(off.Table.ID, 1, "Boris").Token}
	on := h.create(wire.CreateRequest{Game: "tortuga", Players: 2, Hints: new(true), Join: &wire.JoinRequest{Seat: 0, Nick: "Anna"}})
	onTokens := map[int]string{0: on.Joined.Token, 1: h.join(on.Table.ID, 1, "Boris").Token}
	seat, ov := h.personToMove(off.Table.ID, offTokens)
	onSeat, onView := h.personToMove(on.Table.ID, onTokens)
	for _, c := range []struct {
		table, token string
		version      int
		want         string
	}{
		{off.Table.ID, offTokens[seat], ov.Version, "hints are off"},
		{on.Table.ID, onTokens[1-onSeat], onView.Version, "not your decision"},
		{on.Table.ID, onTokens[onSeat], onView.Version - 1, "stale hint"},
	} {
		var refusal wire.ErrorResponse
		if code := h.call("POST", "/api/tables/"+c.table+"/hint", c.token, wire.HintRequest{Version: c.version}, &refusal); code != http.StatusConflict ||
			!strings.Contains(refusal.Error, c.want) {
			t.Errorf("hint at %s: %d %q, want 409 %q", c.table, code, refusal.Error, c.want)
		}
	}
	if code := h.call("POST", "/api/tables/"+on.Table.ID+"/hint", "", wire.HintRequest{Version: onView.Version}, nil); code != http.StatusUnauthorized {
		t.Errorf("a hint without a token: status %d", code)
	}
}

// sameMove compares two moves as JSON values.
func sameMove(a, b json.RawMessage) bool {
	var x, y bytes.Buffer
	return json.Compact(&x, a) == nil && json.Compact(&y, b) == nil && bytes.Equal(x.Bytes(), y.Bytes())
}
