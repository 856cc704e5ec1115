package limits

import "net/netip"

// OpenSocket takes a WebSocket connection for addr: one event of the
// connect rate and a place among its live connections; release gives the
// place back when the connection ends.
func (q *Quotas) OpenSocket(addr netip.Addr) (release func(), err error) {
	if q.limits().Connect.off() && q.limits().SocketsPerAddress <= 0 {
		return func() {}, nil
	}
	q.sweep()
	q.mu.Lock()
	defer q.mu.Unlock()
	c := q.quotaOf(addr)
	if q.limits().SocketsPerAddress > 0 && c.sockets >= q.limits().SocketsPerAddress {
		return nil, q.Refuse(SocketsPerAddress, retrySockets,
			"your address has %d live WebSocket connections, the most it may (limit %q): close one", c.sockets, SocketsPerAddress)
	}
	if err := q.takeLocked(c, Connect); err != nil {
		return nil, err
	}
	c.sockets++
	return func() {
		q.mu.Lock()
		defer q.mu.Unlock()
		c.sockets--
	}, nil
}

// SeatSockets refuses one more connection for a seat that has held live
// ones already.
func (q *Quotas) SeatSockets(seat, held int) error {
	if q.limits().SocketsPerSeat <= 0 || held < q.limits().SocketsPerSeat {
		return nil
	}
	return q.Refuse(SocketsPerSeat, retrySockets,
		"seat %d has %d live WebSocket connections, the most a seat may (limit %q): close one", seat, held, SocketsPerSeat)
}

// SocketsOf counts the live WebSocket connections addr holds, as
// OpenSocket counts them.
func (q *Quotas) SocketsOf(addr netip.Addr) int {
	q.mu.Lock()
	defer q.mu.Unlock()
	if c, ok := q.clients[addr]; ok {
		return c.sockets
	}
	return 0
}
