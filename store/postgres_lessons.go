package store

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// AddLessonsDone records lessons of game as done by the account.
func (s *Postgres) AddLessonsDone(ctx context.Context, account, game string, lessons []string) error {
	now := timeOr(time.Time{})
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		var n int
		if err := tx.QueryRow(ctx, `SELECT COUNT(*) FROM accounts WHERE id = $1`, account).Scan(&n); err != nil {
			return err
		}
		if n == 0 {
			return fmt.Errorf("account %s: %w", account, ErrNotFound)
		}
		for _, id := range lessons {
			if _, err := tx.Exec(ctx, `INSERT INTO lessons_done (account_id, game, lesson, done) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`, account, game, id, now); err != nil {
				return fmt.Errorf("account %s: lesson %s of %s: %w", account, id, game, err)
			}
		}
		return nil
	})
	return ctxError(ctx, err)
}
