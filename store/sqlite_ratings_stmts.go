package store

import (
	"context"
	"database/sql"
	"fmt"
)

// ratingStmts are the writer's statements for ratings and outcomes.
type ratingStmts struct {
	pendingOf     *sql.Stmt
	gamesOf       *sql.Stmt
	insertOutcome *sql.Stmt
	putStanding   *sql.Stmt
	clearPending  *sql.Stmt
	seed          *sql.Stmt
	noteAddress   *sql.Stmt
}

// prepare prepares the statements on conn, adding them to st.all.
func (r *ratingStmts) prepare(ctx context.Context, conn *sql.Conn, st *stmts) error {
	for _, s := range []struct {
		to    **sql.Stmt
		query string
	}{
		{&r.pendingOf, `SELECT pending IS NOT NULL FROM tables WHERE id = ?`},
		{&r.gamesOf, `SELECT games FROM ratings WHERE game = ? AND player = ?`},
		{&r.insertOutcome, `INSERT INTO outcomes (` + outcomeColumns + `)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`},
		{&r.putStanding, `INSERT INTO ratings (` + standingColumns + `) VALUES (?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (game, player) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma,
				games = excluded.games, wins = excluded.wins, updated = excluded.updated`},
		{&r.clearPending, `UPDATE tables SET pending = NULL WHERE id = ?`},
		{&r.seed, `INSERT INTO ratings (` + standingColumns + `) VALUES (?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (game, player) DO NOTHING`},
		{&r.noteAddress, `INSERT INTO seat_addresses (table_id, account_id, address) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`},
	} {
		p, err := conn.PrepareContext(ctx, s.query)
		if err != nil {
			return fmt.Errorf("prepare %q: %w", s.query, err)
		}
		*s.to = p
		st.all = append(st.all, p)
	}
	return nil
}
