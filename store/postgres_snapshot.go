package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
)

// PutSnapshot keeps s as the table's newest snapshot, unless it has one
// of the same or a later version (then it does nothing and returns nil).
// ErrNotFound for an unknown table; ErrConflict when the log has fewer
// than s.Version entries. Two servers racing to store snapshots of one
// table leave the later version, whichever commits first.
func (s *Postgres) PutSnapshot(ctx context.Context, table string, snap Snapshot) error {
	if err := checkSnapshot(table, snap); err != nil {
		return err
	}
	err := s.retry(ctx, func(bool) error {
		return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
			var known bool
			var last int
			err := tx.QueryRow(ctx, `SELECT
			EXISTS (SELECT 1 FROM tables WHERE id = $1),
			(SELECT COALESCE(MAX(seq), 0) FROM moves WHERE table_id = $1)`, table).Scan(&known, &last)
			if err != nil {
				return fmt.Errorf("table %s: %w", table, err)
			}
			if !known {
				return fmt.Errorf("table %s: %w", table, ErrNotFound)
			}
			if last < snap.Version {
				return fmt.Errorf("table %s: snapshot of entry %d, the log has %d: %w", table, snap.Version, last, ErrConflict)
			}
			_, err = tx.Exec(ctx, `INSERT INTO snapshots AS s (table_id, version, state) VALUES ($1, $2, $3)
			ON CONFLICT (table_id) DO UPDATE SET version = excluded.version, state = excluded.state
			WHERE excluded.version > s.version`, table, snap.Version, snap.State)
			if err != nil {
				return fmt.Errorf("table %s: snapshot of entry %d: %w", table, snap.Version, err)
			}
			return nil
		})
	})
	return ctxError(ctx, err)
}

// Latest reads a table, its newest snapshot (a zero Snapshot when it has
// none) and the entries of its log after the snapshot, in order, in one
// consistent view. ErrNotFound if unknown.
func (s *Postgres) Latest(ctx context.Context, id string) (Table, Snapshot, []json.RawMessage, error) {
	var (
		t     Table
		snap  Snapshot
		moves []json.RawMessage
	)
	err := pgx.BeginTxFunc(ctx, s.pool, snapshot, func(tx pgx.Tx) error {
		var err error
		if t, err = pgReadTable(ctx, tx, id); err != nil {
			return err
		}
		err = tx.QueryRow(ctx, `SELECT version, state FROM snapshots WHERE table_id = $1`, id).
			Scan(&snap.Version, &snap.State)
		switch {
		case errors.Is(err, pgx.ErrNoRows):
			snap = Snapshot{}
		case err != nil:
			return fmt.Errorf("table %s: snapshot: %w", id, err)
		default:
			if err := storedSnapshot(id, snap); err != nil {
				return err
			}
		}
		from, err := pgReadMoves(ctx, tx, id, firstEntry(snap))
		if err != nil {
			return err
		}
		moves, err = afterSnapshot(id, snap, from)
		return err
	})
	if err != nil {
		return Table{}, Snapshot{}, nil, ctxError(ctx, err)
	}
	return t, snap, moves, nil
}

// Since reads a table and the entries of its log after entry version, in
// order, in one consistent view. ErrNotFound if unknown.
func (s *Postgres) Since(ctx context.Context, id string, version int) (Table, []json.RawMessage, error) {
	if err := checkSince(id, version); err != nil {
		return Table{}, nil, err
	}
	var (
		t     Table
		moves []json.RawMessage
	)
	err := pgx.BeginTxFunc(ctx, s.pool, snapshot, func(tx pgx.Tx) error {
		var err error
		if t, err = pgReadTable(ctx, tx, id); err != nil {
			return err
		}
		moves, err = pgReadMoves(ctx, tx, id, sinceEntry(version))
		return err
	})
	if err != nil {
		return Table{}, nil, ctxError(ctx, err)
	}
	return t, moves, nil
}
