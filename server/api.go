package server

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/prometheus/client_golang/prometheus/promhttp"

	"caribe/engine"
	"caribe/server/refusal"
	"caribe/server/table"
	"caribe/server/wire"
	"caribe/store"
)

// MaxRequest bounds a request body and a WebSocket message, in bytes.
const MaxRequest = 64 << 10

// errNoMove refuses a move request or message without its move.
var errNoMove = refusal.New(http.StatusBadRequest, "move: missing; give the move to play")

// Handler serves the HTTP and WebSocket API (docs/api.md) and /metrics.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /api/games", s.handleGames)
	mux.HandleFunc("GET /api/tables", s.handleList)
	mux.HandleFunc("POST /api/tables", s.handleCreate)
	mux.HandleFunc("GET /api/tables/{id}", s.withTable(s.handleTable))
	mux.HandleFunc("POST /api/tables/{id}/seats/{seat}", s.withTable(s.handleJoin))
	mux.HandleFunc("POST /api/tables/{id}/seats/{seat}/bot", s.withTable(s.handleBot))
	mux.HandleFunc("POST /api/tables/{id}/seats/{seat}/invite", s.withTable(s.handleInvite))
	mux.HandleFunc("POST /api/tables/{id}/seats/{seat}/vote", s.withTable(s.handleVote))
	mux.HandleFunc("POST /api/tables/{id}/seats/{seat}/resume", s.withTable(s.handleResume))
	mux.HandleFunc("GET /api/tables/{id}/ratings", s.withTable(s.handleTableRatings))
	mux.HandleFunc("GET /api/ladder/{game}", s.handleLadder)
	mux.HandleFunc("GET /api/players/{nick}", s.handleProfile)
	mux.HandleFunc("POST /api/tables/{id}/rematch", s.withTable(s.handleRematch))
	mux.HandleFunc("POST /api/tables/{id}/hint", s.withTable(s.handleHint))
	mux.HandleFunc("POST /api/tables/{id}/leave", s.withTable(s.handleLeave))
	mux.HandleFunc("GET /api/tables/{id}/view", s.withTable(s.handleView))
	mux.HandleFunc("POST /api/tables/{id}/moves", s.withTable(s.handleMove))
	mux.HandleFunc("GET /api/tables/{id}/moves", s.withTable(s.handleMoves))
	mux.HandleFunc("POST /api/tables/{id}/undo", s.withTable(s.handleUndo))
	mux.HandleFunc("GET /api/tables/{id}/replay", s.withTable(s.handleReplay))
	mux.HandleFunc("GET /api/tables/{id}/replay/{n}", s.withTable(s.handleFrame))
	mux.HandleFunc("GET /api/tables/{id}/ws", s.withTable(s.handleWS))
	mux.HandleFunc("POST /api/accounts/register/begin", s.handleRegisterBegin)
	mux.HandleFunc("POST /api/accounts/register/finish", s.handleRegisterFinish)
	mux.HandleFunc("POST /api/accounts/login/begin", s.handleLoginBegin)
	mux.HandleFunc("POST /api/accounts/login/finish", s.handleLoginFinish)
	mux.HandleFunc("POST /api/accounts/passkeys/begin", s.handlePasskeyBegin)
	mux.HandleFunc("POST /api/accounts/passkeys/finish", s.handlePasskeyFinish)
	mux.HandleFunc("POST /api/accounts/logout", s.handleLogout)
	mux.HandleFunc("POST /api/accounts/logout-all", s.handleLogoutAll)
	mux.HandleFunc("GET /api/accounts/me", s.handleMe)
	mux.HandleFunc("GET /api/accounts/me/tables", s.handleMyTables)
	mux.HandleFunc("POST /api/accounts/claim", s.handleClaim)
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) { writeJSON(w, http.StatusOK, map[string]bool{"ok": true}) })
	mux.HandleFunc("GET /readyz", s.handleReady)
	mux.Handle("GET /metrics", promhttp.HandlerFor(s.cfg.Registry, promhttp.HandlerOpts{}))
	if s.cfg.Static != nil {
		mux.Handle("GET /", staticFiles(s.cfg.Static))
	}
	return s.guard(mux)
}

// guard refuses cross-origin requests, bounds request bodies and counts
// the answers.
func (s *Server) guard(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		sw := &statusWriter{ResponseWriter: w, code: http.StatusOK}
		defer func() { s.metrics.requests.WithLabelValues(strconv.Itoa(sw.code)).Inc() }()
		if why := crossOrigin(r); why != "" {
			s.log.Warn("cross-origin request refused", "path", r.URL.Path, "origin", r.Header.Get("Origin"))
			writeError(sw, refusal.New(http.StatusForbidden, "cross-origin requests are refused: %s", why))
			return
		}
		r.Body = http.MaxBytesReader(sw, r.Body, MaxRequest)
		next.ServeHTTP(sw, r)
	})
}

