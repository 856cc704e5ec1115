package table

import "sync"

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
	code int
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

// Code is the close code the client's connection ends with once Gone is
// closed (closes.go): 0 when the seat is still the client's.
func (c *Client) Code() int { return c.code }

// Push queues a message, dropping the client if its queue is full.
func (c *Client) Push(msg []byte) { c.push(msg) }

// push queues a message, dropping the client if its queue is full.
func (c *Client) push(msg []byte) {
	select {
	case c.send <- msg:
	default:
		c.drop(0, "too many messages waiting: reconnect to catch up")
	}
}

// drop ends the client's connection, with close code code (0: the
// server's own).
func (c *Client) drop(code int, why string) {
	c.once.Do(func() {
		c.why, c.code = why, code
		close(c.gone)
	})
}
