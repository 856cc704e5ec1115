package server

import (
	"net/http"

	"caribe/server/ratings"
	"caribe/server/refusal"
	"caribe/store"
)

// The ratings' routes (docs/api.md, "Ratings") and the server's calls into
// package ratings: the ladders, profiles and a table's ratings are read
// there; the address of a rated seat is noted there.

func (s *Server) handleLadder(w http.ResponseWriter, r *http.Request) {
	game := r.PathValue("game")
	if _, ok := s.games[game]; !ok {
		writeError(w, refusal.New(http.StatusNotFound, "no game %q here", game))
		return
	}
	limit, err := ratings.LadderLimit(r.URL.Query().Get("limit"))
	if err != nil {
		writeError(w, err)
		return
	}
	out, err := s.ladders.Ladder(r.Context(), game, limit)
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, out)
}

func (s *Server) handleProfile(w http.ResponseWriter, r *http.Request) {
	profile, err := s.ladders.Profile(r.Context(), r.PathValue("nick"))
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, profile)
}

func (s *Server) handleTableRatings(w http.ResponseWriter, r *http.Request, t *table) {
	t.mu.Lock()
	id, rated, seats := t.rec.ID, t.rec.Rated, append([]store.Seat(nil), t.rec.Seats...)
	t.mu.Unlock()
	out, err := s.ladders.TableRatings(r.Context(), id, rated, seats)
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, out)
}

// noteAddress notes, for a rated table, the client address the signed-in
// account of r took or played its seat from (ratings.Recorder.NoteAddress).
func (s *Server) noteAddress(r *http.Request, table string, rated bool) {
	a, ok := accountOf(r.Context())
	if !rated || !ok {
		return
	}
	s.rated.NoteAddress(r.Context(), table, a.ID, s.quotas.clientAddress(r))
}
