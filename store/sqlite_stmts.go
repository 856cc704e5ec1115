package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// stmts are the writer's statements, prepared once on its connection.
type stmts struct {
	begin    *sql.Stmt
	commit   *sql.Stmt
	rollback *sql.Stmt

	tableExists *sql.Stmt
	insertTable *sql.Stmt
	insertSeat  *sql.Stmt
	updateSeat  *sql.Stmt
	setStatus   *sql.Stmt
	expireOpen  *sql.Stmt
	touch       *sql.Stmt
	appended    *sql.Stmt
	setClock    *sql.Stmt
	versionOf   *sql.Stmt
	insertMove  *sql.Stmt
	putSnapshot *sql.Stmt
	putReview   *sql.Stmt
	probe       *sql.Stmt

	acct accountStmts
	rate ratingStmts

	// all holds every statement prepared, for close.
	all []*sql.Stmt
}

// prepare prepares the writer's statements on conn.
func prepare(ctx context.Context, conn *sql.Conn) (*stmts, error) {
	st := &stmts{}
	for _, s := range []struct {
		to    **sql.Stmt
		query string
	}{
		{&st.begin, `BEGIN IMMEDIATE`},
		{&st.commit, `COMMIT`},
		{&st.rollback, `ROLLBACK`},
		{&st.tableExists, `SELECT COUNT(*) FROM tables WHERE id = ?`},
		{&st.insertTable, `INSERT INTO tables
			(id, game, players, options, seed, host_hash, status, created, updated, due, actor, clock, deadline, rated)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`},
		{&st.insertSeat, `INSERT INTO seats (table_id, idx, bot, nick, token_hash, account_id)
			VALUES (?, ?, ?, ?, ?, ?)`},
		{&st.updateSeat, `UPDATE seats SET bot = ?, nick = ?, token_hash = ?, account_id = ?
			WHERE table_id = ? AND idx = ?`},
		{&st.setStatus, `UPDATE tables SET status = ?1, due = ?2, updated = CASE WHEN moved > ?3 THEN moved ELSE ?3 END WHERE id = ?4`},
		{&st.expireOpen, `UPDATE tables SET status = 'expired', due = 0, updated = CASE WHEN moved > ?1 THEN moved ELSE ?1 END
			WHERE status = 'open' AND updated < ?2 AND id NOT IN (SELECT value FROM json_each(?3)) RETURNING id`},
		{&st.touch, `UPDATE tables SET updated = ? WHERE id = ?`},
		{&st.appended, `UPDATE tables SET moved = ?1, due = ?2, version = ?3, actor = ?4, result = ?5,
			clock = CASE WHEN ?7 THEN ?8 ELSE clock END, deadline = CASE WHEN ?7 THEN ?9 ELSE deadline END,
			pending = CASE WHEN ?5 IS NOT NULL THEN ?1 ELSE pending END
			WHERE id = ?6 AND version = ?3 - 1`},
		{&st.setClock, `UPDATE tables SET clock = ?2, deadline = ?3, due = ?5 WHERE id = ?1 AND clock IS ?4`},
		{&st.versionOf, `SELECT version FROM tables WHERE id = ?`},
		{&st.insertMove, `INSERT INTO moves (table_id, seq, move) VALUES (?, ?, ?)`},
		{&st.putSnapshot, `INSERT INTO snapshots (table_id, version, state) VALUES (?, ?, ?)
			ON CONFLICT (table_id) DO UPDATE SET version = excluded.version, state = excluded.state
			WHERE excluded.version > snapshots.version`},
		{&st.putReview, `INSERT INTO reviews (table_id, review) VALUES (?, ?) ON CONFLICT (table_id) DO NOTHING`},
		{&st.probe, `INSERT INTO probe (id, at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET at = excluded.at`},
	} {
		p, err := conn.PrepareContext(ctx, s.query)
		if err != nil {
			st.close()
			return nil, fmt.Errorf("prepare %q: %w", s.query, err)
		}
		*s.to = p
		st.all = append(st.all, p)
	}
	if err := st.acct.prepare(ctx, conn, st); err != nil {
		st.close()
		return nil, err
	}
	if err := st.rate.prepare(ctx, conn, st); err != nil {
		st.close()
		return nil, err
	}
	return st, nil
}

// close closes every statement prepared.
func (st *stmts) close() error {
	var errs []error
	for _, p := range st.all {
		errs = append(errs, p.Close())
	}
	return errors.Join(errs...)
}
