package server

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/coder/websocket"

	"caribe/engine"
	"caribe/server/wire"
	"caribe/store"
	"caribe/store/pgtest"
)

// ack is a move a server acknowledged: its update came back, at version at
// (the version it was chosen at, plus one).
type ack struct {
	table string
	at    int
	move  json.RawMessage
}

// player plays one seat over WebSocket, random legal moves as fast as it
// is its turn, through the servers of urls in order: when its server's
// connection ends it connects to the next, with the last version it saw.
type player struct {
	table, token string
	seat         int
	urls         []string
	rnd          interface{ IntN(int) int }

	// last is the last message with a view, to play on from after a
	// reconnection that missed nothing.
	last wire.Message

	mu       sync.Mutex
	acks     []ack
	switched int
	over     bool
	err      error
}

// play runs until the game is over, ctx ends or no server answers.
func (p *player) play(ctx context.Context) {
	version := -1
	for i := 0; i < len(p.urls) && ctx.Err() == nil; {
		err := p.session(ctx, p.urls[i], &version)
		p.mu.Lock()
		over := p.over
		p.mu.Unlock()
		if over || ctx.Err() != nil {
			return
		}
		if err != nil {
			i++
			p.mu.Lock()
			p.switched++
			p.err = err
			p.mu.Unlock()
		}
	}
}

// session plays through one server until the connection ends.
func (p *player) session(ctx context.Context, url string, version *int) error {
	dctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	conn, _, err := websocket.Dial(dctx, "ws"+strings.TrimPrefix(url, "http")+"/api/tables/"+p.table+"/ws", nil)
	cancel()
	if err != nil {
		return err
	}
	defer conn.CloseNow()
	conn.SetReadLimit(16 << 20)
	hello := wire.ClientMessage{Type: "hello", Token: p.token}
	if *version >= 0 {
		hello.Since = version
	}
	if err := conn.Write(ctx, websocket.MessageText, mustJSON(hello)); err != nil {
		return err
	}
	var sent json.RawMessage
	sentAt := -1
	move := func(m wire.Message) error {
		if m.Actor == nil || *m.Actor != engine.Actor(p.seat) || len(m.Legal) == 0 {
			return nil
		}
		sent, sentAt = m.Legal[p.rnd.IntN(len(m.Legal))].Move, m.Version
		return conn.Write(ctx, websocket.MessageText, mustJSON(wire.ClientMessage{Type: "move", Version: sentAt, Move: sent}))
	}
	for {
		_, data, err := conn.Read(ctx)
		if err != nil {
			return err
		}
		var m wire.Message
		if err := json.Unmarshal(data, &m); err != nil {
			return err
		}
		switch m.Type {
		case "update", "state":
			*version = m.Version
			if m.Type == "update" && sentAt >= 0 && m.Version == sentAt+1 {
				// The entry at the version the move was sent for: the move
				// itself, acknowledged, or another that was stored first
				// (a move sent from a stale state after a reconnection),
				// and then the move is refused.
				if m.By != nil && *m.By == engine.Actor(p.seat) && bytes.Equal(m.Move, sent) {
					p.mu.Lock()
					p.acks = append(p.acks, ack{p.table, sentAt, sent})
					p.mu.Unlock()
				}
				sentAt = -1
			}
			if m.Result != nil {
				p.mu.Lock()
				p.over = true
				p.mu.Unlock()
				return nil
			}
			if m.View != nil {
				p.last = m
				if err := move(m); err != nil {
					return err
				}
			}
		case "welcome":
			// Nothing was missed since the version given: play on from the
			// last message seen.
			if m.Version == *version && p.last.Version == m.Version {
				if err := move(p.last); err != nil {
					return err
				}
			}
		case "error":
			sentAt = -1 // refused (stale): the next update or state says what to do
		}
	}
}

