package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"caribe/store"
)

// TestServeSyncFlag: --sync is normal unless set, by the flag or by
// CARIBE_SYNC, the flag winning; any other word is refused naming it.
func TestServeSyncFlag(t *testing.T) {
	c, err := parseServe(t)
	if err != nil || c.Sync != store.SyncNormal {
		t.Fatalf("no --sync: %v, %v; want normal", c.Sync, err)
	}
	if c, err = parseServe(t, "--sync", "full"); err != nil || c.Sync != store.SyncFull {
		t.Errorf("--sync full: %v, %v", c.Sync, err)
	}
	t.Setenv("CARIBE_SYNC", "full")
	if c, err = parseServe(t); err != nil || c.Sync != store.SyncFull {
		t.Errorf("CARIBE_SYNC=full: %v, %v", c.Sync, err)
	}
	if c, err = parseServe(t, "--sync", "normal"); err != nil || c.Sync != store.SyncNormal {
		t.Errorf("CARIBE_SYNC=full with --sync normal: %v, %v; want the flag's normal", c.Sync, err)
	}
	for _, bad := range []string{"fast", "FULL", "off"} {
		if _, err := parseServe(t, "--sync", bad); err == nil || !strings.Contains(err.Error(), `"`+bad+`"`) || !strings.Contains(err.Error(), "normal") {
			t.Errorf("--sync %s: %v; want it refused, naming it and the choices", bad, err)
		}
	}
}

// TestServeRefusesBadSync: caribe serve given a --sync it does not know
// says so and creates no database.
func TestServeRefusesBadSync(t *testing.T) {
	db := filepath.Join(t.TempDir(), "caribe.db")
	out, err := caribe(t, "", "serve", "--addr", "127.0.0.1:0", "--db", db, "--sync", "always")
	if err == nil || !strings.Contains(out, `"always" is not a sync mode`) {
		t.Fatalf("serve --sync always: %v\n%s", err, out)
	}
	if _, err := os.Stat(db); err == nil {
		t.Errorf("the refused serve created %s", db)
	}
}

// TestServeSyncFullRefusedOnPostgres: on PostgreSQL the database decides
// what a write survives, so --sync full is refused before connecting.
func TestServeSyncFullRefusedOnPostgres(t *testing.T) {
	st, err := openServeStore("postgres://caribe@127.0.0.1:1/caribe", time.Second, store.SyncFull)
	if err == nil {
		st.Close()
		t.Fatal("--sync full on PostgreSQL was taken")
	}
	if !strings.Contains(err.Error(), "synchronous_commit") {
		t.Errorf("--sync full on PostgreSQL: %q; want it to name synchronous_commit", err)
	}
}
