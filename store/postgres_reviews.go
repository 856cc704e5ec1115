package store

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
)

// PutReview stores the review of a table, unless it has one already:
// two servers racing to store one table's review leave the first.
func (s *Postgres) PutReview(ctx context.Context, table string, review []byte) error {
	if err := checkReview(table, review); err != nil {
		return err
	}
	err := s.retry(ctx, func(bool) error {
		return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
			var known bool
			if err := tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM tables WHERE id = $1)`, table).Scan(&known); err != nil {
				return fmt.Errorf("table %s: %w", table, err)
			}
			if !known {
				return fmt.Errorf("table %s: %w", table, ErrNotFound)
			}
			if _, err := tx.Exec(ctx, `INSERT INTO reviews (table_id, review) VALUES ($1, $2) ON CONFLICT (table_id) DO NOTHING`, table, review); err != nil {
				return fmt.Errorf("table %s: review: %w", table, err)
			}
			return nil
		})
	})
	return ctxError(ctx, err)
}
