package store_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"caribe/store"
	"caribe/store/pgtest"
)

// patient opens a store on a new database of srv whose writes wait for
// the database as long as a test may take, so that no margin of time
// decides whether a write outlives a restart.
func patient(t *testing.T, srv *pgtest.Server) *store.Postgres {
	t.Helper()
	s, err := store.OpenPostgres(context.Background(), srv.NewDatabase(t), store.WritePatience(10*time.Minute))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// tableWithOneMove creates table id with its first entry stored.
func tableWithOneMove(t *testing.T, s store.Store, id string) {
	t.Helper()
	ctx := context.Background()
	if err := s.CreateTable(ctx, store.Table{ID: id, Game: "tortuga", Players: 2, Status: store.Running}); err != nil {
		t.Fatal(err)
	}
	if err := s.AppendMove(ctx, id, store.Move{Seq: 1, Entry: json.RawMessage(`{"seq":1}`)}); err != nil {
		t.Fatal(err)
	}
}

// checkEntries fails the test unless table id's log is want.
func checkEntries(t *testing.T, s store.Store, id string, want ...string) {
	t.Helper()
	_, got, err := s.Table(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	var entries []string
	for _, e := range got {
		entries = append(entries, string(e))
	}
	if strings.Join(entries, " ") != strings.Join(want, " ") {
		t.Errorf("table %s's log = %q, want %q", id, entries, want)
	}
}

// TestPostgresMoveThroughARestart: a move made while PostgreSQL restarts
// (pg_ctl restart -m fast: every connection closed with SQLSTATE 57P01,
// then none taken until it is back) is stored once it is back, once, and
// the write that stored it says so.
func TestPostgresMoveThroughARestart(t *testing.T) {
	srv := pgtest.Start(t)
	s := patient(t, srv)
	tableWithOneMove(t, s, "t")
	failed := make(chan error, 1)
	store.OnTry(s, func(err error) error {
		if err != nil {
			select {
			case failed <- err:
			default:
			}
		}
		return err
	})

	srv.Stop(t)
	done := make(chan error, 1)
	go func() {
		done <- s.AppendMove(context.Background(), "t", store.Move{Seq: 2, Entry: json.RawMessage(`{"seq":2}`)})
	}()
	t.Logf("a try while the database is down: %v", <-failed)
	srv.Resume(t)
	if err := <-done; err != nil {
		t.Fatalf("AppendMove through a restart: %v", err)
	}
	checkEntries(t, s, "t", `{"seq":1}`, `{"seq":2}`)
}

// TestPostgresMoveWhoseBackendIsTerminated: a move on a connection the
// database ended (pg_terminate_backend from another session, SQLSTATE
// 57P01) is stored on a new one.
func TestPostgresMoveWhoseBackendIsTerminated(t *testing.T) {
	ctx := context.Background()
	srv := pgtest.Start(t)
	s := patient(t, srv)
	tableWithOneMove(t, s, "t")
	for i := 2; i <= 4; i++ {
		if n := terminateOthers(t, srv); n == 0 {
			t.Fatal("no session of the store to terminate")
		}
		entry := json.RawMessage(fmt.Sprintf(`{"seq":%d}`, i))
		if err := s.AppendMove(ctx, "t", store.Move{Seq: i, Entry: entry}); err != nil {
			t.Fatalf("AppendMove %d after its sessions were terminated: %v", i, err)
		}
	}
	checkEntries(t, s, "t", `{"seq":1}`, `{"seq":2}`, `{"seq":3}`, `{"seq":4}`)
}

// terminateOthers ends, from a session of its own, every other client
// session of srv's databases, and returns how many it ended.
func terminateOthers(t *testing.T, srv *pgtest.Server) int {
	t.Helper()
	n, err := pgtest.Terminate(context.Background(), srv.URL("postgres"))
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// TestPostgresMoveWhoseCommitWasNotHeard: a move whose commit went
// through but whose answer was lost with the connection is tried again,
// finds itself stored and succeeds, rather than refuse itself as a
// conflict or be stored twice; a different entry of the same number is
// still refused.
func TestPostgresMoveWhoseCommitWasNotHeard(t *testing.T) {
	ctx := context.Background()
	s := patient(t, pgtest.Start(t))
	tableWithOneMove(t, s, "t")
	lost := false
	store.OnTry(s, func(err error) error {
		if err == nil && !lost {
			lost = true
			return io.ErrUnexpectedEOF
		}
		return err
	})
	if err := s.AppendMove(ctx, "t", store.Move{Seq: 2, Entry: json.RawMessage(`{"seq":2}`)}); err != nil {
		t.Fatalf("AppendMove whose commit's answer was lost: %v", err)
	}
	if !lost {
		t.Fatal("the commit's answer was not lost: nothing tested")
	}
	checkEntries(t, s, "t", `{"seq":1}`, `{"seq":2}`)
	lost = false
	if err := s.AppendMove(ctx, "t", store.Move{Seq: 3, Entry: json.RawMessage(`{"seq":3}`)}); err != nil {
		t.Fatal(err)
	}
	if err := s.AppendMove(ctx, "t", store.Move{Seq: 3, Entry: json.RawMessage(`{"other":3}`)}); !errors.Is(err, store.ErrConflict) {
		t.Errorf("another entry 3 = %v, want ErrConflict", err)
	}
	checkEntries(t, s, "t", `{"seq":1}`, `{"seq":2}`, `{"seq":3}`)

	// A clock set likewise finds itself set.
	deadline := time.Date(2026, 3, 14, 15, 9, 26, 0, time.UTC)
	first := store.Clock{State: json.RawMessage(`{"kind":"live","reserves":[1000,1000]}`), Deadline: deadline}
	second := store.Clock{State: json.RawMessage(`{"kind":"live","reserves":[900,1000]}`), Deadline: deadline.Add(time.Second)}
	if err := s.SetClock(ctx, "t", store.Clock{}, first, false); err != nil {
		t.Fatal(err)
	}
	lost = false
	if err := s.SetClock(ctx, "t", first, second, false); err != nil || !lost {
		t.Errorf("SetClock whose commit's answer was lost = %v (answer lost: %v), want nil", err, lost)
	}
	if err := s.SetClock(ctx, "t", first, first, false); !errors.Is(err, store.ErrConflict) {
		t.Errorf("SetClock from a state no longer stored = %v, want ErrConflict", err)
	}
}

// TestPostgresWriteGivesUpWithErrUnavailable: a write while the database
// stays down fails, once its patience is spent, with ErrUnavailable and
// the database's own error beside it, and stores nothing.
func TestPostgresWriteGivesUpWithErrUnavailable(t *testing.T) {
	ctx := context.Background()
	srv := pgtest.Start(t)
	s, err := store.OpenPostgres(ctx, srv.NewDatabase(t), store.WritePatience(100*time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	tableWithOneMove(t, s, "t")
	srv.Stop(t)
	err = s.AppendMove(ctx, "t", store.Move{Seq: 2, Entry: json.RawMessage(`{"seq":2}`)})
	if !errors.Is(err, store.ErrUnavailable) || errors.Is(err, store.ErrConflict) {
		t.Fatalf("AppendMove while the database is down = %v, want ErrUnavailable", err)
	}
	t.Logf("refused: %v", err)
	srv.Resume(t)
	checkEntries(t, s, "t", `{"seq":1}`)
}
