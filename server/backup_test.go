package server

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"time"

	"caribe/engine"
	"caribe/games"
	"caribe/server/wire"
	"caribe/store"
)

// TestABackupUnderLoadRestoresEveryTable takes a backup while bots play
// at many tables, each appending moves from its own goroutine, and while
// new tables are created. Restored as docs/operations.md says (stop the
// server, copy the backup over the database, remove its -wal and -shm),
// the server loads every table of the backup, each replays from its record
// and is what was played there up to some point, and the games play on.
func TestABackupUnderLoadRestoresEveryTable(t *testing.T) {
	h := newHarness(t, Config{})
	bots := []wire.SeatRequest{{Kind: "bot", Bot: "random"}, {Kind: "bot", Bot: "random"}}
	var ids []string
	for _, game := range []string{"tortuga", "cartagena", "tobago", "tortuga", "cartagena", "tobago"} {
		ids = append(ids, h.create(wire.CreateRequest{Game: game, Players: 2, Seats: bots}).Table.ID)
	}
	creating := make(chan struct{})
	created := make(chan []string)
	go func() {
		var more []string
		defer func() { created <- more }()
		for {
			select {
			case <-creating:
				return
			case <-time.After(5 * time.Millisecond):
			}
			resp, err := http.Post(h.http.URL+"/api/tables", "application/json", bytes.NewReader(mustJSON(wire.CreateRequest{Game: "tortuga", Players: 2, Seats: bots})))
			if err != nil {
				continue
			}
			var c wire.Created
			if json.NewDecoder(resp.Body).Decode(&c) == nil && resp.StatusCode == http.StatusCreated {
				more = append(more, c.Table.ID)
			}
			resp.Body.Close()
		}
	}()
	time.Sleep(100 * time.Millisecond)
	backup := filepath.Join(t.TempDir(), "backup.db")
	copied, err := store.Backup(context.Background(), h.dbPath, backup)
	if err != nil {
		t.Fatalf("Backup: %v", err)
	}
	time.Sleep(50 * time.Millisecond)
	close(creating)
	ids = append(ids, <-created...)

	played := map[string]wire.Moves{}
	running := 0
	for _, id := range ids {
		var m wire.Moves
		h.call("GET", "/api/tables/"+id+"/moves", "", nil, &m)
		played[id] = m
		if h.tableInfo(id).Status != wire.Status(store.Over) {
			running++
		}
	}
	if running == 0 {
		t.Fatal("every game ended before the backup could be checked under load; play longer games")
	}

	check := filepath.Join(t.TempDir(), "check.db")
	if err := copyFile(backup, check); err != nil {
		t.Fatal(err)
	}
	recs := checkBackup(t, check, copied, played)
	if len(recs) == len(ids) && copied.Moves == totalMoves(played) {
		t.Error("the backup holds everything played, as if nothing was played while it was taken")
	}

	h.stop()
	if err := copyFile(backup, h.dbPath); err != nil {
		t.Fatal(err)
	}
	for _, suffix := range []string{"-wal", "-shm"} {
		if err := os.Remove(h.dbPath + suffix); err != nil && !os.IsNotExist(err) {
			t.Fatal(err)
		}
	}
	h.start(Config{})
	if r := h.waitReady(http.StatusOK); len(r.TablesNotLoaded) != 0 {
		t.Fatalf("tables not loaded from the backup: %+v", r.TablesNotLoaded)
	}
	deadline := time.Now().Add(30 * time.Second)
	for id, n := range recs {
		for {
			info := h.tableInfo(id)
			if info.Version < n {
				t.Fatalf("restored table %s is at version %d, the backup holds %d moves", id, info.Version, n)
			}
			if info.Version > n || info.Status == wire.Status(store.Over) {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("restored table %s does not play on from version %d", id, n)
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
	t.Logf("backup of %d tables and %d moves, of %d tables played; %d still in play after it", copied.Tables, copied.Moves, len(ids), running)
}

// checkBackup opens the backup at path and checks it against the moves
// played: every table's record replays, and its moves are the first
// moves played there. It returns the number of moves of each table.
func checkBackup(t *testing.T, path string, copied store.Copied, played map[string]wire.Moves) map[string]int {
	t.Helper()
	ctx := context.Background()
	b, err := store.OpenSQLite(path)
	if err != nil {
		t.Fatalf("opening the backup: %v", err)
	}
	defer b.Close()
	recs, err := b.List(ctx, store.Query{})
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != copied.Tables || len(recs) < 6 {
		t.Fatalf("the backup holds %d tables, Backup said %d", len(recs), copied.Tables)
	}
	moves := 0
	counts := map[string]int{}
	for _, rec := range recs {
		_, stored, err := b.Table(ctx, rec.ID)
		if err != nil {
			t.Fatal(err)
		}
		moves += len(stored)
		counts[rec.ID] = len(stored)
		g, _ := games.Lookup(rec.Game)
		if _, err := engine.Replay(g, engine.Record{Game: rec.Game, Players: rec.Players, Options: rec.Options, Seed: rec.Seed, Moves: stored}); err != nil {
			t.Errorf("table %s of the backup does not replay: %v", rec.ID, err)
		}
		then, ok := played[rec.ID]
		if !ok {
			t.Errorf("table %s of the backup was never created", rec.ID)
			continue
		}
		if len(stored) > len(then.Moves) {
			t.Errorf("table %s: %d moves in the backup, %d played", rec.ID, len(stored), len(then.Moves))
			continue
		}
		for i, m := range stored {
			if string(m) != string(then.Moves[i]) {
				t.Fatalf("table %s, move %d: %s in the backup, %s played", rec.ID, i+1, m, then.Moves[i])
			}
		}
	}
	if moves != copied.Moves {
		t.Errorf("the backup holds %d moves, Backup said %d", moves, copied.Moves)
	}
	return counts
}

func totalMoves(played map[string]wire.Moves) int {
	n := 0
	for _, m := range played {
		n += len(m.Moves)
	}
	return n
}

// copyFile copies the file from over the file to, as cp does.
func copyFile(from, to string) error {
	data, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	return os.WriteFile(to, data, 0o644)
}
