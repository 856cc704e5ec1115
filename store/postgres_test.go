package store_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"caribe/store"
	"caribe/store/pgtest"
	"caribe/store/storetest"
)

func TestPostgres(t *testing.T) {
	srv := pgtest.Start(t)
	storetest.Run(t, func(t *testing.T) store.Store {
		s, err := store.OpenPostgres(context.Background(), srv.NewDatabase(t))
		if err != nil {
			t.Fatal(err)
		}
		return s
	})
}

// TestPostgresSeveralServers: several stores may have one database open
// at once (the migrations run again for the second, doing nothing), each
// seeing what the others store, and one that closes leaves the others
// working.
func TestPostgresSeveralServers(t *testing.T) {
	ctx := context.Background()
	url := pgtest.Start(t).NewDatabase(t)
	first, err := store.OpenPostgres(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	if err := first.CreateTable(ctx, store.Table{ID: "kept", Game: "tobago", Players: 2}); err != nil {
		t.Fatal(err)
	}
	second, err := store.OpenPostgres(ctx, url)
	if err != nil {
		t.Fatalf("second OpenPostgres of an open database: %v", err)
	}
	defer second.Close()
	if err := second.AppendMove(ctx, "kept", store.Move{Seq: 1, Entry: []byte(`{"n":1}`)}); err != nil {
		t.Fatalf("AppendMove by the second store: %v", err)
	}
	if _, moves, err := first.Table(ctx, "kept"); err != nil || len(moves) != 1 {
		t.Errorf("Table by the first store = %s, %v; want the move the second stored", moves, err)
	}
	if err := first.Close(); err != nil {
		t.Fatal(err)
	}
	if _, moves, err := second.Table(ctx, "kept"); err != nil || len(moves) != 1 {
		t.Errorf("Table after the first store closed = %s, %v; want one move", moves, err)
	}
}

func TestPostgresLeaseTTL(t *testing.T) {
	url := pgtest.Start(t).NewDatabase(t)
	for _, ttl := range []time.Duration{0, -time.Second} {
		if s, err := store.OpenPostgres(context.Background(), url, store.LeaseTTL(ttl)); err == nil {
			s.Close()
			t.Errorf("OpenPostgres with LeaseTTL(%v) succeeded", ttl)
		} else if !strings.Contains(err.Error(), "lease time") {
			t.Errorf("OpenPostgres with LeaseTTL(%v) = %q, want it to name the lease time", ttl, err)
		}
	}
}

func TestIsPostgresURL(t *testing.T) {
	for db, want := range map[string]bool{
		"postgres://caribe@db.example/caribe?sslmode=require": true,
		"postgresql://caribe@/caribe?host=/run/postgresql":    true,
		"POSTGRES://caribe@localhost/caribe":                  true,
		"caribe.db":                                           false,
		"/var/lib/caribe/caribe.db":                           false,
		"postgres.db":                                         false,
		"file:caribe.db":                                      false,
	} {
		if got := store.IsPostgresURL(db); got != want {
			t.Errorf("IsPostgresURL(%q) = %v, want %v", db, got, want)
		}
	}
}
