package limits

import (
	"net/http"
	"net/netip"
	"strings"
)

// ClientAddress is the address the limits count a request against: the
// TCP peer's, or, when the peer is a trusted proxy, the nearest address in
// X-Forwarded-For that is not a trusted proxy. An IPv6 address stands for
// its /64, which one client usually holds whole.
func (q *Quotas) ClientAddress(r *http.Request) netip.Addr {
	ap, err := netip.ParseAddrPort(r.RemoteAddr)
	if err != nil {
		return netip.Addr{}
	}
	addr := ap.Addr().Unmap()
	if q.Trusts(addr) {
		hops := strings.Split(strings.Join(r.Header.Values("X-Forwarded-For"), ","), ",")
		for i := len(hops) - 1; i >= 0 && q.Trusts(addr); i-- {
			hop, err := netip.ParseAddr(strings.TrimSpace(hops[i]))
			if err != nil {
				break
			}
			addr = hop.Unmap()
		}
	}
	return clientOf(addr)
}

// clientOf is the client an address stands for: itself, or for an IPv6
// address its /64.
func clientOf(addr netip.Addr) netip.Addr {
	if addr.Is6() {
		if p, err := addr.Prefix(64); err == nil {
			return p.Addr()
		}
	}
	return addr
}

// Trusts reports whether addr is one of the trusted proxies.
func (q *Quotas) Trusts(addr netip.Addr) bool {
	for _, p := range q.trusted {
		if p.Contains(addr) {
			return true
		}
	}
	return false
}
