package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
)

// PutSnapshot keeps s as the table's newest snapshot, unless it has one
// of the same or a later version (then it does nothing and returns nil).
// ErrNotFound for an unknown table; ErrConflict when the log has fewer
// than s.Version entries.
func (s *SQLite) PutSnapshot(ctx context.Context, table string, snap Snapshot) error {
	if err := checkSnapshot(table, snap); err != nil {
		return err
	}
	return s.w.do(ctx, func(st *stmts, _ int64) error {
		var last int
		switch err := st.versionOf.QueryRow(table).Scan(&last); {
		case errors.Is(err, sql.ErrNoRows):
			return refuse(fmt.Errorf("table %s: %w", table, ErrNotFound))
		case err != nil:
			return fmt.Errorf("table %s: %w", table, err)
		}
		if last < snap.Version {
			return refuse(fmt.Errorf("table %s: snapshot of entry %d, the log has %d: %w", table, snap.Version, last, ErrConflict))
		}
		if _, err := st.putSnapshot.Exec(table, snap.Version, snap.State); err != nil {
			return fmt.Errorf("table %s: snapshot of entry %d: %w", table, snap.Version, err)
		}
		return nil
	})
}

// Latest reads a table, its newest snapshot (a zero Snapshot when it has
// none) and the entries of its log after the snapshot, in order.
// ErrNotFound if unknown.
func (s *SQLite) Latest(ctx context.Context, id string) (Table, Snapshot, []json.RawMessage, error) {
	var (
		t     Table
		snap  Snapshot
		moves []json.RawMessage
	)
	err := s.readTx(ctx, func(tx *sql.Tx) error {
		var err error
		if t, err = readTable(ctx, tx, id); err != nil {
			return err
		}
		err = tx.QueryRowContext(ctx, `SELECT version, state FROM snapshots WHERE table_id = ?`, id).
			Scan(&snap.Version, &snap.State)
		switch {
		case errors.Is(err, sql.ErrNoRows):
			snap = Snapshot{}
		case err != nil:
			return corrupt(id, "its snapshot cannot be read: %v", err)
		default:
			if err := storedSnapshot(id, snap); err != nil {
				return err
			}
		}
		from, err := readMoves(ctx, tx, id, firstEntry(snap))
		if err != nil {
			return err
		}
		moves, err = afterSnapshot(id, snap, from)
		return err
	})
	if err != nil {
		return Table{}, Snapshot{}, nil, err
	}
	return t, snap, moves, nil
}

// Since reads a table and the entries of its log after entry version, in
// order. ErrNotFound if unknown.
func (s *SQLite) Since(ctx context.Context, id string, version int) (Table, []json.RawMessage, error) {
	if err := checkSince(id, version); err != nil {
		return Table{}, nil, err
	}
	var (
		t     Table
		moves []json.RawMessage
	)
	err := s.readTx(ctx, func(tx *sql.Tx) error {
		var err error
		if t, err = readTable(ctx, tx, id); err != nil {
			return err
		}
		moves, err = readMoves(ctx, tx, id, sinceEntry(version))
		return err
	})
	if err != nil {
		return Table{}, nil, err
	}
	return t, moves, nil
}
