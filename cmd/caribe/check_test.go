package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"caribe/store"
	"caribe/store/storetest"
)

// TestCheckNamesTheDamage: caribe check says a sound database is sound,
// even while a server serves it; once a page of its moves is damaged, it
// exits non-zero naming the damage and the way back.
func TestCheckNamesTheDamage(t *testing.T) {
	db := filepath.Join(t.TempDir(), "caribe.db")
	s, err := store.OpenSQLite(db)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	for i := range 20 {
		id := fmt.Sprintf("t%02d", i)
		if err := s.CreateTable(ctx, store.Table{ID: id, Game: "tortuga", Players: 2, Seats: make([]store.Seat, 2)}); err != nil {
			t.Fatal(err)
		}
		for seq := 1; seq <= 40; seq++ {
			entry, _ := json.Marshal(map[string]any{"table": id, "seq": seq, "pad": strings.Repeat("x", 40)})
			if err := s.AppendMove(ctx, id, store.Move{Seq: seq, Entry: entry}); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	startServe(t, db, nil)
	if out, err := caribe(t, "", "check", "--db", db); err != nil || !strings.Contains(out, db+" is sound") {
		t.Fatalf("check of a sound database being served: %v\n%s", err, out)
	}

	damaged := filepath.Join(t.TempDir(), "damaged.db")
	if out, err := caribe(t, "", "backup", "--db", db, "--to", damaged); err != nil {
		t.Fatalf("backup: %v\n%s", err, out)
	}
	storetest.DamagePage(t, damaged, "moves")
	out, err := caribe(t, "", "check", "--db", damaged)
	var exit *exec.ExitError
	if err == nil || !errors.As(err, &exit) || exit.ExitCode() == 0 {
		t.Fatalf("check of a damaged database exited %v\n%s", err, out)
	}
	for _, want := range []string{damaged, "is damaged", "page", "restore the latest backup"} {
		if !strings.Contains(out, want) {
			t.Errorf("check of a damaged database said %q, want it to say %q", out, want)
		}
	}
}
