package store_test

import (
	"context"
	"encoding/json"
	"errors"
	"slices"
	"strconv"
	"testing"
	"time"

	"caribe/store"
	"caribe/store/pgtest"

	"github.com/jackc/pgx/v5"
)

// soon bounds how long the shared tests wait for what must happen
// promptly: a change heard, a lease lapsed. A busy machine may slow these
// down many times over; only a hang reaches it.
const soon = 2 * time.Minute

// shortTTL is the lease time of the servers whose death a test waits for.
// Renewed every third of it, a live server loses its lease only if a
// renewal comes two thirds of it late, over a second even on a busy
// machine.
const shortTTL = 2 * time.Second

// openShared opens a store on the database at url, closing it when the
// test ends.
func openShared(t *testing.T, url string, opts ...store.PostgresOption) *store.Postgres {
	t.Helper()
	s, err := store.OpenPostgres(context.Background(), url, opts...)
	if err != nil {
		t.Fatalf("OpenPostgres: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// changes starts s.Changes until the test ends.
func changes(t *testing.T, s *store.Postgres) <-chan store.Change {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	ch, err := s.Changes(ctx)
	if err != nil {
		t.Fatalf("Changes: %v", err)
	}
	return ch
}

// next is the next change ch delivers, failing the test if none comes
// soon.
func next(t *testing.T, ch <-chan store.Change) store.Change {
	t.Helper()
	select {
	case c, ok := <-ch:
		if !ok {
			t.Fatal("Changes closed its channel")
		}
		return c
	case <-time.After(soon):
		t.Fatalf("no change delivered within %v", soon)
		return store.Change{}
	}
}

// expect fails the test unless ch delivers a change of table want next
// ("": of any table).
func expect(t *testing.T, ch <-chan store.Change, want string) store.Change {
	t.Helper()
	got := next(t, ch)
	if got.Table != want {
		t.Errorf("change delivered to table %q, want %q", got.Table, want)
	}
	return got
}

// eventually polls cond until it holds, failing the test if it does not
// soon.
func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(soon)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("%s did not happen within %v", what, soon)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// lease is s.Lease(id), failing the test on an error.
func lease(t *testing.T, s *store.Postgres, id string) bool {
	t.Helper()
	epoch, err := s.Lease(context.Background(), id)
	if err != nil {
		t.Fatalf("Lease(%s): %v", id, err)
	}
	return epoch != 0
}

// servers is s.Servers(), failing the test on an error.
func servers(t *testing.T, s *store.Postgres) int {
	t.Helper()
	n, err := s.Servers(context.Background())
	if err != nil {
		t.Fatalf("Servers: %v", err)
	}
	return n
}

// dueIDs is s.Due(0), failing the test on an error.
func dueIDs(t *testing.T, s *store.Postgres) []string {
	t.Helper()
	ids, err := s.Due(context.Background(), time.Now(), 0)
	if err != nil {
		t.Fatalf("Due: %v", err)
	}
	return ids
}

// running creates running tables (due, since play starts) through s.
func running(t *testing.T, s *store.Postgres, ids ...string) {
	t.Helper()
	for _, id := range ids {
		tab := table(id, time.Now())
		tab.Status = store.Running
		if err := s.CreateTable(context.Background(), tab); err != nil {
			t.Fatalf("CreateTable(%s): %v", id, err)
		}
	}
}

func TestPostgresShared(t *testing.T) {
	srv := pgtest.Start(t)
	ctx := context.Background()

	// Each server hears the others' changes, promptly, and not its own.
	t.Run("Changes", func(t *testing.T) {
		url := srv.NewDatabase(t)
		a, b := openShared(t, url), openShared(t, url)
		heardByA, heardByB := changes(t, a), changes(t, b)
		running(t, a, "t")
		expect(t, heardByB, "t")
		if err := a.AppendMove(ctx, "t", store.Move{Seq: 1, Entry: moveJSON("t", 1)}); err != nil {
			t.Fatal(err)
		}
		expect(t, heardByB, "t")
		running(t, b, "u")
		expect(t, heardByA, "u") // not "t": a's own changes are not delivered to a
		if err := b.SetSeat(ctx, "t", 1, store.Seat{Nick: "Bea"}); err != nil {
			t.Fatal(err)
		}
		expect(t, heardByA, "t")
		if err := a.SetStatus(ctx, "u", store.Over); err != nil {
			t.Fatal(err)
		}
		expect(t, heardByB, "u")
		if err := b.PutSnapshot(ctx, "t", store.Snapshot{Version: 1, State: []byte("s")}); err != nil {
			t.Fatal(err)
		}
		if err := b.SetStatus(ctx, "t", store.Over); err != nil {
			t.Fatal(err)
		}
		expect(t, heardByA, "t")
		if err := a.SetSeat(ctx, "u", 0, store.Seat{Bot: "random"}); err != nil {
			t.Fatal(err)
		}
		expect(t, heardByB, "u") // not "t": b's own changes are not delivered to b

		quiet, cancel := context.WithCancel(ctx)
		ch, err := a.Changes(quiet)
		if err != nil {
			t.Fatal(err)
		}
		cancel()
		for range ch {
		}
	})

	// A lease is one server's: taken again by it, refused to another,
	// free once released or its holder closed.
	t.Run("Leases", func(t *testing.T) {
		url := srv.NewDatabase(t)
		a, b := openShared(t, url), openShared(t, url)
		running(t, a, "t", "u")
		if n := servers(t, a); n != 2 {
			t.Errorf("Servers = %d, want 2", n)
		}
		if !lease(t, a, "t") {
			t.Fatal("a could not lease t, free")
		}
		if !lease(t, a, "t") {
			t.Fatal("a could not lease t again, which it holds")
		}
		if lease(t, b, "t") {
			t.Fatal("b leased t, which a holds")
		}
		if err := b.Release(ctx, "t"); err != nil {
			t.Fatal(err)
		}
		if lease(t, b, "t") {
			t.Fatal("b leased t after releasing a lease it did not hold")
		}
		if !lease(t, b, "u") {
			t.Fatal("b could not lease u, free")
		}
		if err := a.Release(ctx, "t"); err != nil {
			t.Fatal(err)
		}
		if !lease(t, b, "t") || lease(t, a, "t") {
			t.Fatal("after a released t, b could not lease it or a took it back")
		}
		if _, err := a.Lease(ctx, "unknown"); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("Lease of an unknown table = %v, want ErrNotFound", err)
		}
		heardByB := changes(t, b)
		if err := b.Close(); err != nil {
			t.Fatal(err)
		}
		select {
		case id, ok := <-heardByB:
			if ok {
				t.Errorf("Changes of b delivered %+v after b closed, want its channel closed", id)
			}
		default:
			t.Error("Changes of b still open after b closed")
		}
		if !lease(t, a, "t") || !lease(t, a, "u") {
			t.Error("a could not lease the tables b held when it closed")
		}
		if n := servers(t, a); n != 1 {
			t.Errorf("Servers after b closed = %d, want 1", n)
		}
		if _, err := b.Changes(ctx); err == nil {
			t.Error("Changes of a closed store succeeded")
		}
	})

	// A server that stops renewing loses its leases after its lease time;
	// until then Due leaves its tables out, then lists them.
	t.Run("DeadHolder", func(t *testing.T) {
		url := srv.NewDatabase(t)
		a, b := openShared(t, url, store.LeaseTTL(shortTTL)), openShared(t, url, store.LeaseTTL(shortTTL))
		running(t, a, "held", "free")
		if !lease(t, a, "held") {
			t.Fatal("a could not lease held, free")
		}
		// Renewals keep a alive for many lease times.
		time.Sleep(3 * shortTTL)
		if lease(t, b, "held") {
			t.Fatal("b leased held from a live a")
		}
		if got := dueIDs(t, b); !slices.Equal(got, []string{"free"}) {
			t.Errorf("Due while a lives = %v, want [free]", got)
		}
		if got := dueIDs(t, a); !slices.Equal(got, []string{"free"}) {
			t.Errorf("Due of a, the holder = %v, want [free]", got)
		}
		store.StopRenewal(a)
		eventually(t, "a's death counted", func() bool { return servers(t, b) == 1 })
		if got := dueIDs(t, b); !slices.Equal(got, []string{"held", "free"}) {
			t.Errorf("Due once a is dead = %v, want [held free]", got)
		}
		if lease(t, a, "free") {
			t.Error("a, dead, took a lease")
		}
		if !lease(t, b, "held") {
			t.Fatal("b could not take held from a dead a")
		}
		if lease(t, a, "held") {
			t.Error("a took held back from b")
		}
		if got := dueIDs(t, b); !slices.Equal(got, []string{"free"}) {
			t.Errorf("Due once b holds held = %v, want [free]", got)
		}
	})

	// A Changes whose connection is cut connects again and delivers ""
	// first, then the changes made after.
	t.Run("Reconnect", func(t *testing.T) {
		url := srv.NewDatabase(t)
		a, b := openShared(t, url), openShared(t, url)
		heard := changes(t, a)
		running(t, b, "t")
		expect(t, heard, "t")
		admin, err := pgx.Connect(ctx, url)
		if err != nil {
			t.Fatal(err)
		}
		defer admin.Close(ctx)
		for cut := 0; cut < 2; cut++ {
			var n int
			err = admin.QueryRow(ctx, `SELECT COUNT(pg_terminate_backend(pid)) FROM pg_stat_activity
				WHERE application_name = $1`, "caribe changes "+store.ServerID(a)).Scan(&n)
			if err != nil || n != 1 {
				t.Fatalf("terminating a's listening connection: %d terminated, %v", n, err)
			}
			expect(t, heard, "")
			entry := json.RawMessage(`{"move":` + strconv.Itoa(cut) + `}`)
			if err := b.AppendMove(ctx, "t", store.Move{Seq: cut + 1, Entry: entry}); err != nil {
				t.Fatal(err)
			}
			if c := expect(t, heard, "t"); c.Seq != cut+1 || string(c.Entry) != string(entry) {
				t.Errorf("the change of an entry appended carries entry %d %s, want %d %s", c.Seq, c.Entry, cut+1, entry)
			}
		}
	})
}
