package server

import (
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"caribe/games"
	"caribe/server/accounts"
	"caribe/server/accounts/passkeytest"
	"caribe/server/secret"
	"caribe/server/wire"
	"caribe/store"
)

// accountSite is a server with accounts on a fresh SQLite store, its
// clock set by the test, and a software authenticator for its origin.
type accountSite struct {
	t     *testing.T
	url   string
	now   atomic.Pointer[time.Time]
	auth  *passkeytest.Authenticator
	store *store.SQLite
	srv   *Server
}

func newAccountSite(t *testing.T) *accountSite {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	origin := fmt.Sprintf("http://localhost:%d", ln.Addr().(*net.TCPAddr).Port)
	st, err := store.OpenSQLite(filepath.Join(t.TempDir(), "caribe.db"))
	if err != nil {
		t.Fatal(err)
	}
	s := &accountSite{t: t, url: "http://" + ln.Addr().String(), store: st, auth: passkeytest.New(t, "localhost", origin)}
	start := time.Now()
	s.now.Store(&start)
	srv, err := New(withBots(Config{Store: st, Games: games.All(), RPID: "localhost", RPOrigins: []string{origin},
		TrustedProxies: []netip.Prefix{netip.MustParsePrefix("127.0.0.1/32")},
		SessionTTL:     time.Hour, Now: func() time.Time { return *s.now.Load() }}))
	if err != nil {
		t.Fatal(err)
	}
	s.srv = srv
	hs := httptest.NewUnstartedServer(srv.Handler())
	hs.Listener.Close()
	hs.Listener = ln
	hs.Start()
	t.Cleanup(func() { srv.Close(); hs.Close(); st.Close() })
	return s
}

// device is a browser: its own cookie jar.
func (s *accountSite) device() *http.Client {
	jar, err := cookiejar.New(nil)
	if err != nil {
		s.t.Fatal(err)
	}
	return &http.Client{Jar: jar}
}

// deviceAt is a browser at address addr, as the trusted proxy in front
// of the site (127.0.0.1) says in X-Forwarded-For.
func (s *accountSite) deviceAt(addr string) *http.Client {
	c := s.device()
	c.Transport = forwardedFor{addr}
	return c
}

// forwardedFor sends each request saying it was forwarded for addr.
type forwardedFor struct{ addr string }

func (f forwardedFor) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("X-Forwarded-For", f.addr)
	return http.DefaultTransport.RoundTrip(r)
}

// call makes a request from a device, decoding the answer into out (if
// not nil), and returns the status and the answer's raw body.
func (s *accountSite) call(c *http.Client, method, path string, body, out any) (int, string) {
	s.t.Helper()
	return s.play(c, method, path, "", body, out)
}

// ceremony runs begin and finish of a ceremony on a device, the
// authenticator answering with answer; it returns finish's status and
// the account.
func (s *accountSite) ceremony(c *http.Client, path string, body any, answer func(json.RawMessage) json.RawMessage) (int, wire.Me, string) {
	s.t.Helper()
	var begun wire.Ceremony
	if code, msg := s.call(c, "POST", "/api/accounts/"+path+"/begin", body, &begun); code != http.StatusOK {
		s.t.Fatalf("%s begin: %d %s", path, code, msg)
	}
	var me wire.Me
	code, msg := s.call(c, "POST", "/api/accounts/"+path+"/finish", wire.CeremonyFinish{Ceremony: begun.Ceremony, Credential: answer(begun.Options)}, &me)
	return code, me, msg
}

// register creates an account on a device.
func (s *accountSite) register(c *http.Client, nick string) wire.Me {
	s.t.Helper()
	code, me, msg := s.ceremony(c, "register", wire.RegisterBegin{Nick: nick}, s.auth.Create)
	if code != http.StatusOK {
		s.t.Fatalf("register: %d %s", code, msg)
	}
	return me
}

