package store

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/jackc/pgx/v5"
)

// Record stores a finished table's outcomes and the standings they lead
// to, and clears its pending mark, in one transaction. The table's row is
// locked first, so that of two servers recording one table the second
// waits for the first, then finds the table recorded and does nothing.
// Each standing is written only if it is still the one the outcome's
// Before read, which settles a race with another table's record of the
// same player; standings are written in the order of their players, so
// that two records lock them in one order.
func (s *Postgres) Record(ctx context.Context, id string, outs []Outcome) error {
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		var pending bool
		err := tx.QueryRow(ctx, `SELECT pending IS NOT NULL FROM tables WHERE id = $1 FOR UPDATE`, id).Scan(&pending)
		switch {
		case errors.Is(err, pgx.ErrNoRows):
			return fmt.Errorf("table %s: %w", id, ErrNotFound)
		case err != nil:
			return fmt.Errorf("table %s: %w", id, err)
		case !pending:
			return nil
		}
		rated := make([]Outcome, 0, len(outs))
		for _, o := range outs {
			if o.Rated {
				rated = append(rated, o)
			}
		}
		slices.SortFunc(rated, func(a, b Outcome) int {
			return cmp.Or(cmp.Compare(a.Game, b.Game), cmp.Compare(a.Player, b.Player))
		})
		for _, o := range rated {
			if err := pgPutStanding(ctx, tx, id, o); err != nil {
				return err
			}
		}
		for _, o := range outs {
			o = stored(o)
			b, a := o.Before, o.After
			if _, err := tx.Exec(ctx, `INSERT INTO outcomes (`+outcomeColumns+`)
				VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
				id, o.Player, o.Game, o.Seat, o.Place, o.Players, o.Rated,
				b.Mu, b.Sigma, b.Games, b.Wins, a.Mu, a.Sigma, a.Games, a.Wins, timeOr(o.At)); err != nil {
				return fmt.Errorf("table %s: outcome of %s: %w", id, o.Player, err)
			}
		}
		if _, err := tx.Exec(ctx, `UPDATE tables SET pending = NULL WHERE id = $1`, id); err != nil {
			return fmt.Errorf("table %s: %w", id, err)
		}
		return nil
	})
	return ctxError(ctx, err)
}

// pgPutStanding writes the standing after rated outcome o, in tx, if
// its player's standing is still o.Before; ErrConflict otherwise. The
// upsert's condition is checked against the row as it stands once any
// other transaction writing it has committed.
func pgPutStanding(ctx context.Context, tx pgx.Tx, id string, o Outcome) error {
	var games int
	err := tx.QueryRow(ctx, `SELECT games FROM ratings WHERE game = $1 AND player = $2`, o.Game, o.Player).Scan(&games)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		if o.Before.Games > 0 {
			return staleError(id, o, 0, false)
		}
	case err != nil:
		return fmt.Errorf("table %s: standing of %s: %w", id, o.Player, err)
	case games != o.Before.Games:
		return staleError(id, o, games, true)
	}
	a := o.After
	tag, err := tx.Exec(ctx, `INSERT INTO ratings (`+standingColumns+`) VALUES ($1, $2, $3, $4, $5, $6, $7)
		ON CONFLICT (game, player) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma,
			games = excluded.games, wins = excluded.wins, updated = excluded.updated
		WHERE ratings.games = $8`,
		o.Game, o.Player, a.Mu, a.Sigma, a.Games, a.Wins, timeOr(o.At), o.Before.Games)
	if err != nil {
		return fmt.Errorf("table %s: standing of %s: %w", id, o.Player, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("table %s: the standing of %s in %s changed meanwhile: %w", id, o.Player, o.Game, ErrConflict)
	}
	return nil
}

// Seed stores a standing unless its player has one in its game already.
func (s *Postgres) Seed(ctx context.Context, st Standing) (bool, error) {
	tag, err := s.pool.Exec(ctx, `INSERT INTO ratings (`+standingColumns+`) VALUES ($1, $2, $3, $4, $5, $6, $7)
		ON CONFLICT (game, player) DO NOTHING`,
		st.Game, st.Player, st.Mu, st.Sigma, st.Games, st.Wins, timeOr(st.Updated))
	if err != nil {
		return false, ctxError(ctx, fmt.Errorf("standing of %s in %s: %w", st.Player, st.Game, err))
	}
	return tag.RowsAffected() > 0, nil
}
