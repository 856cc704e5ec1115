// Package accounts keeps the site's accounts: a nickname and passkeys
// (WebAuthn), made and checked through ceremonies kept in the store, and
// the sessions a signed-in browser holds by a cookie. It answers what an
// account can do; the HTTP handlers on top decode, call it and encode.
package accounts

import (
	"context"
	"log/slog"
	"net/netip"
	"time"

	"github.com/go-webauthn/webauthn/webauthn"

	"caribe/server/wire"
	"caribe/store"
)

// DefaultSessionTTL is how long a session lasts (Config.SessionTTL): a
// fixed lifetime from sign-in, not extended by use.
const DefaultSessionTTL = 30 * 24 * time.Hour

// Store is what accounts keep in the store: the accounts, their passkeys,
// sessions and ceremonies, and the account a nickname belongs to.
type Store interface {
	store.Accounts
	// AccountByNick reads the account whose nickname folds to nick's
	// store.NickKey, else the one whose nickname looks like nick (the
	// same store.NickSkeleton); store.ErrNotFound if none.
	AccountByNick(ctx context.Context, nick string) (store.Account, error)
}

// Config sets the accounts up. Store is required.
type Config struct {
	Store Store
	// RPID is the WebAuthn relying party id passkeys are bound to: the
	// site's host name, without scheme or port (empty: "localhost").
	RPID string
	// RPOrigins are the origins the site's pages are served from, which
	// the browser names in a passkey's answer (empty: http://localhost).
	RPOrigins []string
	// SessionTTL is how long a sign-in lasts, from the moment it was made
	// (0: DefaultSessionTTL).
	SessionTTL time.Duration
	// Now is the clock sessions and ceremonies expire by; nil: time.Now.
	Now func() time.Time
	// Logger receives the accounts' logs; nil discards them.
	Logger *slog.Logger
	// Trusts reports whether a proxy at an address is believed when it
	// says, in X-Forwarded-Proto, that a request came over TLS (which
	// makes the session cookie Secure); nil: no proxy is.
	Trusts func(netip.Addr) bool
}

// Service is the accounts of a site: register, sign in, add a passkey,
// read and end sessions. It is safe for concurrent use: all it keeps
// between requests is in the store.
type Service struct {
	cfg Config
	log *slog.Logger
	rp  *webauthn.WebAuthn
}

// New is the accounts of cfg; it refuses a relying party whose id or
// origins are not fit.
func New(cfg Config) (*Service, error) {
	if cfg.SessionTTL <= 0 {
		cfg.SessionTTL = DefaultSessionTTL
	}
	if cfg.RPID == "" {
		cfg.RPID = "localhost"
	}
	if len(cfg.RPOrigins) == 0 {
		cfg.RPOrigins = []string{"http://localhost"}
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.Trusts == nil {
		cfg.Trusts = func(netip.Addr) bool { return false }
	}
	rp, err := newRelyingParty(cfg.RPID, cfg.RPOrigins)
	if err != nil {
		return nil, err
	}
	return &Service{cfg: cfg, log: cfg.Logger, rp: rp}, nil
}

// Me is account as its own browser sees it: its passkeys counted and
// when the session se ends.
func (s *Service) Me(ctx context.Context, account store.Account, se store.Session) (wire.Me, error) {
	keys, err := s.cfg.Store.Passkeys(ctx, account.ID)
	if err != nil {
		return wire.Me{}, err
	}
	return wire.Me{Account: wire.Account{ID: account.ID, Nick: account.Nick}, Passkeys: len(keys), Expires: se.Expires}, nil
}
