package server

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/netip"
	"time"

	"github.com/coder/websocket"

	"caribe/server/limits"
	"caribe/server/refusal"
	"caribe/server/table"
	"caribe/server/wire"
)

// helloTimeout is how long a new connection may take to say hello.
const helloTimeout = 10 * time.Second

// writeTimeout bounds the sending of one message to a client.
const writeTimeout = 10 * time.Second

// handleWS serves one client's WebSocket: a hello naming the seat (by its
// token) and the last version seen, then moves in and updates out. The
// address's limits are checked before the upgrade (429), the seat's after
// the hello (an error message, then the close).
func (s tableRoutes) handleWS(w http.ResponseWriter, r *http.Request, t *table.Table) {
	addr := s.quotas.ClientAddress(r)
	release, err := s.quotas.OpenSocket(addr)
	if err != nil {
		writeError(w, err)
		return
	}
	defer release()
	conn, err := websocket.Accept(w, r, nil)
	if err != nil {
		s.log.Warn("websocket refused", "table", t.ID(), "err", err)
		return
	}
	defer conn.CloseNow()
	conn.SetReadLimit(MaxRequest)
	ctx, cancel := context.WithCancel(withLang(s.ctx, langOf(r)))
	defer cancel()

	hctx, hcancel := context.WithTimeout(ctx, helloTimeout)
	hello, err := readClient(hctx, conn)
	hcancel()
	if err != nil && !errors.As(err, new(*badMessage)) {
		// The connection failed, timed out or the server is closing: the
		// transport's own error is for no one to read.
		if ctx.Err() != nil || !errors.Is(err, context.DeadlineExceeded) {
			return
		}
		err = fmt.Errorf("no hello within %v: the first message must be a hello", helloTimeout)
	}
	if err == nil && hello.Type != "hello" {
		err = fmt.Errorf("type: the first message must be a hello, not %q", hello.Type)
	}
	if err != nil {
		refuseConn(ctx, conn, err, hello.Ref, t.Version())
		return
	}
	c, err := t.Welcome(hello, s.quotas.SeatSockets)
	if err != nil {
		refuseConn(ctx, conn, err, hello.Ref, t.Version())
		return
	}
	defer t.Disconnect(c)
	go s.writeLoop(ctx, conn, c)

	for {
		m, err := readClient(ctx, conn)
		var bad *badMessage
		switch {
		case errors.As(err, &bad):
			c.Push(mustJSON(errorMessage(err, t.Version(), m.Ref)))
			continue
		case err != nil:
			return
		}
		s.handleClient(ctx, t, c, m, addr)
	}
}

// errorMessage tells a client why its message was refused: the table's
// current version with it, and the limit that refused it, if one did.
func errorMessage(err error, version int, ref string) wire.Message {
	m := wire.Message{Type: "error", Error: said(err), Version: version, Ref: ref}
	var limited *limits.Error
	if errors.As(err, &limited) {
		m.Limit, m.RetryAfter = limited.Limit, limited.RetryAfter()
	}
	return m
}

// handleClient acts on one message after the hello, from addr. A refusal
// carries the table's version after it.
func (s tableRoutes) handleClient(ctx context.Context, t *table.Table, c *table.Client, m wire.ClientMessage, addr netip.Addr) {
	var err error
	switch m.Type {
	case "move":
		switch {
		case c.Seat() < 0:
			err = refusal.New(http.StatusForbidden, "a spectator cannot move: join a seat")
		case len(m.Move) == 0:
			err = errNoMove
		default:
			err = s.quotas.Take(addr, limits.Moves)
		}
		if err == nil {
			_, err = t.Play(ctx, c.Seat(), m.Version, m.Move)
		}
	case "undo":
		if c.Seat() < 0 {
			err = refusal.New(http.StatusForbidden, "a spectator cannot undo: join a seat")
		} else if err = s.quotas.Take(addr, limits.Moves); err == nil {
			_, err = t.Undo(ctx, c.Seat(), m.Version)
		}
	case "ping":
		c.Push(mustJSON(wire.Message{Type: "pong", Version: t.Version(), Ref: m.Ref}))
		return
	default:
		err = fmt.Errorf("type: unknown message type %q (known after hello: move, undo, ping)", m.Type)
	}
	if err != nil {
		c.Push(mustJSON(errorMessage(spokenTo(langIn(ctx), err), t.Version(), m.Ref)))
	}
}

// writeLoop sends a client's queued messages until it is dropped or the
// connection ends. A write that takes longer than writeTimeout ends the
// connection: one timer, the loop's, set for each write, rather than a
// deadline made for each message. The writes' context is never done:
// when ctx ends, handleWS closes the connection, which ends a write.
func (s tableRoutes) writeLoop(ctx context.Context, conn *websocket.Conn, c *table.Client) {
	stalled := time.AfterFunc(writeTimeout, func() { conn.CloseNow() })
	stalled.Stop()
	defer stalled.Stop()
	wctx := context.WithoutCancel(ctx)
	for {
		select {
		case msg := <-c.Send():
			stalled.Reset(writeTimeout)
			err := conn.Write(wctx, websocket.MessageText, msg)
			stalled.Stop()
			if err != nil {
				conn.CloseNow()
				return
			}
		case <-c.Gone():
			status := websocket.StatusPolicyViolation
			if code := c.Code(); code != 0 {
				status = websocket.StatusCode(code)
			}
			conn.Close(status, c.Why())
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
	if err := decodeStrict(data, &m); err != nil {
		if errors.Is(err, io.EOF) {
			err = errors.New("an empty message: a JSON object is expected")
		}
		return m, &badMessage{err}
	}
	return m, nil
}

// refuseConn tells a client why it is refused, with the table's version,
// and closes the connection: "try again later" for a limit.
func refuseConn(ctx context.Context, conn *websocket.Conn, err error, ref string, version int) {
	wctx, cancel := context.WithTimeout(ctx, writeTimeout)
	defer cancel()
	conn.Write(wctx, websocket.MessageText, mustJSON(errorMessage(err, version, ref)))
	reason := said(err)
	if len(reason) > 120 {
		reason = reason[:120]
	}
	status := websocket.StatusPolicyViolation
	var limited *limits.Error
	if errors.As(err, &limited) {
		status = websocket.StatusTryAgainLater
	}
	conn.Close(status, reason)
}
