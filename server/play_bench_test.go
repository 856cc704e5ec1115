package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/coder/websocket"

	"caribe/engine"
	"caribe/games"
	"caribe/server/table"
	"caribe/server/wire"
	"caribe/store"
)

// benchServer is a server on a fresh SQLite store, closed with the
// benchmark.
func benchServer(b *testing.B) *Server {
	st, err := store.OpenSQLite(filepath.Join(b.TempDir(), "caribe.db"))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { st.Close() })
	srv, err := New(Config{Store: st, Games: games.All()})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(srv.Close)
	return srv
}

// BenchmarkMove measures the server's work for one move of a two-player
// Cartagena table with both players connected: check, store in SQLite,
// and each player's update with its view. The clients' queues are
// drained as a connection's writer would, without the network.
func BenchmarkMove(b *testing.B) {
	srv := benchServer(b)
	ctx := context.Background()
	rnd := newRand(1)
	var t *table.Table
	var done func()
	clients := make([]*table.Client, 2)
	newGame := func() {
		if done != nil {
			done()
		}
		c, err := srv.lobby.Create(ctx, wire.CreateRequest{Game: "cartagena", Players: 2, Options: json.RawMessage(`{"variant":"jamaica"}`)}, true)
		if err != nil {
			b.Fatal(err)
		}
		if t, done, err = srv.tables.Use(ctx, c.Table.ID); err != nil {
			b.Fatal(err)
		}
		for seat := range 2 {
			joined, err := t.Join(ctx, seat, "p", nil)
			if err != nil {
				b.Fatal(err)
			}
			if clients[seat], err = t.Welcome(wire.ClientMessage{Type: "hello", Token: joined.Token}, func(int, int) error { return nil }); err != nil {
				b.Fatal(err)
			}
			go func(c *table.Client) {
				for {
					select {
					case <-c.Send():
					case <-c.Gone():
						return
					}
				}
			}(clients[seat])
		}
	}
	newGame()
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		actor, version, legal := t.Decision()
		var move json.RawMessage
		if actor != engine.Nobody {
			move = legal[rnd.IntN(len(legal))].Move
		}
		if actor == engine.Nobody {
			for _, c := range clients {
				t.Disconnect(c)
			}
			b.StopTimer()
			newGame()
			b.StartTimer()
			continue
		}
		seat, _ := actor.Seat()
		if _, err := t.Play(ctx, seat, version, move); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	done()
}

// BenchmarkMoveOverWebSocket measures one move of a two-player Cartagena
// table as its players and spectators live it, through real WebSocket
// connections to a server on loopback: the player who must decide sends
// its move, and the operation ends once every client has received the
// updates it led to (chance outcomes included) and the next decision.
// The figures are the whole process's: the server's check, store in
// SQLite, encoding and writes, and the clients' reads, which parse no
// more of a message than they need. cpu-ns/op is the process's CPU time
// per move, user and system, the time spent waiting for the disk aside.
func BenchmarkMoveOverWebSocket(b *testing.B) {
	for _, spectators := range []int{0, 16} {
		b.Run(fmt.Sprintf("spectators=%d", spectators), func(b *testing.B) {
			benchMoveOverWebSocket(b, spectators)
		})
	}
}

func benchMoveOverWebSocket(b *testing.B, spectators int) {
	srv := benchServer(b)
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	hs := &http.Server{Handler: srv.Handler()}
	go hs.Serve(l)
	defer hs.Close()
	base := "ws://" + l.Addr().String()
	rnd := newRand(1)
	g := newBenchGame(b, srv, base, spectators)
	d := g.next(b, -1)
	b.ReportAllocs()
	b.ResetTimer()
	cpu := processCPU(b)
	for range b.N {
		if d.over {
			b.StopTimer()
			setup := processCPU(b)
			g.close()
			g = newBenchGame(b, srv, base, spectators)
			d = g.next(b, -1)
			cpu += processCPU(b) - setup
			b.StartTimer()
		}
		move := d.legal[rnd.IntN(len(d.legal))].Move
		g.players[d.seat].send(b, wire.ClientMessage{Type: "move", Version: d.version, Move: move})
		d = g.next(b, d.version)
	}
	b.ReportMetric(float64(processCPU(b)-cpu)/float64(b.N), "cpu-ns/op")
	b.StopTimer()
	g.close()
}

// benchGame is a table of two players and its spectators, each on its
// own WebSocket.
type benchGame struct {
	players []*benchClient
	all     []*benchClient
	// decisions carries each decision the players are told of, and the
	// game's end (told to seat 0 only).
	decisions chan benchDecision
}

