package store

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// Record stores a finished table's outcomes and the standings they lead
// to, and clears its pending mark, in one transaction: the table's row is
// locked first, so that of two servers recording one table the second
// waits for the first, then finds the table recorded and does nothing;
// the writes then go in one batch, one round trip. Each standing is
// written only if it is still the one the outcome's Before read, which
// settles a race with another table's record of the same player;
// standings are written in the order of their players, so that two
// records lock them in one order.
func (s *Postgres) Record(ctx context.Context, id string, outs []Outcome) error {
	err := s.retry(ctx, func(bool) error {
		return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
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
			b := &pgx.Batch{}
			for _, o := range rated {
				queueStanding(b, id, o)
			}
			for _, o := range outs {
				b.Queue(`INSERT INTO outcomes (`+outcomeColumns+`)
				VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`, outcomeRow(id, o, timeOr(o.At))...)
			}
			b.Queue(`UPDATE tables SET pending = NULL WHERE id = $1`, id)
			if err := tx.SendBatch(ctx, b).Close(); err != nil {
				return fmt.Errorf("table %s: %w", id, err)
			}
			return nil
		})
	})
	return ctxError(ctx, err)
}

// queueStanding queues the write of the standing after rated outcome o,
// which refuses with ErrConflict unless its player's standing is still
// o.Before: none when Before counts no game. The row read is locked, and
// the upsert's condition is checked against the row as it stands once
// any other transaction writing it has committed.
func queueStanding(b *pgx.Batch, id string, o Outcome) {
	a := o.After
	b.Queue(`WITH cur AS (SELECT games FROM ratings WHERE game = $1 AND player = $2 FOR UPDATE)
		INSERT INTO ratings (`+standingColumns+`)
		SELECT $1, $2, $3, $4, $5, $6, $7 WHERE COALESCE((SELECT games FROM cur), 0) = $8
		ON CONFLICT (game, player) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma,
			games = excluded.games, wins = excluded.wins, updated = excluded.updated
		WHERE ratings.games = $8`,
		o.Game, o.Player, a.Mu, a.Sigma, a.Games, a.Wins, timeOr(o.At), o.Before.Games).Exec(func(tag pgconn.CommandTag) error {
		if tag.RowsAffected() == 0 {
			return fmt.Errorf("table %s: the standing of %s in %s is not the one of %d games the record was made from: %w",
				id, o.Player, o.Game, o.Before.Games, ErrConflict)
		}
		return nil
	})
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
