package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// exists runs a COUNT(*) statement and reports whether it counted any.
func exists(q *sql.Stmt, args ...any) (bool, error) {
	var n int
	err := q.QueryRow(args...).Scan(&n)
	return n > 0, err
}

// CreateAccount stores a new account with its first passkey, both or
// neither.
func (s *SQLite) CreateAccount(ctx context.Context, a Account, p Passkey) error {
	transports, err := json.Marshal(orEmpty(p.Transports))
	if err != nil {
		return fmt.Errorf("account %s: %w", a.ID, err)
	}
	return s.w.do(ctx, func(st *stmts, now int64) error {
		if taken, err := exists(st.acct.nickTaken, NickKey(a.Nick), NickSkeleton(a.Nick)); err != nil || taken {
			return refuseIf(taken, fmt.Errorf("account %s: %w", a.Nick, ErrNickTaken), err)
		}
		if taken, err := exists(st.acct.accountExists, a.ID); err != nil || taken {
			return refuseIf(taken, fmt.Errorf("account %s: %w", a.ID, ErrExists), err)
		}
		if taken, err := exists(st.acct.passkeyExists, p.ID); err != nil || taken {
			return refuseIf(taken, fmt.Errorf("account %s: passkey: %w", a.ID, ErrExists), err)
		}
		created := millisOr(a.Created, now)
		if _, err := st.acct.insertAccount.Exec(a.ID, a.Nick, NickKey(a.Nick), NickSkeleton(a.Nick), created); err != nil {
			return fmt.Errorf("account %s: %w", a.ID, err)
		}
		_, err := st.acct.insertPasskey.Exec(p.ID, a.ID, p.PublicKey, int64(p.SignCount), int(p.Flags), string(transports), millisOr(p.Created, now))
		if err != nil {
			return fmt.Errorf("account %s: passkey: %w", a.ID, err)
		}
		return nil
	})
}

// AddPasskey stores another passkey of an account.
func (s *SQLite) AddPasskey(ctx context.Context, p Passkey) error {
	transports, err := json.Marshal(orEmpty(p.Transports))
	if err != nil {
		return fmt.Errorf("account %s: %w", p.Account, err)
	}
	return s.w.do(ctx, func(st *stmts, now int64) error {
		if known, err := exists(st.acct.accountExists, p.Account); err != nil || !known {
			return refuseIf(!known, fmt.Errorf("account %s: %w", p.Account, ErrNotFound), err)
		}
		if taken, err := exists(st.acct.passkeyExists, p.ID); err != nil || taken {
			return refuseIf(taken, fmt.Errorf("account %s: passkey: %w", p.Account, ErrExists), err)
		}
		_, err := st.acct.insertPasskey.Exec(p.ID, p.Account, p.PublicKey, int64(p.SignCount), int(p.Flags), string(transports), millisOr(p.Created, now))
		if err != nil {
			return fmt.Errorf("account %s: passkey: %w", p.Account, err)
		}
		return nil
	})
}

// UsePasskey records a passkey's signature counter and flags.
func (s *SQLite) UsePasskey(ctx context.Context, id []byte, signCount uint32, flags byte) error {
	return s.w.do(ctx, func(st *stmts, now int64) error {
		res, err := st.acct.usePasskey.Exec(int64(signCount), int(flags), id)
		if err != nil {
			return fmt.Errorf("passkey: %w", err)
		}
		if n, err := res.RowsAffected(); err != nil {
			return fmt.Errorf("passkey: %w", err)
		} else if n == 0 {
			return refuse(fmt.Errorf("passkey: %w", ErrNotFound))
		}
		return nil
	})
}

