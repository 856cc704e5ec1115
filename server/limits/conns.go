package limits

import (
	"net"
	"net/netip"
	"sync"
)

// Listener wraps l so that no client address holds more than
// Limits.ConnsPerAddress open connections: one beyond is closed as it is
// accepted, counted in caribe_limit_refusals_total{limit="conns_per_address"},
// while the address's others are served. The address is the TCP peer's
// (an IPv6 one stands for its /64); a trusted proxy's connections carry
// many clients and are not counted. caribe_http_connections counts those
// open.
func (q *Quotas) Listener(l net.Listener) net.Listener {
	return &connLimiter{Listener: l, q: q}
}

// connLimiter is a listener that counts its connections per address.
type connLimiter struct {
	net.Listener
	q *Quotas
}

// Accept returns the next connection within its address's limit, closing
// those beyond it.
func (l *connLimiter) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		release, err := l.q.openConn(peerAddress(c))
		if err != nil {
			l.q.log.Debug("connection refused", "peer", c.RemoteAddr().String(), "err", err)
			c.Close()
			continue
		}
		l.q.conns.Inc()
		return &countedConn{Conn: c, release: func() {
			release()
			l.q.conns.Dec()
		}}, nil
	}
}

// openConn takes a place among addr's open connections; release gives it
// back when the connection closes, and forgets the address's quota when
// nothing else is kept of it. A trusted proxy's connections, and those of
// no IP address, are not counted.
func (q *Quotas) openConn(addr netip.Addr) (release func(), err error) {
	if q.limits().ConnsPerAddress <= 0 || !addr.IsValid() || q.Trusts(addr) {
		return func() {}, nil
	}
	addr = clientOf(addr)
	q.mu.Lock()
	defer q.mu.Unlock()
	c := q.quotaOf(addr)
	if c.conns >= q.limits().ConnsPerAddress {
		return nil, q.Refuse(ConnsPerAddress, retrySockets,
			"your address has %d open connections, the most it may (limit %q)", c.conns, ConnsPerAddress)
	}
	c.conns++
	return func() {
		q.mu.Lock()
		defer q.mu.Unlock()
		c.conns--
		if q.clients[addr] == c && len(c.open) == 0 && c.idle(q.now()) {
			delete(q.clients, addr)
		}
	}, nil
}

// peerAddress is a connection's remote address; the zero Addr when it is
// not an IP address.
func peerAddress(c net.Conn) netip.Addr {
	ap, err := netip.ParseAddrPort(c.RemoteAddr().String())
	if err != nil {
		return netip.Addr{}
	}
	return ap.Addr().Unmap()
}

// countedConn gives its place back once, when it is first closed.
type countedConn struct {
	net.Conn
	once    sync.Once
	release func()
}

// Close closes the connection and gives its place back.
func (c *countedConn) Close() error {
	c.once.Do(c.release)
	return c.Conn.Close()
}
