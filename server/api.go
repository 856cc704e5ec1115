package server

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/prometheus/client_golang/prometheus/promhttp"

	"caribe/engine"
	"caribe/server/refusal"
	"caribe/server/wire"
	"caribe/store"
)

// MaxRequest bounds a request body and a WebSocket message, in bytes.
const MaxRequest = 64 << 10

// Handler serves the HTTP and WebSocket API (docs/api.md) and /metrics.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	tr := tableRoutes{s}
	mux.HandleFunc("GET /api/games", s.handleGames)
	mux.HandleFunc("GET /api/tables", s.handleList)
	mux.HandleFunc("POST /api/tables", s.handleCreate)
	mux.HandleFunc("GET /api/tables/{id}", tr.withTable(tr.handleTable))
	mux.HandleFunc("POST /api/tables/{id}/seats/{seat}", tr.withTable(tr.handleJoin))
	mux.HandleFunc("POST /api/tables/{id}/seats/{seat}/bot", tr.withTable(tr.handleBot))
	mux.HandleFunc("POST /api/tables/{id}/seats/{seat}/invite", tr.withTable(tr.handleInvite))
	mux.HandleFunc("POST /api/tables/{id}/seats/{seat}/vote", tr.withTable(tr.handleVote))
	mux.HandleFunc("POST /api/tables/{id}/seats/{seat}/resume", tr.withTable(tr.handleResume))
	mux.HandleFunc("GET /api/tables/{id}/ratings", tr.withTable(s.handleTableRatings))
	mux.HandleFunc("GET /api/ladder/{game}", s.handleLadder)
	mux.HandleFunc("GET /api/players/{nick}", s.handleProfile)
	mux.HandleFunc("POST /api/tables/{id}/rematch", tr.withTable(tr.handleRematch))
	mux.HandleFunc("POST /api/tables/{id}/hint", tr.withTable(tr.handleHint))
	mux.HandleFunc("POST /api/tables/{id}/leave", tr.withTable(tr.handleLeave))
	mux.HandleFunc("GET /api/tables/{id}/view", tr.withTable(tr.handleView))
	mux.HandleFunc("POST /api/tables/{id}/moves", tr.withTable(tr.handleMove))
	mux.HandleFunc("GET /api/tables/{id}/moves", tr.withTable(tr.handleMoves))
	mux.HandleFunc("POST /api/tables/{id}/undo", tr.withTable(tr.handleUndo))
	mux.HandleFunc("GET /api/tables/{id}/replay", tr.withTable(tr.handleReplay))
	mux.HandleFunc("GET /api/tables/{id}/replay/{n}", tr.withTable(tr.handleFrame))
	mux.HandleFunc("GET /api/tables/{id}/ws", tr.withTable(tr.handleWS))
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
	q, err := s.lobby.ParseList(r.URL.Query())
	if err != nil {
		writeError(w, err)
		return
	}
	list, err := s.lobby.List(r.Context(), q)
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
	created, err := s.lobby.Create(r.Context(), req, given.Players != nil)
	if err != nil {
		done("", false)
		writeError(w, err)
		return
	}
	done(created.Table.ID, created.Table.Status == wire.Status(store.Open))
	s.noteAddress(r, created.Table.ID, created.Table.Rated && created.Joined != nil)
	writeJSON(w, http.StatusCreated, created)
}
