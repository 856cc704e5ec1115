package store

import (
	"context"
	"strconv"
	"time"
)

// Due lists the running tables whose last entry left a server to play
// next or whose clock's deadline is now or before, and that no live server
// leases (this one included), at most limit of them (0: every one), least
// recently updated first. The partial indexes tables_due and
// tables_deadline serve it.
func (s *Postgres) Due(ctx context.Context, now time.Time, limit int) ([]string, error) {
	if limit < 0 {
		return nil, errNegativeLimit
	}
	query := `SELECT t.id FROM tables t
		WHERE t.status = 'running' AND (t.due OR t.deadline <= $1)
			AND NOT EXISTS (SELECT 1 FROM leases l JOIN servers v ON v.id = l.holder
				WHERE l.table_id = t.id AND v.alive_until > now())
		ORDER BY GREATEST(t.updated, t.moved), t.id`
	if limit > 0 {
		query += ` LIMIT ` + strconv.Itoa(limit)
	}
	rows, err := s.db.query(ctx, query, pgTime(now))
	ids, err := collect(rows, err, "store: due", scanID)
	return ids, s.fail(ctx, err)
}
