package store

import (
	"context"
	"crypto/rand"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/pressly/goose/v3"
	"github.com/pressly/goose/v3/lock"
)

//go:embed migrations/postgres/*.sql
var postgresMigrations embed.FS

// defaultLeaseTTL is how long a server's leases outlive its last renewal
// unless LeaseTTL says otherwise.
const defaultLeaseTTL = 5 * time.Second

// closeTimeout bounds how long Close tries to delete this server's row
// and leases; a server that cannot loses them after its lease time.
const closeTimeout = 5 * time.Second

// Postgres is a Store kept in a PostgreSQL database, shared by as many
// servers as open it (Shared). Each write is one transaction, committed
// before the write returns; the database's keys settle races (two moves
// with one number: the second insert fails). Each open store is one
// server: it has a row in the table servers, renewed every third of its
// lease time while the store is open and deleted when it closes. A write
// that fails on a connection the database closed or could not open is
// tried again on a new one for WritePatience, in a way that cannot store
// it twice (retry), before it gives up with ErrUnavailable.
type Postgres struct {
	// reads are what the store reads as the SQLite store does.
	reads
	pool *pgxpool.Pool
	conf *pgx.ConnConfig
	name string
	// id is this server's: its row in servers, its leases, the changes
	// it announces.
	id  string
	ttl time.Duration
	// patience is how long a write retries a lost connection (retry).
	patience time.Duration
	// tried, nil but in tests, sees each try of a write and may replace
	// its error (OnTry).
	tried func(error) error

	// life ends when the store closes, and with it the renewals and
	// every Changes.
	life  context.Context
	end   context.CancelFunc
	renew *renewal
	// tasks are the goroutines of Changes; tasksMu keeps Close from
	// waiting for them while Changes starts more.
	tasksMu sync.Mutex
	tasks   sync.WaitGroup

	closeOnce sync.Once
	closeErr  error
}

var (
	_ Store  = (*Postgres)(nil)
	_ Shared = (*Postgres)(nil)
)

// PostgresOption changes how OpenPostgres opens a store.
type PostgresOption func(*pgOptions)

type pgOptions struct {
	ttl      time.Duration
	patience time.Duration
}

// LeaseTTL is how long a server's leases outlive its last renewal: a
// server that dies, or loses touch with the database, loses its leases
// that long after its last renewal at most. The store renews every third
// of it. The default is 5 seconds.
func LeaseTTL(d time.Duration) PostgresOption { return func(o *pgOptions) { o.ttl = d } }

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
// (postgres://user@host/db?…, as libpq takes it), brings its schema up to
// date and registers this store as one more server sharing the database.
// Several servers may have one database open at once.
func OpenPostgres(ctx context.Context, url string, opts ...PostgresOption) (*Postgres, error) {
	o := pgOptions{ttl: defaultLeaseTTL, patience: defaultWritePatience}
	for _, opt := range opts {
		opt(&o)
	}
	name := RedactURL(url)
	if o.ttl <= 0 {
		return nil, fmt.Errorf("store: open %s: lease time %v: it must be positive", name, o.ttl)
	}
	if o.patience < 0 {
		return nil, fmt.Errorf("store: open %s: write patience %v: it must not be negative", name, o.patience)
	}
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("store: open %s: %w", name, err)
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("store: open %s: %w", name, err)
	}
	if err := migratePostgres(ctx, pool); err != nil {
		pool.Close()
		return nil, fmt.Errorf("store: open %s: %w", name, err)
	}
	s := &Postgres{reads: pgReads(pool), pool: pool, conf: cfg.ConnConfig, name: name, id: instanceID(), ttl: o.ttl, patience: o.patience}
	if err := s.register(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("store: open %s: %w", name, err)
	}
	s.life, s.end = context.WithCancel(context.Background())
	s.renew = s.startRenewal()
	return s, nil
}

// instanceID is a new server's id: 16 random bytes in hex.
func instanceID() string {
	b := make([]byte, 16)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// migratePostgres brings the schema up to date with the embedded
// PostgreSQL migrations, holding goose's advisory lock while it does, so
// that servers starting together migrate one after the other.
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
		goose.WithDisableGlobalRegistry(true), goose.WithSessionLocker(locker), goose.WithGoMigrations(postgresSkeletons))
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
// or read-only, a closed store.
func (s *Postgres) Ping(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	_, err := s.pool.Exec(ctx, `INSERT INTO probe (id, at) VALUES (1, now())
		ON CONFLICT (id) DO UPDATE SET at = excluded.at`)
	if err != nil {
		return ctxError(ctx, fmt.Errorf("store: ping: %w", err))
	}
	return nil
}

// Close ends every Changes, stops renewing, releases this server's leases
// and deletes its row, then waits for the writes under way to commit and
// closes the connections. Writes after Close fail.
func (s *Postgres) Close() error {
	s.closeOnce.Do(func() {
		s.tasksMu.Lock()
		s.end()
		s.tasksMu.Unlock()
		s.renew.stop()
		s.tasks.Wait()
		ctx, cancel := context.WithTimeout(context.Background(), closeTimeout)
		defer cancel()
		err := s.unregister(ctx)
		s.pool.Close()
		if err != nil {
			s.closeErr = fmt.Errorf("store: close %s: %w", s.name, err)
		}
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
