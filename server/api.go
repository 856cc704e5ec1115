package server

import (
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/prometheus/client_golang/prometheus/promhttp"

	"caribe/server/limits"
	"caribe/server/refusal"
)

// MaxRequest bounds a request body and a WebSocket message, in bytes.
const MaxRequest = 64 << 10

// Handler serves the HTTP and WebSocket API (docs/api.md) and /metrics.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	tr, lr := tableRoutes{s}, lobbyRoutes{s}
	mux.HandleFunc("GET /api/games", lr.handleGames)
	learning := lessonRoutes{s}
	mux.HandleFunc("GET /api/games/{game}/lessons", learning.handleLessons)
	mux.HandleFunc("POST /api/games/{game}/lessons/{id}/try", learning.handleTry)
	mux.HandleFunc("GET /api/tables", lr.handleList)
	mux.HandleFunc("POST /api/tables", lr.handleCreate)
	mux.HandleFunc("GET /api/tables/{id}", tr.withTable(tr.handleTable))
	mux.HandleFunc("POST /api/tables/{id}/seats/{seat}", tr.withTable(tr.handleJoin))
	mux.HandleFunc("POST /api/tables/{id}/seats/{seat}/bot", tr.withTable(tr.handleBot))
	mux.HandleFunc("POST /api/tables/{id}/seats/{seat}/invite", tr.withTable(tr.handleInvite))
	mux.HandleFunc("POST /api/tables/{id}/seats/{seat}/vote", tr.withTable(tr.handleVote))
	mux.HandleFunc("POST /api/tables/{id}/seats/{seat}/resume", tr.withTable(tr.handleResume))
	rated := ratingRoutes{games: s.games, ladders: s.ladders}
	mux.HandleFunc("GET /api/tables/{id}/ratings", tr.withTable(rated.handleTableRatings))
	mux.HandleFunc("GET /api/ladder/{game}", rated.handleLadder)
	mux.HandleFunc("GET /api/players/{nick}", rated.handleProfile)
	mux.HandleFunc("POST /api/tables/{id}/rematch", tr.withTable(tr.handleRematch))
	mux.HandleFunc("POST /api/tables/{id}/hint", tr.withTable(tr.handleHint))
	mux.HandleFunc("POST /api/tables/{id}/leave", tr.withTable(tr.handleLeave))
	mux.HandleFunc("GET /api/tables/{id}/view", tr.withTable(tr.handleView))
	mux.HandleFunc("POST /api/tables/{id}/moves", tr.withTable(tr.handleMove))
	mux.HandleFunc("GET /api/tables/{id}/moves", tr.withTable(tr.handleMoves))
	mux.HandleFunc("POST /api/tables/{id}/undo", tr.withTable(tr.handleUndo))
	mux.HandleFunc("GET /api/tables/{id}/replay", tr.withTable(tr.handleReplay))
	mux.HandleFunc("GET /api/tables/{id}/replay/{n}", tr.withTable(tr.handleFrame))
	mux.HandleFunc("GET /api/tables/{id}/review", tr.withTable(tr.handleReview))
	mux.HandleFunc("GET /api/tables/{id}/ws", tr.withTable(tr.handleWS))
	mux.HandleFunc("POST /api/accounts/register/begin", s.accounts.registerBegin)
	mux.HandleFunc("POST /api/accounts/register/finish", s.accounts.registerFinish)
	mux.Handle("POST /api/accounts/login/begin", s.quotas.Guard(limits.Join, http.HandlerFunc(s.accounts.loginBegin)))
	mux.HandleFunc("POST /api/accounts/login/finish", s.accounts.loginFinish)
	mux.HandleFunc("POST /api/accounts/passkeys/begin", s.accounts.passkeyBegin)
	mux.HandleFunc("POST /api/accounts/passkeys/finish", s.accounts.passkeyFinish)
	mux.HandleFunc("POST /api/accounts/logout", s.accounts.logout)
	mux.HandleFunc("POST /api/accounts/logout-all", s.accounts.logoutAll)
	mux.HandleFunc("GET /api/accounts/me", s.accounts.me)
	mux.HandleFunc("GET /api/accounts/me/tables", lr.handleMyTables)
	progress := progressRoutes{s, s.accounts}
	mux.HandleFunc("GET /api/accounts/me/lessons/{game}", progress.handleGet)
	mux.HandleFunc("POST /api/accounts/me/lessons/{game}", progress.handleAdd)
	mux.HandleFunc("POST /api/accounts/claim", tr.handleClaim)
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) { writeJSON(w, http.StatusOK, map[string]bool{"ok": true}) })
	mux.HandleFunc("GET /readyz", s.handleReady)
	mux.Handle("GET /metrics", promhttp.HandlerFor(s.cfg.Registry, promhttp.HandlerOpts{}))
	if s.static != nil {
		mux.Handle("GET /", s.static)
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
