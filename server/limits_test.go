package server

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/netip"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"caribe/server/limits"
	"caribe/server/table"
	"caribe/server/wire"
)

// fakeClock is the limits' clock in a test: it moves only when told.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *fakeClock) advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// limited starts a server with limits on a fake clock.
func limited(t *testing.T, l limits.Limits) (*harness, *fakeClock) {
	h := newHarness(t, Config{Limits: l})
	clock := &fakeClock{t: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	h.srv.quotas.SetClock(clock.now)
	return h, clock
}

// answer is an answer as a limit test reads it.
type answer struct {
	code       int
	retryAfter string
	body       wire.ErrorResponse
}

// try makes a request and reads its status, Retry-After and error body.
func (h *harness) try(method, path, token, body string) answer {
	h.t.Helper()
	req, err := http.NewRequest(method, h.http.URL+path, strings.NewReader(body))
	if err != nil {
		h.t.Fatal(err)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		h.t.Fatal(err)
	}
	defer resp.Body.Close()
	r := answer{code: resp.StatusCode, retryAfter: resp.Header.Get("Retry-After")}
	json.NewDecoder(resp.Body).Decode(&r.body)
	return r
}

// wantLimited checks a 429 by limit, with the wait in the header and the
// body alike.
func wantLimited(t *testing.T, what string, r answer, limit string, retry int) {
	t.Helper()
	if r.code != http.StatusTooManyRequests || r.body.Limit != limit || r.body.RetryAfter != retry ||
		r.retryAfter != strconv.Itoa(retry) || !strings.Contains(r.body.Error, `limit "`+limit+`"`) {
		t.Errorf("%s: %d Retry-After %q %+v, want 429 by %s after %d s", what, r.code, r.retryAfter, r.body, limit, retry)
	}
}

func TestTableCreationIsLimitedAndRecovers(t *testing.T) {
	h, clock := limited(t, limits.Limits{Create: limits.Rate{N: 3, Per: time.Minute}})
	body := `{"game":"tortuga","seats":[{"kind":"bot","bot":"easy"},{"kind":"bot","bot":"easy"}]}`
	for i := range 3 {
		if r := h.try("POST", "/api/tables", "", body); r.code != http.StatusCreated {
			t.Fatalf("creation %d of the burst: %d %+v", i, r.code, r.body)
		}
	}
	wantLimited(t, "the fourth creation", h.try("POST", "/api/tables", "", body), limits.Create, 20)
	clock.advance(19 * time.Second)
	wantLimited(t, "19 s later", h.try("POST", "/api/tables", "", body), limits.Create, 1)
	clock.advance(time.Second)
	if r := h.try("POST", "/api/tables", "", body); r.code != http.StatusCreated {
		t.Fatalf("a creation once a table's time has passed: %d %+v", r.code, r.body)
	}
	wantLimited(t, "the next at once", h.try("POST", "/api/tables", "", body), limits.Create, 20)
	if n := refusals(h, limits.Create); n != "3" {
		t.Errorf("caribe_limit_refusals_total{limit=create} = %s, want 3", n)
	}
}

func TestOpenTablesAreLimitedUntilTheyFill(t *testing.T) {
	h, _ := limited(t, limits.Limits{OpenTables: 2})
	// A table of bots starts at once: it never waits.
	for range 3 {
		h.create(wire.CreateRequest{Game: "tortuga", Seats: []wire.SeatRequest{{Kind: wire.SeatBot, Bot: "easy"}, {Kind: wire.SeatBot, Bot: "easy"}}})
	}
	var ids []string
	for range 2 {
		ids = append(ids, h.create(wire.CreateRequest{Game: "tortuga", Players: 2, Join: &wire.JoinRequest{Seat: 0, Nick: "Ana"}}).Table.ID)
	}
	body := `{"game":"tortuga","players":2}`
	wantLimited(t, "a third open table", h.try("POST", "/api/tables", "", body), limits.OpenTables, 60)
	h.join(ids[0], 1, "Bea")
	if r := h.try("POST", "/api/tables", "", body); r.code != http.StatusCreated {
		t.Fatalf("an open table once another filled: %d %+v", r.code, r.body)
	}
	wantLimited(t, "and one more", h.try("POST", "/api/tables", "", body), limits.OpenTables, 60)
}

func TestJoinsAndMovesAreLimited(t *testing.T) {
	h, clock := limited(t, limits.Limits{Join: limits.Rate{N: 2, Per: time.Minute}, Moves: limits.Rate{N: 2, Per: time.Second}})
	id, tok := tortugaFor2(h) // a creation with a seat, and a join
	c := h.create(wire.CreateRequest{Game: "tortuga", Players: 2})
	h.join(c.Table.ID, 0, "Cy")
	wantLimited(t, "a third join", h.try("POST", "/api/tables/"+c.Table.ID+"/seats/1", "", `{"nick":"Di"}`), limits.Join, 30)
	wantLimited(t, "a bot seated by the host", h.try("POST", "/api/tables/"+c.Table.ID+"/seats/1/bot", c.HostToken, `{"bot":"easy"}`), limits.Join, 30)
	clock.advance(30 * time.Second)
	h.join(c.Table.ID, 1, "Di")

	// Refused moves count too: two stale ones, then the limit.
	stale := `{"version":7,"move":{"type":"choose","turtle":0}}`
	for range 2 {
		if r := h.try("POST", "/api/tables/"+id+"/moves", tok[0], stale); r.code != http.StatusConflict {
			t.Fatalf("a stale move: %d %+v", r.code, r.body)
		}
	}
	r := h.try("POST", "/api/tables/"+id+"/moves", tok[0], stale)
	wantLimited(t, "a third move within the second", r, limits.Moves, 1)
	if r.body.Version == nil || *r.body.Version != 0 {
		t.Errorf("the refused move carries version %v, want 0", r.body.Version)
	}

	// Over the WebSocket, from the same address: an error, and the
	// connection goes on.
	ws := h.dial(id, tok[0], nil)
	ws.until("state")
	ws.send(wire.ClientMessage{Type: "move", Version: 0, Move: []byte(`{"type":"choose","turtle":0}`), Ref: "m"})
	e := ws.until("error")
	if e.Limit != limits.Moves || e.RetryAfter != 1 || e.Ref != "m" || e.Version != 0 || !strings.Contains(e.Error, "too many moves") {
		t.Errorf("a WebSocket move over the limit: %+v", e)
	}
	clock.advance(time.Second)
	ws.send(wire.ClientMessage{Type: "move", Version: 0, Move: []byte(`{"type":"choose","turtle":0}`)})
	if u := ws.until("update"); u.Version != 1 {
		t.Errorf("the move a second later: %+v", u)
	}
}

// refusals reads from /metrics the count of refusals by a limit.
func refusals(h *harness, limit string) string {
	h.t.Helper()
	resp, err := http.Get(h.http.URL + "/metrics")
	if err != nil {
		h.t.Fatal(err)
	}
	defer resp.Body.Close()
	text, _ := io.ReadAll(resp.Body)
	prefix := `caribe_limit_refusals_total{limit="` + limit + `"} `
	for _, line := range strings.Split(string(text), "\n") {
		if n, ok := strings.CutPrefix(line, prefix); ok {
			return n
		}
	}
	return "absent"
}

// dialRaw opens a table's WebSocket, returning the HTTP answer of a refused
// upgrade.
func (h *harness) dialRaw(table string) (*websocket.Conn, *http.Response, error) {
	ctx, cancel := context.WithTimeout(context.Background(), hangAfter)
	defer cancel()
	conn, resp, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(h.http.URL, "http")+"/api/tables/"+table+"/ws", nil)
	if conn != nil {
		h.t.Cleanup(func() { conn.CloseNow() })
	}
	return conn, resp, err
}