// CreateSession stores a session and forgets those expired.
func (s *SQLite) CreateSession(ctx context.Context, se Session) error {
	return s.w.do(ctx, func(st *stmts, now int64) error {
		if known, err := exists(st.acct.accountExists, se.Account); err != nil || !known {
			return refuseIf(!known, fmt.Errorf("account %s: %w", se.Account, ErrNotFound), err)
		}
		if taken, err := exists(st.acct.sessionExists, se.Hash); err != nil || taken {
			return refuseIf(taken, fmt.Errorf("session: %w", ErrExists), err)
		}
		created := millisOr(se.Created, now)
		if _, err := st.acct.sweepSessions.Exec(created); err != nil {
			return fmt.Errorf("sessions: %w", err)
		}
		if _, err := st.acct.insertSession.Exec(se.Hash, se.Account, created, millis(se.Expires)); err != nil {
			return fmt.Errorf("session: %w", err)
		}
		return nil
	})
}

// EndSession forgets a session.
func (s *SQLite) EndSession(ctx context.Context, hash []byte) error {
	return s.w.do(ctx, func(st *stmts, now int64) error {
		if _, err := st.acct.endSession.Exec(hash); err != nil {
			return fmt.Errorf("session: %w", err)
		}
		return nil
	})
}

// EndSessions forgets every session of an account.
func (s *SQLite) EndSessions(ctx context.Context, account string) error {
	return s.w.do(ctx, func(st *stmts, now int64) error {
		if _, err := st.acct.endSessions.Exec(account); err != nil {
			return fmt.Errorf("account %s: sessions: %w", account, err)
		}
		return nil
	})
}

// PutCeremony stores a ceremony begun and forgets those expired.
func (s *SQLite) PutCeremony(ctx context.Context, c Ceremony, now time.Time) error {
	return s.w.do(ctx, func(st *stmts, _ int64) error {
		if taken, err := exists(st.acct.ceremonyExists, c.ID); err != nil || taken {
			return refuseIf(taken, fmt.Errorf("ceremony %s: %w", c.ID, ErrExists), err)
		}
		if _, err := st.acct.sweepCeremonies.Exec(millis(now)); err != nil {
			return fmt.Errorf("ceremonies: %w", err)
		}
		if _, err := st.acct.insertCeremony.Exec(c.ID, c.Data, millis(c.Expires)); err != nil {
			return fmt.Errorf("ceremony %s: %w", c.ID, err)
		}
		return nil
	})
}

// TakeCeremony reads and forgets a ceremony.
func (s *SQLite) TakeCeremony(ctx context.Context, id string, now time.Time) (Ceremony, error) {
	c := Ceremony{ID: id}
	err := s.w.do(ctx, func(st *stmts, _ int64) error {
		err := st.acct.takeCeremony.QueryRow(id).Scan(&c.Data, timeCol{&c.Expires})
		if errors.Is(err, sql.ErrNoRows) {
			return refuse(fmt.Errorf("ceremony %s: %w", id, ErrNotFound))
		}
		if err != nil {
			return fmt.Errorf("ceremony %s: %w", id, err)
		}
		return nil
	})
	if err != nil {
		return Ceremony{}, err
	}
	if !c.Expires.After(now) {
		return Ceremony{}, fmt.Errorf("ceremony %s: expired: %w", id, ErrNotFound)
	}
	return c, nil
}

// refuseIf is a check's outcome inside a write: err when the check
// failed, the refusal why when it refused, nil otherwise.
func refuseIf(refused bool, why, err error) error {
	if err != nil {
		return err
	}
	if refused {
		return refuse(why)
	}
	return nil
}

// millisOr is t as stored, or now (already stored form) when t is zero.
func millisOr(t time.Time, now int64) int64 {
	if t.IsZero() {
		return now
	}
	return millis(t)
}

// BindSeat binds a seat to an account.
func (s *SQLite) BindSeat(ctx context.Context, table string, index int, account string) error {
	return s.w.do(ctx, func(st *stmts, _ int64) error {
		res, err := st.acct.bindSeat.Exec(account, table, index)
		if err != nil {
			return fmt.Errorf("table %s seat %d: %w", table, index, err)
		}
		if n, err := res.RowsAffected(); err != nil {
			return fmt.Errorf("table %s seat %d: %w", table, index, err)
		} else if n == 0 {
			return refuse(noSeat{table, index})
		}
		return nil
	})
}
