package store

import (
	"context"
	"fmt"
)

// AddLessonsDone records lessons of game as done by the account.
func (s *SQLite) AddLessonsDone(ctx context.Context, account, game string, lessons []string) error {
	return s.w.do(ctx, func(st *stmts, now int64) error {
		if known, err := exists(st.acct.accountExists, account); err != nil || !known {
			return refuseIf(!known, fmt.Errorf("account %s: %w", account, ErrNotFound), err)
		}
		for _, id := range lessons {
			if _, err := st.acct.lessonDone.Exec(account, game, id, now); err != nil {
				return fmt.Errorf("account %s: lesson %s of %s: %w", account, id, game, err)
			}
		}
		return nil
	})
}
