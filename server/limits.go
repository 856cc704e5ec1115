package server

import (
	"fmt"
	"math"
	"net/http"
	"net/netip"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"golang.org/x/time/rate"

	"caribe/server/refusal"
	"caribe/store"
)

// Limits bound what one client address may do (docs/operations.md,
// "Limits"). A zero field sets no limit, so the zero Limits limits nothing;
// DefaultLimits are caribe serve's.
type Limits struct {
	// Create is the rate of tables created.
	Create Rate
	// Join is the rate of seats taken: joins, retakes, and the host's
	// bots and invitations.
	Join Rate
	// Moves is the rate of moves, over HTTP and WebSocket alike.
	Moves Rate
	// Connect is the rate of WebSocket connections opened.
	Connect Rate
	// Hints is the rate of hints the server thinks of (hints.go); a hint
	// already given at the same decision costs nothing.
	Hints Rate
	// OpenTables bounds the tables created from the address that still
	// wait for players.
	OpenTables int
	// SocketsPerAddress bounds the live WebSocket connections from the
	// address.
	SocketsPerAddress int
	// SocketsPerSeat bounds the live WebSocket connections that hold one
	// seat, wherever they come from.
	SocketsPerSeat int
	// ConnsPerAddress bounds the open TCP connections from the address
	// (conns.go), WebSockets included; a trusted proxy's are not counted.
	ConnsPerAddress int
}

// DefaultLimits are the limits caribe serve sets unless told otherwise:
// generous for people playing, players behind one router included, and
// far below what a script does.
func DefaultLimits() Limits {
	return Limits{
		Create:            Rate{N: 10, Per: time.Minute},
		Join:              Rate{N: 30, Per: time.Minute},
		Moves:             Rate{N: 20, Per: time.Second},
		Connect:           Rate{N: 60, Per: time.Minute},
		Hints:             Rate{N: 20, Per: time.Minute},
		OpenTables:        20,
		SocketsPerAddress: 100,
		SocketsPerSeat:    4,
		ConnsPerAddress:   200,
	}
}

// Rate is N events every Per: a bucket of N, refilled evenly over Per, so
// N may come at once and then one every Per/N. The zero Rate sets no
// limit.
type Rate struct {
	N   int
	Per time.Duration
}

// off reports whether the rate sets no limit.
func (r Rate) off() bool { return r.N <= 0 || r.Per <= 0 }

// String writes the rate as UnmarshalText reads it: "10/1m", or "off".
func (r Rate) String() string {
	if r.off() {
		return "off"
	}
	per := r.Per.String()
	if strings.HasSuffix(per, "m0s") {
		per = strings.TrimSuffix(per, "0s")
	}
	if strings.HasSuffix(per, "h0m") {
		per = strings.TrimSuffix(per, "0m")
	}
	return strconv.Itoa(r.N) + "/" + per
}

// UnmarshalText reads "N/PERIOD": a count, a slash and a Go duration
// ("10/1m", "20/1s", "100/1h30m"; "10/m" is "10/1m"), or "off" (also "0")
// for no limit.
func (r *Rate) UnmarshalText(text []byte) error {
	s := strings.TrimSpace(string(text))
	if s == "off" || s == "0" {
		*r = Rate{}
		return nil
	}
	count, period, ok := strings.Cut(s, "/")
	n, err := strconv.Atoi(count)
	if !ok || err != nil || n < 1 {
		return fmt.Errorf("rate %q: give N/PERIOD, such as 10/1m or 20/1s, or off", s)
	}
	if period == "s" || period == "m" || period == "h" {
		period = "1" + period
	}
	per, err := time.ParseDuration(period)
	if err != nil || per <= 0 {
		return fmt.Errorf("rate %q: the period %q is not a positive duration such as 1s, 1m or 1h", s, period)
	}
	*r = Rate{N: n, Per: per}
	return nil
}

