package server

import (
	"database/sql"
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
// it, naming the damage and the way back; opened anyway, the server
// refuses to start without the tables it cannot read, naming them; told
// to skip the damage, it serves the others and lists what it left out in
// /readyz and /metrics.
func TestADamagedDatabaseIsRefusedOrSkipped(t *testing.T) {
	h := newHarness(t, Config{})
	ids := botTables(h, "tortuga", 8)
	h.stop()
	storetest.DamagePage(t, h.dbPath, "sqlite_autoindex_moves_1")

	err := h.startOn(Config{})
	var de *store.DamagedError
	if !errors.As(err, &de) || !strings.Contains(err.Error(), "restore the latest backup") || !strings.Contains(err.Error(), "--skip-damaged") {
		t.Fatalf("starting on a damaged database: %v; want the damage named, and the way back", err)
	}
	err = h.startOn(Config{}, store.SkipDamaged())
	if err == nil || !strings.Contains(err.Error(), "stored tables cannot be loaded") || !strings.Contains(err.Error(), "--skip-damaged") {
		t.Fatalf("starting without the tables that cannot be read: %v; want a refusal naming them", err)
	}
	if err := h.startOn(Config{SkipDamaged: true}, store.SkipDamaged()); err != nil {
		t.Fatalf("starting with --skip-damaged: %v", err)
	}
	r := h.waitReady(http.StatusOK)
	if len(r.Damage) == 0 || len(r.TablesNotLoaded) == 0 || len(r.TablesNotLoaded) == len(ids) {
		t.Fatalf("/readyz: %d damage lines, %d of %d tables not loaded; want some, not all: %+v", len(r.Damage), len(r.TablesNotLoaded), len(ids), r)
	}
	if !strings.Contains(err.Error(), r.TablesNotLoaded[0].Table) {
		t.Errorf("the refusal %q does not name table %s", err, r.TablesNotLoaded[0].Table)
	}
	if n := h.metric("caribe_tables_not_loaded"); int(n) != len(r.TablesNotLoaded) {
		t.Errorf("caribe_tables_not_loaded = %v, /readyz lists %d", n, len(r.TablesNotLoaded))
	}
	for _, n := range r.TablesNotLoaded {
		if v := h.metric(`caribe_table_not_loaded{table="` + n.Table + `"}`); v != 1 {
			t.Errorf("caribe_table_not_loaded of %s = %v", n.Table, v)
		}
		if code := h.call("GET", "/api/tables/"+n.Table, "", nil, nil); code != http.StatusNotFound {
			t.Errorf("table %s, left out, answers %d", n.Table, code)
		}
	}
	if n := h.metric("caribe_store_damage_problems"); int(n) != len(r.Damage) {
		t.Errorf("caribe_store_damage_problems = %v, /readyz lists %d", n, len(r.Damage))
	}
	served := 0
	for _, id := range ids {
		if h.call("GET", "/api/tables/"+id, "", nil, nil) == http.StatusOK {
			served++
		}
	}
	if served+len(r.TablesNotLoaded) != len(ids) {
		t.Errorf("%d tables served and %d left out, of %d", served, len(r.TablesNotLoaded), len(ids))
	}
}

// TestATableThatCannotBeReplayedStopsTheStart: a stored move the rules
// refuse (no page is damaged, so only replaying finds it) stops the
// server from starting, naming the table, unless told to skip it.
func TestATableThatCannotBeReplayedStopsTheStart(t *testing.T) {
	h := newHarness(t, Config{})
	bad, tokens := tortugaFor2(h)
	playHTTP(h, bad, tokens[:], 3)
	good, _ := tortugaFor2(h)
	h.stop()
	db, err := sql.Open("sqlite", h.dbPath)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`UPDATE moves SET move = '{"type":"card","value":99}' WHERE table_id = ? AND seq = 2`, bad); err != nil {
		t.Fatal(err)
	}
	db.Close()

	err = h.startOn(Config{})
	if err == nil {
		t.Fatal("the server started without a table it cannot replay")
	}
	for _, want := range []string{"1 of 2 stored tables cannot be loaded", bad, "move 2", "restore the latest backup", "--skip-damaged"} {
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
