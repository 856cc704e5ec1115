package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/coder/websocket"

	"caribe/server/wire"
)

// helloTimeout is how long a new connection may take to say hello.
const helloTimeout = 10 * time.Second

// writeTimeout bounds the sending of one message to a client.
const writeTimeout = 10 * time.Second

// handleWS serves one client's WebSocket: a hello naming the seat (by its
// token) and the last version seen, then moves in and updates out.
func (s *Server) handleWS(w http.ResponseWriter, r *http.Request, t *table) {
	conn, err := websocket.Accept(w, r, nil)
	if err != nil {
		s.log.Warn("websocket refused", "table", t.rec.ID, "err", err)
		return
	}
	defer conn.CloseNow()
	conn.SetReadLimit(MaxRequest)
	ctx, cancel := context.WithCancel(s.ctx)
	defer cancel()

	hctx, hcancel := context.WithTimeout(ctx, helloTimeout)
	hello, err := readClient(hctx, conn)
	hcancel()
	if err == nil && hello.Type != "hello" {
		err = fmt.Errorf("the first message must be a hello, not %q", hello.Type)
	}
	seat := -1
	if err == nil && hello.Token != "" {
		t.mu.Lock()
		var ok bool
		if seat, ok = t.seatOf(hello.Token); !ok {
			err = errNoSeat(hello.Token)
		}
		t.mu.Unlock()
	}
	if err != nil {
		refuseConn(ctx, conn, err, hello.Ref)
		return
	}

	c := newClient(seat, s.cfg.ClientBuffer)
	t.mu.Lock()
	s.join(t, c, hello.Since)
	t.mu.Unlock()
	defer func() {
		t.mu.Lock()
		s.leave(t, c)
		t.mu.Unlock()
	}()
	go s.writeLoop(ctx, conn, c)

	for {
		m, err := readClient(ctx, conn)
		var bad *badMessage
		switch {
		case errors.As(err, &bad):
			c.push(mustJSON(wire.Message{Type: "error", Error: err.Error(), Version: t.currentVersion(), Ref: m.Ref}))
			continue
		case err != nil:
			return
		}
		s.handleClient(ctx, t, c, m)
	}
}

// handleClient acts on one message after the hello.
func (s *Server) handleClient(ctx context.Context, t *table, c *client, m wire.ClientMessage) {
	var err error
	version := 0
	switch m.Type {
	case "move":
		if c.seat < 0 {
			err = refuse(http.StatusForbidden, "a spectator cannot move: join a seat")
			break
		}
		if len(m.Move) == 0 {
			err = refuse(http.StatusBadRequest, "no move given")
			break
		}
		version, err = s.play(ctx, t, c.seat, m.Version, m.Move)
	case "ping":
		c.push(mustJSON(wire.Message{Type: "pong", Version: t.currentVersion(), Ref: m.Ref}))
		return
	default:
		err = fmt.Errorf("unknown message type %q (known after hello: move, ping)", m.Type)
		version = t.currentVersion()
	}
	if err != nil {
		c.push(mustJSON(wire.Message{Type: "error", Error: err.Error(), Version: version, Ref: m.Ref}))
	}
}

// writeLoop sends a client's queued messages until it is dropped or the
// connection ends.
func (s *Server) writeLoop(ctx context.Context, conn *websocket.Conn, c *client) {
	for {
		select {
		case msg := <-c.send:
			wctx, cancel := context.WithTimeout(ctx, writeTimeout)
			err := conn.Write(wctx, websocket.MessageText, msg)
			cancel()
			if err != nil {
				conn.CloseNow()
				return
			}
		case <-c.gone:
			conn.Close(websocket.StatusPolicyViolation, c.why)
			return
		case <-ctx.Done():
			conn.Close(websocket.StatusGoingAway, "the server is shutting down")
			return
		}
	}
}

// badMessage is a message that is not a client message; the connection
// goes on.
type badMessage struct{ err error }

func (e *badMessage) Error() string { return "malformed message: " + e.err.Error() }

// readClient reads one client message strictly.
func readClient(ctx context.Context, conn *websocket.Conn) (wire.ClientMessage, error) {
	typ, data, err := conn.Read(ctx)
	if err != nil {
		return wire.ClientMessage{}, err
	}
	var m wire.ClientMessage
	if typ != websocket.MessageText {
		return m, &badMessage{errors.New("binary frames are not read: send JSON text")}
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil {
		return m, &badMessage{err}
	}
	if dec.More() {
		return m, &badMessage{errors.New("more than one JSON value in a message")}
	}
	return m, nil
}

// refuseConn tells a client why it is refused and closes the connection.
func refuseConn(ctx context.Context, conn *websocket.Conn, err error, ref string) {
	wctx, cancel := context.WithTimeout(ctx, writeTimeout)
	defer cancel()
	conn.Write(wctx, websocket.MessageText, mustJSON(wire.Message{Type: "error", Error: err.Error(), Ref: ref}))
	reason := err.Error()
	if len(reason) > 120 {
		reason = reason[:120]
	}
	conn.Close(websocket.StatusPolicyViolation, reason)
}

// currentVersion reads the table's version under its lock.
func (t *table) currentVersion() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.version()
}