// benchDecision is a seat's turn to move at version, or the game's end.
type benchDecision struct {
	seat    int
	version int
	legal   []engine.LegalMove
	over    bool
}

// benchClient is one connection; versions carries the version of every
// update and state it receives.
type benchClient struct {
	conn     *websocket.Conn
	versions chan int
}

func newBenchGame(b *testing.B, srv *Server, base string, spectators int) *benchGame {
	ctx := context.Background()
	c, err := srv.lobby.Create(ctx, wire.CreateRequest{Game: "cartagena", Players: 2, Options: json.RawMessage(`{"variant":"jamaica"}`)}, true)
	if err != nil {
		b.Fatal(err)
	}
	t, done, err := srv.tables.Use(ctx, c.Table.ID)
	if err != nil {
		b.Fatal(err)
	}
	defer done()
	g := &benchGame{decisions: make(chan benchDecision, 16)}
	url := base + "/api/tables/" + c.Table.ID + "/ws"
	for seat := range 2 {
		joined, err := t.Join(ctx, seat, "p", nil)
		if err != nil {
			b.Fatal(err)
		}
		g.players = append(g.players, g.dial(b, url, joined.Token, seat))
	}
	for range spectators {
		g.dial(b, url, "", -1)
	}
	return g
}

// dial connects a client, seat -1 for a spectator, and starts its reader.
func (g *benchGame) dial(b *testing.B, url, token string, seat int) *benchClient {
	ctx, cancel := context.WithTimeout(context.Background(), hangAfter)
	defer cancel()
	conn, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		b.Fatal(err)
	}
	conn.SetReadLimit(16 << 20)
	c := &benchClient{conn: conn, versions: make(chan int, 256)}
	go c.read(b, seat, g.decisions)
	c.send(b, wire.ClientMessage{Type: "hello", Token: token})
	g.all = append(g.all, c)
	return c
}

// read reads the client's messages until its connection ends: the
// version of each update and state, and a player's decisions.
func (c *benchClient) read(b *testing.B, seat int, decisions chan<- benchDecision) {
	for {
		_, data, err := c.conn.Read(context.Background())
		if err != nil {
			return
		}
		if !bytes.HasPrefix(data, []byte(`{"type":"update"`)) && !bytes.HasPrefix(data, []byte(`{"type":"state"`)) {
			continue
		}
		version, ok := versionOf(data)
		if !ok {
			b.Errorf("no version in %.200s", data)
			return
		}
		if seat >= 0 && bytes.Contains(data, []byte(`"legal":`)) {
			var m struct{ Legal []engine.LegalMove }
			if err := json.Unmarshal(data, &m); err != nil {
				b.Errorf("undecodable message %.200s: %v", data, err)
				return
			}
			decisions <- benchDecision{seat: seat, version: version, legal: m.Legal}
		}
		if seat == 0 && bytes.Contains(data, []byte(`"result":{"over":true`)) {
			decisions <- benchDecision{version: version, over: true}
		}
		c.versions <- version
	}
}

// versionOf reads the version of a message whose version precedes any
// other field named so.
func versionOf(data []byte) (int, bool) {
	_, rest, ok := bytes.Cut(data, []byte(`"version":`))
	if !ok {
		return 0, false
	}
	end := bytes.IndexAny(rest, ",}")
	if end < 0 {
		return 0, false
	}
	v, err := strconv.Atoi(string(rest[:end]))
	return v, err == nil
}

func (c *benchClient) send(b *testing.B, m wire.ClientMessage) {
	ctx, cancel := context.WithTimeout(context.Background(), hangAfter)
	defer cancel()
	if err := c.conn.Write(ctx, websocket.MessageText, mustJSON(m)); err != nil {
		b.Fatal(err)
	}
}

// next waits for the first decision after version (-1: the game's first),
// then for every client to have received the updates up to it.
func (g *benchGame) next(b *testing.B, after int) benchDecision {
	var d benchDecision
	for {
		select {
		case d = <-g.decisions:
		case <-time.After(hangAfter):
			b.Fatalf("no decision after version %d within %v", after, hangAfter)
		}
		if d.version > after {
			break
		}
	}
	for _, c := range g.all {
		for v := -1; v < d.version; {
			select {
			case v = <-c.versions:
			case <-time.After(hangAfter):
				b.Fatalf("a client did not reach version %d within %v", d.version, hangAfter)
			}
		}
	}
	return d
}

// close ends every connection.
func (g *benchGame) close() {
	for _, c := range g.all {
		c.conn.CloseNow()
	}
}
