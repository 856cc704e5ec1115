package server

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"caribe/games"
	"caribe/server/wire"
	"caribe/store"
	"caribe/store/storetest"
)

// botTables creates n tables of game where bots play every seat, and
// waits until every game is over.
func botTables(h *harness, game string, n int) []string {
	h.t.Helper()
	var ids []string
	for range n {
		c := h.create(wire.CreateRequest{Game: game, Players: 2, Seats: []wire.SeatRequest{{Kind: "bot", Bot: "random"}, {Kind: "bot", Bot: "random"}}})
		ids = append(ids, c.Table.ID)
	}
	deadline := time.Now().Add(60 * time.Second)
	for _, id := range ids {
		for h.tableInfo(id).Status != wire.Status(store.Over) {
			if time.Now().After(deadline) {
				h.t.Fatalf("table %s did not end within a minute", id)
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
	return ids
}

// startOn starts a server on the store at h.dbPath, opened with opts, or
// returns why it could not start.
func (h *harness) startOn(cfg Config, opts ...store.Option) error {
	st, err := store.OpenSQLite(h.dbPath, opts...)
	if err != nil {
		return err
	}
	cfg.Store, cfg.Games = st, games.All()
	srv, err := New(withBots(cfg))
	if err != nil {
		st.Close()
		return err
	}
	h.st, h.srv, h.http = st, srv, httptest.NewServer(srv.Handler())
	return nil
}

// TestADamagedDatabaseIsRefusedOrSkipped damages one page of a database
// of finished games, as a failing disk might. The store refuses to open
// it, naming the damage and the way back; told to skip the damage, the
// server starts (it reads a finished table only when asked for), serves
// the replays it can read, answers for the others with an error naming
// the table, and lists the damage in /readyz and /metrics.
func TestADamagedDatabaseIsRefusedOrSkipped(t *testing.T) {
	h := newHarness(t, Config{})
	ids := botTables(h, "tortuga", 8)
	h.stop()
	storetest.DamagePage(t, h.dbPath, "moves")

	err := h.startOn(Config{})
	var de *store.DamagedError
	if !errors.As(err, &de) || !strings.Contains(err.Error(), "restore the latest backup") || !strings.Contains(err.Error(), "--skip-damaged") {
		t.Fatalf("starting on a damaged database: %v; want the damage named, and the way back", err)
	}
	if err := h.startOn(Config{SkipDamaged: true}, store.SkipDamaged()); err != nil {
		t.Fatalf("starting with --skip-damaged: %v", err)
	}
	// A replay reads a table's whole log, through the damaged index.
	served, failed := 0, map[string]string{}
	for _, id := range ids {
		var e wire.ErrorResponse
		switch code := h.call("GET", "/api/tables/"+id+"/replay", "", nil, &e); code {
		case http.StatusOK:
			served++
		case http.StatusInternalServerError:
			failed[id] = e.Error
		default:
			t.Errorf("the replay of table %s answers %d", id, code)
		}
	}
	if served == 0 || len(failed) == 0 {
		t.Fatalf("%d replays served, %d failed: want some of each", served, len(failed))
	}
	for id, msg := range failed {
		if !strings.Contains(msg, id) {
			t.Errorf("the replay of table %s failed with %q, which does not name it", id, msg)
		}
	}
	r := h.waitReady(http.StatusOK)
	if len(r.Damage) == 0 {
		t.Fatalf("/readyz lists no damage: %+v", r)
	}
	if n := h.metric("caribe_store_damage_problems"); int(n) != len(r.Damage) {
		t.Errorf("caribe_store_damage_problems = %v, /readyz lists %d", n, len(r.Damage))
	}
}

// TestATableThatCannotBeReplayedStopsTheStart: a stored move the rules
// refuse (no page is damaged, so only replaying finds it) at a table due
// stops the server from starting, naming the table, unless told to skip
// it.
func TestATableThatCannotBeReplayedStopsTheStart(t *testing.T) {
	h := newHarness(t, Config{})
	bad, tokens := tortugaFor2(h)
	playHTTP(h, bad, tokens[:], 3)
	good, _ := tortugaFor2(h)
	h.stop()
	h.execSQL(`UPDATE moves SET move = '{"type":"card","value":99}' WHERE table_id = ? AND seq = 2`, bad)
	// Both tables are due (as after a crash before a chance outcome): the
	// server loads them as it starts.
	h.execSQL(`UPDATE tables SET due = 1`)

	err := h.startOn(Config{})
	if err == nil {
		t.Fatal("the server started without a table it cannot replay")
	}
	for _, want := range []string{"1 of the 2 tables in play to load at start cannot be loaded", bad, "move 2", "restore the latest backup", "--skip-damaged"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the refusal %q does not say %q", err, want)
		}
	}
	if err := h.startOn(Config{SkipDamaged: true}); err != nil {
		t.Fatalf("starting with SkipDamaged: %v", err)
	}
	r := h.waitReady(http.StatusOK)
	if len(r.TablesNotLoaded) != 1 || r.TablesNotLoaded[0].Table != bad || !strings.Contains(r.TablesNotLoaded[0].Error, "move 2") || len(r.Damage) != 0 {
		t.Errorf("/readyz: %+v; want table %s listed as not loaded, and no damage", r, bad)
	}
	if code := h.call("GET", "/api/tables/"+good, "", nil, nil); code != http.StatusOK {
		t.Errorf("the sound table answers %d", code)
	}
}
