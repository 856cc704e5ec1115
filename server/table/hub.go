package table

import (
	"sync"

	"caribe/server/wire"
)

// Client is one connection watching a table, as a seat or a spectator
// (seat -1). Messages wait in send for the connection's writer; a client
// that lets too many wait is dropped and must reconnect.
type Client struct {
	seat int
	send chan []byte
	// gone is closed, with why set, when the client is dropped.
	gone chan struct{}
	once sync.Once
	why  string
}

func newClient(seat, buffer int) *Client {
	return &Client{seat: seat, send: make(chan []byte, buffer), gone: make(chan struct{})}
}

// Seat is the client's seat, -1 for a spectator.
func (c *Client) Seat() int { return c.seat }

// Send gives the messages queued for the client, in order.
func (c *Client) Send() <-chan []byte { return c.send }

// Gone is closed when the client is dropped; Why then says why.
func (c *Client) Gone() <-chan struct{} { return c.gone }

// Why is why the client was dropped, once Gone is closed.
func (c *Client) Why() string { return c.why }

// Push queues a message, dropping the client if its queue is full.
func (c *Client) Push(msg []byte) { c.push(msg) }

// push queues a message, dropping the client if its queue is full.
func (c *Client) push(msg []byte) {
	select {
	case c.send <- msg:
	default:
		c.drop("too many messages waiting: reconnect to catch up")
	}
}

// drop ends the client's connection.
func (c *Client) drop(why string) {
	c.once.Do(func() {
		c.why = why
		close(c.gone)
	})
}

// broadcast sends an update to every client of a table, each with its own
// view. The caller holds t.mu.
func (t *play) broadcast(u update) {
	t.sendEach(func(seat int) wire.Message { return t.updateMessage(u, seat, true) })
}

// sendEach sends every client the message msg makes for its seat, encoded
// once per seat. The caller holds t.mu.
func (t *state) sendEach(msg func(seat int) wire.Message) {
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
func (t *state) updateMessage(u update, seat int, withView bool) wire.Message {
	by, actor := u.by, t.sess.Actor()
	m := wire.Message{Type: "update", Version: u.version, By: &by, Move: u.move, Events: u.events}
	if withView {
		m.Actor, m.View, m.Legal, m.Result = &actor, t.viewJSON(seat), t.legalFor(seat), t.result()
		m.Undo = t.canUndo(seat)
	}
	return m
}

// stateMessage is the whole of what seat sees now.
func (t *state) stateMessage(seat int) wire.Message {
	actor := t.sess.Actor()
	return wire.Message{Type: "state", Version: t.version(), Actor: &actor, View: t.viewJSON(seat), Legal: t.legalFor(seat), Result: t.result(), Undo: t.canUndo(seat)}
}

// announce sends the table's description to every client but skip (which
// may be nil). The caller holds t.mu.
func (t *play) announce(skip *Client) {
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
func (t *play) join(c *Client, since *int) {
	if since != nil && *since > t.version() && t.env.Shared != nil {
		// The client saw more than this server has: another server
		// stored it, and its change is on its way. Fetch it now.
		t.catchUp()
	}
	t.clients[c] = struct{}{}
	t.env.Metrics.Connections.Inc()
	defer t.announce(c)
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
func (t *play) leave(c *Client) {
	if _, ok := t.clients[c]; !ok {
		return
	}
	delete(t.clients, c)
	t.env.Metrics.Connections.Dec()
	t.announce(nil)
}

// Welcome connects the client a hello describes: a spectator, or the seat
// its token holds if limit lets it have one more connection than the held
// it has. A damaged table is refused.
func (t *Table) Welcome(hello wire.ClientMessage, limit func(seat, held int) error) (c *Client, err error) {
	t.mu.Lock()
	defer t.unlock(&err)
	if t.broken != nil {
		return nil, t.broken
	}
	seat := -1
	if hello.Token != "" {
		var ok bool
		if seat, ok = t.seatOf(hello.Token); !ok {
			return nil, t.tokenError(hello.Token)
		}
		held := 0
		for c := range t.clients {
			if c.seat == seat {
				held++
			}
		}
		if err := limit(seat, held); err != nil {
			return nil, err
		}
	}
	c = newClient(seat, t.env.ClientBuffer)
	t.join(c, hello.Since)
	return c, nil
}

// Disconnect ends a client's connection to the table.
func (t *Table) Disconnect(c *Client) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.leave(c)
}