// crossOrigin says why a request comes from another site, or "" if it
// does not.
func crossOrigin(r *http.Request) string {
	if r.Method == http.MethodOptions {
		return "preflight requests are not answered"
	}
	if origin := r.Header.Get("Origin"); origin != "" && origin != "null" {
		u, err := url.Parse(origin)
		if err != nil || u.Host == "" {
			return fmt.Sprintf("origin %q is malformed", origin)
		}
		if !strings.EqualFold(u.Host, r.Host) {
			return fmt.Sprintf("origin %s is not %s", origin, r.Host)
		}
		return ""
	}
	if r.Header.Get("Sec-Fetch-Site") == "cross-site" {
		return "the browser says the request is cross-site"
	}
	return ""
}

// statusWriter remembers the status code written.
type statusWriter struct {
	http.ResponseWriter
	code int
}

func (w *statusWriter) WriteHeader(code int) {
	w.code = code
	w.ResponseWriter.WriteHeader(code)
}

// Unwrap lets http.ResponseController and the WebSocket upgrade reach the
// connection.
func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// withTable finds the table the path names, loading it if it is not in
// memory, and keeps it there while h runs (a WebSocket's whole life).
func (s *Server) withTable(h func(http.ResponseWriter, *http.Request, *table.Table)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		t, done, err := s.tables.Use(r.Context(), r.PathValue("id"))
		if err != nil {
			writeError(w, err)
			return
		}
		defer done()
		h(w, r, t)
	}
}

func (s *Server) handleGames(w http.ResponseWriter, r *http.Request) {
	out := []wire.GameInfo{}
	for _, g := range s.cfg.Games {
		lo, hi := g.PlayerRange()
		levels := s.bots.LevelsOf(g.Name())
		ratings, err := s.levelRatings(r.Context(), g.Name(), levels)
		if err != nil {
			// The games are offered all the same: only the levels'
			// ratings are missing.
			s.log.Warn("bot levels' ratings not read", "game", g.Name(), "err", err)
		}
		out = append(out, wire.GameInfo{
			Name: g.Name(), Title: g.Title(), MinPlayers: lo, MaxPlayers: hi,
			Levels: levels, LevelRatings: ratings, Options: append([]engine.OptionDecl{}, g.Options()...),
		})
	}
	writeJSON(w, http.StatusOK, out)
}

func (s *Server) handleList(w http.ResponseWriter, r *http.Request) {
	q, err := s.parseList(r.URL.Query())
	if err != nil {
		writeError(w, err)
		return
	}
	list, err := s.list(r.Context(), q)
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, list)
}

func (s *Server) handleCreate(w http.ResponseWriter, r *http.Request) {
	var req wire.CreateRequest
	body, ok := readJSONBody(w, r, &req)
	if !ok {
		return
	}
	// A players of 0 given outright is refused, not taken for "left out".
	var given struct {
		Players *int `json:"players"`
	}
	json.Unmarshal(body, &given)
	r, ok = s.signedIn(w, r)
	if !ok {
		return
	}
	done, err := s.quotas.createTable(s.quotas.clientAddress(r))
	if err != nil {
		writeError(w, err)
		return
	}
	created, err := s.create(r.Context(), req, given.Players != nil)
	if err != nil {
		done("", false)
		writeError(w, err)
		return
	}
	done(created.Table.ID, created.Table.Status == wire.Status(store.Open))
	s.noteAddress(r, created.Table.ID, created.Table.Rated && created.Joined != nil)
	writeJSON(w, http.StatusCreated, created)
}

func (s *Server) handleTable(w http.ResponseWriter, r *http.Request, t *table.Table) {
	writeJSON(w, http.StatusOK, t.Info())
}

func (s *Server) handleJoin(w http.ResponseWriter, r *http.Request, t *table.Table) {
	seat, ok := seatParam(w, r)
	if !ok {
		return
	}
	var req wire.NickRequest
	if !readJSON(w, r, &req) {
		return
	}
	r, ok = s.signedIn(w, r)
	if !ok {
		return
	}
	if !s.takeJoin(w, r) {
		return
	}
	if token := bearer(r); token != "" {
		req.Tokens = append(req.Tokens, token)
	}
	joined, err := t.Join(r.Context(), seat, req.Nick, req.Tokens)
	if err != nil {
		writeError(w, err)
		return
	}
	s.noteAddress(r, joined.Table.ID, joined.Table.Rated)
	writeJSON(w, http.StatusOK, joined)
}

