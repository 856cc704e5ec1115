package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Copied describes a backup: what it holds and its size.
type Copied struct {
	Tables, Moves int
	Bytes         int64
}

// Backup copies the database at db into the new file to, consistently
// while a server writes to it: VACUUM INTO reads one snapshot of the
// database in a read transaction, which in WAL mode holds no writer back,
// so the copy has every move committed before it began and none after.
// The copy is written beside to under a temporary name, synced and
// checked fully (PRAGMA quick_check and foreign_key_check, as Check
// does), then linked to its name, which fails if
// to exists: a backup never overwrites a file, and a backup that fails
// leaves nothing at to.
func Backup(ctx context.Context, db, to string) (Copied, error) {
	if _, err := os.Lstat(to); err == nil {
		return Copied{}, fmt.Errorf("store: backup: %s exists: a backup never overwrites a file, give a new name", to)
	} else if !errors.Is(err, os.ErrNotExist) {
		return Copied{}, fmt.Errorf("store: backup: %w", err)
	}
	fresh, err := checkFile(db)
	switch {
	case err != nil:
		return Copied{}, fmt.Errorf("store: backup: %w", err)
	case fresh:
		return Copied{}, fmt.Errorf("store: backup: %s: no such database", db)
	}
	abs, err := filepath.Abs(db)
	if err != nil {
		return Copied{}, fmt.Errorf("store: backup: %w", err)
	}
	dir, err := filepath.Abs(filepath.Dir(to))
	if err != nil {
		return Copied{}, fmt.Errorf("store: backup: %w", err)
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(to)+".partial-*")
	if err != nil {
		return Copied{}, fmt.Errorf("store: backup: %w", err)
	}
	tmpName := tmp.Name()
	defer os.Remove(tmpName)
	if err := tmp.Close(); err != nil {
		return Copied{}, fmt.Errorf("store: backup: %w", err)
	}
	if err := vacuumInto(ctx, abs, tmpName); err != nil {
		return Copied{}, fmt.Errorf("store: backup of %s: %w", db, err)
	}
	copied, err := checkCopy(ctx, tmpName)
	if err != nil {
		return Copied{}, fmt.Errorf("store: backup of %s: the copy fails its check: %w", db, err)
	}
	if err := os.Link(tmpName, to); err != nil {
		return Copied{}, fmt.Errorf("store: backup: %w", err)
	}
	if err := syncDir(dir); err != nil {
		return Copied{}, fmt.Errorf("store: backup: %w", err)
	}
	return copied, nil
}

// vacuumInto writes a copy of the database at abs into the empty file out
// and syncs it to disk.
func vacuumInto(ctx context.Context, abs, out string) error {
	src, err := sql.Open("sqlite", dsn(abs))
	if err != nil {
		return err
	}
	defer src.Close()
	src.SetMaxOpenConns(1)
	if _, err := src.ExecContext(ctx, `VACUUM INTO ?`, out); err != nil {
		return err
	}
	f, err := os.OpenFile(out, os.O_RDWR, 0)
	if err != nil {
		return err
	}
	return errors.Join(f.Sync(), f.Close())
}

// checkCopy checks the database file at the absolute path fully and
// counts what it holds.
func checkCopy(ctx context.Context, path string) (Copied, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return Copied{}, err
	}
	problems, err := integrity(ctx, path)
	if err == nil && len(problems) > 0 {
		err = errors.New(strings.Join(problems, "; "))
	}
	if err != nil {
		return Copied{}, err
	}
	db, err := sql.Open("sqlite", dsn(path, "query_only(1)"))
	if err != nil {
		return Copied{}, err
	}
	defer db.Close()
	c := Copied{Bytes: fi.Size()}
	err = db.QueryRowContext(ctx, `SELECT (SELECT COUNT(*) FROM tables), (SELECT COUNT(*) FROM moves)`).Scan(&c.Tables, &c.Moves)
	return c, err
}

// syncDir makes the entries of a directory durable, a new link among them.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	return errors.Join(d.Sync(), d.Close())
}
