package server

import (
	"net/http"

	"caribe/engine"
	"caribe/server/accounts"
	"caribe/server/ratings"
	"caribe/server/refusal"
	"caribe/server/table"
)

// ratingRoutes serve the ladders, the profiles and a table's ratings
// (docs/api.md, "Ratings"), read by package ratings.
type ratingRoutes struct {
	games   map[string]engine.Game
	ladders *ratings.Ladders
}

func (rr ratingRoutes) handleLadder(w http.ResponseWriter, r *http.Request) {
	game := r.PathValue("game")
	if _, ok := rr.games[game]; !ok {
		writeError(w, refusal.New(http.StatusNotFound, "no game %q here", game))
		return
	}
	limit, err := ratings.LadderLimit(r.URL.Query().Get("limit"))
	if err != nil {
		writeError(w, err)
		return
	}
	out, err := rr.ladders.Ladder(r.Context(), game, limit)
	writeOK(w, out, err)
}

func (rr ratingRoutes) handleProfile(w http.ResponseWriter, r *http.Request) {
	profile, err := rr.ladders.Profile(r.Context(), r.PathValue("nick"))
	writeOK(w, profile, err)
}

func (rr ratingRoutes) handleTableRatings(w http.ResponseWriter, r *http.Request, t *table.Table) {
	rec := t.Record()
	out, err := rr.ladders.TableRatings(r.Context(), rec.ID, rec.Rated, rec.Seats)
	writeOK(w, out, err)
}

// noteAddress notes, for a rated table, the client address the signed-in
// account of r took or played its seat from (ratings.Recorder.NoteAddress).
func (s *Server) noteAddress(r *http.Request, id string, rated bool) {
	a, ok := accounts.FromContext(r.Context())
	if !rated || !ok {
		return
	}
	s.rated.NoteAddress(r.Context(), id, a.ID, s.quotas.ClientAddress(r))
}
