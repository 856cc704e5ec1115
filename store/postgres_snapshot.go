package store

import (
	"context"
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
