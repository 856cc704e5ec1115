package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"strconv"
	"time"
)

// List answers a lobby query: at most q.Limit tables, with their seats,
// in the lobby's order (Query). The index tables_lobby serves it.
func (s *SQLite) List(ctx context.Context, q Query) ([]Table, error) {
	query, args, err := lobbyQuery(q,
		func(n int) string { return "?" + strconv.Itoa(n) },
		func(t time.Time) any { return millis(t) })
	if err != nil {
		return nil, err
	}
	var tables []Table
	err = s.readTx(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, query, args...)
		if err != nil {
			return fmt.Errorf("store: list: %w", err)
		}
		defer rows.Close()
		for rows.Next() {
			t, err := scanTable(rows)
			if err != nil {
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
		list, err := json.Marshal(ids)
		if err != nil {
			return fmt.Errorf("store: list: %w", err)
		}
		return readSeats(ctx, tx, byID, selectSeats+
			` WHERE table_id IN (SELECT value FROM json_each(?)) ORDER BY table_id, idx`, string(list))
	})
	if err != nil {
		return nil, err
	}
	return tables, nil
}

// Due lists the running tables whose last entry left the server to play
// next or whose clock's deadline is now or before, at most limit of them
// (0: every one), least recently updated first. The partial indexes
// tables_due and tables_deadline find them; the few found are sorted.
func (s *SQLite) Due(ctx context.Context, now time.Time, limit int) ([]string, error) {
	if limit < 0 {
		return nil, errNegativeLimit
	}
	if limit == 0 {
		limit = -1
	}
	rows, err := s.read.QueryContext(ctx, `SELECT id FROM tables
		WHERE status = 'running' AND (due = 1 OR deadline <= ?)
		ORDER BY CASE WHEN moved > updated THEN moved ELSE updated END, id LIMIT ?`, millis(now), limit)
	if err != nil {
		return nil, fmt.Errorf("store: due: %w", err)
	}
	defer rows.Close()
	var ids []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, fmt.Errorf("store: due: %w", err)
		}
		ids = append(ids, id)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: due: %w", err)
	}
	return ids, nil
}
