package server

import (
	"encoding/json"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"caribe/engine"
	"caribe/server/wire"
)

// TestLiveClockRunsOut: a live clock gives the seat that decides its time
// per move and its reserve; when both have run out, the seat goes to a bot
// of the table's level (a handover in the log, the seat away, its reserve
// spent), the bot plays it, and its player takes it back with their own
// token and plays on.
func TestLiveClockRunsOut(t *testing.T) {
	h, clock := clocked(t, Config{})
	id, tokens := clockTable(h, &wire.ClockSpec{Kind: wire.ClockLive, PerMove: 30, Reserve: 60})
	seat, _ := h.personToMove(id, tokens)
	start := clock.now()
	info := h.info(id)
	c := info.Clock
	if c == nil || c.Seat != seat || c.MoveDeadline == nil || c.Deadline == nil ||
		!c.MoveDeadline.Equal(start.Add(30*time.Second)) || !c.Deadline.Equal(start.Add(90*time.Second)) || len(c.Reserves) != 2 || c.Reserves[seat] != 60_000 {
		t.Fatalf("clock when seat %d decides at %v: %+v", seat, start, c)
	}

	clock.advance(89 * time.Second)
	h.srv.tables.FireClocks(clock.now())
	if got := h.info(id).Seats[seat]; got.Kind != wire.SeatPerson {
		t.Fatalf("seat %d handed over before its time ran out: %+v", seat, got)
	}
	clock.advance(2 * time.Second)
	h.srv.tables.FireClocks(clock.now())
	info = h.info(id)
	if got := info.Seats[seat]; got.Kind != wire.SeatBot || !got.Away || got.Nick != []string{"Marina", "Dasha"}[seat] || got.Level != "medium" {
		t.Fatalf("seat %d once its time ran out: %+v", seat, got)
	}
	if info.Clock.Reserves[seat] != 0 {
		t.Errorf("reserve of seat %d after its time ran out: %d ms", seat, info.Clock.Reserves[seat])
	}
	hs := handovers(t, h.st, id)
	if len(hs) != 1 || hs[0].Seat != seat || hs[0].To != "bot" || hs[0].Why != "time" || hs[0].Level != "medium" {
		t.Fatalf("handovers in the log: %+v", hs)
	}
	var moves wire.Moves
	h.call("GET", "/api/tables/"+id+"/moves", "", nil, &moves)
	handed := slices.IndexFunc(moves.Events, func(e json.RawMessage) bool { return strings.Contains(string(e), `"why":"time"`) }) + 1
	if handed == 0 || moves.By[handed-1] != engine.Actor(seat) {
		t.Errorf("no handover of seat %d in the log: %+v", seat, moves)
	}
	waitVersion(h, id, handed+1) // the bot plays the seat
	if code := h.call("POST", "/api/tables/"+id+"/moves", tokens[seat], wire.MoveRequest{Version: handed, Move: []byte(`{}`)}, nil); code != http.StatusForbidden {
		t.Errorf("a move with the away player's token: status %d, want 403", code)
	}

	back := h.takeSeat(id, strconv.Itoa(seat), "", "Back", tokens[seat])
	if back.code != http.StatusOK || back.Table.Seats[seat].Kind != wire.SeatPerson || back.Table.Seats[seat].Away {
		t.Fatalf("taking seat %d back: %d %s %+v", seat, back.code, back.Error, back.Table.Seats)
	}
	hs = handovers(t, h.st, id)
	if len(hs) != 2 || hs[1].To != "person" || hs[1].Why != "back" || hs[1].Seat != seat {
		t.Fatalf("handovers after the return: %+v", hs)
	}
	if again := h.takeSeat(id, strconv.Itoa(seat), "", "Again", tokens[seat]); again.code == http.StatusOK {
		t.Error("the old token took the seat back twice")
	}
	tokens[seat] = back.Token
	for {
		s, v := h.personToMove(id, tokens)
		if s < 0 {
			t.Fatal("the game ended before the returned player moved")
		}
		if code := h.playLegal(id, tokens[s], v); code != http.StatusOK {
			t.Fatalf("seat %d's move: status %d", s, code)
		}
		if s == seat {
			break
		}
	}
}

