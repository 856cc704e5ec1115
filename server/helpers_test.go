package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"caribe/bots"
	"caribe/games"
	"caribe/server/levels"
	"caribe/server/ratings"
	"caribe/server/table"
	"caribe/server/wire"
	"caribe/store"
)

// harness is a server on a fresh SQLite store behind an httptest server.
type harness struct {
	t      *testing.T
	dbPath string
	st     *store.SQLite
	srv    *Server
	http   *httptest.Server
}

func newHarness(t *testing.T, cfg Config) *harness {
	t.Helper()
	h := &harness{t: t, dbPath: filepath.Join(t.TempDir(), "caribe.db")}
	h.start(cfg)
	t.Cleanup(h.stop)
	return h
}

// start opens the store and serves it.
func (h *harness) start(cfg Config) {
	h.t.Helper()
	st, err := store.OpenSQLite(h.dbPath)
	if err != nil {
		h.t.Fatal(err)
	}
	cfg.Store, cfg.Games = st, games.All()
	srv, err := New(withBots(cfg))
	if err != nil {
		h.t.Fatal(err)
	}
	h.st, h.srv, h.http = st, srv, httptest.NewServer(srv.Handler())
}

// withBots gives cfg the bots a server plays, unless it has an advisor:
// the bots' own advisor, levels and their calibration, as caribe serve
// hands them.
func withBots(cfg Config) Config {
	if cfg.Advisor == nil {
		cfg.Advisor = bots.NewAdvisor(games.Bots)
		for _, l := range games.Levels() {
			cfg.Levels = append(cfg.Levels, levels.Level(l))
		}
		cfg.BotLadders = ratings.DefaultBotLadders()
	}
	return cfg
}

// stop closes the server and the store, as a clean shutdown does.
func (h *harness) stop() {
	if h.srv == nil {
		return
	}
	h.srv.Close()
	h.http.Close()
	h.st.Close()
	h.srv = nil
}

// call makes an API request and decodes the answer into out (if not nil),
// returning the status code.
func (h *harness) call(method, path, token string, body any, out any) int {
	h.t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	default:
		data, err := json.Marshal(b)
		if err != nil {
			h.t.Fatal(err)
		}
		rd = bytes.NewReader(data)
	}
	req, err := http.NewRequest(method, h.http.URL+path, rd)
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
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		h.t.Fatal(err)
	}
	if out != nil {
		if err := json.Unmarshal(data, out); err != nil {
			h.t.Fatalf("%s %s: answer %q: %v", method, path, data, err)
		}
	}
	return resp.StatusCode
}

// create makes a table, failing the test on a refusal.
func (h *harness) create(req wire.CreateRequest) wire.Created {
	h.t.Helper()
	var c wire.Created
	if code := h.call("POST", "/api/tables", "", req, &c); code != http.StatusCreated {
		h.t.Fatalf("create %+v: status %d", req, code)
	}
	return c
}

// join takes a seat, failing the test on a refusal.
func (h *harness) join(table string, seat int, nick string) wire.Joined {
	h.t.Helper()
	var j wire.Joined
	if code := h.call("POST", "/api/tables/"+table+"/seats/"+strconv.Itoa(seat), "", map[string]string{"nick": nick}, &j); code != http.StatusOK {
		h.t.Fatalf("join seat %d: status %d", seat, code)
	}
	return j
}

// wsClient is a WebSocket connection whose messages arrive on msgs, raw
// beside decoded.
type wsClient struct {
	t    *testing.T
	conn *websocket.Conn
	msgs chan received
	done chan struct{}
	// err is why the connection ended, once done is closed.
	err error
}

type received struct {
	raw []byte
	msg wire.Message
}

// dial connects to a table and says hello.
func (h *harness) dial(table, token string, since *int) *wsClient {
	h.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), hangAfter)
	defer cancel()
	conn, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(h.http.URL, "http")+"/api/tables/"+table+"/ws", nil)
	if err != nil {
		h.t.Fatal(err)
	}
	conn.SetReadLimit(16 << 20)
	c := &wsClient{t: h.t, conn: conn, msgs: make(chan received, 100_000), done: make(chan struct{})}
	go func() {
		defer close(c.done)
		for {
			_, data, err := conn.Read(context.Background())
			if err != nil {
				c.err = err
				return
			}
			var m wire.Message
			if err := json.Unmarshal(data, &m); err != nil {
				h.t.Errorf("undecodable message %q: %v", data, err)
				return
			}
			c.msgs <- received{raw: data, msg: m}
		}
	}()
	c.send(wire.ClientMessage{Type: "hello", Token: token, Since: since})
	h.t.Cleanup(func() { conn.CloseNow() })
	return c
}

func (c *wsClient) send(m wire.ClientMessage) {
	c.t.Helper()
	c.sendRaw(mustJSON(m))
}

func (c *wsClient) sendRaw(data []byte) {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), hangAfter)
	defer cancel()
	if err := c.conn.Write(ctx, websocket.MessageText, data); err != nil {
		c.t.Fatal(err)
	}
}

// next waits for the next message. A message the server sent before it
// closed the connection comes first: the reader hands every message on
// before it says the connection is done.
func (c *wsClient) next() wire.Message {
	c.t.Helper()
	select {
	case r := <-c.msgs:
		return r.msg
	case <-c.done:
		select {
		case r := <-c.msgs:
			return r.msg
		default:
		}
		c.t.Fatal("connection closed while a message was awaited")
	case <-time.After(hangAfter):
		c.t.Fatalf("no message within %v", hangAfter)
	}
	return wire.Message{}
}

// until reads messages until one of type typ arrives, returning it.
func (c *wsClient) until(typ string) wire.Message {
	c.t.Helper()
	for {
		if m := c.next(); m.Type == typ {
			return m
		}
	}
}

func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 1)) }

// getJSON fetches and decodes a JSON answer, an error for any status but 200.
func getJSON(client *http.Client, url, token string, out any) error {
	req, err := http.NewRequest("GET", url, nil)
	if err != nil {
		return err
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("GET %s: status %d", url, resp.StatusCode)
	}
	return json.NewDecoder(resp.Body).Decode(out)
}

// table finds a table in the server's memory.
func (s *Server) table(id string) (*table.Table, bool) { return s.tables.Find(id) }