// login signs a device in with credential i of the authenticator.
func (s *accountSite) login(c *http.Client, i int) (int, wire.Me, string) {
	s.t.Helper()
	return s.ceremony(c, "login", nil, func(o json.RawMessage) json.RawMessage { return s.auth.Get(o, s.auth.Creds[i]) })
}

// tick moves the site's clock on by a second.
func (s *accountSite) tick() {
	later := s.now.Load().Add(time.Second)
	s.now.Store(&later)
}

// me is the device's account, or the refusal's status.
func (s *accountSite) me(c *http.Client) (int, wire.Me, string) {
	var me wire.Me
	code, msg := s.call(c, "GET", "/api/accounts/me", nil, &me)
	return code, me, msg
}

func (s *accountSite) myTables(c *http.Client) []string {
	s.t.Helper()
	var list wire.TableList
	if code, msg := s.call(c, "GET", "/api/accounts/me/tables", nil, &list); code != http.StatusOK {
		s.t.Fatalf("my tables: %d %s", code, msg)
	}
	var ids []string
	for _, info := range list.Tables {
		ids = append(ids, info.ID)
	}
	return ids
}

// TestAccountPasskeys: an account is created with a passkey, signed in on
// a second device, given a second passkey that signs in too, signed out
// here and everywhere.
func TestAccountPasskeys(t *testing.T) {
	s := newAccountSite(t)
	phone, laptop := s.device(), s.device()
	me := s.register(phone, "Ana")
	if me.Account.Nick != "Ana" || me.Passkeys != 1 || me.Account.ID == "" {
		t.Fatalf("registered: %+v", me)
	}
	if code, got, msg := s.me(phone); code != http.StatusOK || got.Account != me.Account {
		t.Fatalf("me on the phone: %d %s %+v", code, msg, got)
	}
	if code, _, _ := s.me(laptop); code != http.StatusUnauthorized {
		t.Errorf("me on a device not signed in: %d, want 401", code)
	}
	code, got, msg := s.login(laptop, 0)
	if code != http.StatusOK || got.Account != me.Account {
		t.Fatalf("login on the laptop: %d %s %+v", code, msg, got)
	}
	code, got, msg = s.ceremony(laptop, "passkeys", nil, s.auth.Create)
	if code != http.StatusOK || got.Passkeys != 2 {
		t.Fatalf("second passkey: %d %s %+v", code, msg, got)
	}
	tablet := s.device()
	if code, got, msg := s.login(tablet, 1); code != http.StatusOK || got.Account != me.Account {
		t.Fatalf("login with the second passkey: %d %s %+v", code, msg, got)
	}
	if code, msg := s.call(tablet, "POST", "/api/accounts/logout", nil, nil); code != http.StatusNoContent {
		t.Fatalf("logout: %d %s", code, msg)
	}
	if code, _, _ := s.me(tablet); code != http.StatusUnauthorized {
		t.Errorf("me after logout: %d, want 401", code)
	}
	if code, _, _ := s.me(laptop); code != http.StatusOK {
		t.Errorf("me on another device after a logout: %d, want 200", code)
	}
	// The laptop's cookie, kept aside as a thief would, is refused once
	// the phone signs out everywhere.
	stolen := s.device()
	u := mustURL(t, s.url)
	stolen.Jar.SetCookies(u, laptop.Jar.Cookies(u))
	if code, msg := s.call(phone, "POST", "/api/accounts/logout-all", nil, nil); code != http.StatusNoContent {
		t.Fatalf("logout-all: %d %s", code, msg)
	}
	if code, _, msg := s.me(phone); code != http.StatusUnauthorized {
		t.Errorf("phone after logout-all: %d %s, want 401", code, msg)
	}
	for name, c := range map[string]*http.Client{"laptop": laptop, "stolen": stolen} {
		if code, _, msg := s.me(c); code != http.StatusUnauthorized || !strings.Contains(msg, "sign in again") {
			t.Errorf("%s after logout-all: %d %s, want 401 saying to sign in again", name, code, msg)
		}
	}
}

