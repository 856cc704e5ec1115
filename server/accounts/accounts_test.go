package accounts

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"caribe/server/accounts/passkeytest"
	"caribe/server/refusal"
	"caribe/server/wire"
	"caribe/store"
)

// site is the accounts of a fresh SQLite store, its clock set by the
// test, a proxy at 10.0.0.1 trusted, and a software authenticator for
// the default relying party (localhost).
type site struct {
	t    *testing.T
	svc  *Service
	now  time.Time
	auth *passkeytest.Authenticator
}

var proxy = netip.MustParseAddr("10.0.0.1")

func newSite(t *testing.T) *site {
	t.Helper()
	st, err := store.OpenSQLite(filepath.Join(t.TempDir(), "caribe.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	s := &site{t: t, now: time.Now(), auth: passkeytest.New(t, "localhost", "http://localhost")}
	s.svc, err = New(Config{Store: st, SessionTTL: time.Hour, Now: func() time.Time { return s.now },
		Trusts: func(a netip.Addr) bool { return a == proxy }})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// register creates an account with a new passkey.
func (s *site) register(nick string) store.Account {
	s.t.Helper()
	c, err := s.svc.BeginRegister(s.t.Context(), nick)
	if err != nil {
		s.t.Fatalf("begin registering %q: %v", nick, err)
	}
	a, err := s.svc.FinishRegister(s.t.Context(), wire.CeremonyFinish{Ceremony: c.Ceremony, Credential: s.auth.Create(c.Options)})
	if err != nil {
		s.t.Fatalf("registering %q: %v", nick, err)
	}
	return a
}

// login signs in with credential c.
func (s *site) login(c *passkeytest.Credential) (store.Account, error) {
	s.t.Helper()
	begun, err := s.svc.BeginLogin(s.t.Context())
	if err != nil {
		s.t.Fatalf("begin login: %v", err)
	}
	return s.svc.FinishLogin(s.t.Context(), wire.CeremonyFinish{Ceremony: begun.Ceremony, Credential: s.auth.Get(begun.Options, c)})
}

// refused checks that err is a refusal with status code saying want.
func refused(t *testing.T, what string, err error, code int, want string) {
	t.Helper()
	if err == nil || refusal.StatusOf(err) != code || !strings.Contains(err.Error(), want) {
		t.Errorf("%s: %v (status %d), want %d saying %q", what, err, refusal.StatusOf(err), code, want)
	}
}

// TestCeremonies: an account registered with a passkey signs in with it
// and adds a second that signs in too; its nickname is then taken.
func TestCeremonies(t *testing.T) {
	s := newSite(t)
	ana := s.register("  Ana ")
	if ana.Nick != "Ana" || ana.ID == "" {
		t.Fatalf("registered %+v, want the nickname Ana and an id", ana)
	}
	if got, err := s.login(s.auth.Creds[0]); err != nil || got.ID != ana.ID {
		t.Fatalf("login: %+v %v, want %s", got, err, ana.ID)
	}
	begun, err := s.svc.BeginPasskey(t.Context(), ana)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.svc.FinishPasskey(t.Context(), ana, wire.CeremonyFinish{Ceremony: begun.Ceremony, Credential: s.auth.Create(begun.Options)}); err != nil {
		t.Fatalf("second passkey: %v", err)
	}
	if me, err := s.svc.Me(t.Context(), ana, store.Session{}); err != nil || me.Passkeys != 2 || me.Account.Nick != "Ana" {
		t.Errorf("me: %+v %v, want Ana with 2 passkeys", me, err)
	}
	if got, err := s.login(s.auth.Creds[1]); err != nil || got.ID != ana.ID {
		t.Errorf("login with the second passkey: %+v %v, want %s", got, err, ana.ID)
	}
	_, err = s.svc.BeginRegister(t.Context(), "ANA")
	refused(t, "registering ANA", err, http.StatusConflict, "another account's")
	_, err = s.svc.BeginRegister(t.Context(), "a\u202eb")
	refused(t, "registering a format character", err, http.StatusBadRequest, "RIGHT-TO-LEFT OVERRIDE")
}

// TestCeremonyRefusals: a ceremony answered as another kind, twice,
// late, or by another account, a passkey of no account and one whose
// counter went back are refused, naming why.
func TestCeremonyRefusals(t *testing.T) {
	s := newSite(t)
	ana := s.register("Ana")
	login, err := s.svc.BeginLogin(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	_, err = s.svc.FinishRegister(t.Context(), wire.CeremonyFinish{Ceremony: login.Ceremony, Credential: s.auth.Create(login.Options)})
	refused(t, "a sign-in answered as a registration", err, http.StatusBadRequest, "begun as login, answered as register")
	_, err = s.svc.FinishLogin(t.Context(), wire.CeremonyFinish{Ceremony: login.Ceremony, Credential: s.auth.Get(login.Options, s.auth.Creds[0])})
	refused(t, "a ceremony answered again", err, http.StatusBadRequest, "unknown, finished already or expired")

	late, err := s.svc.BeginLogin(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	s.now = s.now.Add(ceremonyTTL + time.Second)
	_, err = s.svc.FinishLogin(t.Context(), wire.CeremonyFinish{Ceremony: late.Ceremony, Credential: s.auth.Get(late.Options, s.auth.Creds[0])})
	refused(t, "a ceremony answered late", err, http.StatusBadRequest, "unknown, finished already or expired")

	ben := s.register("Ben")
	begun, err := s.svc.BeginPasskey(t.Context(), ana)
	if err != nil {
		t.Fatal(err)
	}
	err = s.svc.FinishPasskey(t.Context(), ben, wire.CeremonyFinish{Ceremony: begun.Ceremony, Credential: s.auth.Create(begun.Options)})
	refused(t, "Ana's passkey ceremony finished by Ben", err, http.StatusForbidden, "begun by another account")

	// A registration begun and never finished leaves a passkey on the
	// authenticator that no account has.
	orphan, err := s.svc.BeginRegister(t.Context(), "Cleo")
	if err != nil {
		t.Fatal(err)
	}
	s.auth.Create(orphan.Options)
	_, err = s.login(s.auth.Creds[len(s.auth.Creds)-1])
	refused(t, "a passkey of no account", err, http.StatusUnauthorized, "belongs to no account")

	// A copy of a passkey signs with a counter that went back.
	if _, err := s.login(s.auth.Creds[0]); err != nil {
		t.Fatal(err)
	}
	s.auth.Creds[0].Counts = 0
	_, err = s.login(s.auth.Creds[0])
	refused(t, "a passkey whose counter went back", err, http.StatusUnauthorized, "counter went back")
	if me, err := s.svc.Me(t.Context(), ana, store.Session{}); err != nil || me.Passkeys != 1 {
		t.Errorf("Ana after the refusals: %+v %v, want 1 passkey", me, err)
	}
}

// request is a request from addr, proto its X-Forwarded-Proto (if not
// empty), carrying cookies.
func request(addr, proto string, cookies ...*http.Cookie) *http.Request {
	r := httptest.NewRequest("GET", "/api/accounts/me", nil)
	r.RemoteAddr = addr + ":4321"
	if proto != "" {
		r.Header.Set("X-Forwarded-Proto", proto)
	}
	for _, c := range cookies {
		r.AddCookie(c)
	}
	return r
}

// sessionCookie is the session cookie w set, failing t when it set none.
func sessionCookie(t *testing.T, w *httptest.ResponseRecorder) *http.Cookie {
	t.Helper()
	for _, c := range w.Result().Cookies() {
		if c.Name == SessionCookie {
			return c
		}
	}
	t.Fatalf("no %s cookie set: %v", SessionCookie, w.Result().Cookies())
	return nil
}

// TestSessions: a sign-in sets an HttpOnly, SameSite=Strict cookie that
// is Secure only over TLS (as a trusted proxy says); the cookie names the
// account until it is signed out or expires, and a cookie naming no live
// session is refused and removed.
func TestSessions(t *testing.T) {
	s := newSite(t)
	ana := s.register("Ana")
	for _, c := range []struct {
		addr, proto string
		secure      bool
	}{{"192.0.2.7", "", false}, {"192.0.2.7", "https", false}, {proxy.String(), "https", true}, {proxy.String(), "http", false}} {
		w := httptest.NewRecorder()
		if _, err := s.svc.SignIn(w, request(c.addr, c.proto), ana); err != nil {
			t.Fatal(err)
		}
		ck := sessionCookie(t, w)
		if ck.Secure != c.secure || !ck.HttpOnly || ck.SameSite != http.SameSiteStrictMode || ck.Path != "/" || ck.MaxAge != 3600 {
			t.Errorf("from %s saying %q: cookie %+v, want Secure %v, HttpOnly, SameSite=Strict, Path / and an hour", c.addr, c.proto, ck, c.secure)
		}
	}

	w := httptest.NewRecorder()
	me, err := s.svc.SignIn(w, request("192.0.2.7", ""), ana)
	if err != nil || me.Account.ID != ana.ID || !me.Expires.Equal(s.now.UTC().Truncate(time.Millisecond).Add(time.Hour)) {
		t.Fatalf("sign-in: %+v %v", me, err)
	}
	ck := sessionCookie(t, w)
	_, got, ok, err := s.svc.SignedIn(httptest.NewRecorder(), request("192.0.2.7", "", ck))
	if err != nil || !ok || got.ID != ana.ID {
		t.Errorf("signed in: %+v %v %v, want Ana", got, ok, err)
	}
	if _, _, ok, err := s.svc.SignedIn(httptest.NewRecorder(), request("192.0.2.7", "")); ok || err != nil {
		t.Errorf("a guest: signed in %v, %v; want a guest", ok, err)
	}
	guest := httptest.NewRecorder()
	_, _, err = s.svc.MustSignIn(guest, request("192.0.2.7", ""))
	refused(t, "a guest where an account is needed", err, http.StatusUnauthorized, "not signed in")
	if len(guest.Result().Cookies()) != 0 {
		t.Errorf("a guest's refusal set cookies: %v", guest.Result().Cookies())
	}

	w = httptest.NewRecorder()
	if err := s.svc.SignOut(w, request("192.0.2.7", "", ck)); err != nil {
		t.Fatal(err)
	}
	if c := sessionCookie(t, w); c.MaxAge >= 0 || c.Value != "" {
		t.Errorf("sign-out: cookie %+v, want it removed", c)
	}
	w = httptest.NewRecorder()
	_, _, _, err = s.svc.SignedIn(w, request("192.0.2.7", "", ck))
	if !errors.Is(err, ErrSessionRefused) || sessionCookie(t, w).MaxAge >= 0 {
		t.Errorf("a cookie signed out: %v, cookie %+v; want ErrSessionRefused and the cookie removed", err, sessionCookie(t, w))
	}

	w = httptest.NewRecorder()
	if _, err := s.svc.SignIn(w, request("192.0.2.7", ""), ana); err != nil {
		t.Fatal(err)
	}
	ck = sessionCookie(t, w)
	s.now = s.now.Add(time.Hour + time.Second)
	_, _, _, err = s.svc.SignedIn(httptest.NewRecorder(), request("192.0.2.7", "", ck))
	if !errors.Is(err, ErrSessionRefused) {
		t.Errorf("a session past its hour: %v, want ErrSessionRefused", err)
	}
}

// TestSignOutEverywhere: signing out everywhere ends the account's every
// session and no other account's.
func TestSignOutEverywhere(t *testing.T) {
	s := newSite(t)
	ana, ben := s.register("Ana"), s.register("Ben")
	var cookies []*http.Cookie
	for _, a := range []store.Account{ana, ana, ben} {
		w := httptest.NewRecorder()
		if _, err := s.svc.SignIn(w, request("192.0.2.7", ""), a); err != nil {
			t.Fatal(err)
		}
		cookies = append(cookies, sessionCookie(t, w))
	}
	w := httptest.NewRecorder()
	if err := s.svc.SignOutAll(w, request("192.0.2.7", "", cookies[0]), ana); err != nil {
		t.Fatal(err)
	}
	if c := sessionCookie(t, w); c.MaxAge >= 0 {
		t.Errorf("sign-out everywhere: cookie %+v, want it removed", c)
	}
	for i, want := range []bool{false, false, true} {
		_, _, ok, err := s.svc.SignedIn(httptest.NewRecorder(), request("192.0.2.7", "", cookies[i]))
		if ok != want || (err != nil) == want {
			t.Errorf("session %d after Ana signed out everywhere: signed in %v (%v), want %v", i, ok, err, want)
		}
	}
}
