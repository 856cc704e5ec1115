package store_test

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"caribe/store"
	"caribe/store/storetest"
)

// TestSQLiteOneStorePerFile opens one file twice in this process, then
// from another process: the second open is refused by name while the
// first holds the file, and succeeds once it is closed.
func TestSQLiteOneStorePerFile(t *testing.T) {
	s, path := open(t)
	second, err := store.OpenSQLite(path)
	if err == nil {
		second.Close()
		t.Fatal("a second OpenSQLite of an open file succeeded")
	}
	if !errors.Is(err, store.ErrInUse) || !strings.Contains(err.Error(), path) ||
		!strings.Contains(err.Error(), fmt.Sprintf("process %d", os.Getpid())) {
		t.Errorf("second OpenSQLite = %q, want ErrInUse naming the file and this process", err)
	}

	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), openChildEnv+"="+path)
	out, err := cmd.CombinedOutput()
	if err == nil || !strings.Contains(string(out), "in use") {
		t.Errorf("another process opened the file while this one holds it: %v\n%s", err, out)
	}

	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	again, err := store.OpenSQLite(path)
	if err != nil {
		t.Fatalf("OpenSQLite after the first store closed: %v", err)
	}
	again.Close()
	cmd = exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), openChildEnv+"="+path)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("another process could not open the file once it was free: %v\n%s", err, out)
	}
}

// openChildEnv names a database that the test binary, run with it set,
// opens and closes; see TestMain.
const openChildEnv = "CARIBE_STORE_OPEN"

// openChild opens the store at path and closes it, returning the exit code.
func openChild(path string) int {
	s, err := store.OpenSQLite(path)
	if err != nil {
		fmt.Println(err)
		return 1
	}
	if err := s.Close(); err != nil {
		fmt.Println(err)
		return 1
	}
	return 0
}

// TestSQLiteRefusesAnEmptyFile: a database file cut to nothing is refused,
// naming the file and the way back, and left as it was.
func TestSQLiteRefusesAnEmptyFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "caribe.db")
	if err := os.WriteFile(path, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := store.OpenSQLite(path)
	if err == nil {
		s.Close()
		t.Fatal("OpenSQLite of an empty file succeeded")
	}
	for what, err := range map[string]error{"OpenSQLite": err, "CheckFile": store.CheckFile(context.Background(), path)} {
		var de *store.DamagedError
		if !errors.As(err, &de) || de.Skippable || !strings.Contains(err.Error(), path) ||
			!strings.Contains(err.Error(), "empty (0 bytes)") || !strings.Contains(err.Error(), "restore the latest backup") {
			t.Errorf("%s of an empty file = %q, want a DamagedError naming it, saying it is empty and how to restore", what, err)
		}
	}
	if fi, err := os.Stat(path); err != nil || fi.Size() != 0 {
		t.Errorf("the empty file was changed: %v, %v", fi, err)
	}
}

// TestSQLiteRefusesAWriteAheadLogWithoutItsDatabase: a missing database
// beside its log is not started afresh.
func TestSQLiteRefusesAWriteAheadLogWithoutItsDatabase(t *testing.T) {
	path := filepath.Join(t.TempDir(), "caribe.db")
	if err := os.WriteFile(path+"-wal", []byte("frames"), 0o644); err != nil {
		t.Fatal(err)
	}
	if s, err := store.OpenSQLite(path); err == nil {
		s.Close()
		t.Fatal("OpenSQLite beside a lone write-ahead log succeeded")
	} else if !errors.Is(err, store.ErrDamaged) || !strings.Contains(err.Error(), "moved or deleted") {
		t.Errorf("OpenSQLite beside a lone write-ahead log = %q", err)
	}
	if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a database was created: %v", err)
	}
}

// TestSQLiteRefusesAnotherProgramsDatabase: a SQLite file with tables but
// none of the store's migrations is not taken over.
func TestSQLiteRefusesAnotherProgramsDatabase(t *testing.T) {
	path := filepath.Join(t.TempDir(), "other.db")
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`CREATE TABLE notes (text TEXT)`); err != nil {
		t.Fatal(err)
	}
	db.Close()
	if s, err := store.OpenSQLite(path); err == nil {
		s.Close()
		t.Fatal("OpenSQLite of another program's database succeeded")
	} else if !strings.Contains(err.Error(), "another program") {
		t.Errorf("OpenSQLite of another program's database = %q", err)
	}
}

// damagedStore makes a store of 60 tables of 40 moves each, closes it and
// overwrites one leaf page of its moves with garbage, as a failing disk
// might. It returns the path.
func damagedStore(t *testing.T) string {
	t.Helper()
	ctx := context.Background()
	s, path := open(t)
	var wg sync.WaitGroup
	for i := range 60 {
		id := fmt.Sprintf("t%02d", i)
		if err := s.CreateTable(ctx, table(id, time.Now())); err != nil {
			t.Fatal(err)
		}
		wg.Go(func() {
			for seq := 1; seq <= 40; seq++ {
				if err := s.AppendMove(ctx, id, store.Move{Seq: seq, Entry: moveJSON(id, seq)}); err != nil {
					t.Error(err)
					return
				}
			}
		})
	}
	wg.Wait()
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	storetest.DamagePage(t, path, "moves")
	return path
}

