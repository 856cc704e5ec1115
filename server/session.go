package server

import (
	"context"
	"errors"
	"net/http"
	"net/netip"
	"strings"
	"time"

	"caribe/server/refusal"
	"caribe/server/secret"
	"caribe/store"
)

// sessionCookie holds a signed-in browser's session token: HttpOnly,
// SameSite=Strict, Path=/, Secure when the request came over TLS. The
// store keeps only the token's SHA-256.
const sessionCookie = "caribe_session"

// DefaultSessionTTL is how long a session lasts (Config.SessionTTL): a
// fixed lifetime from sign-in, not extended by use.
const DefaultSessionTTL = 30 * 24 * time.Hour

// errSessionRefused refuses a session cookie that names no live session:
// made up, ended by a sign-out (here or everywhere) or expired.
var errSessionRefused = refusal.New(http.StatusUnauthorized,
	"the session cookie is unknown, signed out or expired: sign in again with a passkey (this answer removes the cookie)")

// errNotSignedIn refuses a request that needs a signed-in account.
var errNotSignedIn = refusal.New(http.StatusUnauthorized, "not signed in: sign in with a passkey first")

// accountKey is the context key of the account a request is signed in as.
type accountKey struct{}

// withAccount is ctx carrying the signed-in account, which the seats
// taken under ctx are bound to.
func withAccount(ctx context.Context, a store.Account) context.Context {
	return context.WithValue(ctx, accountKey{}, a)
}

// accountOf is the account ctx is signed in as, if any.
func accountOf(ctx context.Context) (store.Account, bool) {
	a, ok := ctx.Value(accountKey{}).(store.Account)
	return a, ok
}

// session reads the live session r's cookie names: ok is false when r
// has no cookie, and the error errSessionRefused when the cookie names
// no live session.
func (s *Server) session(r *http.Request) (store.Session, bool, error) {
	c, err := r.Cookie(sessionCookie)
	if err != nil || c.Value == "" {
		return store.Session{}, false, nil
	}
	se, err := s.cfg.Store.Session(r.Context(), secret.Hash(c.Value), s.now())
	if errors.Is(err, store.ErrNotFound) {
		return store.Session{}, false, errSessionRefused
	}
	if err != nil {
		return store.Session{}, false, err
	}
	return se, true, nil
}

// account reads the account r's session cookie names: ok is false for a
// guest (no cookie), and the error errSessionRefused when the cookie names
// no live session.
func (s *Server) account(r *http.Request) (store.Session, store.Account, bool, error) {
	se, ok, err := s.session(r)
	if err != nil || !ok {
		return store.Session{}, store.Account{}, false, err
	}
	a, err := s.cfg.Store.Account(r.Context(), se.Account)
	if err != nil {
		return store.Session{}, store.Account{}, false, err
	}
	return se, a, true, nil
}

// refuseSession writes the refusal of a request whose session could not
// be read, removing a cookie that names no live session.
func (s *Server) refuseSession(w http.ResponseWriter, r *http.Request, err error) {
	if errors.Is(err, errSessionRefused) {
		s.clearCookie(w, r)
	}
	writeError(w, err)
}

// signedIn is r carrying the account of its session, or r itself for a
// guest (no cookie). A cookie naming no live session is refused: the
// answer is written, the cookie removed, and ok is false.
func (s *Server) signedIn(w http.ResponseWriter, r *http.Request) (*http.Request, bool) {
	_, a, ok, err := s.account(r)
	switch {
	case err != nil:
		s.refuseSession(w, r, err)
		return nil, false
	case ok:
		return r.WithContext(withAccount(r.Context(), a)), true
	}
	return r, true
}

// mustSignIn is the session and account of r, which must be signed in;
// otherwise it writes the refusal and ok is false.
func (s *Server) mustSignIn(w http.ResponseWriter, r *http.Request) (store.Session, store.Account, bool) {
	se, a, ok, err := s.account(r)
	if err == nil && !ok {
		err = errNotSignedIn
	}
	if err != nil {
		s.refuseSession(w, r, err)
		return store.Session{}, store.Account{}, false
	}
	return se, a, true
}

// startSession signs the browser in as account: a new session, stored,
// and its cookie set on w.
func (s *Server) startSession(ctx context.Context, w http.ResponseWriter, r *http.Request, account string) (store.Session, error) {
	token := secret.Token()
	now := s.now().UTC().Truncate(time.Millisecond)
	se := store.Session{Hash: secret.Hash(token), Account: account, Created: now, Expires: now.Add(s.cfg.SessionTTL)}
	if err := s.cfg.Store.CreateSession(ctx, se); err != nil {
		return store.Session{}, err
	}
	http.SetCookie(w, &http.Cookie{
		Name: sessionCookie, Value: token, Path: "/", MaxAge: int(s.cfg.SessionTTL / time.Second), Expires: se.Expires,
		HttpOnly: true, SameSite: http.SameSiteStrictMode, Secure: s.overTLS(r),
	})
	return se, nil
}

// clearCookie tells the browser to forget its session cookie.
func (s *Server) clearCookie(w http.ResponseWriter, r *http.Request) {
	http.SetCookie(w, &http.Cookie{
		Name: sessionCookie, Value: "", Path: "/", MaxAge: -1,
		HttpOnly: true, SameSite: http.SameSiteStrictMode, Secure: s.overTLS(r),
	})
}

// overTLS reports whether r came over TLS: to this server, or to a
// trusted proxy that says so in X-Forwarded-Proto.
func (s *Server) overTLS(r *http.Request) bool {
	if r.TLS != nil {
		return true
	}
	ap, err := netip.ParseAddrPort(r.RemoteAddr)
	if err != nil || !s.quotas.Trusts(ap.Addr().Unmap()) {
		return false
	}
	proto, _, _ := strings.Cut(r.Header.Get("X-Forwarded-Proto"), ",")
	return strings.EqualFold(strings.TrimSpace(proto), "https")
}
