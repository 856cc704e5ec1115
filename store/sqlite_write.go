package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// noSeat is the error for a seat index a table does not have.
type noSeat struct {
	table string
	index int
}

func (e noSeat) Error() string { return fmt.Sprintf("table %s has no seat %d", e.table, e.index) }

// Is makes a missing seat match ErrNotFound.
func (e noSeat) Is(target error) bool { return target == ErrNotFound }

// CreateTable stores a new table; ErrExists if its ID is taken. A zero
// Created is taken as now, a zero Updated as Created, an empty Status as
// Open and empty Options as {}.
func (s *SQLite) CreateTable(ctx context.Context, t Table) error {
	if err := newTable(&t); err != nil {
		return err
	}
	state, deadline := clockColumns(t.Clock)
	args := []any{t.ID, t.Game, t.Players, string(t.Options), int64(t.Seed),
		hashColumn(t.HostHash), string(t.Status), millis(t.Created), millis(t.Updated),
		t.Status == Running, t.Actor, state, deadline, t.Rated}
	seats := make([][]any, len(t.Seats))
	for i, seat := range t.Seats {
		seats[i] = []any{t.ID, i, seat.Bot, seat.Nick, hashColumn(seat.TokenHash), seat.Account}
	}
	return s.w.do(ctx, func(st *stmts, _ int64) error {
		var n int
		if err := st.tableExists.QueryRow(t.ID).Scan(&n); err != nil {
			return fmt.Errorf("table %s: %w", t.ID, err)
		}
		if n > 0 {
			return refuse(fmt.Errorf("table %s: %w", t.ID, ErrExists))
		}
		if _, err := st.insertTable.Exec(args...); err != nil {
			return fmt.Errorf("table %s: %w", t.ID, err)
		}
		for i, seat := range seats {
			if _, err := st.insertSeat.Exec(seat...); err != nil {
				return fmt.Errorf("table %s seat %d: %w", t.ID, i, err)
			}
		}
		return nil
	})
}

// SetSeat replaces seat index of a table; ErrNotFound for an unknown table
// or seat.
func (s *SQLite) SetSeat(ctx context.Context, table string, index int, seat Seat) error {
	token := hashColumn(seat.TokenHash)
	return s.w.do(ctx, func(st *stmts, now int64) error {
		var n int
		if err := st.tableExists.QueryRow(table).Scan(&n); err != nil {
			return fmt.Errorf("table %s: %w", table, err)
		}
		if n == 0 {
			return refuse(fmt.Errorf("table %s: %w", table, ErrNotFound))
		}
		res, err := st.updateSeat.Exec(seat.Bot, seat.Nick, token, seat.Account, table, index)
		if err != nil {
			return fmt.Errorf("table %s seat %d: %w", table, index, err)
		}
		if changed, err := res.RowsAffected(); err != nil {
			return fmt.Errorf("table %s seat %d: %w", table, index, err)
		} else if changed == 0 {
			return refuse(noSeat{table, index})
		}
		if _, err := st.touch.Exec(now, table); err != nil {
			return fmt.Errorf("table %s: %w", table, err)
		}
		return nil
	})
}

// SetStatus records where a table stands; ErrNotFound for an unknown table.
// A table set running is due (play starts: the server looks at it); any
// other status is not.
func (s *SQLite) SetStatus(ctx context.Context, table string, status Status) error {
	if err := checkStatus(status); err != nil {
		return fmt.Errorf("table %s: %w", table, err)
	}
	return s.w.do(ctx, func(st *stmts, now int64) error {
		res, err := st.setStatus.Exec(string(status), status == Running, now, table)
		if err != nil {
			return fmt.Errorf("table %s: %w", table, err)
		}
		if changed, err := res.RowsAffected(); err != nil {
			return fmt.Errorf("table %s: %w", table, err)
		} else if changed == 0 {
			return refuse(fmt.Errorf("table %s: %w", table, ErrNotFound))
		}
		return nil
	})
}

// AppendMove stores entry m.Seq (1 for the first) of a table's log and
// records m.Due, m.Clock and m.Seat, returning once all are committed; an
// entry with a Result marks the table pending (Ratings). ErrConflict
// unless the table has exactly m.Seq-1 entries; ErrNotFound for an
// unknown table. If ctx ends first, AppendMove returns ctx's error and the
// entry may or may not be stored.
func (s *SQLite) AppendMove(ctx context.Context, table string, m Move) error {
	clock, err := checkMove(table, m)
	if err != nil {
		return err
	}
	text := string(m.Entry)
	var result sql.NullString
	if m.Result != nil {
		result = sql.NullString{String: string(m.Result), Valid: true}
	}
	state, deadline := clockColumns(clock)
	return s.w.do(ctx, func(st *stmts, now int64) error {
		// The table's count of entries is the version check: the update
		// finds the table only at m.Seq-1 entries, and then writes nothing
		// that a refusal would have to undo.
		res, err := st.appended.Exec(now, m.Due, m.Seq, m.Actor, result, table, m.Clock != nil, state, deadline)
		if err != nil {
			return fmt.Errorf("table %s: %w", table, err)
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			var last int
			switch err := st.versionOf.QueryRow(table).Scan(&last); {
			case errors.Is(err, sql.ErrNoRows):
				return refuse(fmt.Errorf("table %s: %w", table, ErrNotFound))
			case err != nil:
				return fmt.Errorf("table %s: %w", table, err)
			}
			return refuse(fmt.Errorf("table %s: move %d after move %d: %w", table, m.Seq, last, ErrConflict))
		}
		if _, err := st.insertMove.Exec(table, m.Seq, text); err != nil {
			return fmt.Errorf("table %s move %d: %w", table, m.Seq, err)
		}
		if m.Seat != nil {
			// A failure here is no refusal: the writer drops the whole
			// write, entry included.
			seat := m.Seat.Seat
			res, err := st.updateSeat.Exec(seat.Bot, seat.Nick, hashColumn(seat.TokenHash), seat.Account, table, m.Seat.Index)
			if err != nil {
				return fmt.Errorf("table %s seat %d: %w", table, m.Seat.Index, err)
			}
			if n, err := res.RowsAffected(); err != nil || n == 0 {
				return noSeat{table, m.Seat.Index}
			}
		}
		return nil
	})
}

// SetClock replaces a table's clock if its stored state is still old's,
// and records due; ErrConflict if not, ErrNotFound for an unknown table.
// Updated stays.
func (s *SQLite) SetClock(ctx context.Context, table string, old, clock Clock, due bool) error {
	if err := checkClock(table, clock); err != nil {
		return err
	}
	was, _ := clockColumns(old)
	state, deadline := clockColumns(clock)
	return s.w.do(ctx, func(st *stmts, _ int64) error {
		res, err := st.setClock.Exec(table, state, deadline, was, due)
		if err != nil {
			return fmt.Errorf("table %s: %w", table, err)
		}
		if n, err := res.RowsAffected(); err != nil {
			return fmt.Errorf("table %s: %w", table, err)
		} else if n > 0 {
			return nil
		}
		var n int
		if err := st.tableExists.QueryRow(table).Scan(&n); err != nil {
			return fmt.Errorf("table %s: %w", table, err)
		}
		if n == 0 {
			return refuse(fmt.Errorf("table %s: %w", table, ErrNotFound))
		}
		return refuse(fmt.Errorf("table %s: the clock changed meanwhile: %w", table, ErrConflict))
	})
}
