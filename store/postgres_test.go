package store_test

import (
	"context"
	"errors"
	"testing"

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

// TestPostgresOneServerPerDatabase: a second store on a database another
// has open is refused with ErrInUse, and opens once the first is closed,
// finding what the first stored (the migrations run again, doing nothing).
func TestPostgresOneServerPerDatabase(t *testing.T) {
	ctx := context.Background()
	url := pgtest.Start(t).NewDatabase(t)
	first, err := store.OpenPostgres(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	if err := first.CreateTable(ctx, store.Table{ID: "kept", Game: "tobago", Players: 2}); err != nil {
		t.Fatal(err)
	}
	if _, err := store.OpenPostgres(ctx, url); !errors.Is(err, store.ErrInUse) {
		t.Fatalf("second OpenPostgres = %v, want ErrInUse", err)
	}
	if err := first.Close(); err != nil {
		t.Fatal(err)
	}
	second, err := store.OpenPostgres(ctx, url)
	if err != nil {
		t.Fatalf("OpenPostgres after Close: %v", err)
	}
	defer second.Close()
	if _, _, err := second.Table(ctx, "kept"); err != nil {
		t.Errorf("Table after reopening: %v", err)
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
