package server

import (
	"net/http"
	"strconv"

	"caribe/server/limits"
	"caribe/server/refusal"
	"caribe/server/table"
	"caribe/server/wire"
)

// errNoMove refuses a move request or message without its move.
var errNoMove = refusal.New(http.StatusBadRequest, "move: missing; give the move to play")

// seatAction starts a seat's request that counts as a move (an undo, a
// hint): it reads the body into req, finds the seat whose token r bears
// and takes one move of the client address's limit. On a refusal it
// writes the error and reports false.
func (s tableRoutes) seatAction(w http.ResponseWriter, r *http.Request, t *table.Table, req any) (int, bool) {
	if !readJSON(w, r, req) {
		return 0, false
	}
	seat, ok := seatOfRequest(w, r, t)
	if !ok {
		return 0, false
	}
	if err := s.quotas.Take(s.quotas.ClientAddress(r), limits.Moves); err != nil {
		writeErrorAt(w, err, t.Version())
		return 0, false
	}
	return seat, true
}

// seatOfRequest is the seat whose token r bears; when it bears none of
// this table's, it writes the error and reports false.
func seatOfRequest(w http.ResponseWriter, r *http.Request, t *table.Table) (int, bool) {
	seat, err := t.SeatOf(bearer(r))
	if err != nil {
		writeError(w, err)
		return 0, false
	}
	return seat, true
}

func (s tableRoutes) handleMove(w http.ResponseWriter, r *http.Request, t *table.Table) {
	var req wire.MoveRequest
	if !readJSON(w, r, &req) {
		return
	}
	seat, ok := seatOfRequest(w, r, t)
	if !ok {
		return
	}
	if len(req.Move) == 0 {
		writeErrorAt(w, errNoMove, t.Version())
		return
	}
	if err := s.quotas.Take(s.quotas.ClientAddress(r), limits.Moves); err != nil {
		writeErrorAt(w, err, t.Version())
		return
	}
	v, err := t.Play(r.Context(), seat, req.Version, req.Move)
	if err != nil {
		writeErrorAt(w, spokenTo(langOf(r), err), v)
		return
	}
	writeJSON(w, http.StatusOK, wire.Moved{Version: v})
}

// MaxMovesPage bounds a page of GET /api/tables/{id}/moves, and is the
// page's size when no limit is asked for.
const MaxMovesPage = 5000

// handleMoves answers a page of the moves played at a table after a
// version (?since=N, 0 when absent), at most ?limit=N of them, each with
// who played it and its public events.
func (s tableRoutes) handleMoves(w http.ResponseWriter, r *http.Request, t *table.Table) {
	since, ok := queryInt(w, r, "since", 0, 0, -1, "give a version, 0 or more")
	if !ok {
		return
	}
	limit, ok := queryInt(w, r, "limit", MaxMovesPage, 1, MaxMovesPage, "give a number of moves from 1 to "+strconv.Itoa(MaxMovesPage))
	if !ok {
		return
	}
	page, err := t.Moves(r.Context(), since, limit)
	writeOK(w, page, err)
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

func (s tableRoutes) handleReplay(w http.ResponseWriter, r *http.Request, t *table.Table) {
	replay, err := t.Replay(r.Context())
	writeOK(w, replay, err)
}

func (s tableRoutes) handleFrame(w http.ResponseWriter, r *http.Request, t *table.Table) {
	f, err := t.Frame(r.PathValue("n"), s.replays)
	if err != nil {
		writeError(w, err)
		return
	}
	writeEncoded(w, http.StatusOK, f)
}

func (s tableRoutes) handleUndo(w http.ResponseWriter, r *http.Request, t *table.Table) {
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

func (s tableRoutes) handleHint(w http.ResponseWriter, r *http.Request, t *table.Table) {
	var req wire.HintRequest
	seat, ok := s.seatAction(w, r, t, &req)
	if !ok {
		return
	}
	addr := s.quotas.ClientAddress(r)
	h, err := t.Hint(r.Context(), seat, req.Version, table.HintLimits{
		Take:      func() error { return s.quotas.Take(addr, limits.Hints) },
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
func (s tableRoutes) hintShareFull() error {
	return s.quotas.Refuse(limits.HintShare, s.bots.Decision(),
		"too many hints are being thought of on this server at once (limit %q): the tables' bots come first", limits.HintShare)
}
