package limits

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"

	"caribe/server/wire"
)

// Guard is middleware for a route that a rate limit guards whole: each
// request spends one event of limit (Create, Join, Moves, Connect or
// Hints) for its client address before next serves it. A request over the
// limit is answered as docs/api.md answers every refusal by a limit, and
// next never sees it.
func (q *Quotas) Guard(limit string, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var limited *Error
		if err := q.Take(q.ClientAddress(r), limit); errors.As(err, &limited) {
			write(w, limited)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// write answers a request with a refusal by a limit: 429, the wait in
// the Retry-After header, and an error body that names the limit and the
// wait again.
func write(w http.ResponseWriter, e *Error) {
	w.Header().Set("Retry-After", strconv.Itoa(e.RetryAfter()))
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(http.StatusTooManyRequests)
	json.NewEncoder(w).Encode(wire.ErrorResponse{Error: e.Error(), Limit: e.Limit, RetryAfter: e.RetryAfter()})
}