// TestMoveAtTheDeadlineCounts: a move made at the deadline itself is
// played, its time beyond the time per move taken off the reserve; one a
// moment later is refused, and the time-out follows.
func TestMoveAtTheDeadlineCounts(t *testing.T) {
	h, clock := clocked(t, Config{})
	id, tokens := clockTable(h, &wire.ClockSpec{Kind: wire.ClockLive, PerMove: 10, Reserve: 5})
	seat, v := h.personToMove(id, tokens)
	clock.advance(15 * time.Second)
	if code := h.playLegal(id, tokens[seat], v); code != http.StatusOK {
		t.Fatalf("a move at the deadline: status %d", code)
	}
	if r := h.info(id).Clock.Reserves[seat]; r != 0 {
		t.Errorf("reserve after a move 5 s past the time per move: %d ms, want 0", r)
	}
	for {
		s, v := h.personToMove(id, tokens)
		if s == seat {
			clock.advance(10*time.Second + time.Millisecond)
			var refusal wire.ErrorResponse
			if code := h.call("POST", "/api/tables/"+id+"/moves", tokens[s], wire.MoveRequest{Version: v.Version, Move: v.Legal[0].Move}, &refusal); code != http.StatusConflict ||
				!strings.Contains(refusal.Error, "time ran out") {
				t.Fatalf("a move after the deadline: %d %q", code, refusal.Error)
			}
			clock.advance(time.Second)
			h.srv.tables.FireClocks(clock.now())
			if got := h.info(id).Seats[seat]; got.Kind != wire.SeatBot || !got.Away {
				t.Fatalf("seat %d after its time ran out: %+v", seat, got)
			}
			return
		}
		if code := h.playLegal(id, tokens[s], v); code != http.StatusOK {
			t.Fatalf("seat %d's move: status %d", s, code)
		}
	}
}

// TestTurnClockCountsDays: a turn-based clock gives days per move: the
// seat is still its player's a moment before, a bot's just after.
func TestTurnClockCountsDays(t *testing.T) {
	h, clock := clocked(t, Config{})
	id, tokens := clockTable(h, &wire.ClockSpec{Kind: wire.ClockTurn, Days: 2})
	seat, _ := h.personToMove(id, tokens)
	c := h.info(id).Clock
	if c.Deadline == nil || !c.Deadline.Equal(clock.now().Add(48*time.Hour)) || c.MoveDeadline != nil || len(c.Reserves) != 0 {
		t.Fatalf("turn-based clock: %+v", c)
	}
	clock.advance(48*time.Hour - time.Second)
	h.srv.tables.FireClocks(clock.now())
	if got := h.info(id).Seats[seat]; got.Kind != wire.SeatPerson {
		t.Fatalf("seat %d handed over a second before its two days: %+v", seat, got)
	}
	clock.advance(2 * time.Second)
	h.srv.tables.FireClocks(clock.now())
	if got := h.info(id).Seats[seat]; got.Kind != wire.SeatBot || !got.Away {
		t.Fatalf("seat %d after two days: %+v", seat, got)
	}
	for _, body := range []string{
		`{"game":"tortuga","clock":{"kind":"turn","days":4}}`,
		`{"game":"tortuga","clock":{"kind":"live","per_move":1,"reserve":1}}`,
		`{"game":"tortuga","clock":{"kind":"live","days":1}}`,
		`{"game":"tortuga","clock":{"kind":"sand"}}`,
	} {
		if code := h.call("POST", "/api/tables", "", body, nil); code != http.StatusBadRequest {
			t.Errorf("%s: status %d, want 400", body, code)
		}
	}
}

// TestClockSurvivesRestart: a server that restarts in the middle of a
// countdown has the same deadline, and the time-out fires when it comes,
// the table taken up as due without anyone asking for it.
func TestClockSurvivesRestart(t *testing.T) {
	h, clock := clocked(t, Config{})
	id, tokens := clockTable(h, &wire.ClockSpec{Kind: wire.ClockLive, PerMove: 20, Reserve: 40})
	seat, _ := h.personToMove(id, tokens)
	clock.advance(25 * time.Second)
	before := h.info(id).Clock
	h.stop()
	h.start(Config{Now: clock.now, DueSweep: time.Hour})
	after := h.info(id).Clock
	if after == nil || after.Seat != seat || !after.Deadline.Equal(*before.Deadline) || !after.MoveDeadline.Equal(*before.MoveDeadline) {
		t.Fatalf("clock before the restart %+v, after %+v", before, after)
	}
	h.stop()
	h.start(Config{Now: clock.now, DueSweep: time.Hour})
	clock.advance(36 * time.Second)
	if _, ok := h.srv.table(id); ok {
		t.Fatal("the table was loaded before anyone asked for it")
	}
	h.srv.takeDueEvery()
	if got := h.info(id).Seats[seat]; got.Kind != wire.SeatBot || !got.Away {
		t.Fatalf("seat %d after its deadline passed across a restart: %+v", seat, got)
	}
}

// TestTimeOutFiresOnce: clocks fired again and again, at once, hand a
// seat over once.
func TestTimeOutFiresOnce(t *testing.T) {
	h, clock := clocked(t, Config{})
	id, tokens := clockTable(h, &wire.ClockSpec{Kind: wire.ClockLive, PerMove: 5, Reserve: 0})
	h.personToMove(id, tokens)
	clock.advance(time.Minute)
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			h.srv.tables.FireClocks(clock.now())
			h.srv.takeDueEvery()
		})
	}
	wg.Wait()
	h.srv.tables.FireClocks(clock.now())
	if hs := handovers(t, h.st, id); len(hs) != 1 {
		t.Fatalf("%d handovers after firing the clocks 9 times: %+v", len(hs), hs)
	}
}
