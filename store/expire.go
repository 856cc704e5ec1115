package store

import (
	"context"
	"encoding/json"
	"fmt"
	"time"
)

// ExpireOpen marks expired the open tables whose last change (Updated) is
// before before, leaving out those whose ids are in except, in one
// indexed write, and returns their ids. Each expired table's Updated
// becomes now.
func (s *SQLite) ExpireOpen(ctx context.Context, before time.Time, except []string) ([]string, error) {
	skip, err := json.Marshal(append([]string{}, except...)) // [], not null
	if err != nil {
		return nil, err
	}
	var ids []string
	err = s.w.do(ctx, func(st *stmts, now int64) error {
		ids = ids[:0]
		rows, err := st.expireOpen.Query(now, before.UnixMilli(), string(skip))
		if err != nil {
			return fmt.Errorf("store: expire open tables: %w", err)
		}
		defer rows.Close()
		for rows.Next() {
			var id string
			if err := rows.Scan(&id); err != nil {
				return fmt.Errorf("store: expire open tables: %w", err)
			}
			ids = append(ids, id)
		}
		if err := rows.Err(); err != nil {
			return fmt.Errorf("store: expire open tables: %w", err)
		}
		return nil
	})
	if err != nil {
		// The write may still run if ctx ended first: ids are its own then.
		return nil, err
	}
	return ids, nil
}