func (s *Server) handleBot(w http.ResponseWriter, r *http.Request, t *table.Table) {
	seat, ok := seatParam(w, r)
	if !ok {
		return
	}
	var req wire.BotRequest
	if !readJSON(w, r, &req) {
		return
	}
	if !s.takeJoin(w, r) {
		return
	}
	info, err := t.GiveToBot(r.Context(), bearer(r), seat, req.Bot)
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, info)
}

func (s *Server) handleInvite(w http.ResponseWriter, r *http.Request, t *table.Table) {
	seat, ok := seatParam(w, r)
	if !ok {
		return
	}
	if !s.takeJoin(w, r) {
		return
	}
	invited, err := t.Invite(r.Context(), bearer(r), seat)
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, invited)
}

func (s *Server) handleLeave(w http.ResponseWriter, r *http.Request, t *table.Table) {
	info, err := t.Leave(r.Context(), bearer(r))
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, info)
}

func (s *Server) handleView(w http.ResponseWriter, r *http.Request, t *table.Table) {
	view, err := t.View(bearer(r))
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, view)
}

// seatAction starts a seat's request that counts as a move (an undo, a
// hint): it reads the body into req, finds the seat whose token r bears
// and takes one move of the client address's limit. On a refusal it
// writes the error and reports false.
func (s *Server) seatAction(w http.ResponseWriter, r *http.Request, t *table.Table, req any) (int, bool) {
	if !readJSON(w, r, req) {
		return 0, false
	}
	seat, ok := seatOfRequest(w, r, t)
	if !ok {
		return 0, false
	}
	if err := s.quotas.take(s.quotas.clientAddress(r), limitMoves); err != nil {
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

func (s *Server) handleMove(w http.ResponseWriter, r *http.Request, t *table.Table) {
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
	if err := s.quotas.take(s.quotas.clientAddress(r), limitMoves); err != nil {
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

// takeJoin takes one of the client address's joins; on a refusal it
// writes the error and reports false.
func (s *Server) takeJoin(w http.ResponseWriter, r *http.Request) bool {
	if err := s.quotas.take(s.quotas.clientAddress(r), limitJoin); err != nil {
		writeError(w, err)
		return false
	}
	return true
}

func seatParam(w http.ResponseWriter, r *http.Request) (int, bool) {
	seat, err := strconv.Atoi(r.PathValue("seat"))
	if err != nil {
		writeError(w, refusal.New(http.StatusBadRequest, "seat %q is not a number", r.PathValue("seat")))
		return 0, false
	}
	return seat, true
}

// bearer is the token of an "Authorization: Bearer TOKEN" header.
func bearer(r *http.Request) string {
	h := r.Header.Get("Authorization")
	if len(h) > 7 && strings.EqualFold(h[:7], "bearer ") {
		return strings.TrimSpace(h[7:])
	}
	return ""
}

// readJSON decodes a request body strictly (decodeStrict), answering the
// error itself.
func readJSON(w http.ResponseWriter, r *http.Request, v any) bool {
	_, ok := readJSONBody(w, r, v)
	return ok
}

// readJSONBody is readJSON that also returns the body read.
func readJSONBody(w http.ResponseWriter, r *http.Request, v any) ([]byte, bool) {
	body, err := io.ReadAll(r.Body)
	if err == nil {
		err = decodeStrict(body, v)
	}
	var tooBig *http.MaxBytesError
	switch {
	case err == nil:
		return body, true
	case errors.As(err, &tooBig):
		writeError(w, refusal.New(http.StatusRequestEntityTooLarge, "request body over %d bytes", MaxRequest))
	case errors.Is(err, io.EOF):
		writeError(w, refusal.New(http.StatusBadRequest, "empty request body: a JSON object is expected"))
	default:
		writeError(w, refusal.New(http.StatusBadRequest, "malformed JSON: %v", err))
	}
	return nil, false
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(code)
	json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, err error) {
	writeJSON(w, refusal.StatusOf(err), errorResponse(w, err))
}

func writeErrorAt(w http.ResponseWriter, err error, version int) {
	e := errorResponse(w, err)
	e.Version = &version
	writeJSON(w, refusal.StatusOf(err), e)
}

// errorResponse is an error's body; a refusal by a limit names it and sets
// the Retry-After header.
func errorResponse(w http.ResponseWriter, err error) wire.ErrorResponse {
	e := wire.ErrorResponse{Error: said(err)}
	var limited *limitError
	if errors.As(err, &limited) {
		e.Limit, e.RetryAfter = limited.limit, limited.retryAfter()
		w.Header().Set("Retry-After", strconv.Itoa(e.RetryAfter))
	}
	return e
}
