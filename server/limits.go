package server

import (
	"math"
	"net"

	"caribe/store"
)

// Listener wraps l so that no client address holds more than
// Limits.ConnsPerAddress open connections (limits.Quotas.Listener).
func (s *Server) Listener(l net.Listener) net.Listener { return s.quotas.Listener(l) }

// stillOpen tells which of the tables ids still wait for players, as
// the server has them in memory or else as stored; a table that cannot
// be read is taken as waiting no more.
func (s *Server) stillOpen(ids []string) map[string]bool {
	out := make(map[string]bool, len(ids))
	for _, id := range ids {
		if t, ok := s.tables.Find(id); ok {
			out[id] = t.Record().Status == store.Open
			continue
		}
		rec, _, err := s.cfg.Store.Since(s.ctx, id, math.MaxInt32)
		out[id] = err == nil && rec.Status == store.Open
	}
	return out
}
