package store

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"
)

// NoteAddress records that account took or played its seat of table from
// address.
func (s *SQLite) NoteAddress(ctx context.Context, table, account, address string) error {
	return s.w.do(ctx, func(st *stmts, _ int64) error {
		if known, err := exists(st.tableExists, table); err != nil || !known {
			return refuseIf(!known, fmt.Errorf("table %s: %w", table, ErrNotFound), err)
		}
		if _, err := st.rate.noteAddress.Exec(table, account, address); err != nil {
			return fmt.Errorf("table %s: address: %w", table, err)
		}
		return nil
	})
}

// Addresses lists the addresses noted for a table, by account.
func (s *SQLite) Addresses(ctx context.Context, table string) (map[string][]string, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT account_id, address FROM seat_addresses WHERE table_id = ? ORDER BY account_id, address`, table)
	if err != nil {
		return nil, fmt.Errorf("store: addresses of %s: %w", table, err)
	}
	defer rows.Close()
	out := map[string][]string{}
	for rows.Next() {
		var account, address string
		if err := rows.Scan(&account, &address); err != nil {
			return nil, fmt.Errorf("store: addresses of %s: %w", table, err)
		}
		out[account] = append(out[account], address)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: addresses of %s: %w", table, err)
	}
	return out, nil
}

// RatedTogether lists the recent rated tables of game that players played
// together.
func (s *SQLite) RatedTogether(ctx context.Context, game string, players []string, only bool, since time.Time, except string, limit int) ([]string, error) {
	if len(players) == 0 {
		return nil, nil
	}
	args := []any{game, millis(since), except}
	for _, p := range players {
		args = append(args, p)
	}
	args = append(args, len(players), only, len(players), limit)
	rows, err := s.read.QueryContext(ctx, `SELECT table_id FROM outcomes
		WHERE game = ? AND rated AND at >= ? AND table_id <> ? AND player IN (?`+strings.Repeat(", ?", len(players)-1)+`)
		GROUP BY table_id HAVING COUNT(*) = ? AND (NOT ? OR MAX(players) = ?)
		ORDER BY MAX(at) DESC, table_id LIMIT ?`, args...)
	return scanIDs(rows, err, "rated together")
}

// scanIDs reads the one text column of rows, the answer to a query (its
// error err) about what.
func scanIDs(rows *sql.Rows, err error, what string) ([]string, error) {
	if err != nil {
		return nil, fmt.Errorf("store: %s: %w", what, err)
	}
	defer rows.Close()
	var ids []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, fmt.Errorf("store: %s: %w", what, err)
		}
		ids = append(ids, id)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: %s: %w", what, err)
	}
	return ids, nil
}
