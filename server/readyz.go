package server

import (
	"fmt"
	"net/http"
	"slices"
	"strings"
	"time"
)

// readiness is the answer of /readyz (docs/api.md, docs/operations.md).
type readiness struct {
	// Ready is whether the server can store what is played: 200 if so,
	// 503 if not.
	Ready bool `json:"ready"`
	// Problems say why it is not ready, each naming what is wrong.
	Problems []string    `json:"problems"`
	Store    storeReport `json:"store"`
	// TablesNotLoaded are the stored tables left out at start, which only
	// --skip-damaged allows: the operator chose to serve the rest.
	TablesNotLoaded []notLoaded `json:"tables_not_loaded"`
	// IntegrityCheck is the database's full check, run in the background
	// after start, and Damage what it found: damage makes the server
	// unready, unless it was started with --skip-damaged.
	IntegrityCheck checkReport `json:"integrity_check"`
	Damage         []string    `json:"damage"`
	// Retrying are the tables waiting to try again what failed to store.
	Retrying []retrying `json:"retrying"`
}

// storeReport is the store's health as /readyz reports it.
type storeReport struct {
	OK bool `json:"ok"`
	// Pinged is when the last ping, a durable write, was made.
	Pinged time.Time `json:"pinged"`
	// LastFailure is the latest write the store failed, even if writes
	// have succeeded since.
	LastFailure *failure `json:"last_failure,omitempty"`
}

// retrying is a table waiting to try again what failed to store.
type retrying struct {
	Table    string    `json:"table"`
	What     string    `json:"what"`
	Attempts int       `json:"attempts"`
	Since    time.Time `json:"since"`
	Error    string    `json:"error"`
}

// handleReady answers /readyz: 200 when the store writes, 503 with the
// problems named when its last write failed, a ping fails or the
// database's full check found damage.
func (s *Server) handleReady(w http.ResponseWriter, r *http.Request) {
	s.health.probe(s.ctx, s.cfg.Store)
	rep := s.readiness()
	code := http.StatusOK
	if !rep.Ready {
		code = http.StatusServiceUnavailable
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, code, rep)
}

// readiness describes the server's readiness now.
func (s *Server) readiness() readiness {
	h := s.health
	h.probing.Lock()
	pinged, pingErr := h.probed.UTC(), h.pingErr
	h.probing.Unlock()
	h.mu.Lock()
	failed, last := h.failed, h.lastFailure
	left := append([]notLoaded{}, h.notLoaded...)
	h.mu.Unlock()

	check, damage := h.check.report()
	rep := readiness{
		Problems: []string{}, Store: storeReport{Pinged: pinged, LastFailure: last},
		TablesNotLoaded: left, IntegrityCheck: check, Damage: damage,
		Retrying: s.retrying(),
	}
	if s.ctx.Err() != nil {
		rep.Problems = append(rep.Problems, "the server is shutting down")
	}
	if failed != nil {
		rep.Problems = append(rep.Problems, fmt.Sprintf("store: the last write failed (%s at %s): %s",
			failed.Op, failed.At.Format(time.RFC3339), failed.Error))
	}
	if pingErr != nil && s.ctx.Err() == nil && (failed == nil || failed.Op != "ping") {
		rep.Problems = append(rep.Problems, "store: ping: "+pingErr.Error())
	}
	if len(damage) > 0 && !s.cfg.SkipDamaged {
		rep.Problems = append(rep.Problems, fmt.Sprintf("store: the database is damaged: %s; %s, "+
			"or start with --skip-damaged (CARIBE_SKIP_DAMAGED=true) to serve the tables that can still be read",
			strings.Join(damage, "; "), restoreAdvice))
	}
	rep.Store.OK = failed == nil && pingErr == nil
	rep.Ready = len(rep.Problems) == 0
	return rep
}

// retrying lists the tables waiting to try again, longest waiting first.
func (s *Server) retrying() []retrying {
	out := []retrying{}
	for _, t := range s.tables.All() {
		if r, ok := t.Retrying(); ok {
			out = append(out, retrying{Table: t.ID(), What: r.What, Attempts: r.Attempts, Since: r.Since, Error: r.Err.Error()})
		}
	}
	slices.SortFunc(out, func(a, b retrying) int {
		if c := a.Since.Compare(b.Since); c != 0 {
			return c
		}
		return strings.Compare(a.Table, b.Table)
	})
	return out
}
