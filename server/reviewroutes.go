package server

import (
	"net/http"
	"time"

	"caribe/server/limits"
	"caribe/server/refusal"
	"caribe/server/table"
	"caribe/server/wire"
)

// handleReview answers a finished table's review (docs/api.md,
// "Reviews"): stored, under way, failed, or started by this ask.
func (s tableRoutes) handleReview(w http.ResponseWriter, r *http.Request, t *table.Table) {
	if s.cfg.Reviewer == nil {
		writeError(w, refusal.New(http.StatusConflict, "this server reviews no games"))
		return
	}
	if err := t.Ended(); err != nil {
		writeError(w, err)
		return
	}
	id := t.ID()
	if a, ok := s.reviews.under(id); ok {
		writeReview(w, r, a)
		return
	}
	if a, ok, err := s.reviews.stored(r.Context(), id); err != nil || ok {
		writeReviewOr(w, r, a, err)
		return
	}
	rec, err := t.FinishedRecord(r.Context())
	if err != nil {
		writeError(w, err)
		return
	}
	addr := s.quotas.ClientAddress(r)
	a, err := s.reviews.start(id, rec, func() error { return s.quotas.Take(addr, limits.Hints) }, s.reviewShareFull)
	writeReviewOr(w, r, a, err)
}

// reviewShareFull refuses a review when the hint share of the bot
// workers is full, or a review per core is computed already: retry in
// a second.
func (s tableRoutes) reviewShareFull() error {
	return s.quotas.Refuse(limits.ReviewShare, time.Second,
		"too many reviews are being computed on this server at once (limit %q): the tables' bots come first", limits.ReviewShare)
}

// writeReviewOr answers a review, or err.
func writeReviewOr(w http.ResponseWriter, r *http.Request, a any, err error) {
	if err != nil {
		writeError(w, err)
		return
	}
	writeReview(w, r, a)
}

// writeReview answers a review by its status: a stored one as browsers
// keep it (it never changes), the others as they are now.
func writeReview(w http.ResponseWriter, r *http.Request, a any) {
	switch a.(type) {
	case wire.ReviewDone:
		writeRevalidated(w, r, a)
	case wire.ReviewFailure:
		writeJSON(w, http.StatusInternalServerError, a)
	default:
		writeJSON(w, http.StatusAccepted, a)
	}
}
