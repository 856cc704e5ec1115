package store_test

import (
	"context"
	"encoding/json"
	"errors"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"caribe/store"
	"caribe/store/pgtest"
)

// TestPostgresLeaseFencing: a lease kept by its holder keeps its epoch;
// taken over from a holder dead by its row (paused past its lease time),
// it gets a new one. The old holder no longer holds it, and the entry it
// plays under its old epoch is refused, while the new holder's is stored.
func TestPostgresLeaseFencing(t *testing.T) {
	url := pgtest.Start(t).NewDatabase(t)
	ctx := context.Background()
	a, b := openShared(t, url, store.LeaseTTL(time.Minute)), openShared(t, url, store.LeaseTTL(time.Minute))
	running(t, a, "t")
	ea, err := a.Lease(ctx, "t")
	if err != nil || ea == 0 {
		t.Fatalf("a's lease of t, free: epoch %d, %v", ea, err)
	}
	if again, err := a.Lease(ctx, "t"); err != nil || again != ea {
		t.Fatalf("a's lease of t again: epoch %d, %v; want %d", again, err, ea)
	}
	if eb, err := b.Lease(ctx, "t"); err != nil || eb != 0 {
		t.Fatalf("b's lease of t, held by a live a: epoch %d, %v; want 0", eb, err)
	}
	admin, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer admin.Close(ctx)
	if _, err := admin.Exec(ctx, `UPDATE servers SET alive_until = now() - interval '1 second' WHERE id = $1`, store.ServerID(a)); err != nil {
		t.Fatal(err)
	}
	eb, err := b.Lease(ctx, "t")
	if err != nil || eb == 0 || eb == ea {
		t.Fatalf("b's lease of t, held by a dead a: epoch %d, %v; want a new one", eb, err)
	}
	if held, err := a.Holds(ctx, "t", ea); err != nil || held {
		t.Errorf("a holds t after b took it: %v, %v", held, err)
	}
	entry := json.RawMessage(`{"move":1}`)
	if err := a.AppendMove(ctx, "t", store.Move{Seq: 1, Entry: entry, Fence: ea}); !errors.Is(err, store.ErrLeaseLost) {
		t.Fatalf("a's entry under its lost lease: %v, want ErrLeaseLost", err)
	}
	if err := b.AppendMove(ctx, "t", store.Move{Seq: 1, Entry: entry, Fence: eb}); err != nil {
		t.Fatalf("b's entry under its lease: %v", err)
	}
	if held, err := b.Holds(ctx, "t", eb); err != nil || !held {
		t.Errorf("b holds t: %v, %v", held, err)
	}
}
