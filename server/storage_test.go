package server

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"caribe/games"
	"caribe/server/table"
	"caribe/server/wire"
	"caribe/store"
)

// errDiskFull is what a full disk makes SQLite say.
var errDiskFull = errors.New("database or disk is full (13)")

// flakyStore fails the writes its rule picks, as a full disk would, and
// passes the others to the store it wraps.
type flakyStore struct {
	store.Store
	mu sync.Mutex
	// rule picks the writes to fail: op is the Store method, seq the
	// move's number for AppendMove and 0 otherwise.
	rule func(op, table string, seq int) bool
}

// fail sets the rule; nil fails nothing.
func (f *flakyStore) fail(rule func(op, table string, seq int) bool) {
	f.mu.Lock()
	f.rule = rule
	f.mu.Unlock()
}

func (f *flakyStore) check(op, table string, seq int) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.rule != nil && f.rule(op, table, seq) {
		return fmt.Errorf("%s %s %d: %w", op, table, seq, errDiskFull)
	}
	return nil
}

func (f *flakyStore) CreateTable(ctx context.Context, t store.Table) error {
	if err := f.check("CreateTable", t.ID, 0); err != nil {
		return err
	}
	return f.Store.CreateTable(ctx, t)
}

func (f *flakyStore) SetSeat(ctx context.Context, table string, index int, s store.Seat) error {
	if err := f.check("SetSeat", table, 0); err != nil {
		return err
	}
	return f.Store.SetSeat(ctx, table, index, s)
}

func (f *flakyStore) SetStatus(ctx context.Context, table string, s store.Status) error {
	if err := f.check("SetStatus", table, 0); err != nil {
		return err
	}
	return f.Store.SetStatus(ctx, table, s)
}

func (f *flakyStore) AppendMove(ctx context.Context, table string, m store.Move) error {
	if err := f.check("AppendMove", table, m.Seq); err != nil {
		return err
	}
	return f.Store.AppendMove(ctx, table, m)
}

func (f *flakyStore) Ping(ctx context.Context) error {
	if err := f.check("Ping", "", 0); err != nil {
		return err
	}
	return f.Store.Ping(ctx)
}

// newFlakyHarness is a harness whose server writes through a flakyStore.
func newFlakyHarness(t *testing.T) (*harness, *flakyStore) {
	t.Helper()
	h := &harness{t: t, dbPath: filepath.Join(t.TempDir(), "caribe.db")}
	st, err := store.OpenSQLite(h.dbPath)
	if err != nil {
		t.Fatal(err)
	}
	fl := &flakyStore{Store: st}
	srv, err := New(withBots(Config{Store: fl, Games: games.All()}))
	if err != nil {
		t.Fatal(err)
	}
	h.st, h.srv, h.http = st, srv, httptest.NewServer(srv.Handler())
	t.Cleanup(h.stop)
	return h, fl
}

// ready asks /readyz, returning its status code and answer.
func (h *harness) ready() (int, readiness) {
	h.t.Helper()
	var r readiness
	code := h.call("GET", "/readyz", "", nil, &r)
	return code, r
}