func TestWebSocketsAreLimitedPerAddressAndRecover(t *testing.T) {
	h, clock := limited(t, limits.Limits{Connect: limits.Rate{N: 3, Per: time.Minute}, SocketsPerAddress: 2})
	id, _ := tortugaFor2(h)
	a := h.dial(id, "", nil)
	a.until("state")
	h.dial(id, "", nil).until("state")
	_, resp, err := h.dialRaw(id)
	if err == nil || resp == nil || resp.StatusCode != http.StatusTooManyRequests || resp.Header.Get("Retry-After") != "10" {
		t.Fatalf("a third live connection: %v %+v", err, resp)
	}
	closeAndWait(t, h, a)
	c := h.dial(id, "", nil)
	c.until("state")
	closeAndWait(t, h, c)
	_, resp, err = h.dialRaw(id)
	if err == nil || resp == nil || resp.StatusCode != http.StatusTooManyRequests || resp.Header.Get("Retry-After") != "20" {
		t.Fatalf("a fourth connection within the minute: %v %+v", err, resp)
	}
	var body wire.ErrorResponse
	json.NewDecoder(resp.Body).Decode(&body)
	if body.Limit != limits.Connect {
		t.Errorf("refused by %q, want %s", body.Limit, limits.Connect)
	}
	clock.advance(20 * time.Second)
	h.dial(id, "", nil).until("state")
	for _, l := range []string{limits.SocketsPerAddress, limits.Connect} {
		if n := refusals(h, l); n != "1" {
			t.Errorf("refusals by %s: %s, want 1", l, n)
		}
	}
}

