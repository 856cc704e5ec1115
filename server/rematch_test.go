package server

import (
	"context"
	"net/http"
	"slices"
	"strings"
	"testing"

	"caribe/server/wire"
	"caribe/store"
)

// TestRematch: at the end of a game, one player's ask makes one rematch
// with the same game, options and clock, its seats rotated, the bot back
// and the asker seated; the clients of the finished table hear of it; the
// other player's seat waits for their own old token, which takes it and
// starts play; asking again makes no other rematch.
func TestRematch(t *testing.T) {
	h, _ := clocked(t, Config{})
	spec := &wire.ClockSpec{Kind: wire.ClockLive, PerMove: 600, Reserve: 600}
	c := h.create(wire.CreateRequest{Game: "tortuga", Players: 3, Clock: spec,
		Seats: []wire.SeatRequest{{}, {}, {Kind: wire.SeatBot, Bot: "easy"}}, Join: &wire.JoinRequest{Seat: 0, Nick: "Anna"}})
	id := c.Table.ID
	tokens := map[int]string{0: c.Joined.Token, 1: h.join(id, 1, "Boris").Token}
	var refusal wire.ErrorResponse
	if code := h.call("POST", "/api/tables/"+id+"/rematch", tokens[0], nil, &refusal); code != http.StatusConflict {
		t.Errorf("a rematch before the end: %d %q", code, refusal.Error)
	}
	for {
		seat, v := h.personToMove(id, tokens)
		if seat < 0 {
			break
		}
		if code := h.playLegal(id, tokens[seat], v); code != http.StatusOK {
			t.Fatalf("seat %d's move: status %d", seat, code)
		}
	}
	ws := h.dial(id, "", nil)
	ws.until("state")
	if code := h.call("POST", "/api/tables/"+id+"/rematch", "stranger", nil, &refusal); code != http.StatusForbidden {
		t.Errorf("a rematch asked by a stranger: %d %q", code, refusal.Error)
	}

	var first wire.Joined
	if code := h.call("POST", "/api/tables/"+id+"/rematch", tokens[0], nil, &first); code != http.StatusOK {
		t.Fatalf("rematch: status %d", code)
	}
	next := first.Table
	if first.Seat != 1 || first.Token == "" || next.ID == id || next.Game != "tortuga" || string(next.Options) != string(c.Table.Options) ||
		next.Clock == nil || next.Clock.ClockSpec != *spec || !next.Hints || next.Status != "open" {
		t.Fatalf("rematch: seat %d, table %+v", first.Seat, next)
	}
	if s := next.Seats; s[0].Kind != wire.SeatBot || s[0].Level != "easy" || s[1].Kind != wire.SeatPerson || s[1].Nick != "Anna" ||
		s[2].Kind != wire.SeatOpen || !s[2].Departed || s[2].Nick != "Boris" {
		t.Fatalf("rematch seats: %+v", s)
	}
	for {
		m := ws.until("table")
		if m.Table.Rematch != nil {
			if m.Table.Rematch.Table != next.ID || !slices.Equal(m.Table.Rematch.Seats, []int{1, 2, 0}) {
				t.Fatalf("rematch told: %+v", m.Table.Rematch)
			}
			break
		}
	}
	if code := h.call("POST", "/api/tables/"+id+"/rematch", tokens[0], nil, &refusal); code != http.StatusConflict {
		t.Errorf("the asker asking again: %d %q", code, refusal.Error)
	}
	if got := h.takeSeat(next.ID, "2", "", "Intruder"); got.code != http.StatusForbidden {
		t.Errorf("a stranger taking Boris's seat of the rematch: %d %q", got.code, got.Error)
	}
	if got := h.takeSeat(next.ID, "2", "", "Boris", tokens[1]); got.code != http.StatusOK || got.Table.Status != "running" {
		t.Fatalf("Boris taking his seat with his old token: %d %q %+v", got.code, got.Error, got.Table)
	}
	if info := h.info(id); info.Rematch == nil || info.Rematch.Table != next.ID {
		t.Errorf("the finished table's rematch: %+v", info.Rematch)
	}
	if code := h.call("POST", "/api/tables/"+id+"/rematch", tokens[1], nil, &refusal); code != http.StatusConflict || !strings.Contains(refusal.Error, next.ID) {
		t.Errorf("Boris asking once seated: %d %q", code, refusal.Error)
	}
	if code := h.call("POST", "/api/tables/"+next.ID+"/rematch", first.Token, nil, &refusal); code != http.StatusConflict {
		t.Errorf("a rematch of a running table: %d %q", code, refusal.Error)
	}
	if all, err := h.st.List(context.Background(), store.Query{}); err != nil || len(all) != 2 {
		t.Errorf("%d tables stored after three asks (%v), want the game and its one rematch", len(all), err)
	}
}
