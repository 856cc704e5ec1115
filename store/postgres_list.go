package store

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/jackc/pgx/v5"
)

// List answers a lobby query: at most q.Limit tables, with their seats,
// in the lobby's order (Query), in one consistent view. The index
// tables_lobby serves it.
func (s *Postgres) List(ctx context.Context, q Query) ([]Table, error) {
	query, args, err := lobbyQuery(q,
		func(n int) string { return "$" + strconv.Itoa(n) },
		func(t time.Time) any { return t })
	if err != nil {
		return nil, err
	}
	var tables []Table
	err = pgx.BeginTxFunc(ctx, s.pool, snapshot, func(tx pgx.Tx) error {
		rows, err := tx.Query(ctx, query, args...)
		if err != nil {
			return fmt.Errorf("store: list: %w", err)
		}
		for rows.Next() {
			t, err := pgScanTable(rows)
			if err != nil {
				rows.Close()
				return fmt.Errorf("store: list: %w", err)
			}
			tables = append(tables, t)
		}
		if err := rows.Err(); err != nil {
			return fmt.Errorf("store: list: %w", err)
		}
		if len(tables) == 0 {
			return nil
		}
		byID := make(map[string]*Table, len(tables))
		ids := make([]string, len(tables))
		for i := range tables {
			byID[tables[i].ID] = &tables[i]
			ids[i] = tables[i].ID
		}
		return pgReadSeats(ctx, tx, byID, selectSeats+` WHERE table_id = ANY($1) ORDER BY table_id, idx`, ids)
	})
	if err != nil {
		return nil, ctxError(ctx, err)
	}
	return tables, nil
}

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
	rows, err := s.pool.Query(ctx, query, pgTime(now))
	if err != nil {
		return nil, ctxError(ctx, fmt.Errorf("store: due: %w", err))
	}
	ids, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, ctxError(ctx, fmt.Errorf("store: due: %w", err))
	}
	return ids, nil
}
