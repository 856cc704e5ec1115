package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// snapshot is how the Postgres store reads: one consistent view of the
// database, changing nothing.
var snapshot = pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly}

// Table reads a table and its moves in order; ErrNotFound if unknown.
func (s *Postgres) Table(ctx context.Context, id string) (Table, []json.RawMessage, error) {
	var (
		t     Table
		moves []json.RawMessage
	)
	err := pgx.BeginTxFunc(ctx, s.pool, snapshot, func(tx pgx.Tx) error {
		var err error
		if t, err = pgReadTable(ctx, tx, id); err != nil {
			return err
		}
		moves, err = pgReadMoves(ctx, tx, id, 1)
		return err
	})
	if err != nil {
		return Table{}, nil, ctxError(ctx, err)
	}
	return t, moves, nil
}

// pgReadTable reads a table's set-up and seats; ErrNotFound if unknown.
func pgReadTable(ctx context.Context, tx pgx.Tx, id string) (Table, error) {
	t, err := pgScanTable(tx.QueryRow(ctx, selectTables+` WHERE id = $1`, id))
	var ce *corruptError
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return Table{}, fmt.Errorf("table %s: %w", id, ErrNotFound)
	case errors.As(err, &ce):
		return Table{}, err
	case err != nil:
		return Table{}, fmt.Errorf("table %s: %w", id, err)
	}
	byID := map[string]*Table{t.ID: &t}
	if err := pgReadSeats(ctx, tx, byID, selectSeats+` WHERE table_id = $1 ORDER BY idx`, id); err != nil {
		return Table{}, err
	}
	return t, nil
}

// pgScanTable reads one row of selectTables.
func pgScanTable(row pgx.Row) (Table, error) {
	var (
		t                Table
		options          []byte
		seed             int64
		status           string
		created, updated time.Time
		result           []byte
		clock            *string
		deadline         *time.Time
	)
	err := row.Scan(&t.ID, &t.Game, &t.Players, &options, &seed, &t.HostHash, &status, &created, &updated, &t.Version, &t.Actor, &result, &clock, &deadline, &t.Rated)
	if err != nil && t.ID != "" {
		return Table{}, corrupt(t.ID, "%v", err)
	}
	if err != nil {
		return Table{}, err
	}
	if !isObject(options) {
		return Table{}, corrupt(t.ID, "options are not a JSON object")
	}
	t.Options = options
	t.Seed = uint64(seed)
	t.Status = Status(status)
	if err := checkStatus(t.Status); err != nil {
		return Table{}, corrupt(t.ID, "%v", err)
	}
	t.Created, t.Updated = created.UTC(), updated.UTC()
	if result != nil {
		t.Result = result
	}
	if clock != nil {
		if !isObject([]byte(*clock)) {
			return Table{}, corrupt(t.ID, "clock is not a JSON object")
		}
		t.Clock.State = json.RawMessage(*clock)
	}
	if deadline != nil {
		t.Clock.Deadline = deadline.UTC()
	}
	return t, nil
}

// pgReadSeats reads the seats the query selects, in table and index
// order, into their tables in byID.
func pgReadSeats(ctx context.Context, tx pgx.Tx, byID map[string]*Table, query string, args ...any) error {
	rows, err := tx.Query(ctx, query, args...)
	if err != nil {
		return fmt.Errorf("store: seats: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var (
			id   string
			idx  int
			seat Seat
		)
		if err := rows.Scan(&id, &idx, &seat.Bot, &seat.Nick, &seat.TokenHash, &seat.Account); err != nil {
			return fmt.Errorf("store: seats: %w", err)
		}
		t, ok := byID[id]
		if !ok {
			return corrupt(id, "seat %d belongs to no stored table", idx)
		}
		if idx != len(t.Seats) {
			return corrupt(id, "seat %d is missing", len(t.Seats))
		}
		t.Seats = append(t.Seats, seat)
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("store: seats: %w", err)
	}
	return nil
}

// pgReadMoves reads the entries of a table's log from entry first on,
// in order. first goes as a bigint: an entry's number is an int4, but the
// first asked for may be any int (sinceEntry).
func pgReadMoves(ctx context.Context, tx pgx.Tx, id string, first int) ([]json.RawMessage, error) {
	rows, err := tx.Query(ctx, `SELECT seq, move FROM moves WHERE table_id = $1 AND seq >= $2::bigint ORDER BY seq`, id, first)
	if err != nil {
		return nil, fmt.Errorf("table %s: moves: %w", id, err)
	}
	defer rows.Close()
	var moves []json.RawMessage
	for rows.Next() {
		var (
			seq  int
			move []byte
		)
		if err := rows.Scan(&seq, &move); err != nil {
			return nil, fmt.Errorf("table %s: moves: %w", id, err)
		}
		if seq != first+len(moves) {
			return nil, corrupt(id, "move %d is missing", first+len(moves))
		}
		moves = append(moves, move)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("table %s: moves: %w", id, err)
	}
	return moves, nil
}
