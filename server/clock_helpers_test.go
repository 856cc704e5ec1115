package server

import (
	"context"
	"net/http"
	"strconv"
	"testing"
	"time"

	"caribe/engine"
	"caribe/server/wire"
	"caribe/store"
)

// clocked starts a server on a fake clock whose sweep never runs by
// itself: the test fires the clocks (fireClocks) when it has moved the
// clock.
func clocked(t *testing.T, cfg Config) (*harness, *fakeClock) {
	clock := &fakeClock{t: time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)}
	cfg.Now, cfg.DueSweep = clock.now, time.Hour
	return newHarness(t, cfg), clock
}

// info reads a table's description, failing the test on a refusal.
func (h *harness) info(id string) wire.TableInfo {
	h.t.Helper()
	var info wire.TableInfo
	if code := h.call("GET", "/api/tables/"+id, "", nil, &info); code != http.StatusOK {
		h.t.Fatalf("GET table %s: status %d", id, code)
	}
	return info
}

// personToMove waits until one of the seats whose tokens are given must
// decide (the bots and chance having played), and returns it with its
// view; -1 once the game is over.
func (h *harness) personToMove(id string, tokens map[int]string) (int, wire.ViewResponse) {
	h.t.Helper()
	deadline := time.Now().Add(time.Minute)
	for {
		info := h.info(id)
		if info.Status == "over" {
			return -1, wire.ViewResponse{}
		}
		if seat, ok := info.Actor.Seat(); ok && info.Seats[seat].Kind == wire.SeatPerson {
			if token, ok := tokens[seat]; ok {
				if v := h.view(id, token); v.Version == info.Version && len(v.Legal) > 0 {
					return seat, v
				}
			}
		}
		if time.Now().After(deadline) {
			h.t.Fatalf("table %s: no person of %v to move within a minute: %+v", id, tokens, info)
		}
		time.Sleep(5 * time.Millisecond) // a bot or chance is playing
	}
}

// playLegal plays the first legal move of a view with the seat's token,
// returning the status code.
func (h *harness) playLegal(id, token string, v wire.ViewResponse) int {
	h.t.Helper()
	return h.call("POST", "/api/tables/"+id+"/moves", token, wire.MoveRequest{Version: v.Version, Move: v.Legal[0].Move}, nil)
}

// handovers are the handover entries of a stored table's log.
func handovers(t *testing.T, st store.Store, id string) []engine.Handover {
	t.Helper()
	_, entries, err := st.Table(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	var out []engine.Handover
	for _, e := range entries {
		if h, ok := engine.HandoverOf(e); ok {
			out = append(out, h)
		}
	}
	return out
}

// clockTable creates a two-player La Tortuga table of two people with a
// clock, and returns it with the people's tokens by seat.
func clockTable(h *harness, spec *wire.ClockSpec) (string, map[int]string) {
	h.t.Helper()
	c := h.create(wire.CreateRequest{Game: "tortuga", Players: 2, Clock: spec, Join: &wire.JoinRequest{Seat: 0, Nick: "Marina"}})
	j := h.join(c.Table.ID, 1, "Dasha")
	return c.Table.ID, map[int]string{0: c.Joined.Token, 1: j.Token}
}

// seatPath is the path of a table's seat.
func seatPath(id string, seat int) string {
	return "/api/tables/" + id + "/seats/" + strconv.Itoa(seat)
}