// TestSQLiteFindsADamagedPage: a damaged page is not read as the store
// opens (it reads no more than it must), so the store opens; its full
// check (Check, as a server runs it in the background) and CheckFile (caribe
// check) name the damaged page and the way back, and the tables on sound
// pages read as ever.
func TestSQLiteFindsADamagedPage(t *testing.T) {
	ctx := context.Background()
	path := damagedStore(t)
	err := store.CheckFile(ctx, path)
	var de *store.DamagedError
	if !errors.As(err, &de) || !de.Skippable || !errors.Is(err, store.ErrDamaged) {
		t.Fatalf("CheckFile of a damaged database = %v, want a DamagedError", err)
	}
	for _, want := range []string{path, "is damaged", "page", "restore the latest backup", "--skip-damaged"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("CheckFile's answer %q does not say %q", err, want)
		}
	}

	s, err := store.OpenSQLite(path)
	if err != nil {
		t.Fatalf("OpenSQLite of a database with a damaged page: %v", err)
	}
	defer s.Close()
	if d, err := s.Check(ctx); err != nil || len(d) == 0 || !strings.Contains(strings.Join(d, " "), "page") {
		t.Errorf("Check() = %q, %v; want the damaged page named", d, err)
	}
	tables, err := s.List(ctx, store.Query{})
	if err != nil || len(tables) != 60 {
		t.Fatalf("List = %d tables, %v; want all 60 (their rows are sound)", len(tables), err)
	}
	bad := 0
	for _, tab := range tables {
		_, moves, err := s.Table(ctx, tab.ID)
		switch {
		case err != nil:
			bad++
		case len(moves) != 40:
			t.Errorf("table %s has %d moves, want 40", tab.ID, len(moves))
		}
	}
	if bad == 0 || bad == 60 {
		t.Errorf("%d tables of 60 cannot be read; want some but not all", bad)
	}
}

// TestSQLiteBackupUnderLoad takes backups while moves are appended from
// many goroutines: each backup opens as a store, sound, with every table
// and, for each table, an unbroken run of its first moves, no fewer than
// were acknowledged before the backup began. A backup never overwrites.
func TestSQLiteBackupUnderLoad(t *testing.T) {
	ctx := context.Background()
	s, path := open(t)
	const tables = 16
	acked := make([]int, tables)
	var mu sync.Mutex
	for i := range tables {
		if err := s.CreateTable(ctx, table(fmt.Sprintf("t%d", i), time.Now())); err != nil {
			t.Fatal(err)
		}
	}
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for i := range tables {
		id := fmt.Sprintf("t%d", i)
		wg.Go(func() {
			for seq := 1; ; seq++ {
				select {
				case <-stop:
					return
				default:
				}
				if err := s.AppendMove(ctx, id, store.Move{Seq: seq, Entry: moveJSON(id, seq)}); err != nil {
					t.Error(err)
					return
				}
				mu.Lock()
				acked[i] = seq
				mu.Unlock()
			}
		})
	}
	dir := t.TempDir()
	for round := range 3 {
		time.Sleep(100 * time.Millisecond)
		mu.Lock()
		before := append([]int(nil), acked...)
		mu.Unlock()
		to := filepath.Join(dir, fmt.Sprintf("backup-%d.db", round))
		copied, err := store.Backup(ctx, path, to)
		if err != nil {
			t.Fatalf("Backup: %v", err)
		}
		if copied.Tables != tables || copied.Bytes == 0 {
			t.Errorf("Backup copied %+v, want %d tables", copied, tables)
		}
		b, err := store.OpenSQLite(to)
		if err != nil {
			t.Fatalf("opening backup %d: %v", round, err)
		}
		total := 0
		for i := range tables {
			id := fmt.Sprintf("t%d", i)
			_, moves, err := b.Table(ctx, id)
			if err != nil {
				t.Fatalf("backup %d: %v", round, err)
			}
			if len(moves) < before[i] {
				t.Errorf("backup %d has %d moves of %s, %d were acknowledged before it began", round, len(moves), id, before[i])
			}
			for j, m := range moves {
				if string(m) != string(moveJSON(id, j+1)) {
					t.Fatalf("backup %d: move %d of %s = %s", round, j+1, id, m)
				}
			}
			total += len(moves)
		}
		b.Close()
		if total != copied.Moves {
			t.Errorf("backup %d holds %d moves, Backup said %d", round, total, copied.Moves)
		}
		if _, err := store.Backup(ctx, path, to); err == nil || !strings.Contains(err.Error(), "never overwrites") {
			t.Errorf("a backup over an existing file = %v, want a refusal", err)
		}
	}
	close(stop)
	wg.Wait()
	left, err := filepath.Glob(filepath.Join(dir, ".*"))
	if err != nil || len(left) > 0 {
		t.Errorf("partial files left behind: %v %v", left, err)
	}
	if _, err := store.Backup(ctx, filepath.Join(dir, "missing.db"), filepath.Join(dir, "x.db")); err == nil {
		t.Error("a backup of a missing database succeeded")
	}
}
