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

// Lease makes this server the one that drives table id: true when it
// holds the lease, already or now because its holder is dead or gone (or
// there was none). A server that is itself dead by its row (its renewals
// failed for its lease time) takes no lease. ErrNotFound for an unknown
// table.
func (s *Postgres) Lease(ctx context.Context, id string) (bool, error) {
	rows, err := s.pool.Query(ctx, `INSERT INTO leases AS l (table_id, holder)
		SELECT $1, $2 WHERE EXISTS (SELECT 1 FROM servers WHERE id = $2 AND alive_until > now())
		ON CONFLICT (table_id) DO UPDATE SET holder = excluded.holder
		WHERE l.holder = excluded.holder
			OR NOT EXISTS (SELECT 1 FROM servers v WHERE v.id = l.holder AND v.alive_until > now())
		RETURNING holder`, id, s.id)
	if err != nil {
		return false, ctxError(ctx, fmt.Errorf("table %s: lease: %w", id, err))
	}
	held := false
	for rows.Next() {
		held = true
	}
	if err := rows.Err(); err != nil {
		var pe *pgconn.PgError
		if errors.As(err, &pe) && pe.Code == foreignKeyViolation {
			return false, fmt.Errorf("table %s: %w", id, ErrNotFound)
		}
		return false, ctxError(ctx, fmt.Errorf("table %s: lease: %w", id, err))
	}
	return held, nil
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
