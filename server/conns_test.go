package server

import (
	"bufio"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"caribe/server/levels"
	"caribe/server/limits"
	"caribe/server/wire"
)

// serveAsCaribe serves h's server as caribe serve does: its own
// http.Server on its counting listener, in place of the plain test
// server.
func (h *harness) serveAsCaribe() {
	h.http.Close()
	ts := httptest.NewUnstartedServer(nil)
	ts.Config = h.srv.HTTPServer()
	ts.Listener = h.srv.Listener(ts.Listener)
	ts.Start()
	h.http = ts
}

// rawConn opens a TCP connection to h's server; the test closes it.
func (h *harness) rawConn() net.Conn {
	h.t.Helper()
	c, err := net.Dial("tcp", h.http.Listener.Addr().String())
	if err != nil {
		h.t.Fatal(err)
	}
	h.t.Cleanup(func() { c.Close() })
	return c
}

// roundTrip sends a request on a connection and reads the answer's
// status, failing the test when there is none.
func roundTrip(t *testing.T, c net.Conn, r *bufio.Reader, request string) int {
	t.Helper()
	c.SetDeadline(time.Now().Add(time.Minute))
	if _, err := io.WriteString(c, request); err != nil {
		t.Fatal(err)
	}
	resp, err := http.ReadResponse(r, nil)
	if err != nil {
		t.Fatalf("no answer to %q: %v", strings.SplitN(request, "\r\n", 2)[0], err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.StatusCode
}

// closedByServer waits, up to a minute, for the server to close c,
// reading whatever it sends first; it reports whether it did.
func closedByServer(c net.Conn, r *bufio.Reader) bool {
	c.SetReadDeadline(time.Now().Add(time.Minute))
	_, err := io.Copy(io.Discard, r)
	if ne, ok := err.(net.Error); ok && ne.Timeout() {
		return false
	}
	return true // io.EOF, as Copy says nil, or a reset
}

const getGames = "GET /api/games HTTP/1.1\r\nHost: caribe\r\n\r\n"

// TestAnIdleConnectionIsClosed: a keep-alive connection that sends no
// next request is closed after the idle timeout.
func TestAnIdleConnectionIsClosed(t *testing.T) {
	h := newHarness(t, Config{HTTP: HTTPTimeouts{Idle: 100 * time.Millisecond, Read: time.Hour, ReadHeader: time.Hour}})
	h.serveAsCaribe()
	c := h.rawConn()
	r := bufio.NewReader(c)
	if code := roundTrip(t, c, r, getGames); code != http.StatusOK {
		t.Fatalf("GET /api/games: %d", code)
	}
	if !closedByServer(c, r) {
		t.Fatal("an idle keep-alive connection is still open a minute after the idle timeout of 100 ms")
	}
}

// TestADripFedBodyIsCutOff: a request whose body comes a byte at a time
// is cut off at the read timeout, long before the body would be whole.
func TestADripFedBodyIsCutOff(t *testing.T) {
	h := newHarness(t, Config{HTTP: HTTPTimeouts{ReadHeader: 50 * time.Millisecond, Read: 100 * time.Millisecond, Idle: time.Hour},
		BotMaxBudget: levels.Budget{Time: 10 * time.Millisecond}})
	h.serveAsCaribe()
	c := h.rawConn()
	r := bufio.NewReader(c)
	const size = 10_000
	io.WriteString(c, "POST /api/tables HTTP/1.1\r\nHost: caribe\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n")
	dripped := make(chan int, 1)
	go func() {
		n := 0
		for ; n < size; n++ {
			if _, err := c.Write([]byte(" ")); err != nil {
				break
			}
			time.Sleep(10 * time.Millisecond)
		}
		dripped <- n
	}()
	if !closedByServer(c, r) {
		t.Fatal("a body dripped a byte every 10 ms is still read after a minute")
	}
	c.Close()
	if n := <-dripped; n == size {
		t.Errorf("the whole body of %d bytes was taken", size)
	}
}

// TestAnOversizedHeaderGets431: request headers over 64 KiB are refused
// with 431.
func TestAnOversizedHeaderGets431(t *testing.T) {
	h := newHarness(t, Config{})
	h.serveAsCaribe()
	c := h.rawConn()
	big := "GET /api/games HTTP/1.1\r\nHost: caribe\r\nX-Pad: " + strings.Repeat("x", MaxRequest+8<<10) + "\r\n\r\n"
	if code := roundTrip(t, c, bufio.NewReader(c), big); code != http.StatusRequestHeaderFieldsTooLarge {
		t.Errorf("a header of %d KiB: %d, want 431", len(big)>>10, code)
	}
	c2 := h.rawConn()
	if code := roundTrip(t, c2, bufio.NewReader(c2), getGames); code != http.StatusOK {
		t.Errorf("a request of ordinary headers: %d", code)
	}
}

// TestConnectionsPerAddressAreCapped: an address holding its limit of
// open connections has one more closed at once, and counted, while its
// others are served; once one closes, a new one is served. A trusted
// proxy's connections are not counted.
func TestConnectionsPerAddressAreCapped(t *testing.T) {
	long := HTTPTimeouts{ReadHeader: time.Hour, Read: time.Hour, Idle: time.Hour} // only the limit closes a connection
	h := newHarness(t, Config{Limits: limits.Limits{ConnsPerAddress: 3}, HTTP: long})
	h.serveAsCaribe()
	var held []net.Conn
	var readers []*bufio.Reader
	for range 3 {
		c := h.rawConn()
		r := bufio.NewReader(c)
		if code := roundTrip(t, c, r, getGames); code != http.StatusOK {
			t.Fatalf("connection %d: %d", len(held), code)
		}
		held, readers = append(held, c), append(readers, r)
	}
	extra := h.rawConn()
	if !closedByServer(extra, bufio.NewReader(extra)) {
		t.Fatal("a fourth connection from an address limited to 3 is still open after a minute")
	}
	if code := roundTrip(t, held[0], readers[0], getGames); code != http.StatusOK {
		t.Errorf("a held connection once the fourth was refused: %d", code)
	}
	if n := gathered(h, "caribe_limit_refusals_total", limits.ConnsPerAddress); n != 1 {
		t.Errorf("caribe_limit_refusals_total{limit=conns_per_address} = %v, want 1", n)
	}
	held[1].Close()
	for end := time.Now().Add(time.Minute); gathered(h, "caribe_http_connections", "") != 2; time.Sleep(time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("caribe_http_connections is %v a minute after one of 3 closed, want 2", gathered(h, "caribe_http_connections", ""))
		}
	}
	again := h.rawConn()
	if code := roundTrip(t, again, bufio.NewReader(again), getGames); code != http.StatusOK {
		t.Errorf("a new connection once one closed: %d", code)
	}

	p := newHarness(t, Config{Limits: limits.Limits{ConnsPerAddress: 1}, TrustedProxies: localProxy, HTTP: long})
	p.serveAsCaribe()
	for i := range 3 {
		c := p.rawConn()
		if code := roundTrip(t, c, bufio.NewReader(c), getGames); code != http.StatusOK {
			t.Errorf("the trusted proxy's connection %d: %d", i, code)
		}
	}
}

// TestAWebSocketOutlivesTheReadTimeout: an upgraded connection is not cut
// by the read timeout that bounds requests.
func TestAWebSocketOutlivesTheReadTimeout(t *testing.T) {
	h := newHarness(t, Config{HTTP: HTTPTimeouts{ReadHeader: 50 * time.Millisecond, Read: 100 * time.Millisecond, Idle: 100 * time.Millisecond},
		BotMaxBudget: levels.Budget{Time: 10 * time.Millisecond}})
	h.serveAsCaribe()
	c := h.create(wire.CreateRequest{Game: "tortuga", Players: 2, Join: &wire.JoinRequest{Seat: 0, Nick: "Anna"}})
	ws := h.dial(c.Table.ID, c.Joined.Token, nil)
	ws.until("welcome")
	readTimeout := h.srv.HTTPServer().ReadTimeout
	time.Sleep(2 * readTimeout)
	ws.send(wire.ClientMessage{Type: "ping", Ref: "after"})
	if m := ws.until("pong"); m.Ref != "after" {
		t.Errorf("pong %+v, want the answer to ping after", m)
	}
}

// gathered reads a sample of h's metrics without a request (which
// would take a connection): the metric name, and the value of its one
// label if it has one.
func gathered(h *harness, name, label string) float64 {
	h.t.Helper()
	families, err := h.srv.cfg.Registry.Gather()
	if err != nil {
		h.t.Fatal(err)
	}
	for _, f := range families {
		for _, m := range f.GetMetric() {
			if f.GetName() == name && (label == "" || len(m.GetLabel()) == 1 && m.GetLabel()[0].GetValue() == label) {
				return m.GetCounter().GetValue() + m.GetGauge().GetValue()
			}
		}
	}
	return 0
}
