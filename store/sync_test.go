package store

import (
	"context"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestSyncReachesSQLite: the sync mode a store is opened with is SQLite's
// synchronous setting on the connection that writes (1 NORMAL, 2 FULL),
// read inside one of the writer's transactions; the default is NORMAL.
func TestSyncReachesSQLite(t *testing.T) {
	for _, c := range []struct {
		name string
		opts []Option
		want int
	}{
		{"default", nil, 1},
		{"normal", []Option{Sync(SyncNormal)}, 1},
		{"full", []Option{Sync(SyncFull)}, 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, err := OpenSQLite(filepath.Join(t.TempDir(), "caribe.db"), c.opts...)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			got := -1
			err = s.w.do(context.Background(), func(*stmts, int64) error {
				return s.w.conn.QueryRowContext(context.Background(), `PRAGMA synchronous`).Scan(&got)
			})
			if err != nil {
				t.Fatal(err)
			}
			if got != c.want {
				t.Errorf("PRAGMA synchronous on the write connection = %d, want %d", got, c.want)
			}
		})
	}
}

// TestSyncModeNames: a mode is read from its name and only from it; any
// other word is refused with an error naming it and the choices, and
// leaves the mode as it was.
func TestSyncModeNames(t *testing.T) {
	for name, want := range map[string]SyncMode{"normal": SyncNormal, "full": SyncFull} {
		m := SyncMode(-1)
		if err := m.UnmarshalText([]byte(name)); err != nil || m != want {
			t.Errorf("UnmarshalText(%q) = %v, %v; want %v", name, m, err, want)
		}
		if m.String() != name {
			t.Errorf("%v.String() = %q, want %q", m, m.String(), name)
		}
	}
	for _, bad := range []string{"", "FULL", "off", "extra", "2"} {
		m := SyncFull
		err := m.UnmarshalText([]byte(bad))
		if err == nil || m != SyncFull {
			t.Errorf("UnmarshalText(%q) = %v, %v; want an error and the mode unchanged", bad, m, err)
			continue
		}
		if want := strconv.Quote(bad) + " is not a sync mode: want normal"; !strings.HasPrefix(err.Error(), want) {
			t.Errorf("UnmarshalText(%q) error = %q, want it to begin %q", bad, err, want)
		}
	}
}
