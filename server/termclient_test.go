package server

import (
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"caribe/games"
	"caribe/server/wire"
	"caribe/store"
	"caribe/term"
	"caribe/term/termtest"
)

// termHang bounds a wait for the terminal client: only a hang reaches it.
const termHang = 2 * time.Minute

// serveAt serves the SQLite database db at addr ("127.0.0.1:0": any
// port): the address served and how to stop, as a clean shutdown does.
func serveAt(t *testing.T, db, addr string) (string, func()) {
	t.Helper()
	st, err := store.OpenSQLite(db)
	if err != nil {
		t.Fatal(err)
	}
	srv, err := New(withBots(Config{Store: st, Games: games.All()}))
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewUnstartedServer(srv.Handler())
	hs.Listener.Close()
	hs.Listener = ln
	hs.Start()
	return ln.Addr().String(), func() { srv.Close(); hs.Close(); st.Close() }
}

// termClient connects the terminal client to link and runs it at 80×24
// until its screen shows what.
func termClient(t *testing.T, link, what string) *termtest.Driver {
	t.Helper()
	m, err := term.Connect(context.Background(), link, term.Join{}, term.Config{Lang: "en"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(m.Stop)
	d := termtest.Start(m, 80, 24)
	waitScreen(t, d, what)
	return d
}

// waitScreen feeds the client's messages until its screen shows what.
func waitScreen(t *testing.T, d *termtest.Driver, what string) {
	t.Helper()
	if !d.Until(termHang, func() bool { return strings.Contains(ansi.Strip(d.Screen()), what) }) {
		t.Fatalf("the screen does not show %q:\n%s", what, ansi.Strip(d.Screen()))
	}
}

// TestTermClientSaysReconnected: the terminal client at a table whose
// server restarts says it lost the connection, then that it reconnected.
func TestTermClientSaysReconnected(t *testing.T) {
	db := filepath.Join(t.TempDir(), "caribe.db")
	addr, stop := serveAt(t, db, "127.0.0.1:0")
	h := &harness{t: t, http: &httptest.Server{URL: "http://" + addr}}
	created := h.create(wire.CreateRequest{Game: "tortuga", Players: 2, Seats: []wire.SeatRequest{{}, {Kind: wire.SeatBot, Bot: "easy"}}})
	joined := h.join(created.Table.ID, 0, "ann")
	d := termClient(t, "http://"+addr+"/#/t/"+created.Table.ID+"?token="+joined.Token, "Your move")
	stop()
	waitScreen(t, d, "reconnecting")
	_, stop = serveAt(t, db, addr)
	defer stop()
	waitScreen(t, d, "Reconnected.")
}

// TestTermClientSeatMovedStops: when the seat's account resumes it on
// another device, the terminal client that played it says so and no
// longer plays it.
func TestTermClientSeatMovedStops(t *testing.T) {
	s := newAccountSite(t)
	phone, laptop := s.device(), s.device()
	s.register(phone, "Ana")
	if code, _, msg := s.login(laptop, 0); code != http.StatusOK {
		t.Fatalf("sign in on the laptop: %d %s", code, msg)
	}
	var created wire.Created
	if code, msg := s.call(phone, "POST", "/api/tables", wire.CreateRequest{Game: "tortuga", Players: 2, Join: &wire.JoinRequest{Seat: 0},
		Seats: []wire.SeatRequest{{}, {Kind: wire.SeatBot, Bot: "easy"}}}, &created); code != http.StatusCreated {
		t.Fatalf("create: %d %s", code, msg)
	}
	id := created.Table.ID
	d := termClient(t, s.url+"/#/t/"+id+"?token="+created.Joined.Token, "Your move")
	if code, msg := s.call(laptop, "POST", seatPath(id, 0)+"/resume", nil, nil); code != http.StatusOK {
		t.Fatalf("the laptop resumes the seat: %d %s", code, msg)
	}
	waitScreen(t, d, "played from another device now")
	if screen := ansi.Strip(d.Screen()); strings.Contains(screen, "Your move") || strings.Contains(screen, "reconnecting") {
		t.Errorf("after the seat moved the client still plays or reconnects:\n%s", screen)
	}
}
