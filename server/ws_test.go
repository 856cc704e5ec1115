package server

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"caribe/server/wire"
)

// playHTTP plays n moves at a two-person table over HTTP, each seat taking
// its first legal move, and returns the table's version after them.
func playHTTP(h *harness, id string, tokens []string, n int) int {
	h.t.Helper()
	v := 0
	for range n {
		var view wire.ViewResponse
		h.call("GET", "/api/tables/"+id+"/view", "", nil, &view)
		seat, ok := view.Actor.Seat()
		if !ok {
			h.t.Fatalf("no seat decides at version %d", view.Version)
		}
		h.call("GET", "/api/tables/"+id+"/view", tokens[seat], nil, &view)
		var ans map[string]int
		if code := h.call("POST", "/api/tables/"+id+"/moves", tokens[seat], wire.MoveRequest{Version: view.Version, Move: view.Legal[0].Move}, &ans); code != 200 {
			h.t.Fatalf("move at version %d: status %d", view.Version, code)
		}
		v = ans["version"]
	}
	return v
}

func TestReconnectionSendsOnlyWhatWasMissed(t *testing.T) {
	h := newHarness(t, Config{Recent: 8})
	c := h.create(wire.CreateRequest{Game: "cartagena", Players: 2, Join: &wire.JoinRequest{Seat: 0, Nick: "Anna"}})
	id := c.Table.ID
	tokens := []string{c.Joined.Token, h.join(id, 1, "Boris").Token}

	first := h.dial(id, tokens[0], nil)
	if w := first.next(); w.Type != "welcome" || *w.Seat != 0 || w.Table.Seats[0].Nick != "Anna" {
		t.Fatalf("welcome: %+v", w)
	}
	st := first.until("state")
	if st.Version != 0 || st.View == nil || (len(st.Legal) > 0) != (*st.Actor == 0) {
		t.Fatalf("first state: %+v", st)
	}
	first.conn.Close(websocket.StatusNormalClosure, "")

	seen := playHTTP(h, id, tokens, 3)
	now := playHTTP(h, id, tokens, 2)
	back := h.dial(id, tokens[0], &seen)
	if w := back.next(); w.Type != "welcome" || w.Version != now {
		t.Fatalf("welcome on return: %+v", w)
	}
	for v := seen + 1; v <= now; v++ {
		u := back.next()
		if u.Type != "update" || u.Version != v || u.Move == nil {
			t.Fatalf("catching up, want update %d, got %+v", v, u)
		}
		if (u.View != nil) != (v == now) {
			t.Fatalf("update %d: view sent %v, want only with the newest", v, u.View != nil)
		}
	}
	var ms wire.Moves
	if code := h.call("GET", "/api/tables/"+id+"/moves?since=3", "", nil, &ms); code != 200 || ms.Version != now || len(ms.Moves) != now-3 {
		t.Fatalf("moves since 3: %d %+v", code, ms)
	}
	up := h.dial(id, tokens[1], &now)
	if w := up.next(); w.Type != "welcome" {
		t.Fatalf("up-to-date return: %+v", w)
	}
	select {
	case r := <-up.msgs:
		if r.msg.Type != "table" {
			t.Fatalf("an up-to-date client was sent %s", r.raw)
		}
	case <-time.After(200 * time.Millisecond):
	}

	far := 0
	playHTTP(h, id, tokens, 10)
	old := h.dial(id, tokens[1], &far)
	old.next()
	if s := old.until("state"); s.View == nil || s.Version != playedVersion(h, id) {
		t.Fatalf("a client too far behind gets the whole view, got %+v", s)
	}
}

func playedVersion(h *harness, id string) int {
	var info wire.TableInfo
	h.call("GET", "/api/tables/"+id, "", nil, &info)
	return info.Version
}

