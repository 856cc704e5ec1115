package store

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"path/filepath"
	"strings"
	"sync"

	"github.com/pressly/goose/v3"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

//go:embed migrations/*.sql
var migrations embed.FS

// readConns is how many connections the read pool may hold.
const readConns = 4

// SQLite is a Store kept in one SQLite file in WAL mode. Every write goes
// through a single writer that commits whatever has queued up in one
// transaction (group commit) and answers each caller once that transaction
// is on disk; reads use a separate pool of read-only connections.
type SQLite struct {
	path  string
	write *sql.DB
	read  *sql.DB
	w     *writer

	closeOnce sync.Once
	closeErr  error
}

var _ Store = (*SQLite)(nil)

// OpenSQLite opens the store in the SQLite file at path, creating the file
// if it does not exist and bringing its schema up to date.
func OpenSQLite(path string) (*SQLite, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("store: open %s: %w", path, err)
	}
	ctx := context.Background()

	write, err := sql.Open("sqlite", dsn(abs,
		"journal_mode(WAL)", "synchronous(FULL)", "foreign_keys(1)"))
	if err != nil {
		return nil, openError(path, err)
	}
	write.SetMaxOpenConns(1)
	write.SetMaxIdleConns(1)
	write.SetConnMaxLifetime(0)
	if err := write.PingContext(ctx); err != nil {
		write.Close()
		return nil, openError(path, err)
	}
	if err := migrate(ctx, write); err != nil {
		write.Close()
		return nil, openError(path, err)
	}

	read, err := sql.Open("sqlite", dsn(abs, "query_only(1)"))
	if err != nil {
		write.Close()
		return nil, openError(path, err)
	}
	read.SetMaxOpenConns(readConns)
	read.SetMaxIdleConns(readConns)
	if err := read.PingContext(ctx); err != nil {
		read.Close()
		write.Close()
		return nil, openError(path, err)
	}

	w, err := newWriter(ctx, write)
	if err != nil {
		read.Close()
		write.Close()
		return nil, openError(path, err)
	}
	return &SQLite{path: path, write: write, read: read, w: w}, nil
}

// Close lets every write already queued commit, then closes the database.
// Writes after Close fail.
func (s *SQLite) Close() error {
	s.closeOnce.Do(func() {
		s.closeErr = errors.Join(s.w.close(), s.read.Close(), s.write.Close())
		if s.closeErr != nil {
			s.closeErr = fmt.Errorf("store: close %s: %w", s.path, s.closeErr)
		}
	})
	return s.closeErr
}

// dsn is the driver's name for the file at the absolute path abs with the
// given pragmas, each set on every connection after a busy timeout.
func dsn(abs string, pragmas ...string) string {
	q := url.Values{"_pragma": append([]string{"busy_timeout(5000)"}, pragmas...)}
	escape := strings.NewReplacer("%", "%25", "?", "%3f", "#", "%23")
	return "file:" + escape.Replace(abs) + "?" + q.Encode()
}

// migrate brings the schema up to date with the embedded migrations.
func migrate(ctx context.Context, db *sql.DB) error {
	fsys, err := fs.Sub(migrations, "migrations")
	if err != nil {
		return err
	}
	p, err := goose.NewProvider(goose.DialectSQLite3, db, fsys,
		goose.WithDisableGlobalRegistry(true))
	if err != nil {
		return fmt.Errorf("migrations: %w", err)
	}
	if _, err := p.Up(ctx); err != nil {
		return fmt.Errorf("migrations: %w", err)
	}
	return nil
}

// openError says why the file at path could not be opened as a store.
func openError(path string, err error) error {
	var se *sqlite.Error
	if errors.As(err, &se) && se.Code()&0xff == sqlite3.SQLITE_NOTADB {
		return fmt.Errorf("store: %s is not a SQLite database: %w", path, err)
	}
	return fmt.Errorf("store: open %s: %w", path, err)
}
