package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
)

const (
	selectTables = `SELECT id, game, players, options, seed, host_hash, status, created,
		CASE WHEN moved > updated THEN moved ELSE updated END, version, actor, result, clock, deadline, rated FROM tables`
	selectSeats = `SELECT table_id, idx, bot, nick, token_hash, account_id FROM seats`
)

// Table reads a table and its moves in order; ErrNotFound if unknown.
func (s *SQLite) Table(ctx context.Context, id string) (Table, []json.RawMessage, error) {
	var (
		t     Table
		moves []json.RawMessage
	)
	err := s.readTx(ctx, func(tx *sql.Tx) error {
		var err error
		if t, err = readTable(ctx, tx, id); err != nil {
			return err
		}
		moves, err = readMoves(ctx, tx, id, 1)
		return err
	})
	if err != nil {
		return Table{}, nil, err
	}
	return t, moves, nil
}

// readTx runs read in one read-only transaction: one consistent view of
// the database.
func (s *SQLite) readTx(ctx context.Context, read func(tx *sql.Tx) error) error {
	tx, err := s.read.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return fmt.Errorf("store: read: %w", err)
	}
	defer tx.Rollback()
	return read(tx)
}

// readTable reads a table's set-up and seats; ErrNotFound if unknown.
func readTable(ctx context.Context, tx *sql.Tx, id string) (Table, error) {
	t, err := scanTable(tx.QueryRowContext(ctx, selectTables+` WHERE id = ?`, id))
	var ce *corruptError
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return Table{}, fmt.Errorf("table %s: %w", id, ErrNotFound)
	case errors.As(err, &ce):
		return Table{}, err
	case err != nil:
		return Table{}, fmt.Errorf("table %s: %w", id, err)
	}
	byID := map[string]*Table{t.ID: &t}
	if err := readSeats(ctx, tx, byID, selectSeats+` WHERE table_id = ? ORDER BY idx`, id); err != nil {
		return Table{}, err
	}
	return t, nil
}

// scanner is a row to scan: *sql.Row or *sql.Rows.
type scanner interface{ Scan(dest ...any) error }

// scanTable reads one row of selectTables.
func scanTable(row scanner) (Table, error) {
	var (
		t                Table
		options          []byte
		seed             int64
		host             sql.NullString
		status           string
		created, updated int64
		result           sql.NullString
		clock            sql.NullString
		deadline         sql.NullInt64
	)
	err := row.Scan(&t.ID, &t.Game, &t.Players, &options, &seed, &host, &status, &created, &updated, &t.Version, &t.Actor, &result, &clock, &deadline, &t.Rated)
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
	if t.HostHash, err = hashValue(host); err != nil {
		return Table{}, corrupt(t.ID, "host hash is not hex: %v", err)
	}
	t.Status = Status(status)
	if err := checkStatus(t.Status); err != nil {
		return Table{}, corrupt(t.ID, "%v", err)
	}
	t.Created, t.Updated = timeValue(created), timeValue(updated)
	if result.Valid {
		if !isObject([]byte(result.String)) {
			return Table{}, corrupt(t.ID, "result is not a JSON object")
		}
		t.Result = json.RawMessage(result.String)
	}
	if t.Clock = clockValue(clock, deadline); t.Clock.State != nil && !isObject(t.Clock.State) {
		return Table{}, corrupt(t.ID, "clock is not a JSON object")
	}
	return t, nil
}

// readSeats reads the seats the query selects, in table and index order,
// into their tables in byID.
func readSeats(ctx context.Context, tx *sql.Tx, byID map[string]*Table, query string, args ...any) error {
	rows, err := tx.QueryContext(ctx, query, args...)
	if err != nil {
		return fmt.Errorf("store: seats: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var (
			id    string
			idx   int
			seat  Seat
			token sql.NullString
		)
		if err := rows.Scan(&id, &idx, &seat.Bot, &seat.Nick, &token, &seat.Account); err != nil {
			return fmt.Errorf("store: seats: %w", err)
		}
		t, ok := byID[id]
		if !ok {
			return corrupt(id, "seat %d belongs to no stored table", idx)
		}
		if idx != len(t.Seats) {
			return corrupt(id, "seat %d is missing", len(t.Seats))
		}
		if seat.TokenHash, err = hashValue(token); err != nil {
			return corrupt(id, "seat %d token hash is not hex: %v", idx, err)
		}
		t.Seats = append(t.Seats, seat)
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("store: seats: %w", err)
	}
	return nil
}

// readMoves reads the entries of a table's log from entry first on, in
// order.
func readMoves(ctx context.Context, tx *sql.Tx, id string, first int) ([]json.RawMessage, error) {
	rows, err := tx.QueryContext(ctx, `SELECT seq, move FROM moves WHERE table_id = ? AND seq >= ? ORDER BY seq`, id, first)
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
		if !json.Valid(move) {
			return nil, corrupt(id, "move %d is not valid JSON", seq)
		}
		moves = append(moves, move)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("table %s: moves: %w", id, err)
	}
	return moves, nil
}

// corruptError says that a table's stored rows make no sense, and how.
type corruptError struct{ table, what string }

func (e *corruptError) Error() string { return fmt.Sprintf("table %s is corrupt: %s", e.table, e.what) }

// corrupt is the error for a table whose stored rows make no sense.
func corrupt(id, format string, args ...any) error {
	return &corruptError{id, fmt.Sprintf(format, args...)}
}