func TestWebSocketBadInput(t *testing.T) {
	h := newHarness(t, Config{})
	id, tok := tortugaFor2(h)

	wrong := h.dial(id, strings.Repeat("ab", 16), nil)
	if e := wrong.next(); e.Type != "error" || !strings.Contains(e.Error, "holds no seat") {
		t.Errorf("wrong token: %+v", e)
	}
	<-wrong.done

	c := h.dial(id, tok[0], nil)
	c.until("state")
	checkErr := func(name string, send func(), want string) {
		t.Helper()
		send()
		if e := c.until("error"); !strings.Contains(e.Error, want) {
			t.Errorf("%s: %q, want %q", name, e.Error, want)
		}
	}
	checkErr("malformed", func() { c.sendRaw([]byte(`{"type":"move",`)) }, "malformed message")
	checkErr("unknown field", func() { c.sendRaw([]byte(`{"type":"move","colour":1}`)) }, `unknown field "colour"`)
	checkErr("unknown type", func() { c.send(wire.ClientMessage{Type: "dance"}) }, `unknown message type "dance"`)
	checkErr("stale", func() {
		c.send(wire.ClientMessage{Type: "move", Version: 9, Move: []byte(`{"type":"choose","turtle":0}`), Ref: "m1"})
	}, "stale move")
	checkErr("illegal", func() { c.send(wire.ClientMessage{Type: "move", Move: []byte(`{"type":"choose","turtle":9}`)}) }, "illegal move")
	checkErr("no move", func() { c.send(wire.ClientMessage{Type: "move"}) }, "move: missing")

	other := h.dial(id, tok[1], nil)
	other.until("state")
	other.send(wire.ClientMessage{Type: "move", Move: []byte(`{"type":"choose","turtle":0}`)})
	if e := other.until("error"); !strings.Contains(e.Error, "not your decision") {
		t.Errorf("out of turn: %q", e.Error)
	}
	spect := h.dial(id, "", nil)
	spect.until("state")
	spect.send(wire.ClientMessage{Type: "move", Move: []byte(`{"type":"choose","turtle":0}`)})
	if e := spect.until("error"); !strings.Contains(e.Error, "a spectator cannot move") {
		t.Errorf("spectator's move: %q", e.Error)
	}
	if v := playedVersion(h, id); v != 0 {
		t.Fatalf("refused messages changed the table: version %d", v)
	}

	big := h.dial(id, tok[1], nil)
	big.until("state")
	big.sendRaw([]byte(`{"type":"move","move":"` + strings.Repeat("x", MaxRequest) + `"}`))
	<-big.done
	if status := websocket.CloseStatus(big.err); status != websocket.StatusMessageTooBig {
		t.Errorf("oversized message: connection ended with %v, want status %v", big.err, websocket.StatusMessageTooBig)
	}
	c.send(wire.ClientMessage{Type: "ping", Ref: "p"})
	if p := c.until("pong"); p.Ref != "p" {
		t.Errorf("the other connections go on: %+v", p)
	}
}

func TestWebSocketRefusesOtherOrigins(t *testing.T) {
	h := newHarness(t, Config{})
	id, _ := tortugaFor2(h)
	ctx, cancel := context.WithTimeout(context.Background(), hangAfter)
	defer cancel()
	_, resp, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(h.http.URL, "http")+"/api/tables/"+id+"/ws",
		&websocket.DialOptions{HTTPHeader: map[string][]string{"Origin": {"https://evil.example"}}})
	if err == nil || resp == nil || resp.StatusCode != 403 {
		t.Fatalf("cross-origin WebSocket: %v %v", resp, err)
	}
}

// TestStartSendsTheFirstDecision connects the creator while the table
// waits for a player: when the last seat is taken, the creator is sent the
// view with the legal moves.
func TestStartSendsTheFirstDecision(t *testing.T) {
	h := newHarness(t, Config{})
	c := h.create(wire.CreateRequest{Game: "tortuga", Players: 2, Join: &wire.JoinRequest{Seat: 0, Nick: "Marina"}})
	marina := h.dial(c.Table.ID, c.Joined.Token, nil)
	if st := marina.until("state"); st.Legal != nil {
		t.Fatalf("legal moves while the table waits: %+v", st)
	}
	h.join(c.Table.ID, 1, "Dasha")
	if st := marina.until("state"); len(st.Legal) == 0 || *st.Actor != 0 {
		t.Fatalf("at the start: %+v", st)
	}
}

// TestRestartKeepsTheRecentUpdates restarts a server whose table has more
// moves than it keeps updates for: the moves are the same, and a client
// that missed a few is sent just those.
func TestRestartKeepsTheRecentUpdates(t *testing.T) {
	h := newHarness(t, Config{Recent: 4})
	id, tok := tortugaFor2(h)
	now := playHTTP(h, id, tok[:], 10)
	var before, after wire.Moves
	h.call("GET", "/api/tables/"+id+"/moves", "", nil, &before)
	h.stop()
	h.start(Config{Recent: 4})
	h.call("GET", "/api/tables/"+id+"/moves", "", nil, &after)
	if string(mustJSON(after)) != string(mustJSON(before)) || after.Version != now {
		t.Fatalf("moves after the restart:\n%s\nbefore:\n%s", mustJSON(after), mustJSON(before))
	}
	seen := now - 2
	back := h.dial(id, tok[0], &seen)
	back.next()
	for v := seen + 1; v <= now; v++ {
		if u := back.next(); u.Type != "update" || u.Version != v || !bytes.Equal(u.Move, before.Moves[v-1]) {
			t.Fatalf("catching up after the restart, want update %d, got %+v", v, u)
		}
	}
	far := now - 5
	old := h.dial(id, tok[1], &far)
	old.next()
	if s := old.next(); s.Type != "state" || s.Version != now {
		t.Fatalf("a client further behind than the kept updates gets the whole view, got %+v", s)
	}
}
