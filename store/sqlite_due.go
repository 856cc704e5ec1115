package store

import (
	"context"
	"time"
)

// Due lists the running tables whose last entry left the server to play
// next or whose clock's deadline is now or before, at most limit of them
// (0: every one), least recently updated first. The partial indexes
// tables_due and tables_deadline find them; the few found are sorted.
func (s *SQLite) Due(ctx context.Context, now time.Time, limit int) ([]string, error) {
	if limit < 0 {
		return nil, errNegativeLimit
	}
	rows, err := s.db.query(ctx, `SELECT id FROM tables
		WHERE status = 'running' AND (due = 1 OR deadline <= $1)
		ORDER BY CASE WHEN moved > updated THEN moved ELSE updated END, id LIMIT $2`, millis(now), s.limit(limit))
	return collect(rows, err, "store: due", scanID)
}
