package store

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// uniqueError is what a duplicate key refused by the database means: the
// nickname taken when the key is nick_key's, an id taken otherwise.
func uniqueError(what string, err error) error {
	var pe *pgconn.PgError
	if errors.As(err, &pe) && (strings.Contains(pe.ConstraintName, "nick_key") || strings.Contains(pe.ConstraintName, "skeleton")) {
		return fmt.Errorf("%s: %w", what, ErrNickTaken)
	}
	return fmt.Errorf("%s: %w", what, ErrExists)
}

// isForeignKey reports whether err is a row refused for naming a missing one.
func isForeignKey(err error) bool {
	var pe *pgconn.PgError
	return errors.As(err, &pe) && pe.Code == foreignKeyViolation
}

// timeOr is t as stored, or now when t is zero.
func timeOr(t time.Time) time.Time {
	if t.IsZero() {
		t = time.Now()
	}
	return pgTime(t)
}

// CreateAccount stores a new account with its first passkey, both or
// neither.
func (s *Postgres) CreateAccount(ctx context.Context, a Account, p Passkey) error {
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		_, err := tx.Exec(ctx, `INSERT INTO accounts (id, nick, nick_key, nick_skeleton, created) VALUES ($1, $2, $3, $4, $5)`,
			a.ID, a.Nick, NickKey(a.Nick), NickSkeleton(a.Nick), timeOr(a.Created))
		if isUnique(err) {
			return uniqueError("account "+a.ID, err)
		}
		if err != nil {
			return fmt.Errorf("account %s: %w", a.ID, err)
		}
		p.Account = a.ID
		return s.insertPasskey(ctx, tx, p)
	})
	return ctxError(ctx, err)
}

// AddPasskey stores another passkey of an account.
func (s *Postgres) AddPasskey(ctx context.Context, p Passkey) error {
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error { return s.insertPasskey(ctx, tx, p) })
	return ctxError(ctx, err)
}

// insertPasskey stores a passkey in tx.
func (s *Postgres) insertPasskey(ctx context.Context, tx pgx.Tx, p Passkey) error {
	_, err := tx.Exec(ctx, `INSERT INTO passkeys (id, account_id, public_key, sign_count, flags, transports, created)
		VALUES ($1, $2, $3, $4, $5, $6, $7)`,
		p.ID, p.Account, p.PublicKey, int64(p.SignCount), int16(p.Flags), orEmpty(p.Transports), timeOr(p.Created))
	switch {
	case isUnique(err):
		return uniqueError("account "+p.Account+": passkey", err)
	case isForeignKey(err):
		return fmt.Errorf("account %s: %w", p.Account, ErrNotFound)
	case err != nil:
		return fmt.Errorf("account %s: passkey: %w", p.Account, err)
	}
	return nil
}

// UsePasskey records a passkey's signature counter and flags.
func (s *Postgres) UsePasskey(ctx context.Context, id []byte, signCount uint32, flags byte) error {
	tag, err := s.pool.Exec(ctx, `UPDATE passkeys SET sign_count = $2, flags = $3 WHERE id = $1`, id, int64(signCount), int16(flags))
	if err != nil {
		return ctxError(ctx, fmt.Errorf("passkey: %w", err))
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("passkey: %w", ErrNotFound)
	}
	return nil
}

// CreateSession stores a session and forgets those expired.
func (s *Postgres) CreateSession(ctx context.Context, se Session) error {
	created := timeOr(se.Created)
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `DELETE FROM sessions WHERE expires <= $1`, created); err != nil {
			return fmt.Errorf("sessions: %w", err)
		}
		_, err := tx.Exec(ctx, `INSERT INTO sessions (hash, account_id, created, expires) VALUES ($1, $2, $3, $4)`,
			se.Hash, se.Account, created, pgTime(se.Expires))
		switch {
		case isUnique(err):
			return fmt.Errorf("session: %w", ErrExists)
		case isForeignKey(err):
			return fmt.Errorf("account %s: %w", se.Account, ErrNotFound)
		case err != nil:
			return fmt.Errorf("session: %w", err)
		}
		return nil
	})
	return ctxError(ctx, err)
}

// EndSession forgets a session.
func (s *Postgres) EndSession(ctx context.Context, hash []byte) error {
	if _, err := s.pool.Exec(ctx, `DELETE FROM sessions WHERE hash = $1`, hash); err != nil {
		return ctxError(ctx, fmt.Errorf("session: %w", err))
	}
	return nil
}

// EndSessions forgets every session of an account.
func (s *Postgres) EndSessions(ctx context.Context, account string) error {
	if _, err := s.pool.Exec(ctx, `DELETE FROM sessions WHERE account_id = $1`, account); err != nil {
		return ctxError(ctx, fmt.Errorf("account %s: sessions: %w", account, err))
	}
	return nil
}

// PutCeremony stores a ceremony begun and forgets those expired.
func (s *Postgres) PutCeremony(ctx context.Context, c Ceremony, now time.Time) error {
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `DELETE FROM ceremonies WHERE expires <= $1`, now); err != nil {
			return fmt.Errorf("ceremonies: %w", err)
		}
		_, err := tx.Exec(ctx, `INSERT INTO ceremonies (id, data, expires) VALUES ($1, $2, $3)`, c.ID, c.Data, pgTime(c.Expires))
		if isUnique(err) {
			return fmt.Errorf("ceremony %s: %w", c.ID, ErrExists)
		}
		if err != nil {
			return fmt.Errorf("ceremony %s: %w", c.ID, err)
		}
		return nil
	})
	return ctxError(ctx, err)
}

// TakeCeremony reads and forgets a ceremony.
func (s *Postgres) TakeCeremony(ctx context.Context, id string, now time.Time) (Ceremony, error) {
	c := Ceremony{ID: id}
	err := s.pool.QueryRow(ctx, `DELETE FROM ceremonies WHERE id = $1 RETURNING data, expires`, id).Scan(&c.Data, &c.Expires)
	if errors.Is(err, pgx.ErrNoRows) {
		return Ceremony{}, fmt.Errorf("ceremony %s: %w", id, ErrNotFound)
	}
	if err != nil {
		return Ceremony{}, ctxError(ctx, fmt.Errorf("ceremony %s: %w", id, err))
	}
	if c.Expires = c.Expires.UTC(); !c.Expires.After(now) {
		return Ceremony{}, fmt.Errorf("ceremony %s: expired: %w", id, ErrNotFound)
	}
	return c, nil
}

// BindSeat binds a seat to an account; the servers sharing the database
// read the table again.
func (s *Postgres) BindSeat(ctx context.Context, table string, index int, account string) error {
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `UPDATE seats SET account_id = $3 WHERE table_id = $1 AND idx = $2`, table, index, account)
		if err != nil {
			return fmt.Errorf("table %s seat %d: %w", table, index, err)
		}
		if tag.RowsAffected() == 0 {
			return noSeat{table, index}
		}
		if _, err := tx.Exec(ctx, `SELECT pg_notify($1, $2)`, changesChannel, s.change(table)); err != nil {
			return fmt.Errorf("table %s: %w", table, err)
		}
		return nil
	})
	return ctxError(ctx, err)
}
