package server

import (
	"sync"

	"caribe/server/wire"
)

// client is one connection watching a table, as a seat or a spectator
// (seat -1). Messages wait in send for the connection's writer; a client
// that lets too many wait is dropped and must reconnect.
type client struct {
	seat int
	send chan []byte
	// gone is closed, with why set, when the client is dropped.
	gone chan struct{}
	once sync.Once
	why  string
}

func newClient(seat, buffer int) *client {
	return &client{seat: seat, send: make(chan []byte, buffer), gone: make(chan struct{})}
}

// push queues a message, dropping the client if its queue is full.
func (c *client) push(msg []byte) {
	select {
	case c.send <- msg:
	default:
		c.drop("too many messages waiting: reconnect to catch up")
	}
}

// drop ends the client's connection.
func (c *client) drop(why string) {
	c.once.Do(func() {
		c.why = why
		close(c.gone)
	})
}

// broadcast sends an update to every client of a table, each with its own
// view. The caller holds t.mu.
func (s *Server) broadcast(t *table, u update) {
	t.sendEach(func(seat int) wire.Message { return t.updateMessage(u, seat, true) })
}

// sendEach sends every client the message msg makes for its seat, encoded
// once per seat. The caller holds t.mu.
func (t *table) sendEach(msg func(seat int) wire.Message) {
	bySeat := map[int][]byte{}
	for c := range t.clients {
		b, ok := bySeat[c.seat]
		if !ok {
			b = mustJSON(msg(c.seat))
			bySeat[c.seat] = b
		}
		c.push(b)
	}
}

// updateMessage is an update as seat sees it; withView adds the seat's
// view of the table now, its legal moves and the result.
func (t *table) updateMessage(u update, seat int, withView bool) wire.Message {
	by, actor := u.by, t.sess.Actor()
	m := wire.Message{Type: "update", Version: u.version, By: &by, Move: u.move, Events: u.events}
	if withView {
		m.Actor, m.View, m.Legal, m.Result = &actor, t.viewJSON(seat), t.legalFor(seat), t.result()
		m.Undo = t.canUndo(seat)
	}
	return m
}

// stateMessage is the whole of what seat sees now.
func (t *table) stateMessage(seat int) wire.Message {
	actor := t.sess.Actor()
	return wire.Message{Type: "state", Version: t.version(), Actor: &actor, View: t.viewJSON(seat), Legal: t.legalFor(seat), Result: t.result(), Undo: t.canUndo(seat)}
}

// announce sends the table's description to every client but skip (which
// may be nil). The caller holds t.mu.
func (s *Server) announce(t *table, skip *client) {
	if len(t.clients) == 0 {
		return
	}
	info := t.info()
	msg := mustJSON(wire.Message{Type: "table", Table: &info, Version: t.version()})
	for c := range t.clients {
		if c != skip {
			c.push(msg)
		}
	}
}

// join connects a client to a table and queues what it needs to be up to
// date: the welcome, then the updates after since, or the whole view when
// since is nil or too old. The caller holds t.mu.
func (s *Server) join(t *table, c *client, since *int) {
	if since != nil && *since > t.version() && s.sh != nil {
		// The client saw more than this server has: another server
		// stored it, and its change is on its way. Fetch it now.
		s.catchUp(t)
	}
	t.clients[c] = struct{}{}
	s.metrics.connections.Inc()
	defer s.announce(t, c)
	seat := c.seat
	info := t.info()
	c.push(mustJSON(wire.Message{Type: "welcome", Seat: &seat, Table: &info, Version: t.version()}))
	if since != nil {
		if missed, ok := t.since(*since); ok {
			for i, u := range missed {
				c.push(mustJSON(t.updateMessage(u, seat, i == len(missed)-1)))
			}
			return
		}
	}
	c.push(mustJSON(t.stateMessage(seat)))
}

// leave disconnects a client from a table. The caller holds t.mu.
func (s *Server) leave(t *table, c *client) {
	if _, ok := t.clients[c]; !ok {
		return
	}
	delete(t.clients, c)
	s.metrics.connections.Dec()
	s.announce(t, nil)
}
