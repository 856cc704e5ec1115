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
	"caribe/server/wire"
	"caribe/store"
)

// MaxRequest bounds a request body and a WebSocket message, in bytes.
const MaxRequest = 64 << 10

// Handler serves the HTTP and WebSocket API (docs/api.md) and /metrics.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /api/games", s.handleGames)
	mux.HandleFunc("GET /api/tables", s.handleList)
	mux.HandleFunc("POST /api/tables", s.handleCreate)
	mux.HandleFunc("GET /api/tables/{id}", s.withTable(s.handleTable))
	mux.HandleFunc("POST /api/tables/{id}/seats/{seat}", s.withTable(s.handleJoin))
	mux.HandleFunc("POST /api/tables/{id}/seats/{seat}/bot", s.withTable(s.handleBot))
	mux.HandleFunc("POST /api/tables/{id}/leave", s.withTable(s.handleLeave))
	mux.HandleFunc("GET /api/tables/{id}/view", s.withTable(s.handleView))
	mux.HandleFunc("POST /api/tables/{id}/moves", s.withTable(s.handleMove))
	mux.HandleFunc("GET /api/tables/{id}/moves", s.withTable(s.handleMoves))
	mux.HandleFunc("GET /api/tables/{id}/replay", s.withTable(s.handleReplay))
	mux.HandleFunc("GET /api/tables/{id}/replay/{n}", s.withTable(s.handleFrame))
	mux.HandleFunc("GET /api/tables/{id}/ws", s.withTable(s.handleWS))
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) { writeJSON(w, http.StatusOK, map[string]bool{"ok": true}) })
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
			writeError(sw, refuse(http.StatusForbidden, "cross-origin requests are refused: %s", why))
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

// withTable finds the table the path names.
func (s *Server) withTable(h func(http.ResponseWriter, *http.Request, *table)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		t, ok := s.table(r.PathValue("id"))
		if !ok {
			writeError(w, refuse(http.StatusNotFound, "no table %q", r.PathValue("id")))
			return
		}
		h(w, r, t)
	}
}

func (s *Server) handleGames(w http.ResponseWriter, r *http.Request) {
	out := []wire.GameInfo{}
	for _, g := range s.cfg.Games {
		lo, hi := g.PlayerRange()
		out = append(out, wire.GameInfo{
			Name: g.Name(), Title: g.Title(), MinPlayers: lo, MaxPlayers: hi,
			Levels: s.levelsOf(g.Name()), Options: append([]engine.OptionDecl{}, g.Options()...),
		})
	}
	writeJSON(w, http.StatusOK, out)
}

func (s *Server) handleList(w http.ResponseWriter, r *http.Request) {
	statuses := []store.Status{store.Open, store.Running}
	if q := r.URL.Query().Get("status"); q != "" {
		statuses = nil
		for _, part := range strings.Split(q, ",") {
			st := store.Status(strings.TrimSpace(part))
			if st != store.Open && st != store.Running && st != store.Over {
				writeError(w, refuse(http.StatusBadRequest, "status %q: give open, running or over (comma-separated)", part))
				return
			}
			statuses = append(statuses, st)
		}
	}
	writeJSON(w, http.StatusOK, s.list(statuses))
}

func (s *Server) handleCreate(w http.ResponseWriter, r *http.Request) {
	var req wire.CreateRequest
	if !readJSON(w, r, &req) {
		return
	}
	created, err := s.create(r.Context(), req)
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusCreated, created)
}

func (s *Server) handleTable(w http.ResponseWriter, r *http.Request, t *table) {
	t.mu.Lock()
	info := t.info()
	t.mu.Unlock()
	writeJSON(w, http.StatusOK, info)
}

func (s *Server) handleJoin(w http.ResponseWriter, r *http.Request, t *table) {
	seat, ok := seatParam(w, r)
	if !ok {
		return
	}
	var req wire.NickRequest
	if !readJSON(w, r, &req) {
		return
	}
	joined, err := s.joinSeat(r.Context(), t, seat, req.Nick)
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, joined)
}