// closeAndWait closes a connection and waits until the server has let it
// go.
func closeAndWait(t *testing.T, h *harness, c *wsClient) {
	t.Helper()
	before := h.srv.quotas.SocketsOf(netip.MustParseAddr("127.0.0.1"))
	c.conn.Close(websocket.StatusNormalClosure, "")
	waitFor(t, "the connection's place back", func() bool { return h.srv.quotas.SocketsOf(netip.MustParseAddr("127.0.0.1")) == before-1 })
}

func TestWebSocketsAreLimitedPerSeat(t *testing.T) {
	h, _ := limited(t, limits.Limits{SocketsPerSeat: 2})
	id, tok := tortugaFor2(h)
	first := h.dial(id, tok[0], nil)
	first.until("state")
	h.dial(id, tok[0], nil).until("state")
	h.dial(id, "", nil).until("state") // spectators hold no seat
	third := h.dial(id, tok[0], nil)
	e := third.until("error")
	if e.Limit != limits.SocketsPerSeat || e.RetryAfter != 10 || !strings.Contains(e.Error, "seat 0 has 2 live WebSocket connections") {
		t.Errorf("a seat's third connection: %+v", e)
	}
	<-third.done
	if status := websocket.CloseStatus(third.err); status != websocket.StatusTryAgainLater {
		t.Errorf("closed with %v, want %v", third.err, websocket.StatusTryAgainLater)
	}
	h.dial(id, tok[1], nil).until("state")
	first.conn.Close(websocket.StatusNormalClosure, "")
	tb, _ := h.srv.table(id)
	waitFor(t, "the seat's connection to end", func() bool { return socketsOf(tb, 0) == 1 })
	h.dial(id, tok[0], nil).until("state")
}

// socketsOf counts the live connections of a seat.
func socketsOf(t *table.Table, seat int) int { return t.Connections(seat) }

// hangAfter bounds a test's wait for what a working server does soon: a
// busy machine may slow it down many times over, only a hang reaches it.
const hangAfter = 2 * time.Minute

// waitFor polls cond until it holds, failing the test on a hang.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(hangAfter); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		if cond() {
			return
		}
	}
	t.Fatalf("waited in vain for %s", what)
}
