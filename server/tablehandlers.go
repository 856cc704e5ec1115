package server

import (
	"net/http"
	"strconv"

	"caribe/server/refusal"
	"caribe/server/table"
	"caribe/server/wire"
)

// MaxMovesPage bounds a page of GET /api/tables/{id}/moves, and is the
// page's size when no limit is asked for.
const MaxMovesPage = 5000

// handleMoves answers a page of the moves played at a table after a
// version (?since=N, 0 when absent), at most ?limit=N of them, each with
// who played it and its public events.
func (s *Server) handleMoves(w http.ResponseWriter, r *http.Request, t *table.Table) {
	since, ok := queryInt(w, r, "since", 0, 0, -1, "give a version, 0 or more")
	if !ok {
		return
	}
	limit, ok := queryInt(w, r, "limit", MaxMovesPage, 1, MaxMovesPage, "give a number of moves from 1 to "+strconv.Itoa(MaxMovesPage))
	if !ok {
		return
	}
	page, err := t.Moves(r.Context(), since, limit)
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, page)
}

// queryInt reads an integer query parameter from lo to hi (hi < 0: no
// bound), def when absent, answering the error itself when it is not.
func queryInt(w http.ResponseWriter, r *http.Request, name string, def, lo, hi int, want string) (int, bool) {
	q := r.URL.Query().Get(name)
	if q == "" {
		return def, true
	}
	n, err := strconv.Atoi(q)
	if err != nil || n < lo || hi >= 0 && n > hi {
		writeError(w, refusal.New(http.StatusBadRequest, "%s %q: %s", name, q, want))
		return 0, false
	}
	return n, true
}

func (s *Server) handleReplay(w http.ResponseWriter, r *http.Request, t *table.Table) {
	replay, err := t.Replay(r.Context())
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, replay)
}

func (s *Server) handleFrame(w http.ResponseWriter, r *http.Request, t *table.Table) {
	f, err := t.Frame(r.PathValue("n"), s.replays)
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, f)
}

func (s *Server) handleUndo(w http.ResponseWriter, r *http.Request, t *table.Table) {
	var req wire.UndoRequest
	seat, ok := s.seatAction(w, r, t, &req)
	if !ok {
		return
	}
	v, err := t.Undo(r.Context(), seat, req.Version)
	if err != nil {
		writeErrorAt(w, err, v)
		return
	}
	writeJSON(w, http.StatusOK, wire.Moved{Version: v})
}

func (s *Server) handleHint(w http.ResponseWriter, r *http.Request, t *table.Table) {
	var req wire.HintRequest
	seat, ok := s.seatAction(w, r, t, &req)
	if !ok {
		return
	}
	addr := s.quotas.clientAddress(r)
	h, err := t.Hint(r.Context(), seat, req.Version, table.HintLimits{
		Take:      func() error { return s.quotas.take(addr, limitHints) },
		ShareFull: s.hintShareFull,
	})
	if err != nil {
		writeErrorAt(w, err, t.Version())
		return
	}
	writeJSON(w, http.StatusOK, h)
}

// hintShareFull refuses a hint when the hint share of the bot workers is
// full (or they are all kept busy by the tables' bots): retry once a
// decision has had its time.
func (s *Server) hintShareFull() error {
	return s.quotas.refuse(limitHintShare, s.bots.Decision(),
		"too many hints are being thought of on this server at once (limit %q): the tables' bots come first", limitHintShare)
}

func (s *Server) handleVote(w http.ResponseWriter, r *http.Request, t *table.Table) {
	seat, ok := seatParam(w, r)
	if !ok {
		return
	}
	if !s.takeJoin(w, r) {
		return
	}
	info, err := t.Vote(r.Context(), bearer(r), seat)
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, info)
}

func (s *Server) handleResume(w http.ResponseWriter, r *http.Request, t *table.Table) {
	seat, ok := seatParam(w, r)
	if !ok {
		return
	}
	_, account, ok := s.mustSignIn(w, r)
	if !ok || !s.takeJoin(w, r) {
		return
	}
	r = r.WithContext(withAccount(r.Context(), account))
	joined, err := t.Resume(r.Context(), seat, account)
	if err != nil {
		writeError(w, err)
		return
	}
	s.noteAddress(r, joined.Table.ID, joined.Table.Rated)
	writeJSON(w, http.StatusOK, joined)
}

// handleRematch counts a rematch as a join: a finished table makes one
// rematch however many ask.
func (s *Server) handleRematch(w http.ResponseWriter, r *http.Request, t *table.Table) {
	r, ok := s.signedIn(w, r)
	if !ok {
		return
	}
	if !s.takeJoin(w, r) {
		return
	}
	joined, err := t.Rematch(r.Context(), bearer(r), s.tables.Use)
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, joined)
}