func (s *Server) handleBot(w http.ResponseWriter, r *http.Request, t *table) {
	seat, ok := seatParam(w, r)
	if !ok {
		return
	}
	var req wire.BotRequest
	if !readJSON(w, r, &req) {
		return
	}
	info, err := s.giveToBot(r.Context(), t, bearer(r), seat, req.Bot)
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, info)
}

func (s *Server) handleLeave(w http.ResponseWriter, r *http.Request, t *table) {
	info, err := s.leaveSeat(r.Context(), t, bearer(r))
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, info)
}

func (s *Server) handleView(w http.ResponseWriter, r *http.Request, t *table) {
	t.mu.Lock()
	defer t.mu.Unlock()
	seat := -1
	if token := bearer(r); token != "" {
		var ok bool
		if seat, ok = t.seatOf(token); !ok {
			writeError(w, errNoSeat(token))
			return
		}
	}
	writeJSON(w, http.StatusOK, wire.ViewResponse{
		Seat: seat, Version: t.version(), Actor: t.sess.Actor(), View: t.viewJSON(seat), Legal: t.legalFor(seat), Result: t.result(),
	})
}

func (s *Server) handleMove(w http.ResponseWriter, r *http.Request, t *table) {
	var req wire.MoveRequest
	if !readJSON(w, r, &req) {
		return
	}
	t.mu.Lock()
	seat, ok := t.seatOf(bearer(r))
	t.mu.Unlock()
	if !ok {
		writeError(w, errNoSeat(bearer(r)))
		return
	}
	if len(req.Move) == 0 {
		writeError(w, refuse(http.StatusBadRequest, "no move given"))
		return
	}
	v, err := s.play(r.Context(), t, seat, req.Version, req.Move)
	if err != nil {
		writeErrorAt(w, err, v)
		return
	}
	writeJSON(w, http.StatusOK, wire.Moved{Version: v})
}

func (s *Server) handleMoves(w http.ResponseWriter, r *http.Request, t *table) {
	since := 0
	if q := r.URL.Query().Get("since"); q != "" {
		n, err := strconv.Atoi(q)
		if err != nil || n < 0 {
			writeError(w, refuse(http.StatusBadRequest, "since %q: give a version, 0 or more", q))
			return
		}
		since = n
	}
	t.mu.Lock()
	v := t.version()
	moves := append([]json.RawMessage{}, t.moves[min(since, v):]...)
	t.mu.Unlock()
	writeJSON(w, http.StatusOK, wire.Moves{Version: v, Since: min(since, v), Moves: moves})
}

func seatParam(w http.ResponseWriter, r *http.Request) (int, bool) {
	seat, err := strconv.Atoi(r.PathValue("seat"))
	if err != nil {
		writeError(w, refuse(http.StatusBadRequest, "seat %q is not a number", r.PathValue("seat")))
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

// readJSON decodes a request body strictly, answering the error itself.
func readJSON(w http.ResponseWriter, r *http.Request, v any) bool {
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	err := dec.Decode(v)
	if err == nil && dec.More() {
		err = errors.New("more than one JSON value")
	}
	if err == nil {
		if _, e := io.Copy(io.Discard, r.Body); e != nil {
			err = e
		}
	}
	var tooBig *http.MaxBytesError
	switch {
	case err == nil:
		return true
	case errors.As(err, &tooBig):
		writeError(w, refuse(http.StatusRequestEntityTooLarge, "request body over %d bytes", MaxRequest))
	case errors.Is(err, io.EOF):
		writeError(w, refuse(http.StatusBadRequest, "empty request body: a JSON object is expected"))
	default:
		writeError(w, refuse(http.StatusBadRequest, "malformed JSON: %v", err))
	}
	return false
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(code)
	json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, err error) {
	writeJSON(w, statusOf(err), wire.ErrorResponse{Error: err.Error()})
}

func writeErrorAt(w http.ResponseWriter, err error, version int) {
	writeJSON(w, statusOf(err), wire.ErrorResponse{Error: err.Error(), Version: &version})
}
