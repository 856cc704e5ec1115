package store

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// foreignKeyViolation is PostgreSQL's SQLSTATE for a reference to a row
// that does not exist.
const foreignKeyViolation = "23503"

// staleServers is how long a dead server's row stays: a server starting
// deletes older ones, and the leases left to nobody.
const staleServers = time.Hour

// renewServer records that server $1 lives for $2 milliseconds more, by
// the database's clock, which every server shares.
const renewServer = `INSERT INTO servers (id, alive_until)
	VALUES ($1, now() + $2::bigint * interval '1 millisecond')
	ON CONFLICT (id) DO UPDATE SET alive_until = excluded.alive_until`

// register adds this server's row, and deletes the rows of servers long
// dead and the leases of servers gone.
func (s *Postgres) register(ctx context.Context) error {
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `DELETE FROM servers WHERE alive_until < now() - $1::bigint * interval '1 millisecond'`,
			staleServers.Milliseconds()); err != nil {
			return fmt.Errorf("deleting dead servers: %w", err)
		}
		if _, err := tx.Exec(ctx, `DELETE FROM leases l
			WHERE NOT EXISTS (SELECT 1 FROM servers v WHERE v.id = l.holder)`); err != nil {
			return fmt.Errorf("deleting the leases of servers gone: %w", err)
		}
		if _, err := tx.Exec(ctx, renewServer, s.id, s.ttl.Milliseconds()); err != nil {
			return fmt.Errorf("registering server %s: %w", s.id, err)
		}
		return nil
	})
}

// unregister releases this server's leases and deletes its row.
func (s *Postgres) unregister(ctx context.Context) error {
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `DELETE FROM leases WHERE holder = $1`, s.id); err != nil {
			return fmt.Errorf("releasing the leases of server %s: %w", s.id, err)
		}
		if _, err := tx.Exec(ctx, `DELETE FROM servers WHERE id = $1`, s.id); err != nil {
			return fmt.Errorf("deleting server %s: %w", s.id, err)
		}
		return nil
	})
}

// renewal is the goroutine that keeps this server alive in servers.
type renewal struct {
	cancel context.CancelFunc
	done   chan struct{}
}

// startRenewal renews this server's row every third of its lease time
// until stopped. A renewal that fails is tried again at the next tick:
// should none succeed for the lease time, the other servers take over.
func (s *Postgres) startRenewal() *renewal {
	ctx, cancel := context.WithCancel(s.life)
	r := &renewal{cancel: cancel, done: make(chan struct{})}
	go func() {
		defer close(r.done)
		tick := time.NewTicker(s.ttl / 3)
		defer tick.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
			}
			try, cancel := context.WithTimeout(ctx, s.ttl)
			s.pool.Exec(try, renewServer, s.id, s.ttl.Milliseconds())
			cancel()
		}
	}()
	return r
}

// stop stops the renewals and waits for the goroutine to end.
func (r *renewal) stop() {
	r.cancel()
	<-r.done
}

// Lease makes this server the one that drives table id: the lease's
// epoch when it holds the lease, already or now because its holder is
// dead or gone (or there was none), and 0 when a live server holds it. A
// lease taken anew gets the next epoch; one held already keeps its own. A
// server that is itself dead by its row (its renewals failed for its lease
// time) takes no lease. ErrNotFound for an unknown table.
func (s *Postgres) Lease(ctx context.Context, id string) (int64, error) {
	rows, err := s.pool.Query(ctx, `INSERT INTO leases AS l (table_id, holder)
		SELECT $1, $2 WHERE EXISTS (SELECT 1 FROM servers WHERE id = $2 AND alive_until > now())
		ON CONFLICT (table_id) DO UPDATE SET holder = excluded.holder,
			epoch = CASE WHEN l.holder = excluded.holder THEN l.epoch ELSE excluded.epoch END
		WHERE l.holder = excluded.holder
			OR NOT EXISTS (SELECT 1 FROM servers v WHERE v.id = l.holder AND v.alive_until > now())
		RETURNING epoch`, id, s.id)
	if err != nil {
		return 0, ctxError(ctx, fmt.Errorf("table %s: lease: %w", id, err))
	}
	var epoch int64
	for rows.Next() {
		if err := rows.Scan(&epoch); err != nil {
			rows.Close()
			return 0, fmt.Errorf("table %s: lease: %w", id, err)
		}
	}
	if err := rows.Err(); err != nil {
		var pe *pgconn.PgError
		if errors.As(err, &pe) && pe.Code == foreignKeyViolation {
			return 0, fmt.Errorf("table %s: %w", id, ErrNotFound)
		}
		return 0, ctxError(ctx, fmt.Errorf("table %s: lease: %w", id, err))
	}
	return epoch, nil
}

// Holds reports whether this server still holds the lease of table id
// taken at epoch, and is alive by its row: a server whose lease time
// passed without renewal (paused, cut off) holds nothing until it has
// renewed, even while no other server has taken its leases yet.
func (s *Postgres) Holds(ctx context.Context, id string, epoch int64) (bool, error) {
	var held bool
	if err := s.pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM leases WHERE table_id = $1 AND holder = $2 AND epoch = $3)
		AND EXISTS (SELECT 1 FROM servers WHERE id = $2 AND alive_until > now())`,
		id, s.id, epoch).Scan(&held); err != nil {
		return false, ctxError(ctx, fmt.Errorf("table %s: lease: %w", id, err))
	}
	return held, nil
}

// fenced refuses, with ErrLeaseLost, an entry played under the lease of
// epoch that this server no longer holds. It locks the lease's row until
// tx ends, so that no other server takes the lease before the entry is
// stored.
func (s *Postgres) fenced(ctx context.Context, tx pgx.Tx, table string, epoch int64) error {
	rows, err := tx.Query(ctx, `SELECT 1 FROM leases WHERE table_id = $1 AND holder = $2 AND epoch = $3 FOR SHARE`, table, s.id, epoch)
	if err != nil {
		return fmt.Errorf("table %s: lease: %w", table, err)
	}
	held := rows.Next()
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("table %s: lease: %w", table, err)
	}
	if !held {
		return fmt.Errorf("table %s: lease of epoch %d: %w", table, epoch, ErrLeaseLost)
	}
	return nil
}

// Release gives up the lease of table id, if this server holds it.
func (s *Postgres) Release(ctx context.Context, id string) error {
	if _, err := s.pool.Exec(ctx, `DELETE FROM leases WHERE table_id = $1 AND holder = $2`, id, s.id); err != nil {
		return ctxError(ctx, fmt.Errorf("table %s: release: %w", id, err))
	}
	return nil
}

// Servers counts the live servers sharing the database, this one
// included: those whose lease time has not passed since their last
// renewal.
func (s *Postgres) Servers(ctx context.Context) (int, error) {
	var n int
	if err := s.pool.QueryRow(ctx, `SELECT COUNT(*) FROM servers WHERE alive_until > now()`).Scan(&n); err != nil {
		return 0, ctxError(ctx, fmt.Errorf("store: servers: %w", err))
	}
	return n, nil
}
