package server

import (
	"net/http"
	"time"

	"caribe/engine"
	"caribe/server/limits"
	"caribe/server/refusal"
	"caribe/server/table"
	"caribe/server/wire"
	"caribe/store"
)

// reviewRoutes answer a finished table's review (docs/api.md,
// "Reviews"): stored, under way, failed, or started by the ask.
type reviewRoutes struct{ s *Server }

func (rr reviewRoutes) handleReview(w http.ResponseWriter, r *http.Request, t *table.Table) {
	s := rr.s
	if s.cfg.Reviewer == nil {
		writeError(w, refusal.New(http.StatusConflict, "this server reviews no games"))
		return
	}
	tab := t.Record()
	if err := ended(tab.Status); err != nil {
		writeError(w, err)
		return
	}
	if a, ok := s.reviews.under(tab.ID); ok {
		writeReview(w, r, a)
		return
	}
	if a, ok, err := s.reviews.stored(r.Context(), tab.ID); err != nil || ok {
		writeReviewOr(w, r, a, err)
		return
	}
	_, moves, err := s.cfg.Store.Table(r.Context(), tab.ID)
	if err != nil {
		writeError(w, err)
		return
	}
	rec := engine.Record{Game: tab.Game, Players: tab.Players, Options: tab.Options, Seed: tab.Seed, Moves: moves}
	addr := s.quotas.ClientAddress(r)
	a, err := s.reviews.start(tab.ID, rec, func() error { return s.quotas.Take(addr, limits.Hints) }, rr.shareFull)
	writeReviewOr(w, r, a, err)
}

// ended refuses a table whose game is not over, saying why: nobody
// reviews a live game, nor a table that expired before its game began.
func ended(status store.Status) error {
	switch status {
	case store.Over:
		return nil
	case store.Expired:
		return refusal.New(http.StatusConflict, "the table expired before its game began: there is no game to review")
	}
	return refusal.New(http.StatusConflict, "the table has not ended: a game is reviewed once it is over")
}

// shareFull refuses a review when the hint share of the bot workers is
// full, or a review per core is computed already: retry in a second.
func (rr reviewRoutes) shareFull() error {
	return rr.s.quotas.Refuse(limits.ReviewShare, time.Second,
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
