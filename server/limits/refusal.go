package limits

import (
	"fmt"
	"math"
	"net/http"
	"time"

	"caribe/server/refusal"
)

// Retry hints for the limits that count what is held rather than a rate:
// the wait is until something closes, which the server cannot foresee.
const (
	retrySockets    = 10 * time.Second
	retryOpenTables = time.Minute
)

// Error is a refusal by a limit: 429 with the limit's name and the time
// to wait.
type Error struct {
	refusal *refusal.Error
	// Limit names the limit that refused, as the constants do.
	Limit string
	// Retry is how long to wait before asking again.
	Retry time.Duration
}

// Error returns the refusal's message.
func (e *Error) Error() string { return e.refusal.Msg }

// Unwrap gives the refusal, whose status is 429.
func (e *Error) Unwrap() error { return e.refusal }

// RetryAfter is the wait in whole seconds, at least one.
func (e *Error) RetryAfter() int { return max(1, int(math.Ceil(e.Retry.Seconds()))) }

// Refuse counts a refusal by a limit and makes its error, which tells
// when to retry: after wait. The server refuses with it what only it can
// count, such as its share of the bot workers given to hints (HintShare).
func (q *Quotas) Refuse(limit string, wait time.Duration, format string, args ...any) *Error {
	q.refused.WithLabelValues(limit).Inc()
	e := &Error{Limit: limit, Retry: wait.Round(time.Millisecond)}
	e.refusal = refusal.New(http.StatusTooManyRequests, "%s; retry in %d s", fmt.Sprintf(format, args...), e.RetryAfter())
	return e
}
