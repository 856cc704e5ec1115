package store

import (
	"context"
	"fmt"
	"time"
)

// ExpireOpen marks expired the open tables whose last change is before
// before, leaving out those whose ids are in except, in one indexed
// statement, tells the other servers of each (Changes), and returns their
// ids.
func (s *Postgres) ExpireOpen(ctx context.Context, before time.Time, except []string) ([]string, error) {
	if except == nil {
		except = []string{}
	}
	var ids []string
	err := s.retry(ctx, func(bool) error {
		ids = ids[:0]
		rows, err := s.pool.Query(ctx, `WITH u AS (
				UPDATE tables SET status = 'expired', due = false, updated = GREATEST($1, moved)
				WHERE status = 'open' AND updated < $2 AND id <> ALL($3) RETURNING id)
			SELECT id, pg_notify($4, $5 || id) FROM u`,
			pgTime(time.Now()), pgTime(before), except, changesChannel, s.id+" ")
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var id string
			var notified any
			if err := rows.Scan(&id, &notified); err != nil {
				return err
			}
			ids = append(ids, id)
		}
		return rows.Err()
	})
	if err != nil {
		return nil, ctxError(ctx, fmt.Errorf("store: expire open tables: %w", err))
	}
	return ids, nil
}
