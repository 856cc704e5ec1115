package accounts

import (
	"context"
	"errors"
	"net/http"
	"net/netip"
	"strings"
	"time"

	"caribe/server/refusal"
	"caribe/server/secret"
	"caribe/server/wire"
	"caribe/store"
)

// SessionCookie holds a signed-in browser's session token: HttpOnly,
// SameSite=Strict, Path=/, Secure when the request came over TLS. The
// store keeps only the token's SHA-256.
const SessionCookie = "caribe_session"

// ErrSessionRefused refuses a session cookie that names no live session:
// made up, ended by a sign-out (here or everywhere) or expired.
var ErrSessionRefused = refusal.New(http.StatusUnauthorized,
	"the session cookie is unknown, signed out or expired: sign in again with a passkey (this answer removes the cookie)")

// errNotSignedIn refuses a request that needs a signed-in account.
var errNotSignedIn = refusal.New(http.StatusUnauthorized, "not signed in: sign in with a passkey first")

// accountKey is the context key of the account a request is signed in as.
type accountKey struct{}

// NewContext is ctx carrying the signed-in account, which the seats
// taken under ctx are bound to.
func NewContext(ctx context.Context, a store.Account) context.Context {
	return context.WithValue(ctx, accountKey{}, a)
}

// FromContext is the account ctx is signed in as, if any.
func FromContext(ctx context.Context) (store.Account, bool) {
	a, ok := ctx.Value(accountKey{}).(store.Account)
	return a, ok
}

// session reads the live session r's cookie names: ok is false when r
// has no cookie, and the error ErrSessionRefused when the cookie names
// no live session.
func (s *Service) session(r *http.Request) (store.Session, bool, error) {
	c, err := r.Cookie(SessionCookie)
	if err != nil || c.Value == "" {
		return store.Session{}, false, nil
	}
	se, err := s.cfg.Store.Session(r.Context(), secret.Hash(c.Value), s.cfg.Now())
	if errors.Is(err, store.ErrNotFound) {
		return store.Session{}, false, ErrSessionRefused
	}
	if err != nil {
		return store.Session{}, false, err
	}
	return se, true, nil
}

// SignedIn reads the session and account r's cookie names: ok is false
// for a guest (no cookie). A cookie naming no live session is refused
// with ErrSessionRefused, and w tells the browser to forget it.
func (s *Service) SignedIn(w http.ResponseWriter, r *http.Request) (store.Session, store.Account, bool, error) {
	se, ok, err := s.session(r)
	if err == nil && ok {
		var a store.Account
		if a, err = s.cfg.Store.Account(r.Context(), se.Account); err == nil {
			return se, a, true, nil
		}
	}
	if errors.Is(err, ErrSessionRefused) {
		s.clearCookie(w, r)
	}
	return store.Session{}, store.Account{}, false, err
}

// MustSignIn is SignedIn for a request that needs an account: a guest is
// refused too.
func (s *Service) MustSignIn(w http.ResponseWriter, r *http.Request) (store.Session, store.Account, error) {
	se, a, ok, err := s.SignedIn(w, r)
	if err == nil && !ok {
		err = errNotSignedIn
	}
	return se, a, err
}

// SignIn signs the browser in as account: a new session, stored, and its
// cookie set on w. It answers the account as its browser sees it (Me).
func (s *Service) SignIn(w http.ResponseWriter, r *http.Request, account store.Account) (wire.Me, error) {
	token := secret.Token()
	now := s.cfg.Now().UTC().Truncate(time.Millisecond)
	se := store.Session{Hash: secret.Hash(token), Account: account.ID, Created: now, Expires: now.Add(s.cfg.SessionTTL)}
	if err := s.cfg.Store.CreateSession(r.Context(), se); err != nil {
		return wire.Me{}, err
	}
	http.SetCookie(w, &http.Cookie{
		Name: SessionCookie, Value: token, Path: "/", MaxAge: int(s.cfg.SessionTTL / time.Second), Expires: se.Expires,
		HttpOnly: true, SameSite: http.SameSiteStrictMode, Secure: s.overTLS(r),
	})
	return s.Me(r.Context(), account, se)
}

// SignOut ends the session r's cookie names, if it is live, and tells the
// browser to forget the cookie.
func (s *Service) SignOut(w http.ResponseWriter, r *http.Request) error {
	se, ok, err := s.session(r)
	if ok {
		err = s.cfg.Store.EndSession(r.Context(), se.Hash)
	}
	if err != nil && !errors.Is(err, ErrSessionRefused) {
		return err
	}
	s.clearCookie(w, r)
	return nil
}

// SignOutAll ends every session of account, on every device, and tells
// this browser to forget its cookie.
func (s *Service) SignOutAll(w http.ResponseWriter, r *http.Request, account store.Account) error {
	if err := s.cfg.Store.EndSessions(r.Context(), account.ID); err != nil {
		return err
	}
	s.log.Info("signed out everywhere", "account", account.ID)
	s.clearCookie(w, r)
	return nil
}

// clearCookie tells the browser to forget its session cookie.
func (s *Service) clearCookie(w http.ResponseWriter, r *http.Request) {
	http.SetCookie(w, &http.Cookie{
		Name: SessionCookie, Value: "", Path: "/", MaxAge: -1,
		HttpOnly: true, SameSite: http.SameSiteStrictMode, Secure: s.overTLS(r),
	})
}

// overTLS reports whether r came over TLS: to this server, or to a
// trusted proxy that says so in X-Forwarded-Proto.
func (s *Service) overTLS(r *http.Request) bool {
	if r.TLS != nil {
		return true
	}
	ap, err := netip.ParseAddrPort(r.RemoteAddr)
	if err != nil || !s.cfg.Trusts(ap.Addr().Unmap()) {
		return false
	}
	proto, _, _ := strings.Cut(r.Header.Get("X-Forwarded-Proto"), ",")
	return strings.EqualFold(strings.TrimSpace(proto), "https")
}
