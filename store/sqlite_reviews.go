package store

import (
	"context"
	"fmt"
)

// PutReview stores the review of a table, unless it has one already.
func (s *SQLite) PutReview(ctx context.Context, table string, review []byte) error {
	if err := checkReview(table, review); err != nil {
		return err
	}
	return s.w.do(ctx, func(st *stmts, _ int64) error {
		if known, err := exists(st.tableExists, table); err != nil || !known {
			return refuseIf(!known, fmt.Errorf("table %s: %w", table, ErrNotFound), err)
		}
		if _, err := st.putReview.Exec(table, review); err != nil {
			return fmt.Errorf("table %s: review: %w", table, err)
		}
		return nil
	})
}
