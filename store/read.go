package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
)

// selectTables and selectSeats select the columns scanTable and readSeats
// read.
const (
	selectTables = `SELECT id, game, players, options, seed, host_hash, status, created,
		CASE WHEN moved > updated THEN moved ELSE updated END, version, actor, result, clock, deadline, rated FROM tables`
	selectSeats = `SELECT table_id, idx, bot, nick, token_hash, account_id FROM seats`
)

// Table reads a table and its moves in order; ErrNotFound if unknown.
func (r *reads) Table(ctx context.Context, id string) (Table, []json.RawMessage, error) {
	return r.Since(ctx, id, 0)
}

// Latest reads a table, its newest snapshot (a zero Snapshot when it has
// none) and the entries of its log after the snapshot, in order, in one
// consistent view. ErrNotFound if unknown.
func (r *reads) Latest(ctx context.Context, id string) (Table, Snapshot, []json.RawMessage, error) {
	var (
		t     Table
		snap  Snapshot
		moves []json.RawMessage
	)
	err := r.view(ctx, func(q querier) error {
		var err error
		if t, err = readTable(ctx, q, id); err != nil {
			return err
		}
		if snap, err = readSnapshot(ctx, q, id); err != nil {
			return err
		}
		from, err := readMoves(ctx, q, id, firstEntry(snap))
		if err != nil {
			return err
		}
		moves, err = afterSnapshot(id, snap, from)
		return err
	})
	if err != nil {
		return Table{}, Snapshot{}, nil, r.fail(ctx, err)
	}
	return t, snap, moves, nil
}

// Since reads a table and the entries of its log after entry version, in
// order, in one consistent view. ErrNotFound if unknown.
func (r *reads) Since(ctx context.Context, id string, version int) (Table, []json.RawMessage, error) {
	if err := checkSince(id, version); err != nil {
		return Table{}, nil, err
	}
	var (
		t     Table
		moves []json.RawMessage
	)
	err := r.view(ctx, func(q querier) error {
		var err error
		if t, err = readTable(ctx, q, id); err != nil {
			return err
		}
		moves, err = readMoves(ctx, q, id, sinceEntry(version))
		return err
	})
	if err != nil {
		return Table{}, nil, r.fail(ctx, err)
	}
	return t, moves, nil
}

// readTable reads a table's set-up and seats; ErrNotFound if unknown.
func readTable(ctx context.Context, q querier, id string) (Table, error) {
	t, err := scanTable(q.queryRow(ctx, selectTables+` WHERE id = $1`, id))
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
	if err := readSeats(ctx, q, byID, selectSeats+` WHERE table_id = $1 ORDER BY idx`, id); err != nil {
		return Table{}, err
	}
	return t, nil
}

// scanTable reads one row of selectTables.
func scanTable(row scanner) (Table, error) {
	var (
		t       Table
		options []byte
		seed    int64
		host    hashCol
		status  string
		result  []byte
	)
	err := row.Scan(&t.ID, &t.Game, &t.Players, &options, &seed, &host, &status, timeCol{&t.Created}, timeCol{&t.Updated},
		&t.Version, &t.Actor, &result, jsonCol{&t.Clock.State}, timeCol{&t.Clock.Deadline}, &t.Rated)
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
	if t.HostHash, err = host.value(); err != nil {
		return Table{}, corrupt(t.ID, "host hash is not hex: %v", err)
	}
	t.Status = Status(status)
	if err := checkStatus(t.Status); err != nil {
		return Table{}, corrupt(t.ID, "%v", err)
	}
	if result != nil {
		if !isObject(result) {
			return Table{}, corrupt(t.ID, "result is not a JSON object")
		}
		t.Result = result
	}
	if t.Clock.State != nil && !isObject(t.Clock.State) {
		return Table{}, corrupt(t.ID, "clock is not a JSON object")
	}
	return t, nil
}

// readSeats reads the seats the query selects, in table and index order,
// into their tables in byID.
func readSeats(ctx context.Context, q querier, byID map[string]*Table, query string, args ...any) error {
	rows, err := q.query(ctx, query, args...)
	if err != nil {
		return fmt.Errorf("store: seats: %w", err)
	}
	defer rows.Close()
	// One set of destinations serves every row: Scan fills each anew.
	var (
		id    string
		idx   int
		seat  Seat
		token hashCol
	)
	for rows.Next() {
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
		if seat.TokenHash, err = token.value(); err != nil {
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
// order. first goes as a bigint: an entry's number is an int4 in
// PostgreSQL, but the first asked for may be any int (sinceEntry).
func readMoves(ctx context.Context, q querier, id string, first int) ([]json.RawMessage, error) {
	rows, err := q.query(ctx, `SELECT seq, move FROM moves WHERE table_id = $1 AND seq >= CAST($2 AS bigint) ORDER BY seq`, id, first)
	if err != nil {
		return nil, fmt.Errorf("table %s: moves: %w", id, err)
	}
	defer rows.Close()
	var (
		moves []json.RawMessage
		// Scan fills seq anew, and move with a new slice, at each row.
		seq  int
		move []byte
	)
	for rows.Next() {
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

// readSnapshot reads a table's newest snapshot; a zero Snapshot when it
// has none.
func readSnapshot(ctx context.Context, q querier, id string) (Snapshot, error) {
	var (
		snap Snapshot
		of   string
	)
	err := q.queryRow(ctx, `SELECT table_id, version, state FROM snapshots WHERE table_id = $1`, id).
		Scan(&of, &snap.Version, &snap.State)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return Snapshot{}, nil
	case err != nil && of != "":
		return Snapshot{}, corrupt(id, "its snapshot cannot be read: %v", err)
	case err != nil:
		return Snapshot{}, fmt.Errorf("table %s: snapshot: %w", id, err)
	}
	return snap, storedSnapshot(id, snap)
}

// corruptError says that a table's stored rows make no sense, and how.
type corruptError struct{ table, what string }

func (e *corruptError) Error() string { return fmt.Sprintf("table %s is corrupt: %s", e.table, e.what) }

// corrupt is the error for a table whose stored rows make no sense.
func corrupt(id, format string, args ...any) error {
	return &corruptError{id, fmt.Sprintf(format, args...)}
}
