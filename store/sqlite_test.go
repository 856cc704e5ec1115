package store_test

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"caribe/store"
	"caribe/store/storetest"

	"github.com/google/go-cmp/cmp"
)

// open opens a store in a new file, closing it when the test ends.
func open(t *testing.T) (*store.SQLite, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "caribe.db")
	s, err := store.OpenSQLite(path)
	if err != nil {
		t.Fatalf("OpenSQLite: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return s, path
}

func TestSQLite(t *testing.T) {
	storetest.Run(t, func(t *testing.T) store.Store {
		s, err := store.OpenSQLite(filepath.Join(t.TempDir(), "caribe.db"))
		if err != nil {
			t.Fatalf("OpenSQLite: %v", err)
		}
		return s
	})
}

// table is a table for these tests.
func table(id string, created time.Time) store.Table {
	return store.Table{
		ID: id, Game: "tortuga", Players: 2,
		Options:  json.RawMessage(`{"rounds":3}`),
		Seed:     1<<64 - 7,
		HostHash: bytes.Repeat([]byte{0xab}, 32),
		Seats:    []store.Seat{{Bot: "greedy"}, {}},
		Status:   store.Open,
		Created:  created, Updated: created,
	}
}

// moveJSON is the JSON of move seq of a table.
func moveJSON(id string, seq int) json.RawMessage {
	return json.RawMessage(fmt.Sprintf(`{"table":%q,"n":%d}`, id, seq))
}

func TestSQLiteReopen(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "caribe.db")
	s, err := store.OpenSQLite(path)
	if err != nil {
		t.Fatalf("OpenSQLite: %v", err)
	}
	created := time.UnixMilli(time.Now().UnixMilli()).UTC()
	for i, id := range []string{"a", "b"} {
		if err := s.CreateTable(ctx, table(id, created.Add(time.Duration(i)*time.Minute))); err != nil {
			t.Fatalf("CreateTable(%s): %v", id, err)
		}
	}
	seat := store.Seat{Nick: "Ana", TokenHash: []byte{1, 2, 3}}
	if err := s.SetSeat(ctx, "a", 1, seat); err != nil {
		t.Fatalf("SetSeat: %v", err)
	}
	if err := s.SetStatus(ctx, "a", store.Running); err != nil {
		t.Fatalf("SetStatus: %v", err)
	}
	for seq := 1; seq <= 3; seq++ {
		if err := s.AppendMove(ctx, "a", store.Move{Seq: seq, Entry: moveJSON("a", seq)}); err != nil {
			t.Fatalf("AppendMove(%d): %v", seq, err)
		}
	}
	wantTables, err := s.List(ctx, store.Query{})
	if err != nil {
		t.Fatalf("List: %v", err)
	}
	_, wantMoves, err := s.Table(ctx, "a")
	if err != nil {
		t.Fatalf("Table: %v", err)
	}
	if err := s.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}

	for round := range 2 {
		s, err = store.OpenSQLite(path)
		if err != nil {
			t.Fatalf("reopen %d: %v", round, err)
		}
		gotTables, err := s.List(ctx, store.Query{})
		if err != nil {
			t.Fatalf("List after reopen: %v", err)
		}
		if diff := cmp.Diff(wantTables, gotTables); diff != "" {
			t.Errorf("List after reopen (-want +got):\n%s", diff)
		}
		if a, _, err := s.Table(ctx, "a"); err != nil || a.Status != store.Running || a.Seats[1].Nick != "Ana" {
			t.Errorf("table a after reopen = %+v, %v; want running with Ana in seat 1", a, err)
		}
		_, gotMoves, err := s.Table(ctx, "a")
		if err != nil {
			t.Fatalf("Table after reopen: %v", err)
		}
		if diff := cmp.Diff(wantMoves, gotMoves); diff != "" {
			t.Errorf("moves after reopen (-want +got):\n%s", diff)
		}
		seq := len(wantMoves) + 1
		if err := s.AppendMove(ctx, "a", store.Move{Seq: seq, Entry: moveJSON("a", seq)}); err != nil {
			t.Fatalf("AppendMove(%d) after reopen: %v", seq, err)
		}
		want := append(wantMoves, moveJSON("a", seq))
		_, wantMoves, err = s.Table(ctx, "a")
		if err != nil {
			t.Fatalf("Table: %v", err)
		}
		if diff := cmp.Diff(want, wantMoves); diff != "" {
			t.Errorf("moves after appending on reopen (-want +got):\n%s", diff)
		}
		if wantTables, err = s.List(ctx, store.Query{}); err != nil {
			t.Fatalf("List: %v", err)
		}
		if err := s.Close(); err != nil {
			t.Fatalf("Close: %v", err)
		}
	}
	if len(wantMoves) != 5 {
		t.Errorf("table a has %d moves after two reopens, want 5", len(wantMoves))
	}
}