// waitReady asks /readyz until it answers code, failing the test on a
// hang.
func (h *harness) waitReady(code int) readiness {
	h.t.Helper()
	deadline := time.Now().Add(hangAfter)
	for {
		got, r := h.ready()
		if got == code {
			return r
		}
		if time.Now().After(deadline) {
			h.t.Fatalf("/readyz still answers %d, not %d: %+v", got, code, r)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// metric reads one sample of /metrics, e.g.
// `caribe_store_retries_total{what="chance"}`; 0 when absent.
func (h *harness) metric(name string) float64 {
	h.t.Helper()
	resp, err := http.Get(h.http.URL + "/metrics")
	if err != nil {
		h.t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		h.t.Fatal(err)
	}
	for _, line := range strings.Split(string(body), "\n") {
		if v, ok := strings.CutPrefix(line, name+" "); ok {
			var f float64
			fmt.Sscan(v, &f)
			return f
		}
	}
	return 0
}

// tableInfo reads a table's description.
func (h *harness) tableInfo(id string) wire.TableInfo {
	h.t.Helper()
	var info wire.TableInfo
	if code := h.call("GET", "/api/tables/"+id, "", nil, &info); code != http.StatusOK {
		h.t.Fatalf("table %s: status %d", id, code)
	}
	return info
}

// TestAFailedDieRollIsTriedAgain is the La Tortuga table that waited for
// ever: a player's move is stored, the die roll that follows is not (the
// disk is full). /readyz turns red naming the failure, the table waits for
// chance while the store fails, and once the store writes again the die is
// rolled without anyone asking, and /readyz turns green.
func TestAFailedDieRollIsTriedAgain(t *testing.T) {
	h, fl := newFlakyHarness(t)
	if code, r := h.ready(); code != http.StatusOK || !r.Ready {
		t.Fatalf("/readyz of a fresh server: %d %+v", code, r)
	}
	id, tokens := tortugaFor2(h)
	var v int
	for step := 0; ; step++ {
		if step == 200 {
			t.Fatal("no move in 200 led to a die roll")
		}
		info := h.tableInfo(id)
		seat, ok := info.Actor.Seat()
		if !ok {
			t.Fatalf("version %d: no seat decides (%v)", info.Version, info.Actor)
		}
		var view wire.ViewResponse
		h.call("GET", "/api/tables/"+id+"/view", tokens[seat], nil, &view)
		move := view.Legal[0].Move
		for _, l := range view.Legal {
			if strings.Contains(string(l.Move), `"roll"`) {
				move = l.Move
			}
		}
		v = view.Version
		fl.fail(func(op, table string, seq int) bool { return op == "AppendMove" && table == id && seq > v+1 })
		var moved wire.Moved
		if code := h.call("POST", "/api/tables/"+id+"/moves", tokens[seat], wire.MoveRequest{Version: v, Move: move}, &moved); code != http.StatusOK {
			t.Fatalf("move %s at version %d: status %d", move, v, code)
		}
		if info := h.tableInfo(id); moved.Version == v+1 && info.Actor.String() == "chance" {
			break
		}
		fl.fail(nil)
	}

	r := h.waitReady(http.StatusServiceUnavailable)
	if r.Ready || r.Store.OK || len(r.Problems) == 0 || !strings.Contains(r.Problems[0], "append_move") || !strings.Contains(r.Problems[0], "disk is full") {
		t.Errorf("/readyz while the die roll cannot be stored: %+v; want the failed write named", r)
	}
	if len(r.Retrying) != 1 || r.Retrying[0].Table != id || r.Retrying[0].What != table.RetryChance {
		t.Errorf("/readyz lists %+v as retrying, want table %s waiting for chance", r.Retrying, id)
	}
	time.Sleep(300 * time.Millisecond)
	if info := h.tableInfo(id); info.Version != v+1 || info.Actor.String() != "chance" {
		t.Fatalf("while the store fails, the table moved on to version %d, %v", info.Version, info.Actor)
	}

	fl.fail(nil)
	deadline := time.Now().Add(hangAfter)
	for h.tableInfo(id).Actor.String() == "chance" {
		if time.Now().After(deadline) {
			t.Fatalf("the die was not rolled within %v of the store writing again", hangAfter)
		}
		time.Sleep(20 * time.Millisecond)
	}
	if info := h.tableInfo(id); info.Version < v+2 {
		t.Errorf("after the retry the table is at version %d, want past %d", info.Version, v+1)
	}
	r = h.waitReady(http.StatusOK)
	if !r.Store.OK || r.Store.LastFailure == nil || len(r.Retrying) != 0 {
		t.Errorf("/readyz after the retry: %+v; want the store ok, its last failure kept, nothing retrying", r)
	}
	if n := h.metric(`caribe_store_write_failures_total{op="append_move"}`); n < 1 {
		t.Errorf("failed appends counted: %v", n)
	}
	if n := h.metric(`caribe_store_retries_total{what="chance"}`); n < 1 {
		t.Errorf("chance retries counted: %v", n)
	}
	if n := h.metric("caribe_store_ok"); n != 1 {
		t.Errorf("caribe_store_ok = %v after recovery", n)
	}
	playHTTP(h, id, tokens[:], 3)
}

// TestStorageFailuresLeaveNoTableStuck runs tables where only bots and
// chance play, through a store that first fails every write but creating
// tables (so no table can even start), then fails every fortieth move
// once, and move 40 three times:
// each table starts, every chance outcome and bot move that failed is
// tried again, and every game ends. /readyz is red while writes fail and
// green at the end; the store holds every table as the server played it.
func TestStorageFailuresLeaveNoTableStuck(t *testing.T) {
	h, fl := newFlakyHarness(t)
	fl.fail(func(op, _ string, _ int) bool { return op != "CreateTable" })
	var ids []string
	for _, game := range []string{"tortuga", "tortuga", "cartagena", "cartagena", "tobago"} {
		c := h.create(wire.CreateRequest{Game: game, Players: 2, Seats: []wire.SeatRequest{{Kind: "bot", Bot: "random"}, {Kind: "bot", Bot: "random"}}})
		ids = append(ids, c.Table.ID)
	}
	r := h.waitReady(http.StatusServiceUnavailable)
	if len(r.Problems) == 0 || !strings.Contains(strings.Join(r.Problems, " "), "disk is full") {
		t.Errorf("/readyz while every write fails: %+v", r)
	}
	time.Sleep(400 * time.Millisecond)
	for _, id := range ids {
		if info := h.tableInfo(id); info.Status != wire.Status(store.Open) {
			t.Fatalf("table %s is %s while its status cannot be stored", id, info.Status)
		}
	}
	if r := h.waitReady(http.StatusServiceUnavailable); len(r.Retrying) != len(ids) {
		t.Errorf("/readyz lists %d tables retrying, want %d: %+v", len(r.Retrying), len(ids), r.Retrying)
	}

	var mu sync.Mutex
	tries := map[string]int{}
	fl.fail(func(op, table string, seq int) bool {
		if op != "AppendMove" || seq%40 != 0 {
			return false
		}
		mu.Lock()
		defer mu.Unlock()
		key := fmt.Sprintf("%s/%d", table, seq)
		tries[key]++
		return tries[key] <= 1 || seq == 40 && tries[key] <= 3
	})
	deadline := time.Now().Add(90 * time.Second)
	for _, id := range ids {
		for h.tableInfo(id).Status != wire.Status(store.Over) {
			if time.Now().After(deadline) {
				info := h.tableInfo(id)
				t.Fatalf("table %s (%s) is stuck at version %d, %v decides, status %s", id, info.Game, info.Version, info.Actor, info.Status)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	fl.fail(nil)
	r = h.waitReady(http.StatusOK)
	if len(r.Retrying) != 0 {
		t.Errorf("/readyz after every game ended lists %+v retrying", r.Retrying)
	}
	for _, what := range []string{table.RetryStatus, table.RetryChance, table.RetryBot} {
		if n := h.metric(`caribe_store_retries_total{what="` + what + `"}`); n < 1 {
			t.Errorf("%s retries counted: %v", what, n)
		}
	}
	if n := h.metric(`caribe_store_write_failures_total{op="append_move"}`); n < 1 {
		t.Errorf("failed appends counted: %v", n)
	}

	played := map[string]wire.Moves{}
	for _, id := range ids {
		var m wire.Moves
		h.call("GET", "/api/tables/"+id+"/moves", "", nil, &m)
		played[id] = m
		t.Logf("table %s: %d moves", id, m.Version)
	}
	h.stop()
	h.start(Config{})
	for _, id := range ids {
		var m wire.Moves
		h.call("GET", "/api/tables/"+id+"/moves", "", nil, &m)
		if got, want := mustJSON(m), mustJSON(played[id]); string(got) != string(want) {
			t.Errorf("table %s after a restart: %d moves, played %d", id, m.Version, played[id].Version)
		}
		if info := h.tableInfo(id); info.Status != wire.Status(store.Over) {
			t.Errorf("table %s after a restart is %s", id, info.Status)
		}
	}
}
