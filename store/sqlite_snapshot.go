package store

import (
	"context"
	"database/sql"
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
