package limits

import (
	"net/netip"
	"time"

	"golang.org/x/time/rate"
)

// Take spends one event of a rate limit (Create, Join, Moves, Connect or
// Hints) for addr, or refuses with an *Error.
func (q *Quotas) Take(addr netip.Addr, limit string) error {
	if q.rateOf(limit).off() {
		return nil
	}
	q.sweep()
	q.mu.Lock()
	defer q.mu.Unlock()
	return q.takeLocked(q.quotaOf(addr), limit)
}

// rateOf is the rate a limit sets.
func (q *Quotas) rateOf(limit string) Rate {
	switch limit {
	case Create:
		return q.limits().Create
	case Join:
		return q.limits().Join
	case Moves:
		return q.limits().Moves
	case Connect:
		return q.limits().Connect
	case Hints:
		return q.limits().Hints
	}
	panic("no rate limit " + limit)
}

// takeLocked spends one event of the rate limit from c. The caller holds
// q.mu.
func (q *Quotas) takeLocked(c *quota, limit string) error {
	var b *rate.Limiter
	var what string
	switch limit {
	case Create:
		b, what = c.create, "tables created"
	case Join:
		b, what = c.join, "seats taken"
	case Moves:
		b, what = c.moves, "moves"
	case Connect:
		b, what = c.connect, "WebSocket connections opened"
	case Hints:
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
	return q.Refuse(limit, wait, "too many %s from your address: at most %s (limit %q)", what, r.describe(), limit)
}
