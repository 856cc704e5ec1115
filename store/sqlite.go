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
// has committed, as durably as its SyncMode says; reads use a separate
// pool of read-only connections. One
// SQLite store at a time has a file open: it holds an exclusive lock on
// the database file itself, whatever name it was opened by (lockDB).
type SQLite struct {
	// reads are what the store reads as the Postgres store does.
	reads
	path  string
	lock  *fileLock
	write *sql.DB
	read  *sql.DB
	w     *writer

	closeOnce sync.Once
	closeErr  error
}

var _ Store = (*SQLite)(nil)

// Option changes how OpenSQLite opens a store.
type Option func(*options)

type options struct {
	sync SyncMode
}

// OpenSQLite opens the store in the SQLite file at path, creating the file
// if it does not exist and bringing its schema up to date. It refuses,
// rather than start afresh, a file that exists but is empty or is not a
// database, and with ErrDamaged one cut short or whose schema cannot be
// read; with ErrInUse a file another store has open, in this process or
// another. It reads no more of the file than that: the full check of its
// pages is Check's.
func OpenSQLite(path string, opts ...Option) (*SQLite, error) {
	var o options
	for _, opt := range opts {
		opt(&o)
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("store: open %s: %w", path, err)
	}
	lock, fresh, err := lockDB(path, abs)
	if err != nil {
		return nil, openError(path, err)
	}
	s, err := open(path, abs, fresh, o)
	if err != nil {
		return nil, errors.Join(err, lock.release())
	}
	s.lock = lock
	return s, nil
}

// open opens the database at abs, whose lock the caller holds; fresh
// when it holds no tables yet (checkFile).
func open(path, abs string, fresh bool, o options) (*SQLite, error) {
	ctx := context.Background()
	write, err := sql.Open("sqlite", dsn(abs,
		"journal_mode(WAL)", o.sync.pragma(), "foreign_keys(1)"))
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
	if !fresh {
		if err := checkSchema(ctx, write, path); err != nil {
			write.Close()
			return nil, openError(path, err)
		}
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

	w, err := newWriter(ctx, write, o.sync.gap())
	if err != nil {
		read.Close()
		write.Close()
		return nil, openError(path, err)
	}
	return &SQLite{reads: sqliteReads(read), path: path, write: write, read: read, w: w}, nil
}

// Ping makes a durable write of no consequence (the time, in the one row
// of table probe) through the writer, as every write goes, so that it
// fails when writes fail: a full disk, a read-only file, a closed store.
func (s *SQLite) Ping(ctx context.Context) error {
	return s.w.do(ctx, func(st *stmts, now int64) error {
		if _, err := st.probe.Exec(now); err != nil {
			return fmt.Errorf("store: ping: %w", err)
		}
		return nil
	})
}

// Close lets every write already queued commit, then closes the database
// and releases its lock. Writes after Close fail.
func (s *SQLite) Close() error {
	s.closeOnce.Do(func() {
		s.closeErr = errors.Join(s.w.close(), s.read.Close(), s.write.Close())
		if s.closeErr != nil {
			s.closeErr = fmt.Errorf("store: close %s: %w", s.path, s.closeErr)
		}
		s.closeErr = errors.Join(s.closeErr, s.lock.release())
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
		goose.WithDisableGlobalRegistry(true), goose.WithGoMigrations(sqliteSkeletons))
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
	var de *DamagedError
	switch {
	case errors.As(err, &de):
		return err
	case errors.Is(err, ErrDamaged), errors.Is(err, ErrInUse):
		return fmt.Errorf("store: %w", err)
	}
	var se *sqlite.Error
	if errors.As(err, &se) && se.Code()&0xff == sqlite3.SQLITE_NOTADB {
		return fmt.Errorf("store: %s is not a SQLite database: %w", path, err)
	}
	return fmt.Errorf("store: open %s: %w", path, err)
}
