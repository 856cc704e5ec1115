package server

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
func (s *Server) Listener(l net.Listener) net.Listener {
	return &connLimiter{Listener: l, s: s}
}

// connLimiter is a listener that counts its connections per address.
type connLimiter struct {
	net.Listener
	s *Server
}

// Accept returns the next connection within its address's limit, closing
// those beyond it.
func (l *connLimiter) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		release, err := l.s.quotas.openConn(peerAddress(c))
		if err != nil {
			l.s.log.Debug("connection refused", "peer", c.RemoteAddr().String(), "err", err)
			c.Close()
			continue
		}
		l.s.metrics.httpConns.Inc()
		return &countedConn{Conn: c, release: func() {
			release()
			l.s.metrics.httpConns.Dec()
		}}, nil
	}
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
