package limits

import (
	"log/slog"
	"net/netip"
	"sync"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"golang.org/x/time/rate"
)

// sweepEvery is how often the quotas of idle addresses are looked for and
// forgotten.
const sweepEvery = time.Minute

// Config is what the quotas are made of.
type Config struct {
	// Limits are the limits as configured, for all the servers sharing a
	// store (ShareAmong).
	Limits Limits
	// Trusted are the proxies whose X-Forwarded-For names the client
	// (ClientAddress).
	Trusted []netip.Prefix
	// OpenOf tells which of the tables ids still wait for players, for
	// the OpenTables limit. It is called without the quotas' lock held.
	OpenOf func(ids []string) map[string]bool
	// Registerer takes the quotas' metrics: caribe_limit_refusals_total,
	// caribe_limit_addresses and caribe_http_connections; nil registers
	// none.
	Registerer prometheus.Registerer
	// Logger logs the connections refused by the listener at debug
	// level; nil logs nothing.
	Logger *slog.Logger
}

// Quotas keep each client address's share of the limits. An address's
// quota is forgotten once it is as good as new: its buckets full, nothing
// held, no table of its waiting; so memory follows recent activity only.
type Quotas struct {
	// cfg is the limits as configured; the limits applied are cfg's
	// share for this server (ShareAmong), read with limits.
	cfg     Limits
	applied atomic.Pointer[Limits]
	trusted []netip.Prefix
	// now is the clock (SetClock).
	now    func() time.Time
	openOf func(ids []string) map[string]bool
	log    *slog.Logger
	// refused counts the refusals by limit; conns the open connections
	// accepted through Listener.
	refused *prometheus.CounterVec
	conns   prometheus.Gauge

	// mu, owned by the Quotas, guards clients, every quota in it, and
	// swept.
	mu      sync.Mutex
	clients map[netip.Addr]*quota
	swept   time.Time
}

// quota is one address's share.
type quota struct {
	// The buckets of the rates; nil for a rate that is off.
	create, join, moves, connect, hints *rate.Limiter
	sockets                             int
	// conns counts the open TCP connections (conns.go).
	conns int
	// open lists the tables created from the address that were waiting
	// for players when last looked at; pending counts creations under way.
	open    []string
	pending int
}

// New makes the quotas of cfg and registers their metrics.
func New(cfg Config) (*Quotas, error) {
	q := &Quotas{
		cfg: cfg.Limits, trusted: cfg.Trusted, now: time.Now, openOf: cfg.OpenOf, log: cfg.Logger, clients: map[netip.Addr]*quota{},
		refused: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "caribe_limit_refusals_total", Help: "Requests and connections refused by a limit (429, or closed at once), by limit.",
		}, []string{"limit"}),
		conns: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "caribe_http_connections", Help: "Open HTTP connections, WebSockets included, accepted through the server's listener.",
		}),
	}
	if q.log == nil {
		q.log = slog.New(slog.DiscardHandler)
	}
	q.applied.Store(&cfg.Limits)
	for _, l := range names {
		q.refused.WithLabelValues(l)
	}
	if cfg.Registerer == nil {
		return q, nil
	}
	addresses := prometheus.NewGaugeFunc(prometheus.GaugeOpts{
		Name: "caribe_limit_addresses", Help: "Client addresses whose share of the limits is kept; idle ones are forgotten.",
	}, func() float64 { return float64(q.size()) })
	for _, c := range []prometheus.Collector{q.refused, q.conns, addresses} {
		if err := cfg.Registerer.Register(c); err != nil {
			return nil, err
		}
	}
	return q, nil
}

// SetClock replaces the clock the rates are reckoned by, time.Now; a test
// sets its own before the quotas are used.
func (q *Quotas) SetClock(now func() time.Time) { q.now = now }

// limits are the limits this server applies.
func (q *Quotas) limits() *Limits { return q.applied.Load() }

// ShareAmong applies to this server its share of the limits when n
// servers share the store: each allows an address 1/n of each rate and
// count (rounded up), so that an address whose requests a load balancer
// spreads over the servers meets the limits as configured overall.
func (q *Quotas) ShareAmong(n int) {
	n = max(n, 1)
	l := q.cfg.share(n)
	if *q.limits() == l {
		return
	}
	q.mu.Lock()
	defer q.mu.Unlock()
	q.applied.Store(&l)
	for _, c := range q.clients {
		for _, b := range []struct {
			b *rate.Limiter
			r Rate
		}{{c.create, l.Create}, {c.join, l.Join}, {c.moves, l.Moves}, {c.connect, l.Connect}, {c.hints, l.Hints}} {
			if b.b != nil {
				b.b.SetLimit(b.r.limit())
				b.b.SetBurst(b.r.N)
			}
		}
	}
}

// quotaOf finds or makes an address's quota. The caller holds q.mu.
func (q *Quotas) quotaOf(addr netip.Addr) *quota {
	c, ok := q.clients[addr]
	if !ok {
		l := q.limits()
		c = &quota{create: bucket(l.Create), join: bucket(l.Join), moves: bucket(l.Moves), connect: bucket(l.Connect), hints: bucket(l.Hints)}
		q.clients[addr] = c
	}
	return c
}

// idle reports whether a quota is as good as a new one at now, but for
// the tables it remembers.
func (c *quota) idle(now time.Time) bool {
	if c.sockets > 0 || c.conns > 0 || c.pending > 0 {
		return false
	}
	for _, b := range []*rate.Limiter{c.create, c.join, c.moves, c.connect, c.hints} {
		if b != nil && b.TokensAt(now) < float64(b.Burst()) {
			return false
		}
	}
	return true
}

// sweep forgets, once every sweepEvery, the quotas of addresses that are
// idle and have no table waiting for players.
func (q *Quotas) sweep() {
	now := q.now()
	q.mu.Lock()
	if now.Sub(q.swept) < sweepEvery {
		q.mu.Unlock()
		return
	}
	q.swept = now
	var ids []string
	for addr, c := range q.clients {
		switch {
		case !c.idle(now):
		case len(c.open) == 0:
			delete(q.clients, addr)
		default:
			ids = append(ids, c.open...)
		}
	}
	q.mu.Unlock()
	if len(ids) == 0 {
		return
	}
	stillOpen := q.openOf(ids)
	q.mu.Lock()
	defer q.mu.Unlock()
	for addr, c := range q.clients {
		if c.open = keepOpen(c.open, stillOpen); len(c.open) == 0 && c.idle(now) {
			delete(q.clients, addr)
		}
	}
}

// size counts the addresses whose quota is kept.
func (q *Quotas) size() int {
	q.mu.Lock()
	defer q.mu.Unlock()
	return len(q.clients)
}
