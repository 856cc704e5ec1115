package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Account reads an account.
func (r *reads) Account(ctx context.Context, id string) (Account, error) {
	a := Account{ID: id}
	err := r.db.queryRow(ctx, `SELECT nick, created FROM accounts WHERE id = $1`, id).Scan(&a.Nick, timeCol{&a.Created})
	if errors.Is(err, sql.ErrNoRows) {
		return Account{}, fmt.Errorf("account %s: %w", id, ErrNotFound)
	}
	if err != nil {
		return Account{}, r.fail(ctx, fmt.Errorf("account %s: %w", id, err))
	}
	return a, nil
}

// selectPasskeys selects the columns passkeys reads.
const selectPasskeys = `SELECT id, account_id, public_key, sign_count, flags, transports, created FROM passkeys`

// Passkey reads a passkey by its credential id.
func (r *reads) Passkey(ctx context.Context, id []byte) (Passkey, error) {
	keys, err := r.passkeys(ctx, selectPasskeys+` WHERE id = $1`, id)
	if err != nil {
		return Passkey{}, err
	}
	if len(keys) == 0 {
		return Passkey{}, fmt.Errorf("passkey: %w", ErrNotFound)
	}
	return keys[0], nil
}

// Passkeys lists an account's passkeys, oldest first.
func (r *reads) Passkeys(ctx context.Context, account string) ([]Passkey, error) {
	return r.passkeys(ctx, selectPasskeys+` WHERE account_id = $1 ORDER BY created, id`, account)
}

// passkeys reads the passkeys query selects.
func (r *reads) passkeys(ctx context.Context, query string, arg any) ([]Passkey, error) {
	rows, err := r.db.query(ctx, query, arg)
	keys, err := collect(rows, err, "passkeys", func(row scanner) (Passkey, error) {
		var (
			p     Passkey
			count int64
			flags int16
		)
		err := row.Scan(&p.ID, &p.Account, &p.PublicKey, &count, &flags, r.transports(&p.Transports), timeCol{&p.Created})
		p.SignCount, p.Flags = uint32(count), byte(flags)
		return p, err
	})
	return keys, r.fail(ctx, err)
}

// Session reads a session unless it has expired by now.
func (r *reads) Session(ctx context.Context, hash []byte, now time.Time) (Session, error) {
	se := Session{Hash: hash}
	err := r.db.queryRow(ctx, `SELECT account_id, created, expires FROM sessions WHERE hash = $1 AND expires > $2`,
		hash, r.at(now)).Scan(&se.Account, timeCol{&se.Created}, timeCol{&se.Expires})
	if errors.Is(err, sql.ErrNoRows) {
		return Session{}, fmt.Errorf("session: %w", ErrNotFound)
	}
	if err != nil {
		return Session{}, r.fail(ctx, fmt.Errorf("session: %w", err))
	}
	return se, nil
}
