package store

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"strings"
	"sync"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/pressly/goose/v3"
	"github.com/pressly/goose/v3/lock"
)

//go:embed migrations/postgres/*.sql
var postgresMigrations embed.FS

// serverLock is the key of the advisory lock a Postgres store holds on
// its database while it is open ("caribe" in ASCII).
const serverLock int64 = 0x636172696265

// Postgres is a Store kept in a PostgreSQL database. Each write is one
// transaction, committed before the write returns; the database's keys
// settle races (two moves with one number: the second insert fails). One
// Postgres store at a time has a database open: it holds an advisory lock
// on it for as long as it is open, on a connection of its own.
type Postgres struct {
	pool *pgxpool.Pool
	name string

	lockMu sync.Mutex
	lock   *pgx.Conn

	closeOnce sync.Once
	closeErr  error
}

var _ Store = (*Postgres)(nil)

// IsPostgresURL reports whether db names a PostgreSQL database
// (postgres://… or postgresql://…) rather than a SQLite file.
func IsPostgresURL(db string) bool {
	scheme, _, ok := strings.Cut(db, "://")
	return ok && (strings.EqualFold(scheme, "postgres") || strings.EqualFold(scheme, "postgresql"))
}

// RedactURL is a database URL fit for a log: its password, if any,
// replaced by xxxxx.
func RedactURL(db string) string {
	u, err := url.Parse(db)
	if err != nil {
		return "(a database URL that does not parse)"
	}
	return u.Redacted()
}

// OpenPostgres opens the store in the PostgreSQL database at url
// (postgres://user@host/db?…, as libpq takes it) and brings its schema up
// to date. It refuses with ErrInUse a database another Postgres store has
// open, in this process or another.
func OpenPostgres(ctx context.Context, url string) (*Postgres, error) {
	name := RedactURL(url)
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("store: open %s: %w", name, err)
	}
	held, err := pgx.ConnectConfig(ctx, cfg.ConnConfig.Copy())
	if err != nil {
		return nil, fmt.Errorf("store: open %s: %w", name, err)
	}
	var got bool
	if err := held.QueryRow(ctx, `SELECT pg_try_advisory_lock($1)`, serverLock).Scan(&got); err != nil {
		held.Close(ctx)
		return nil, fmt.Errorf("store: open %s: %w", name, err)
	}
	if !got {
		held.Close(ctx)
		return nil, fmt.Errorf("store: %w: %s is open in another caribe server; one server per database: "+
			"stop the other server first, or give this one another database", ErrInUse, name)
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		held.Close(ctx)
		return nil, fmt.Errorf("store: open %s: %w", name, err)
	}
	if err := migratePostgres(ctx, pool); err != nil {
		pool.Close()
		held.Close(ctx)
		return nil, fmt.Errorf("store: open %s: %w", name, err)
	}
	return &Postgres{pool: pool, name: name, lock: held}, nil
}

// migratePostgres brings the schema up to date with the embedded
// PostgreSQL migrations, holding goose's advisory lock while it does.
func migratePostgres(ctx context.Context, pool *pgxpool.Pool) error {
	fsys, err := fs.Sub(postgresMigrations, "migrations/postgres")
	if err != nil {
		return err
	}
	locker, err := lock.NewPostgresSessionLocker()
	if err != nil {
		return fmt.Errorf("migrations: %w", err)
	}
	db := stdlib.OpenDBFromPool(pool)
	defer db.Close()
	p, err := goose.NewProvider(goose.DialectPostgres, db, fsys,
		goose.WithDisableGlobalRegistry(true), goose.WithSessionLocker(locker))
	if err != nil {
		return fmt.Errorf("migrations: %w", err)
	}
	if _, err := p.Up(ctx); err != nil {
		return fmt.Errorf("migrations: %w", err)
	}
	return nil
}

// Ping makes a durable write of no consequence (the time, in the one row
// of table probe), so that it fails when writes fail: the database down
// or read-only, a closed store. It fails too when the connection holding
// the store's lock on the database is gone.
func (s *Postgres) Ping(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	s.lockMu.Lock()
	held := s.lock
	var err error
	if held == nil {
		err = errClosed
	} else if err = held.Ping(ctx); err != nil {
		err = fmt.Errorf("store: ping: the connection holding the lock on %s is lost: %w", s.name, err)
	}
	s.lockMu.Unlock()
	if err != nil {
		return ctxError(ctx, err)
	}
	_, err = s.pool.Exec(ctx, `INSERT INTO probe (id, at) VALUES (1, now())
		ON CONFLICT (id) DO UPDATE SET at = excluded.at`)
	if err != nil {
		return ctxError(ctx, fmt.Errorf("store: ping: %w", err))
	}
	return nil
}

// Close waits for the writes under way to commit, then closes the
// connections and releases the lock on the database. Writes after Close
// fail.
func (s *Postgres) Close() error {
	s.closeOnce.Do(func() {
		s.pool.Close()
		s.lockMu.Lock()
		defer s.lockMu.Unlock()
		if err := s.lock.Close(context.Background()); err != nil {
			s.closeErr = fmt.Errorf("store: close %s: %w", s.name, err)
		}
		s.lock = nil
	})
	return s.closeErr
}

// ctxError is err, or ctx's error with err beside it once ctx has ended,
// so that a caller whose context ended can match it with errors.Is.
func ctxError(ctx context.Context, err error) error {
	if cerr := ctx.Err(); cerr != nil && !errors.Is(err, cerr) {
		return fmt.Errorf("%w: %w", cerr, err)
	}
	return err
}
