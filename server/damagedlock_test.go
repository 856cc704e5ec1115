package server

import (
	"database/sql"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"caribe/bots"
	"caribe/engine"
	"caribe/games"
	"caribe/server/wire"
	"caribe/store"
)

// callWithin makes a GET request that must be answered within hangAfter,
// returning the status and the body.
func (h *harness) callWithin(path string) (int, string) {
	h.t.Helper()
	client := &http.Client{Timeout: hangAfter}
	resp, err := client.Get(h.http.URL + path)
	if err != nil {
		h.t.Fatalf("GET %s: %v", path, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		h.t.Fatalf("GET %s: %v", path, err)
	}
	return resp.StatusCode, string(body)
}

// stopWithin stops the harness's server, failing the test if it has not
// stopped within hangAfter.
func (h *harness) stopWithin() {
	h.t.Helper()
	stopped := make(chan struct{})
	go func() {
		h.stop()
		close(stopped)
	}()
	select {
	case <-stopped:
	case <-time.After(hangAfter):
		h.t.Fatalf("the server has not stopped within %v", hangAfter)
	}
}

// execSQL runs statements on the stopped harness's database file, failing
// the test on an error.
func (h *harness) execSQL(query string, args ...any) {
	h.t.Helper()
	db, err := sql.Open("sqlite", h.dbPath)
	if err != nil {
		h.t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec(query, args...); err != nil {
		h.t.Fatal(err)
	}
}

// untilSeat plays the first legal moves at a table of two people until
// seat decides.
func untilSeat(h *harness, id string, tokens []string, seat int) {
	h.t.Helper()
	for range 100 {
		var view wire.ViewResponse
		h.call("GET", "/api/tables/"+id+"/view", "", nil, &view)
		if a, ok := view.Actor.Seat(); ok && a == seat {
			return
		}
		playHTTP(h, id, tokens, 1)
	}
	h.t.Fatalf("seat %d did not decide within 100 moves", seat)
}

// expectDamaged checks that table id answers 500 naming it and why, is
// listed in /readyz as not loaded, and that good still answers.
func expectDamaged(h *harness, id, why, good string) {
	h.t.Helper()
	for range 2 {
		code, body := h.callWithin("/api/tables/" + id)
		if code != http.StatusInternalServerError || !strings.Contains(body, id) || !strings.Contains(body, why) {
			h.t.Fatalf("the damaged table answers %d %s; want 500 naming it and %q", code, body, why)
		}
	}
	if code, body := h.callWithin("/api/tables/" + good); code != http.StatusOK {
		h.t.Errorf("the sound table answers %d %s", code, body)
	}
	code, body := h.callWithin("/readyz")
	var r readiness
	if err := json.Unmarshal([]byte(body), &r); err != nil || code != http.StatusOK {
		h.t.Fatalf("/readyz answers %d %s", code, body)
	}
	if len(r.TablesNotLoaded) != 1 || r.TablesNotLoaded[0].Table != id || !strings.Contains(r.TablesNotLoaded[0].Error, why) {
		h.t.Errorf("/readyz lists %+v as not loaded; want table %s, for %q", r.TablesNotLoaded, id, why)
	}
}

// TestATableMissingASeatRowIsRefusedAsDamaged: a table of two whose
// second seat's row was deleted, loaded when that seat decides, is
// refused as damaged, naming the table and the seats; the other table,
// /readyz and the shutdown answer as ever.
func TestATableMissingASeatRowIsRefusedAsDamaged(t *testing.T) {
	h := newHarness(t, Config{})
	bad, tokens := tortugaFor2(h)
	untilSeat(h, bad, tokens[:], 1)
	good, _ := tortugaFor2(h)
	h.stop()
	h.execSQL(`DELETE FROM seats WHERE table_id = ? AND idx = 1`, bad)

	h.start(Config{})
	expectDamaged(h, bad, "1 seats stored for a game of 2 players", good)
	h.stopWithin()
}

// panickyAdvisor is the bots' advisor, whose Bound panics once armed:
// the server asks it under the table's lock as a bot starts thinking.
type panickyAdvisor struct {
	bots.Advisor
	armed atomic.Bool
}

func (a *panickyAdvisor) Bound(game, spec string, iterations int, d time.Duration) (string, error) {
	if a.armed.Load() {
		panic("the advisor broke")
	}
	return a.Advisor.Bound(game, spec, iterations, d)
}

// TestAPanicUnderATablesLockDamagesOnlyThatTable: a panic while the
// server holds a table's lock (the advisor, asked as the bot is to think
// after a person's move) is recovered: the move is answered 500 naming
// the table, the lock is released, the table is out of play and listed in
// /readyz, and the other table, /readyz and the shutdown answer as ever.
func TestAPanicUnderATablesLockDamagesOnlyThatTable(t *testing.T) {
	advisor := &panickyAdvisor{Advisor: bots.NewAdvisor(games.Bots)}
	h := newHarness(t, Config{Advisor: advisor})
	c := h.create(wire.CreateRequest{Game: "tortuga", Players: 2,
		Seats: []wire.SeatRequest{{Kind: wire.SeatPerson}, {Kind: wire.SeatBot, Bot: "random"}}, Join: &wire.JoinRequest{Seat: 0, Nick: "Vera"}})
	bad := c.Table.ID
	good, _ := tortugaFor2(h)
	tb, ok := h.srv.table(bad)
	if !ok {
		t.Fatal("the table is not in memory")
	}
	// The person plays until a move of theirs hands the decision to the
	// bot: the advisor, armed, panics then.
	advisor.armed.Store(true)
	var view wire.ViewResponse
	var e wire.ErrorResponse
	code := http.StatusOK
	for moves := 0; code == http.StatusOK; moves++ {
		if moves == 100 {
			t.Fatal("the bot was not asked within 100 moves")
		}
		h.call("GET", "/api/tables/"+bad+"/view", c.Joined.Token, nil, &view)
		if view.Actor != engine.Actor(0) || len(view.Legal) == 0 {
			time.Sleep(10 * time.Millisecond)
			continue
		}
		code = h.call("POST", "/api/tables/"+bad+"/moves", c.Joined.Token, wire.MoveRequest{Version: view.Version, Move: view.Legal[0].Move}, &e)
	}
	if code != http.StatusInternalServerError || !strings.Contains(e.Error, bad) || !strings.Contains(e.Error, "the advisor broke") {
		t.Fatalf("the move answers %d %q; want 500 naming the table and the panic", code, e.Error)
	}
	advisor.armed.Store(false)
	if !tb.LockFree() {
		t.Fatal("the table's lock is still held after the panic")
	}
	if _, ok := h.srv.table(bad); ok {
		t.Error("the damaged table is still in memory")
	}
	expectDamaged(h, bad, "the advisor broke", good)
	h.stopWithin()
	// Started again, the server plays the table on from its store.
	h.start(Config{Advisor: advisor})
	if info := waitVersion(h, bad, view.Version+1); info.Status != wire.Status(store.Running) && info.Status != wire.Status(store.Over) {
		t.Errorf("the table is %s after a restart", info.Status)
	}
}
