package store

import (
	"context"
	"database/sql"
	"fmt"
)

// accountStmts are the writer's statements for accounts, passkeys,
// sessions, ceremonies and the lessons done.
type accountStmts struct {
	accountExists   *sql.Stmt
	nickTaken       *sql.Stmt
	insertAccount   *sql.Stmt
	passkeyExists   *sql.Stmt
	insertPasskey   *sql.Stmt
	usePasskey      *sql.Stmt
	sessionExists   *sql.Stmt
	insertSession   *sql.Stmt
	sweepSessions   *sql.Stmt
	endSession      *sql.Stmt
	endSessions     *sql.Stmt
	ceremonyExists  *sql.Stmt
	insertCeremony  *sql.Stmt
	sweepCeremonies *sql.Stmt
	takeCeremony    *sql.Stmt
	bindSeat        *sql.Stmt
	lessonDone      *sql.Stmt
}

// prepare prepares the statements on conn, adding them to st.all.
func (a *accountStmts) prepare(ctx context.Context, conn *sql.Conn, st *stmts) error {
	for _, s := range []struct {
		to    **sql.Stmt
		query string
	}{
		{&a.accountExists, `SELECT COUNT(*) FROM accounts WHERE id = ?`},
		{&a.nickTaken, `SELECT COUNT(*) FROM accounts WHERE nick_key = ? OR nick_skeleton = ?`},
		{&a.insertAccount, `INSERT INTO accounts (id, nick, nick_key, nick_skeleton, created) VALUES (?, ?, ?, ?, ?)`},
		{&a.passkeyExists, `SELECT COUNT(*) FROM passkeys WHERE id = ?`},
		{&a.insertPasskey, `INSERT INTO passkeys (id, account_id, public_key, sign_count, flags, transports, created)
			VALUES (?, ?, ?, ?, ?, ?, ?)`},
		{&a.usePasskey, `UPDATE passkeys SET sign_count = ?, flags = ? WHERE id = ?`},
		{&a.sessionExists, `SELECT COUNT(*) FROM sessions WHERE hash = ?`},
		{&a.insertSession, `INSERT INTO sessions (hash, account_id, created, expires) VALUES (?, ?, ?, ?)`},
		{&a.sweepSessions, `DELETE FROM sessions WHERE expires <= ?`},
		{&a.endSession, `DELETE FROM sessions WHERE hash = ?`},
		{&a.endSessions, `DELETE FROM sessions WHERE account_id = ?`},
		{&a.ceremonyExists, `SELECT COUNT(*) FROM ceremonies WHERE id = ?`},
		{&a.insertCeremony, `INSERT INTO ceremonies (id, data, expires) VALUES (?, ?, ?)`},
		{&a.sweepCeremonies, `DELETE FROM ceremonies WHERE expires <= ?`},
		{&a.takeCeremony, `DELETE FROM ceremonies WHERE id = ? RETURNING data, expires`},
		{&a.bindSeat, `UPDATE seats SET account_id = ? WHERE table_id = ? AND idx = ?`},
		{&a.lessonDone, `INSERT INTO lessons_done (account_id, game, lesson, done) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING`},
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
