package store

import (
	"context"
	"fmt"
)

// LessonProgress keeps the lessons an account has done, per game (the
// package learn's lessons, by id), so that a learner's progress follows
// them from device to device. Both stores have it.
type LessonProgress interface {
	// LessonsDone lists the lessons of game the account has done, in the
	// order they were first recorded (those recorded within one
	// millisecond by id); none for an unknown account.
	LessonsDone(ctx context.Context, account, game string) ([]string, error)
	// AddLessonsDone records lessons of game as done by the account,
	// keeping those recorded before (a lesson recorded again changes
	// nothing). ErrNotFound for an unknown account.
	AddLessonsDone(ctx context.Context, account, game string, lessons []string) error
}

// LessonsDone lists the lessons of game the account has done.
func (r *reads) LessonsDone(ctx context.Context, account, game string) ([]string, error) {
	rows, err := r.db.query(ctx, `SELECT lesson FROM lessons_done WHERE account_id = $1 AND game = $2 ORDER BY done, lesson`, account, game)
	ids, err := collect(rows, err, "lessons done", scanID)
	if err != nil {
		return nil, r.fail(ctx, fmt.Errorf("account %s: lessons of %s: %w", account, game, err))
	}
	return ids, nil
}