// MarshalText writes the rate as String does.
func (r Rate) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// describe says the rate in words: "10 every 1m".
func (r Rate) describe() string {
	return fmt.Sprintf("%d every %s", r.N, strings.TrimPrefix(r.String(), strconv.Itoa(r.N)+"/"))
}

// The limits by name, as refusals and metrics name them.
const (
	limitCreate            = "create"
	limitJoin              = "join"
	limitMoves             = "moves"
	limitConnect           = "connect"
	limitHints             = "hints"
	limitHintShare         = "hint_share"
	limitConnsPerAddress   = "conns_per_address"
	limitOpenTables        = "open_tables"
	limitSocketsPerAddress = "ws_per_address"
	limitSocketsPerSeat    = "ws_per_seat"
)

// limitNames lists every limit, for the metrics.
var limitNames = []string{limitCreate, limitJoin, limitMoves, limitConnect, limitHints, limitHintShare, limitOpenTables, limitSocketsPerAddress, limitSocketsPerSeat, limitConnsPerAddress}

// Retry hints for the limits that count what is held rather than a rate:
// the wait is until something closes, which the server cannot foresee.
const (
	retrySockets    = 10 * time.Second
	retryOpenTables = time.Minute
)

// sweepEvery is how often the quotas of idle addresses are looked for and
// forgotten.
const sweepEvery = time.Minute

// limitError is a refusal by a limit: 429 with the limit's name and the
// time to wait.
type limitError struct {
	refusal *refusal.Error
	limit   string
	retry   time.Duration
}

func (e *limitError) Error() string { return e.refusal.Msg }

// Unwrap gives the refusal, whose status is 429.
func (e *limitError) Unwrap() error { return e.refusal }

// retryAfter is the wait in whole seconds, at least one.
func (e *limitError) retryAfter() int { return max(1, int(math.Ceil(e.retry.Seconds()))) }

// quotas keep each client address's share of the limits. An address's
// quota is forgotten once it is as good as new: its buckets full, nothing
// held, no table of its waiting; so memory follows recent activity only.
type quotas struct {
	// cfg is the limits as configured; the limits applied are cfg's
	// share for this server (shareAmong), read with limits.
	cfg     Limits
	applied atomic.Pointer[Limits]
	trusted []netip.Prefix
	// now is the clock, replaced by tests.
	now     func() time.Time
	refused *prometheus.CounterVec
	// openOf lists which of the tables ids are still waiting for players.
	// It is called without mu held.
	openOf func(ids []string) map[string]bool

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

func newQuotas(cfg Limits, trusted []netip.Prefix, refused *prometheus.CounterVec, openOf func([]string) map[string]bool) *quotas {
	q := &quotas{cfg: cfg, trusted: trusted, now: time.Now, refused: refused, openOf: openOf, clients: map[netip.Addr]*quota{}}
	q.applied.Store(&cfg)
	return q
}

// limits are the limits this server applies.
func (q *quotas) limits() *Limits { return q.applied.Load() }

// shareAmong applies to this server its share of the limits when n
// servers share the store: each allows an address 1/n of each rate and
// count (rounded up), so that an address whose requests a load balancer
// spreads over the servers meets the limits as configured overall.
func (q *quotas) shareAmong(n int) {
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
				b.b.SetLimit(rate.Limit(float64(b.r.N) / b.r.Per.Seconds()))
				b.b.SetBurst(b.r.N)
			}
		}
	}
}

// share is one of n servers' part of the limits.
func (l Limits) share(n int) Limits {
	part := func(k int) int { return (k + n - 1) / n }
	divide := func(r Rate) Rate {
		if r.off() {
			return r
		}
		k := part(r.N)
		// k events every per: r.N/n events every r.Per.
		return Rate{N: k, Per: time.Duration(float64(r.Per) * float64(k*n) / float64(r.N))}
	}
	return Limits{
		Create: divide(l.Create), Join: divide(l.Join), Moves: divide(l.Moves), Connect: divide(l.Connect), Hints: divide(l.Hints),
		OpenTables: part(l.OpenTables), SocketsPerAddress: part(l.SocketsPerAddress), SocketsPerSeat: part(l.SocketsPerSeat),
		ConnsPerAddress: part(l.ConnsPerAddress),
	}
}

