package table

import (
	"github.com/prometheus/client_golang/prometheus"

	"caribe/server/wire"
)

// hub is a table's clients and the updates it keeps for the clients that
// reconnect. It sends what it is given, each client the message made for
// its seat. Its methods are called with the table's lock held.
type hub struct {
	clients map[*Client]struct{}
	recent  []update
	// conns counts the server's connections (Metrics.Connections).
	conns prometheus.Gauge
}

func newHub(conns prometheus.Gauge) hub {
	return hub{clients: map[*Client]struct{}{}, conns: conns}
}

// add connects c.
func (h *hub) add(c *Client) {
	h.clients[c] = struct{}{}
	h.conns.Inc()
}

// remove disconnects c; false if it was not connected.
func (h *hub) remove(c *Client) bool {
	if _, ok := h.clients[c]; !ok {
		return false
	}
	delete(h.clients, c)
	h.conns.Dec()
	return true
}

// empty reports whether no client is connected.
func (h *hub) empty() bool { return len(h.clients) == 0 }

// count counts the clients of a seat (-1: spectators).
func (h *hub) count(seat int) int {
	n := 0
	for c := range h.clients {
		if c.seat == seat {
			n++
		}
	}
	return n
}

// connected marks the seats that have a client.
func (h *hub) connected(seats []wire.SeatInfo) {
	for c := range h.clients {
		if c.seat >= 0 {
			seats[c.seat].Connected = true
		}
	}
}

// sendEach sends every client the message m makes for its seat, made
// once per seat: every spectator is sent the same bytes.
func (h *hub) sendEach(m seen) {
	bySeat := map[int][]byte{}
	for c := range h.clients {
		b, ok := bySeat[c.seat]
		if !ok {
			b = m.to(c.seat)
			bySeat[c.seat] = b
		}
		c.push(b)
	}
}

// sendAll sends msg to every client but skip (which may be nil).
func (h *hub) sendAll(msg []byte, skip *Client) {
	for c := range h.clients {
		if c != skip {
			c.push(msg)
		}
	}
}

// drop disconnects the clients of seat, telling them why, with close
// code code.
func (h *hub) drop(seat, code int, why string) {
	for c := range h.clients {
		if c.seat == seat {
			c.drop(code, why)
		}
	}
}

// dropAll disconnects every client, telling them why.
func (h *hub) dropAll(why string) {
	for c := range h.clients {
		c.drop(0, why)
	}
}

// remember keeps an update for reconnecting clients, dropping the oldest
// beyond limit.
func (h *hub) remember(u update, limit int) {
	if len(h.recent) == limit {
		copy(h.recent, h.recent[1:])
		h.recent = h.recent[:limit-1]
	}
	h.recent = append(h.recent, u)
}

// since returns the updates after version v of a table at version if they
// are all still kept.
func (h *hub) since(version, v int) ([]update, bool) {
	n := version - v
	if n < 0 || n > len(h.recent) {
		return nil, false
	}
	return h.recent[len(h.recent)-n:], true
}

// announce sends the table's description to every client but skip (which
// may be nil).
func (t *play) announce(skip *Client) {
	if t.hub.empty() {
		return
	}
	info := t.info()
	t.hub.sendAll(mustJSON(wire.Message{Type: "table", Table: &info, Version: t.board.ver}), skip)
}

// publish stamps the table as changed by a new entry's update u, keeps u
// for the clients that reconnect and sends it to every client.
func (t *play) publish(u update) {
	t.rec.Updated = stamp(t.env.Time())
	t.hub.remember(u, t.env.Recent)
	t.broadcast(u)
}

// broadcast sends an update to every client, each with its own view.
func (t *play) broadcast(u update) {
	t.hub.sendEach(t.views().update(u))
}
