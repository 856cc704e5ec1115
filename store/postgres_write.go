package store

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// uniqueViolation is PostgreSQL's SQLSTATE for a duplicate key.
const uniqueViolation = "23505"

// isUnique reports whether err is a duplicate key refused by the database.
func isUnique(err error) bool {
	var pe *pgconn.PgError
	return errors.As(err, &pe) && pe.Code == uniqueViolation
}

// CreateTable stores a new table; ErrExists if its ID is taken. A zero
// Created is taken as now, a zero Updated as Created, an empty Status as
// Open and empty Options as {}.
func (s *Postgres) CreateTable(ctx context.Context, t Table) error {
	if err := newTable(&t); err != nil {
		return err
	}
	state, deadline := pgClock(t.Clock)
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		_, err := tx.Exec(ctx, `INSERT INTO tables
			(id, game, players, options, seed, host_hash, status, created, updated, due, actor, clock, deadline, rated)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
			t.ID, t.Game, t.Players, json.RawMessage(t.Options), int64(t.Seed),
			t.HostHash, string(t.Status), pgTime(t.Created), pgTime(t.Updated), t.Status == Running, t.Actor, state, deadline, t.Rated)
		if isUnique(err) {
			return fmt.Errorf("table %s: %w", t.ID, ErrExists)
		}
		if err != nil {
			return fmt.Errorf("table %s: %w", t.ID, err)
		}
		for i, seat := range t.Seats {
			if _, err := tx.Exec(ctx, `INSERT INTO seats (table_id, idx, bot, nick, token_hash, account_id)
				VALUES ($1, $2, $3, $4, $5, $6)`, t.ID, i, seat.Bot, seat.Nick, seat.TokenHash, seat.Account); err != nil {
				return fmt.Errorf("table %s seat %d: %w", t.ID, i, err)
			}
		}
		if _, err := tx.Exec(ctx, `SELECT pg_notify($1, $2)`, changesChannel, s.change(t.ID)); err != nil {
			return fmt.Errorf("table %s: %w", t.ID, err)
		}
		return nil
	})
	return ctxError(ctx, err)
}

// SetSeat replaces seat index of a table; ErrNotFound for an unknown table
// or seat.
func (s *Postgres) SetSeat(ctx context.Context, table string, index int, seat Seat) error {
	err := s.retry(ctx, func(bool) error {
		return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
			tag, err := tx.Exec(ctx, `WITH u AS (UPDATE tables SET updated = $2 WHERE id = $1 RETURNING id)
			SELECT pg_notify($3, $4) FROM u`, table, pgTime(time.Now()), changesChannel, s.change(table))
			if err != nil {
				return fmt.Errorf("table %s: %w", table, err)
			}
			if tag.RowsAffected() == 0 {
				return fmt.Errorf("table %s: %w", table, ErrNotFound)
			}
			tag, err = tx.Exec(ctx, `UPDATE seats SET bot = $3, nick = $4, token_hash = $5, account_id = $6
			WHERE table_id = $1 AND idx = $2`, table, index, seat.Bot, seat.Nick, seat.TokenHash, seat.Account)
			if err != nil {
				return fmt.Errorf("table %s seat %d: %w", table, index, err)
			}
			if tag.RowsAffected() == 0 {
				return noSeat{table, index}
			}
			return nil
		})
	})
	return ctxError(ctx, err)
}

// SetStatus records where a table stands; ErrNotFound for an unknown table.
// A table set running is due (play starts: a server looks at it); any
// other status is not.
func (s *Postgres) SetStatus(ctx context.Context, table string, status Status) error {
	if err := checkStatus(status); err != nil {
		return fmt.Errorf("table %s: %w", table, err)
	}
	var tag pgconn.CommandTag
	err := s.retry(ctx, func(bool) error {
		var err error
		tag, err = s.pool.Exec(ctx, `WITH u AS (
				UPDATE tables SET status = $2, due = $3, updated = GREATEST($4, moved) WHERE id = $1 RETURNING id)
			SELECT pg_notify($5, $6) FROM u`,
			table, string(status), status == Running, pgTime(time.Now()), changesChannel, s.change(table))
		return err
	})
	if err != nil {
		return ctxError(ctx, fmt.Errorf("table %s: %w", table, err))
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("table %s: %w", table, ErrNotFound)
	}
	return nil
}

// AppendMove stores entry m.Seq (1 for the first) of a table's log and
// records m.Due, m.Clock and m.Seat, returning once all are committed; an
// entry with a Result marks the table pending (Ratings). ErrConflict
// unless the table has exactly m.Seq-1 entries; ErrNotFound for an
// unknown table. One statement stores the entry, its clock and the
// pending mark: the table's row is updated only at m.Seq-1 entries, which
// PostgreSQL settles for writers that race (the second waits for the
// first's row lock, then finds the count moved on), and the entry is
// inserted only with that update; the key (table_id, seq) guards it
// again. A seat changed with the entry is written in the same
// transaction. A try that fails on a lost connection is tried again
// (retry), after a look at whether it was committed after all: an entry
// m.Seq already stored as m.Entry is this one, and AppendMove returns nil.
// If ctx ends first, AppendMove returns ctx's error and the entry may or
// may not be stored.
func (s *Postgres) AppendMove(ctx context.Context, table string, m Move) error {
	clock, err := checkMove(table, m)
	if err != nil {
		return err
	}
	var result any
	if m.Result != nil {
		result = m.Result
	}
	return s.retry(ctx, func(again bool) error {
		if again {
			if stored, err := s.entryStored(ctx, table, m); err != nil || stored {
				return err
			}
		}
		return s.appendMove(ctx, table, m, result, clock)
	})
}

// appendMove is one try of AppendMove, of m checked, its result (nil for
// none) and its clock.
func (s *Postgres) appendMove(ctx context.Context, table string, m Move, result any, clock Clock) error {
	state, deadline := pgClock(clock)
	appended := func(q interface {
		Exec(context.Context, string, ...any) (pgconn.CommandTag, error)
	}) (pgconn.CommandTag, error) {
		return q.Exec(ctx, `WITH u AS (
				UPDATE tables SET moved = $2, due = $3, version = $4, actor = $5, result = $6,
					clock = CASE WHEN $10 THEN $11 ELSE clock END, deadline = CASE WHEN $10 THEN $12 ELSE deadline END,
					pending = CASE WHEN $13 THEN $2 ELSE pending END
				WHERE id = $1 AND version = $4 - 1 RETURNING id),
			i AS (INSERT INTO moves (table_id, seq, move) SELECT id, $4, $7 FROM u RETURNING table_id)
			SELECT pg_notify($8, $9) FROM i`,
			table, pgTime(time.Now()), m.Due, m.Seq, m.Actor, result, m.Entry, changesChannel,
			s.appended(table, m.Seq, m.Entry, clock.State), m.Clock != nil, state, deadline, m.Result != nil)
	}
	var tag pgconn.CommandTag
	var err error
	if m.Seat == nil && m.Fence == 0 {
		tag, err = appended(s.pool)
	} else {
		err = pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
			if m.Fence != 0 {
				if err := s.fenced(ctx, tx, table, m.Fence); err != nil {
					return err
				}
			}
			if tag, err = appended(tx); err != nil || tag.RowsAffected() == 0 || m.Seat == nil {
				return err
			}
			seat := m.Seat.Seat
			st, err := tx.Exec(ctx, `UPDATE seats SET bot = $3, nick = $4, token_hash = $5, account_id = $6
				WHERE table_id = $1 AND idx = $2`, table, m.Seat.Index, seat.Bot, seat.Nick, seat.TokenHash, seat.Account)
			if err != nil {
				return fmt.Errorf("table %s seat %d: %w", table, m.Seat.Index, err)
			}
			if st.RowsAffected() == 0 {
				return noSeat{table, m.Seat.Index}
			}
			return nil
		})
	}
	switch {
	case isUnique(err):
		return fmt.Errorf("table %s: move %d is already stored: %w", table, m.Seq, ErrConflict)
	case errors.Is(err, ErrLeaseLost):
		return err
	case err != nil:
		return ctxError(ctx, fmt.Errorf("table %s move %d: %w", table, m.Seq, err))
	case tag.RowsAffected() > 0:
		return nil
	}
	var last int
	err = s.pool.QueryRow(ctx, `SELECT version FROM tables WHERE id = $1`, table).Scan(&last)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return fmt.Errorf("table %s: %w", table, ErrNotFound)
	case err != nil:
		return ctxError(ctx, fmt.Errorf("table %s: %w", table, err))
	}
	return fmt.Errorf("table %s: move %d after move %d: %w", table, m.Seq, last, ErrConflict)
}

// entryStored reports whether entry m.Seq of the table is stored, as
// m.Entry: then an earlier try of AppendMove, or another server's with
// the very same entry, committed it.
func (s *Postgres) entryStored(ctx context.Context, table string, m Move) (bool, error) {
	var entry []byte
	err := s.pool.QueryRow(ctx, `SELECT move FROM moves WHERE table_id = $1 AND seq = $2::bigint`, table, m.Seq).Scan(&entry)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return false, nil
	case err != nil:
		return false, ctxError(ctx, fmt.Errorf("table %s move %d: %w", table, m.Seq, err))
	}
	return bytes.Equal(entry, m.Entry), nil
}

// SetClock replaces a table's clock if its stored state is still old's,
// and records due; ErrConflict if not, ErrNotFound for an unknown table.
// Updated stays. A try again after a lost connection (retry) also takes
// a stored state that is clock's already: the earlier try's, committed
// unheard.
func (s *Postgres) SetClock(ctx context.Context, table string, old, clock Clock, due bool) error {
	if err := checkClock(table, clock); err != nil {
		return err
	}
	was, _ := pgClock(old)
	state, deadline := pgClock(clock)
	var tag pgconn.CommandTag
	err := s.retry(ctx, func(again bool) error {
		var err error
		tag, err = s.pool.Exec(ctx, `WITH u AS (
				UPDATE tables SET clock = $2, deadline = $3, due = $7
				WHERE id = $1 AND (clock IS NOT DISTINCT FROM $4 OR $8 AND clock IS NOT DISTINCT FROM $2) RETURNING id)
			SELECT pg_notify($5, $6) FROM u`,
			table, state, deadline, was, changesChannel, s.change(table), due, again)
		return err
	})
	if err != nil {
		return ctxError(ctx, fmt.Errorf("table %s: %w", table, err))
	}
	if tag.RowsAffected() > 0 {
		return nil
	}
	var n int
	if err := s.pool.QueryRow(ctx, `SELECT COUNT(*) FROM tables WHERE id = $1`, table).Scan(&n); err != nil {
		return ctxError(ctx, fmt.Errorf("table %s: %w", table, err))
	}
	if n == 0 {
		return fmt.Errorf("table %s: %w", table, ErrNotFound)
	}
	return fmt.Errorf("table %s: the clock changed meanwhile: %w", table, ErrConflict)
}

// pgClock is a clock as PostgreSQL stores it: its state as text and its
// deadline, each NULL for none.
func pgClock(c Clock) (*string, *time.Time) {
	var state *string
	if c.State != nil {
		text := string(c.State)
		state = &text
	}
	var deadline *time.Time
	if !c.Deadline.IsZero() {
		at := pgTime(c.Deadline)
		deadline = &at
	}
	return state, deadline
}

// pgTime is t as stored: to the millisecond, as the SQLite store keeps it.
func pgTime(t time.Time) time.Time { return t.Truncate(time.Millisecond) }