// TestAccountRefusals: a nickname taken up to case, a ceremony answered
// twice, a forged, expired or stolen cookie are refused and change
// nothing.
func TestAccountRefusals(t *testing.T) {
	s := newAccountSite(t)
	phone := s.device()
	s.register(phone, "Ana")
	// A nickname taken is refused before a passkey is made for it, and,
	// when two devices begin with the same free nickname, at the second
	// finish.
	if code, msg := s.call(s.device(), "POST", "/api/accounts/register/begin", wire.RegisterBegin{Nick: "ANA"}, nil); code != http.StatusConflict {
		t.Errorf("register ANA: %d %s, want 409", code, msg)
	}
	var first, second wire.Ceremony
	s.call(s.device(), "POST", "/api/accounts/register/begin", wire.RegisterBegin{Nick: "Cleo"}, &first)
	s.call(s.device(), "POST", "/api/accounts/register/begin", wire.RegisterBegin{Nick: "cleo"}, &second)
	if code, msg := s.call(s.device(), "POST", "/api/accounts/register/finish", wire.CeremonyFinish{Ceremony: first.Ceremony, Credential: s.auth.Create(first.Options)}, nil); code != http.StatusOK {
		t.Fatalf("register Cleo: %d %s", code, msg)
	}
	if code, msg := s.call(s.device(), "POST", "/api/accounts/register/finish", wire.CeremonyFinish{Ceremony: second.Ceremony, Credential: s.auth.Create(second.Options)}, nil); code != http.StatusConflict {
		t.Errorf("register cleo after Cleo: %d %s, want 409", code, msg)
	}
	// A ceremony is answered once.
	var begun wire.Ceremony
	s.call(s.device(), "POST", "/api/accounts/login/begin", nil, &begun)
	answer := wire.CeremonyFinish{Ceremony: begun.Ceremony, Credential: s.auth.Get(begun.Options, s.auth.Creds[0])}
	if code, msg := s.call(s.device(), "POST", "/api/accounts/login/finish", answer, nil); code != http.StatusOK {
		t.Fatalf("login: %d %s", code, msg)
	}
	if code, msg := s.call(s.device(), "POST", "/api/accounts/login/finish", answer, nil); code != http.StatusBadRequest {
		t.Errorf("the same answer again: %d %s, want 400", code, msg)
	}
	// A forged cookie is refused, and a guest's join with it too.
	forged := s.device()
	u := mustURL(t, s.url)
	forged.Jar.SetCookies(u, []*http.Cookie{{Name: accounts.SessionCookie, Value: secret.Token()}})
	var created wire.Created
	if code, msg := s.call(forged, "POST", "/api/tables", wire.CreateRequest{Game: "tortuga", Players: 2, Join: &wire.JoinRequest{Nick: "Eve"}}, &created); code != http.StatusUnauthorized {
		t.Errorf("create with a forged cookie: %d %s, want 401", code, msg)
	}
	if len(forged.Jar.Cookies(u)) != 0 {
		t.Errorf("the refusal left the forged cookie: %v", forged.Jar.Cookies(u))
	}
	forged.Jar.SetCookies(u, []*http.Cookie{{Name: accounts.SessionCookie, Value: secret.Token()}})
	if code, _, msg := s.me(forged); code != http.StatusUnauthorized || !strings.Contains(msg, "session cookie") {
		t.Errorf("me with a forged cookie: %d %s, want 401", code, msg)
	}
	if tables, err := s.store.List(t.Context(), store.Query{}); err != nil || len(tables) != 0 {
		t.Errorf("tables after the refusals: %d (%v), want none", len(tables), err)
	}
	// A session expires after SessionTTL.
	later := s.now.Load().Add(time.Hour + time.Second)
	s.now.Store(&later)
	if code, _, msg := s.me(phone); code != http.StatusUnauthorized {
		t.Errorf("me after the session expired: %d %s, want 401", code, msg)
	}
}

