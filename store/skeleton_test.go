package store

import (
	"context"
	"database/sql"
	"errors"
	"io/fs"
	"path/filepath"
	"testing"

	"github.com/pressly/goose/v3"
)

// TestSkeletonsFilledIn: accounts stored before nicknames had skeletons
// get theirs when the store opens, the oldest first; a later account
// whose nickname looks like an older one's keeps none, and no new account
// takes a name like theirs.
func TestSkeletonsFilledIn(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "caribe.db")
	db, err := sql.Open("sqlite", dsn(path))
	if err != nil {
		t.Fatal(err)
	}
	fsys, err := fs.Sub(migrations, "migrations")
	if err != nil {
		t.Fatal(err)
	}
	p, err := goose.NewProvider(goose.DialectSQLite3, db, fsys, goose.WithDisableGlobalRegistry(true))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.UpTo(ctx, sqliteSkeletons.Version-1); err != nil {
		t.Fatal(err)
	}
	for _, a := range []struct {
		id, nick string
		created  int
	}{{"old", "alice", 1}, {"later", "\u0430lice", 2}, {"boris", "Борис", 3}} {
		if _, err := db.Exec(`INSERT INTO accounts (id, nick, nick_key, created) VALUES (?, ?, ?, ?)`, a.id, a.nick, NickKey(a.nick), a.created); err != nil {
			t.Fatal(err)
		}
	}
	db.Close()
	s, err := OpenSQLite(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	got := map[string]sql.NullString{}
	rows, err := s.read.Query(`SELECT id, nick_skeleton FROM accounts`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var id string
		var sk sql.NullString
		if err := rows.Scan(&id, &sk); err != nil {
			t.Fatal(err)
		}
		got[id] = sk
	}
	rows.Close()
	if got["old"].String != NickSkeleton("alice") || got["later"].Valid || got["boris"].String != NickSkeleton("Борис") {
		t.Errorf("skeletons filled in: %+v", got)
	}
	err = s.CreateAccount(ctx, Account{ID: "new", Nick: "\uff41lice"}, Passkey{ID: []byte("k"), Account: "new"})
	if !errors.Is(err, ErrNickTaken) {
		t.Errorf("a new ａlice beside the stored ones: %v, want ErrNickTaken", err)
	}
}
