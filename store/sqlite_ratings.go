package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// Record stores a finished table's outcomes and the standings they lead
// to, and clears its pending mark, all in one write of the writer; the
// checks come first, so that a refusal writes nothing.
func (s *SQLite) Record(ctx context.Context, id string, outs []Outcome) error {
	return s.w.do(ctx, func(st *stmts, now int64) error {
		var pending bool
		switch err := st.rate.pendingOf.QueryRow(id).Scan(&pending); {
		case errors.Is(err, sql.ErrNoRows):
			return refuse(fmt.Errorf("table %s: %w", id, ErrNotFound))
		case err != nil:
			return fmt.Errorf("table %s: %w", id, err)
		case !pending:
			return nil
		}
		for _, o := range outs {
			if o.Rated {
				if err := checkBefore(st, id, o); err != nil {
					return err
				}
			}
		}
		for _, o := range outs {
			at := millisOr(o.At, now)
			if _, err := st.rate.insertOutcome.Exec(outcomeRow(id, o, at)...); err != nil {
				return fmt.Errorf("table %s: outcome of %s: %w", id, o.Player, err)
			}
			if !o.Rated {
				continue
			}
			a := o.After
			if _, err := st.rate.putStanding.Exec(o.Game, o.Player, a.Mu, a.Sigma, a.Games, a.Wins, at); err != nil {
				return fmt.Errorf("table %s: standing of %s: %w", id, o.Player, err)
			}
		}
		if _, err := st.rate.clearPending.Exec(id); err != nil {
			return fmt.Errorf("table %s: %w", id, err)
		}
		return nil
	})
}

// checkBefore refuses with ErrConflict a rated outcome whose Before is not
// its player's standing now.
func checkBefore(st *stmts, id string, o Outcome) error {
	var games int
	err := st.rate.gamesOf.QueryRow(o.Game, o.Player).Scan(&games)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		if o.Before.Games > 0 {
			return refuse(staleError(id, o, 0, false))
		}
		return nil
	case err != nil:
		return fmt.Errorf("table %s: standing of %s: %w", id, o.Player, err)
	case games != o.Before.Games:
		return refuse(staleError(id, o, games, true))
	}
	return nil
}

// Seed stores a standing unless its player has one in its game already.
func (s *SQLite) Seed(ctx context.Context, st Standing) (bool, error) {
	var seeded bool
	err := s.w.do(ctx, func(w *stmts, now int64) error {
		res, err := w.rate.seed.Exec(st.Game, st.Player, st.Mu, st.Sigma, st.Games, st.Wins, millisOr(st.Updated, now))
		if err != nil {
			return fmt.Errorf("standing of %s in %s: %w", st.Player, st.Game, err)
		}
		n, err := res.RowsAffected()
		if err != nil {
			return fmt.Errorf("standing of %s in %s: %w", st.Player, st.Game, err)
		}
		seeded = n > 0
		return nil
	})
	return seeded, err
}

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