// TestAccountTables: a signed-in player's seats are bound to the account
// and listed on every device; a guest's seat is claimed; playing by link
// stays as it is.
func TestAccountTables(t *testing.T) {
	s := newAccountSite(t)
	phone, laptop, guest := s.device(), s.device(), s.device()
	me := s.register(phone, "Ana")
	if code, _, msg := s.login(laptop, 0); code != http.StatusOK {
		t.Fatalf("login: %d %s", code, msg)
	}
	var mine wire.Created
	if code, msg := s.call(phone, "POST", "/api/tables", wire.CreateRequest{Game: "tortuga", Players: 2, Join: &wire.JoinRequest{}}, &mine); code != http.StatusCreated {
		t.Fatalf("create signed in: %d %s", code, msg)
	}
	if seat := mine.Joined.Table.Seats[0]; seat.Account != me.Account.ID || seat.Nick != "Ana" {
		t.Errorf("the creator's seat: %+v, want account %s and nick Ana", seat, me.Account.ID)
	}
	var other wire.Created
	s.tick()
	if code, msg := s.call(guest, "POST", "/api/tables", wire.CreateRequest{Game: "cartagena", Players: 2, Join: &wire.JoinRequest{Nick: "Bo"}}, &other); code != http.StatusCreated {
		t.Fatalf("create as a guest: %d %s", code, msg)
	}
	if other.Joined.Table.Seats[0].Account != "" {
		t.Errorf("a guest's seat is bound to %q", other.Joined.Table.Seats[0].Account)
	}
	var joined wire.Joined
	if code, msg := s.call(laptop, "POST", fmt.Sprintf("/api/tables/%s/seats/1", other.Table.ID), wire.NickRequest{Nick: "Ana"}, &joined); code != http.StatusOK {
		t.Fatalf("join signed in: %d %s", code, msg)
	}
	want := []string{other.Table.ID, mine.Table.ID}
	for name, c := range map[string]*http.Client{"phone": phone, "laptop": laptop} {
		if got := s.myTables(c); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("my tables on the %s: %v, want %v", name, got, want)
		}
	}
	// A guest's seat taken before signing in, under a name that is no
	// account's, is claimed by its token.
	var open wire.Created
	s.tick()
	s.call(guest, "POST", "/api/tables", wire.CreateRequest{Game: "tobago", Players: 2, Join: &wire.JoinRequest{Nick: "Annie"}}, &open)
	var claimed wire.Joined
	if code, msg := s.call(phone, "POST", "/api/accounts/claim", wire.ClaimRequest{Table: open.Table.ID, Token: open.Joined.Token}, &claimed); code != http.StatusOK {
		t.Fatalf("claim: %d %s", code, msg)
	}
	if claimed.Table.Seats[0].Account != me.Account.ID || claimed.Token != open.Joined.Token {
		t.Errorf("claimed: seat %+v token %s", claimed.Table.Seats[0], claimed.Token)
	}
	if got := s.myTables(laptop); len(got) != 3 || got[0] != open.Table.ID {
		t.Errorf("my tables after the claim: %v, want %s first of 3", got, open.Table.ID)
	}
	if code, msg := s.call(phone, "POST", "/api/accounts/claim", wire.ClaimRequest{Table: open.Table.ID, Token: secret.Token()}, nil); code != http.StatusForbidden {
		t.Errorf("claim with a made-up token: %d %s, want 403", code, msg)
	}
	// The guest still plays by link: the seat token works as before.
	var view wire.ViewResponse
	req, _ := http.NewRequest("GET", s.url+"/api/tables/"+open.Table.ID+"/view", nil)
	req.Header.Set("Authorization", "Bearer "+open.Joined.Token)
	resp, err := guest.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	json.NewDecoder(resp.Body).Decode(&view)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || view.Seat != 0 {
		t.Errorf("the claimed seat's token: %d, seat %d", resp.StatusCode, view.Seat)
	}
}

func mustURL(t *testing.T, raw string) *url.URL {
	t.Helper()
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	return u
}
