package store

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// NoteAddress records that account took or played its seat of table from
// address.
func (s *Postgres) NoteAddress(ctx context.Context, table, account, address string) error {
	_, err := s.pool.Exec(ctx, `INSERT INTO seat_addresses (table_id, account_id, address) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
		table, account, address)
	if isForeignKey(err) {
		return fmt.Errorf("table %s: %w", table, ErrNotFound)
	}
	if err != nil {
		return ctxError(ctx, fmt.Errorf("table %s: address: %w", table, err))
	}
	return nil
}

// Addresses lists the addresses noted for a table, by account.
func (s *Postgres) Addresses(ctx context.Context, table string) (map[string][]string, error) {
	rows, err := s.pool.Query(ctx, `SELECT account_id, address FROM seat_addresses WHERE table_id = $1 ORDER BY account_id, address`, table)
	if err != nil {
		return nil, ctxError(ctx, fmt.Errorf("store: addresses of %s: %w", table, err))
	}
	out := map[string][]string{}
	var account, address string
	_, err = pgx.ForEachRow(rows, []any{&account, &address}, func() error {
		out[account] = append(out[account], address)
		return nil
	})
	if err != nil {
		return nil, ctxError(ctx, fmt.Errorf("store: addresses of %s: %w", table, err))
	}
	return out, nil
}

// RatedTogether lists the recent rated tables of game that players played
// together.
func (s *Postgres) RatedTogether(ctx context.Context, game string, players []string, only bool, since time.Time, except string, limit int) ([]string, error) {
	rows, err := s.pool.Query(ctx, `SELECT table_id FROM outcomes
		WHERE game = $1 AND rated AND at >= $2 AND table_id <> $3 AND player = ANY($4)
		GROUP BY table_id HAVING COUNT(*) = cardinality($4::text[]) AND (NOT $5 OR MAX(players) = cardinality($4::text[]))
		ORDER BY MAX(at) DESC, table_id LIMIT $6`, game, pgTime(since), except, players, only, limit)
	if err != nil {
		return nil, ctxError(ctx, fmt.Errorf("store: rated together: %w", err))
	}
	ids, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, ctxError(ctx, fmt.Errorf("store: rated together: %w", err))
	}
	return ids, nil
}