// TestFailoverLosesNoAcknowledgedMove runs two servers as processes on one
// PostgreSQL database. Tables of two people have one player on each
// server; tables of a person and a bot are created on the first, which
// drives their bots. The first server is killed with SIGKILL mid-game:
// its players reconnect to the second and play on, the second takes its
// bots over, every game ends, and every move a server acknowledged is in
// the finished game's record at its place.
func TestFailoverLosesNoAcknowledgedMove(t *testing.T) {
	db := pgtest.Start(t).NewDatabase(t)
	a, b := &harness{t: t}, &harness{t: t}
	first := startChild(t, a, db)
	second := startChild(t, b, db)
	defer func() {
		first.Process.Signal(syscall.SIGKILL)
		first.Wait()
		second.Process.Signal(syscall.SIGKILL)
		second.Wait()
	}()
	var players []*player
	var ids []string
	for i := range 4 {
		c := a.create(wire.CreateRequest{Game: "cartagena", Players: 2, Options: json.RawMessage(`{"variant":"jamaica"}`), Join: &wire.JoinRequest{Seat: 0, Nick: "Anna"}})
		j := b.join(c.Table.ID, 1, "Boris")
		ids = append(ids, c.Table.ID)
		players = append(players,
			&player{table: c.Table.ID, token: c.Joined.Token, seat: 0, urls: []string{a.http.URL, b.http.URL}, rnd: newRand(uint64(i))},
			&player{table: c.Table.ID, token: j.Token, seat: 1, urls: []string{b.http.URL}, rnd: newRand(uint64(i + 100))})
	}
	for i := range 2 {
		c := a.create(wire.CreateRequest{Game: "cartagena", Players: 2, Options: json.RawMessage(`{"variant":"jamaica"}`),
			Seats: []wire.SeatRequest{{Kind: wire.SeatPerson}, {Kind: wire.SeatBot, Bot: "random"}}, Join: &wire.JoinRequest{Seat: 0, Nick: "Vera"}})
		ids = append(ids, c.Table.ID)
		players = append(players, &player{table: c.Table.ID, token: c.Joined.Token, seat: 0, urls: []string{a.http.URL, b.http.URL}, rnd: newRand(uint64(i + 200))})
	}
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	var wg sync.WaitGroup
	for _, p := range players {
		wg.Go(func() { p.play(ctx) })
	}
	acked := func() int {
		n := 0
		for _, p := range players {
			p.mu.Lock()
			n += len(p.acks)
			p.mu.Unlock()
		}
		return n
	}
	waitFor(t, "moves before the kill", func() bool { return acked() >= 120 })
	before := acked()
	first.Process.Signal(syscall.SIGKILL)
	first.Wait()
	wg.Wait()
	if ctx.Err() != nil {
		for _, id := range ids {
			t.Logf("table %s on the second server: %+v", id, b.tableInfo(id))
		}
		for _, p := range players {
			t.Logf("player of %s seat %d: %d acks, switched %d, over %v, last error %v", p.table, p.seat, len(p.acks), p.switched, p.over, p.err)
		}
		t.Fatalf("the games did not end within 90 s of play: %d moves acknowledged", acked())
	}

	st, err := store.OpenPostgres(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	// A game's last move reaches its players before the server stores the
	// table's status as over (the move first, then the status), so the
	// status is waited for; a table that never gets there fails here.
	logs := map[string][]json.RawMessage{}
	for _, id := range ids {
		waitFor(t, "table "+id+" stored as over", func() bool {
			rec, entries, err := st.Table(context.Background(), id)
			if err != nil {
				t.Fatal(err)
			}
			logs[id] = entries
			return rec.Status == store.Over
		})
	}
	checked, lost, switched := 0, 0, 0
	for _, p := range players {
		switched += p.switched
		for _, a := range p.acks {
			checked++
			if log := logs[a.table]; a.at >= len(log) || !bytes.Equal(log[a.at], a.move) {
				lost++
				t.Errorf("table %s: acknowledged move %d %s is not in the record", a.table, a.at+1, a.move)
			}
		}
	}
	if switched == 0 {
		t.Error("no player moved to the second server")
	}
	t.Logf("%d moves acknowledged (%d before the kill), %d checked, %d lost; %d players reconnected to the second server", acked(), before, checked, lost, switched)
}