func TestSQLiteNotADatabase(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "notes.txt")
	text := strings.Repeat("These are not the tables you are looking for.\n", 200)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := store.OpenSQLite(path)
	if err == nil {
		s.Close()
		t.Fatal("OpenSQLite of a text file succeeded")
	}
	if msg := err.Error(); !strings.Contains(msg, "is not a SQLite database") || !strings.Contains(msg, path) {
		t.Errorf("OpenSQLite of a text file = %q, want it to name the file and say it is not a SQLite database", msg)
	}
	after, err := os.ReadFile(path)
	if err != nil || string(after) != text {
		t.Errorf("OpenSQLite changed the text file it refused (read error %v)", err)
	}

	missing := filepath.Join(dir, "no-such-dir", "caribe.db")
	if s, err := store.OpenSQLite(missing); err == nil {
		s.Close()
		t.Error("OpenSQLite in a missing directory succeeded")
	} else if !strings.Contains(err.Error(), missing) {
		t.Errorf("OpenSQLite in a missing directory = %q, want it to name the path", err)
	}
}

func TestSQLiteCorruptRows(t *testing.T) {
	for _, tc := range []struct {
		name   string
		update string
		want   string
		// tables is whether Tables, which reads no moves, sees it too.
		tables bool
	}{
		{"options", `UPDATE tables SET options = '{"rounds":' WHERE id = 'bad'`, "options are not a JSON object", true},
		{"options not an object", `UPDATE tables SET options = '[1,2]' WHERE id = 'bad'`, "options are not a JSON object", true},
		{"host hash", `UPDATE tables SET host_hash = 'xyz' WHERE id = 'bad'`, "host hash is not hex", true},
		{"status", `UPDATE tables SET status = 'paused' WHERE id = 'bad'`, `unknown status "paused"`, true},
		{"token hash", `UPDATE seats SET token_hash = 'not hex' WHERE table_id = 'bad' AND idx = 1`, "seat 1 token hash is not hex", true},
		{"missing seat", `DELETE FROM seats WHERE table_id = 'bad' AND idx = 0`, "seat 0 is missing", true},
		{"move", `UPDATE moves SET move = '{"n":' WHERE table_id = 'bad' AND seq = 2`, "move 2 is not valid JSON", false},
		{"missing move", `DELETE FROM moves WHERE table_id = 'bad' AND seq = 2`, "move 2 is missing", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			s, path := open(t)
			for _, id := range []string{"bad", "good"} {
				if err := s.CreateTable(ctx, table(id, time.Now())); err != nil {
					t.Fatalf("CreateTable: %v", err)
				}
				if err := s.SetSeat(ctx, id, 1, store.Seat{Nick: "Bo", TokenHash: []byte{9}}); err != nil {
					t.Fatalf("SetSeat: %v", err)
				}
				for seq := 1; seq <= 3; seq++ {
					if err := s.AppendMove(ctx, id, store.Move{Seq: seq, Entry: moveJSON(id, seq)}); err != nil {
						t.Fatalf("AppendMove: %v", err)
					}
				}
			}
			if err := s.Close(); err != nil {
				t.Fatalf("Close: %v", err)
			}
			db, err := sql.Open("sqlite", path)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := db.Exec(tc.update); err != nil {
				t.Fatalf("corrupting: %v", err)
			}
			db.Close()

			s, err = store.OpenSQLite(path)
			if err != nil {
				t.Fatalf("reopen: %v", err)
			}
			defer s.Close()
			_, _, err = s.Table(ctx, "bad")
			if err == nil || !strings.Contains(err.Error(), "table bad is corrupt: "+tc.want) {
				t.Errorf("Table(bad) = %v, want an error saying table bad is corrupt: %s", err, tc.want)
			}
			_, err = s.List(ctx, store.Query{})
			if tc.tables && (err == nil || !strings.Contains(err.Error(), "table bad is corrupt: "+tc.want)) {
				t.Errorf("List = %v, want an error saying table bad is corrupt: %s", err, tc.want)
			}
			if !tc.tables && err != nil {
				t.Errorf("List = %v, want no error as it reads no moves", err)
			}
			if _, moves, err := s.Table(ctx, "good"); err != nil || len(moves) != 3 {
				t.Errorf("Table(good) = %d moves, %v; want 3 moves", len(moves), err)
			}
		})
	}
}

