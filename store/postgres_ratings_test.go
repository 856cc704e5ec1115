package store_test

import (
	"context"
	"encoding/json"
	"errors"
	"strconv"
	"sync"
	"testing"
	"time"

	"caribe/store"
	"caribe/store/pgtest"
)

// ended creates a rated table of tobago whose one entry ends it.
func ended(t *testing.T, s store.Store, id string) {
	t.Helper()
	ctx := context.Background()
	if err := s.CreateTable(ctx, store.Table{ID: id, Game: "tobago", Players: 2, Status: store.Running, Rated: true}); err != nil {
		t.Fatal(err)
	}
	err := s.AppendMove(ctx, id, store.Move{Seq: 1, Entry: json.RawMessage(`{"n":1}`), Result: json.RawMessage(`{"over":true}`)})
	if err != nil {
		t.Fatal(err)
	}
}

// win is the rated outcome of table id for player, one more game won
// after games.
func win(id, player string, games int) store.Outcome {
	return store.Outcome{Table: id, Game: "tobago", Player: player, Place: 1, Players: 2, Rated: true,
		Before: store.Standing{Mu: 25, Sigma: 8, Games: games, Wins: games},
		After:  store.Standing{Mu: 26, Sigma: 7, Games: games + 1, Wins: games + 1}, At: time.Now()}
}

// TestPostgresRecordRace: two servers recording one table at once record
// it once, the second finding it recorded; two tables recording one
// player's standing from one reading of it store one, the other refused.
func TestPostgresRecordRace(t *testing.T) {
	ctx := context.Background()
	url := pgtest.Start(t).NewDatabase(t)
	servers := []*store.Postgres{openShared(t, url), openShared(t, url)}
	const tables = 20
	for i := range tables {
		ended(t, servers[0], "same-"+strconv.Itoa(i))
	}
	for i := range tables {
		id := "same-" + strconv.Itoa(i)
		var wg sync.WaitGroup
		errs := make([]error, len(servers))
		for j, s := range servers {
			wg.Go(func() { errs[j] = s.Record(ctx, id, []store.Outcome{win(id, "a1", i)}) })
		}
		wg.Wait()
		for j, err := range errs {
			if err != nil {
				t.Fatalf("Record(%s) by server %d: %v", id, j, err)
			}
		}
	}
	got, err := servers[1].Standings(ctx, "tobago", []string{"a1"})
	if err != nil || got["a1"].Games != tables {
		t.Fatalf("Standings after %d tables recorded twice each = %+v, %v; want %d games", tables, got, err, tables)
	}

	for i := range tables {
		first, second := "one-"+strconv.Itoa(i), "two-"+strconv.Itoa(i)
		ended(t, servers[0], first)
		ended(t, servers[0], second)
		player := "p" + strconv.Itoa(i)
		var wg sync.WaitGroup
		errs := make([]error, 2)
		for j, id := range []string{first, second} {
			wg.Go(func() { errs[j] = servers[j].Record(ctx, id, []store.Outcome{win(id, player, 0)}) })
		}
		wg.Wait()
		refused := 0
		for _, err := range errs {
			switch {
			case errors.Is(err, store.ErrConflict):
				refused++
			case err != nil:
				t.Fatalf("Record: %v", err)
			}
		}
		if refused != 1 {
			t.Fatalf("two tables recorded from one reading of %s: %v, want one refused", player, errs)
		}
		got, err := servers[0].Standings(ctx, "tobago", []string{player})
		if err != nil || got[player].Games != 1 {
			t.Fatalf("Standings(%s) = %+v, %v; want 1 game", player, got, err)
		}
	}
	pending, err := servers[0].Pending(ctx, 0)
	if err != nil || len(pending) != tables {
		t.Errorf("Pending = %d tables, %v; want the %d refused", len(pending), err, tables)
	}
}
