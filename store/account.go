package store

import (
	"context"
	"errors"
	"time"

	"golang.org/x/text/cases"
)

// Account is a person's account: a nickname and one or more passkeys, no
// password.
type Account struct {
	ID string
	// Nick is the nickname as the person gave it, normalised by the
	// server; no other account's folds to the same NickKey or has the
	// same NickSkeleton.
	Nick    string
	Created time.Time
}

// Passkey is a WebAuthn credential of an account.
type Passkey struct {
	// ID is the credential's id, unique among every account's.
	ID      []byte
	Account string
	// PublicKey is the credential's public key, COSE-encoded.
	PublicKey []byte
	// SignCount is the authenticator's signature counter last seen.
	SignCount uint32
	// Flags are the authenticator data's flags last seen (user present,
	// verified, backup eligible, backed up).
	Flags byte
	// Transports are how the browser said it reaches the authenticator
	// ("internal", "hybrid", "usb").
	Transports []string
	Created    time.Time
}

// Session is a signed-in browser. The store keeps only its token's
// SHA-256.
type Session struct {
	Hash    []byte
	Account string
	Created time.Time
	Expires time.Time
}

// Ceremony is a WebAuthn ceremony begun and not yet finished: the
// server's state for it, kept until it expires, so that any server
// sharing the store finishes it.
type Ceremony struct {
	ID      string
	Data    []byte
	Expires time.Time
}

// Accounts keeps accounts, their passkeys and sessions, and the
// ceremonies under way. A seat names the account holding it
// (Seat.Account); Query.Account lists an account's tables.
type Accounts interface {
	// CreateAccount stores a new account with its first passkey, both or
	// neither. ErrNickTaken when another account's nickname folds to the
	// same NickKey or has the same NickSkeleton; ErrExists when the account's id or the passkey's is
	// taken. A zero Created is taken as now.
	CreateAccount(ctx context.Context, a Account, p Passkey) error
	// Account reads an account; ErrNotFound if unknown.
	Account(ctx context.Context, id string) (Account, error)
	// AddPasskey stores another passkey of an account: ErrExists when
	// its id is taken, ErrNotFound for an unknown account.
	AddPasskey(ctx context.Context, p Passkey) error
	// Passkey reads a passkey by its credential id; ErrNotFound if
	// unknown.
	Passkey(ctx context.Context, id []byte) (Passkey, error)
	// Passkeys lists an account's passkeys, oldest first.
	Passkeys(ctx context.Context, account string) ([]Passkey, error)
	// UsePasskey records what a sign-in saw of a passkey: its signature
	// counter and flags. ErrNotFound if unknown.
	UsePasskey(ctx context.Context, id []byte, signCount uint32, flags byte) error
	// CreateSession stores a session (ErrExists when its hash is taken,
	// ErrNotFound for an unknown account) and forgets the sessions
	// expired by its Created.
	CreateSession(ctx context.Context, s Session) error
	// Session reads the session whose token hashes to hash, unless it
	// has expired by now; ErrNotFound otherwise.
	Session(ctx context.Context, hash []byte, now time.Time) (Session, error)
	// EndSession forgets a session; nothing happens if it is unknown.
	EndSession(ctx context.Context, hash []byte) error
	// EndSessions forgets every session of an account.
	EndSessions(ctx context.Context, account string) error
	// BindSeat binds seat index of a table to an account (Seat.Account)
	// and changes nothing else of the table, its last update included.
	// ErrNotFound for an unknown table or seat.
	BindSeat(ctx context.Context, table string, index int, account string) error
	// PutCeremony stores a ceremony begun (ErrExists when its id is
	// taken) and forgets those expired by now.
	PutCeremony(ctx context.Context, c Ceremony, now time.Time) error
	// TakeCeremony reads and forgets a ceremony, so that it is finished
	// once; ErrNotFound when it is unknown, taken already or expired by
	// now.
	TakeCeremony(ctx context.Context, id string, now time.Time) (Ceremony, error)
}

// ErrNickTaken refuses an account whose nickname another account has,
// up to case.
var ErrNickTaken = errors.New("the nickname belongs to another account")

// NickKey is the form of a nickname that no two accounts share: its
// Unicode case folding, so that "Ana", "ANA" and "ana" are one.
func NickKey(nick string) string { return cases.Fold().String(nick) }

// orEmpty is a list that encodes as [] rather than null when empty.
func orEmpty(list []string) []string {
	if list == nil {
		return []string{}
	}
	return list
}