func TestSQLiteRejectsBadInput(t *testing.T) {
	ctx := context.Background()
	s, _ := open(t)
	if err := s.CreateTable(ctx, table("t", time.Now())); err != nil {
		t.Fatalf("CreateTable: %v", err)
	}
	bad := table("u", time.Now())
	bad.Options = json.RawMessage(`{"rounds":`)
	if err := s.CreateTable(ctx, bad); err == nil || !strings.Contains(err.Error(), "table u: options are not a JSON object") {
		t.Errorf("CreateTable with broken options = %v", err)
	}
	bad = table("u", time.Now())
	bad.Status = "paused"
	if err := s.CreateTable(ctx, bad); err == nil || !strings.Contains(err.Error(), `table u: unknown status "paused"`) {
		t.Errorf("CreateTable with unknown status = %v", err)
	}
	if err := s.CreateTable(ctx, store.Table{Game: "tobago"}); err == nil {
		t.Error("CreateTable without an id succeeded")
	}
	if err := s.SetStatus(ctx, "t", "paused"); err == nil || !strings.Contains(err.Error(), "table t") {
		t.Errorf("SetStatus(paused) = %v", err)
	}
	for _, m := range []string{``, `{"n":`, `nope`} {
		if err := s.AppendMove(ctx, "t", store.Move{Seq: 1, Entry: json.RawMessage(m)}); err == nil || !strings.Contains(err.Error(), "table t move 1: not valid JSON") {
			t.Errorf("AppendMove(%q) = %v", m, err)
		}
	}
	tables, err := s.List(ctx, store.Query{})
	if err != nil || len(tables) != 1 || tables[0].Status != store.Open {
		t.Errorf("List after refused writes = %+v, %v; want table t alone, open", tables, err)
	}
	if _, moves, err := s.Table(ctx, "t"); err != nil || len(moves) != 0 {
		t.Errorf("Table(t) after refused moves = %s, %v; want no moves", moves, err)
	}
}

func TestSQLiteCanceled(t *testing.T) {
	s, _ := open(t)
	if err := s.CreateTable(context.Background(), table("t", time.Now())); err != nil {
		t.Fatalf("CreateTable: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := s.AppendMove(ctx, "t", store.Move{Seq: 1, Entry: moveJSON("t", 1)}); !errors.Is(err, context.Canceled) {
		t.Errorf("AppendMove with a canceled context = %v, want context.Canceled", err)
	}
	if _, moves, err := s.Table(context.Background(), "t"); err != nil || len(moves) != 0 {
		t.Errorf("Table(t) = %s, %v; want no moves", moves, err)
	}
}

func TestSQLiteOddPath(t *testing.T) {
	ctx := context.Background()
	dir := filepath.Join(t.TempDir(), "odd ?#% name")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "caribe?.db")
	s, err := store.OpenSQLite(path)
	if err != nil {
		t.Fatalf("OpenSQLite(%q): %v", path, err)
	}
	if err := s.CreateTable(ctx, table("t", time.Now())); err != nil {
		t.Fatalf("CreateTable: %v", err)
	}
	if err := s.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	if _, err := os.Stat(path); err != nil {
		t.Errorf("store is not where it was asked to be: %v", err)
	}
	s, err = store.OpenSQLite(path)
	if err != nil {
		t.Fatalf("reopen %q: %v", path, err)
	}
	defer s.Close()
	if _, _, err := s.Table(ctx, "t"); err != nil {
		t.Errorf("Table after reopen: %v", err)
	}
}

// TestSQLiteFailedWrite checks that a write the database fails, rather
// than refuses, fails alone, even when it takes its whole transaction
// down with it.
func TestSQLiteFailedWrite(t *testing.T) {
	for _, raise := range []string{"ABORT", "ROLLBACK"} {
		t.Run(raise, func(t *testing.T) {
			ctx := context.Background()
			s, path := open(t)
			const tables = 40
			for i := range tables {
				if err := s.CreateTable(ctx, table(fmt.Sprintf("t%d", i), time.Now())); err != nil {
					t.Fatalf("CreateTable: %v", err)
				}
			}
			s.Close()
			db, err := sql.Open("sqlite", path)
			if err != nil {
				t.Fatal(err)
			}
			trigger := `CREATE TRIGGER boom BEFORE INSERT ON moves WHEN NEW.move LIKE '%boom%'
				BEGIN SELECT RAISE(` + raise + `, 'boom'); END`
			if _, err := db.Exec(trigger); err != nil {
				t.Fatal(err)
			}
			db.Close()
			s, err = store.OpenSQLite(path)
			if err != nil {
				t.Fatalf("reopen: %v", err)
			}
			defer s.Close()

			// Table t0's moves all fail; the others' go in beside them.
			for round := 1; round <= 5; round++ {
				var wg sync.WaitGroup
				for i := range tables {
					id := fmt.Sprintf("t%d", i)
					seq, m := round, moveJSON(id, round)
					if i == 0 {
						seq, m = 1, json.RawMessage(`"boom"`)
					}
					wg.Go(func() {
						err := s.AppendMove(ctx, id, store.Move{Seq: seq, Entry: m})
						if i == 0 && (err == nil || !strings.Contains(err.Error(), "boom")) {
							t.Errorf("AppendMove(%s, boom) = %v, want the trigger's error", id, err)
						}
						if i != 0 && err != nil {
							t.Errorf("AppendMove(%s, %d) = %v", id, seq, err)
						}
					})
				}
				wg.Wait()
			}
			for i := range tables {
				id := fmt.Sprintf("t%d", i)
				_, moves, err := s.Table(ctx, id)
				if err != nil {
					t.Fatalf("Table(%s): %v", id, err)
				}
				if want := min(i, 1) * 5; len(moves) != want {
					t.Errorf("%s has %d moves, want %d", id, len(moves), want)
				}
			}
		})
	}
}