// bucket makes the bucket of a rate, or nil when it is off.
func bucket(r Rate) *rate.Limiter {
	if r.off() {
		return nil
	}
	return rate.NewLimiter(rate.Limit(float64(r.N)/r.Per.Seconds()), r.N)
}

// quotaOf finds or makes an address's quota. The caller holds q.mu.
func (q *quotas) quotaOf(addr netip.Addr) *quota {
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

// take spends one event of a rate for addr, or refuses.
func (q *quotas) take(addr netip.Addr, limit string) error {
	if q.rateOf(limit).off() {
		return nil
	}
	q.sweep()
	q.mu.Lock()
	defer q.mu.Unlock()
	return q.takeLocked(q.quotaOf(addr), limit)
}

// rateOf is the rate a limit sets.
func (q *quotas) rateOf(limit string) Rate {
	switch limit {
	case limitCreate:
		return q.limits().Create
	case limitJoin:
		return q.limits().Join
	case limitMoves:
		return q.limits().Moves
	case limitConnect:
		return q.limits().Connect
	case limitHints:
		return q.limits().Hints
	}
	panic("no rate limit " + limit)
}

// takeLocked spends one event of the rate limit from c. The caller holds
// q.mu.
func (q *quotas) takeLocked(c *quota, limit string) error {
	var b *rate.Limiter
	var what string
	switch limit {
	case limitCreate:
		b, what = c.create, "tables created"
	case limitJoin:
		b, what = c.join, "seats taken"
	case limitMoves:
		b, what = c.moves, "moves"
	case limitConnect:
		b, what = c.connect, "WebSocket connections opened"
	case limitHints:
		b, what = c.hints, "hints"
	}
	if b == nil {
		return nil
	}
	r := q.rateOf(limit)
	now := q.now()
	if b.AllowN(now, 1) {
		return nil
	}
	wait := time.Duration((1 - b.TokensAt(now)) / float64(b.Limit()) * float64(time.Second))
	return q.refuse(limit, wait, "too many %s from your address: at most %s (limit %q)", what, r.describe(), limit)
}

// refuse counts a refusal by a limit and makes its error, which tells
// when to retry.
func (q *quotas) refuse(limit string, wait time.Duration, format string, args ...any) *limitError {
	q.refused.WithLabelValues(limit).Inc()
	e := &limitError{limit: limit, retry: wait.Round(time.Millisecond)}
	e.refusal = refusal.New(http.StatusTooManyRequests, "%s; retry in %d s", fmt.Sprintf(format, args...), e.retryAfter())
	return e
}

// createTable takes a table creation for addr: one event of the create
// rate and a place among its open tables. done must then be called with
// the new table's id and whether it waits for players ("" if none was
// made).
func (q *quotas) createTable(addr netip.Addr) (done func(id string, open bool), err error) {
	if q.limits().Create.off() && q.limits().OpenTables <= 0 {
		return func(string, bool) {}, nil
	}
	q.sweep()
	var stillOpen map[string]bool
	if q.limits().OpenTables > 0 {
		q.mu.Lock()
		ids := append([]string(nil), q.quotaOf(addr).open...)
		q.mu.Unlock()
		stillOpen = q.openOf(ids)
	}
	q.mu.Lock()
	defer q.mu.Unlock()
	c := q.quotaOf(addr)
	if q.limits().OpenTables > 0 {
		c.open = keepOpen(c.open, stillOpen)
		if len(c.open)+c.pending >= q.limits().OpenTables {
			return nil, q.refuse(limitOpenTables, retryOpenTables,
				"%d tables created from your address wait for players, the most it may have (limit %q): wait until they fill, or join one", q.limits().OpenTables, limitOpenTables)
		}
	}
	if err := q.takeLocked(c, limitCreate); err != nil {
		return nil, err
	}
	c.pending++
	return func(id string, open bool) {
		q.mu.Lock()
		defer q.mu.Unlock()
		c.pending--
		if open && q.limits().OpenTables > 0 {
			c.open = append(c.open, id)
		}
	}, nil
}

// keepOpen keeps the ids still open, dropping those known to be open no
// more (an id added since stillOpen was asked for is kept).
func keepOpen(ids []string, stillOpen map[string]bool) []string {
	out := ids[:0]
	for _, id := range ids {
		if open, known := stillOpen[id]; !known || open {
			out = append(out, id)
		}
	}
	return out
}

// openSocket takes a WebSocket connection for addr: one event of the
// connect rate and a place among its live connections; release gives the
// place back when the connection ends.
func (q *quotas) openSocket(addr netip.Addr) (release func(), err error) {
	if q.limits().Connect.off() && q.limits().SocketsPerAddress <= 0 {
		return func() {}, nil
	}
	q.sweep()
	q.mu.Lock()
	defer q.mu.Unlock()
	c := q.quotaOf(addr)
	if q.limits().SocketsPerAddress > 0 && c.sockets >= q.limits().SocketsPerAddress {
		return nil, q.refuse(limitSocketsPerAddress, retrySockets,
			"your address has %d live WebSocket connections, the most it may (limit %q): close one", c.sockets, limitSocketsPerAddress)
	}
	if err := q.takeLocked(c, limitConnect); err != nil {
		return nil, err
	}
	c.sockets++
	return func() {
		q.mu.Lock()
		defer q.mu.Unlock()
		c.sockets--
	}, nil
}

// openConn takes a place among addr's open connections; release gives it
// back when the connection closes, and forgets the address's quota when
// nothing else is kept of it. A trusted proxy's connections, and those of
// no IP address, are not counted.
func (q *quotas) openConn(addr netip.Addr) (release func(), err error) {
	if q.limits().ConnsPerAddress <= 0 || !addr.IsValid() || q.trusts(addr) {
		return func() {}, nil
	}
	addr = clientOf(addr)
	q.mu.Lock()
	defer q.mu.Unlock()
	c := q.quotaOf(addr)
	if c.conns >= q.limits().ConnsPerAddress {
		return nil, q.refuse(limitConnsPerAddress, retrySockets,
			"your address has %d open connections, the most it may (limit %q)", c.conns, limitConnsPerAddress)
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

// seatSockets refuses one more connection for a seat that has held live
// ones already.
func (q *quotas) seatSockets(seat, held int) error {
	if q.limits().SocketsPerSeat <= 0 || held < q.limits().SocketsPerSeat {
		return nil
	}
	return q.refuse(limitSocketsPerSeat, retrySockets,
		"seat %d has %d live WebSocket connections, the most a seat may (limit %q): close one", seat, held, limitSocketsPerSeat)
}

// sweep forgets, once every sweepEvery, the quotas of addresses that are
// idle and have no table waiting for players.
func (q *quotas) sweep() {
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
func (q *quotas) size() int {
	q.mu.Lock()
	defer q.mu.Unlock()
	return len(q.clients)
}

// stillOpen tells which of the tables ids still wait for players, as
// the server has them in memory or else as stored; a table that cannot
// be read is taken as waiting no more.
func (s *Server) stillOpen(ids []string) map[string]bool {
	out := make(map[string]bool, len(ids))
	for _, id := range ids {
		if t, ok := s.tables.Find(id); ok {
			out[id] = t.Record().Status == store.Open
			continue
		}
		rec, _, err := s.cfg.Store.Since(s.ctx, id, math.MaxInt32)
		out[id] = err == nil && rec.Status == store.Open
	}
	return out
}
