package server

import (
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
	deadline := time.Now().Add(hangAfter)
	for _, id := range ids {
		for h.tableInfo(id).Status != wire.Status(store.Over) {
			if time.Now().After(deadline) {
				h.t.Fatalf("table %s did not end within %v", id, hangAfter)
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
	return ids
}

// startOn starts a server on the store at h.dbPath, or returns why it
// could not start.
func (h *harness) startOn(cfg Config) error {
	st, err := store.OpenSQLite(h.dbPath)
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

// checked waits until the server's full check of its database has ended,
// and returns /readyz's answer then.
func (h *harness) checked() (int, readiness) {
	h.t.Helper()
	select {
	case <-h.srv.health.check.done:
	case <-time.After(hangAfter):
		h.t.Fatal("the database's full check did not end")
	}
	return h.ready()
}

// TestADamagedDatabaseIsFoundInTheBackground damages one page of a
// database of finished games, as a failing disk might. The server starts
// (it reads no more than its schema and the tables due), and its full
// check in the background finds the damage: /readyz turns red naming it
// and the way back. Told to skip the damage, the server serves the replays
// it can read, answers for the others with an error naming the table, and
// lists the damage in /readyz, green, and /metrics.
func TestADamagedDatabaseIsFoundInTheBackground(t *testing.T) {
	h := newHarness(t, Config{})
	ids := botTables(h, "tortuga", 8)
	h.stop()
	storetest.DamagePage(t, h.dbPath, "moves")

	if err := h.startOn(Config{CheckAfter: time.Nanosecond}); err != nil {
		t.Fatalf("starting on a database with a damaged page: %v", err)
	}
	code, r := h.checked()
	if code != http.StatusServiceUnavailable || r.IntegrityCheck.State != checkDamaged || len(r.Damage) == 0 {
		t.Fatalf("/readyz after the check: %d %+v; want 503 and the damage listed", code, r)
	}
	problems := strings.Join(r.Problems, " ")
	for _, want := range []string{"damaged", "page", "restore the latest backup", "--skip-damaged"} {
		if !strings.Contains(problems, want) {
			t.Errorf("/readyz's problems %q do not say %q", problems, want)
		}
	}
	h.stop()

	if err := h.startOn(Config{SkipDamaged: true, CheckAfter: time.Nanosecond}); err != nil {
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
	code, r = h.checked()
	if code != http.StatusOK || len(r.Damage) == 0 {
		t.Fatalf("/readyz with --skip-damaged: %d %+v; want 200 and the damage listed", code, r)
	}
	if n := h.metric("caribe_store_damage_problems"); int(n) != len(r.Damage) {
		t.Errorf("caribe_store_damage_problems = %v, /readyz lists %d", n, len(r.Damage))
	}
}

// TestASoundDatabasePassesTheCheck: the full check of a sound database
// passes, and /readyz says so, green.
func TestASoundDatabasePassesTheCheck(t *testing.T) {
	h := newHarness(t, Config{})
	h.create(wire.CreateRequest{Game: "tortuga", Players: 2})
	h.create(wire.CreateRequest{Game: "cartagena", Players: 3})
	h.stop()
	if err := h.startOn(Config{CheckAfter: time.Nanosecond}); err != nil {
		t.Fatal(err)
	}
	if code, r := h.checked(); code != http.StatusOK || r.IntegrityCheck.State != checkPassed || len(r.Damage) != 0 || r.IntegrityCheck.At == nil {
		t.Errorf("/readyz after the check of a sound database: %d %+v", code, r)
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
