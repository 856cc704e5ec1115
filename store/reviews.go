package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// Reviews keeps the reviews of finished tables (docs/review.md), as the
// server encodes them: each computed once, stored with its table, never
// changed, and gone when the table is. Both stores have them.
type Reviews interface {
	// PutReview stores the review of a table, unless it has one already
	// (then it keeps the first and returns nil: a table's review is the
	// same whoever computes it). ErrNotFound for an unknown table; an
	// empty review is refused.
	PutReview(ctx context.Context, table string, review []byte) error
	// Review reads the stored review of a table; ok is false when it has
	// none (an unknown table has none).
	Review(ctx context.Context, table string) (review []byte, ok bool, err error)
}

// Review reads the stored review of a table.
func (r *reads) Review(ctx context.Context, table string) ([]byte, bool, error) {
	var review []byte
	err := r.db.queryRow(ctx, `SELECT review FROM reviews WHERE table_id = $1`, table).Scan(&review)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return nil, false, nil
	case err != nil:
		return nil, false, r.fail(ctx, fmt.Errorf("table %s: review: %w", table, err))
	}
	return review, true, nil
}

// checkReview refuses an empty review before anything is written.
func checkReview(table string, review []byte) error {
	if len(review) == 0 {
		return fmt.Errorf("table %s: an empty review", table)
	}
	return nil
}
