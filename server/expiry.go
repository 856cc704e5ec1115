package server

import (
	"time"

	"caribe/store"
)

// An open table nobody joins expires: once no seat of it has changed for
// Config.OpenTableTTL, the sweep marks it expired. It stays stored, with
// its seats, readable by its address and listed under status=expired,
// but takes no more joins, bots or invitations. A table that started is
// never expired: its players may leave and come back (seats.go).

// now is the server's clock.
func (s *Server) now() time.Time {
	if s.cfg.Now != nil {
		return s.cfg.Now()
	}
	return time.Now()
}

// sweepEvery is how often the sweep looks for tables to expire.
func (s *Server) sweepEvery() time.Duration {
	if s.cfg.ExpirySweep > 0 {
		return s.cfg.ExpirySweep
	}
	return max(min(s.cfg.OpenTableTTL/4, time.Minute), time.Second)
}

// expireIdle marks expired every open table unchanged for the time to live
// at now, and returns how many. A table whose status cannot be stored is
// tried again at the next sweep.
func (s *Server) expireIdle(now time.Time) int {
	if s.cfg.OpenTableTTL <= 0 {
		return 0
	}
	recs, err := s.cfg.Store.List(s.ctx, store.Query{Statuses: []store.Status{store.Open}})
	if err != nil {
		s.log.Warn("open tables not listed for expiry", "err", err)
		return 0
	}
	n := 0
	for _, rec := range recs {
		if now.Sub(rec.Updated) < s.cfg.OpenTableTTL {
			continue
		}
		t, done, err := s.tables.Use(s.ctx, rec.ID)
		if err != nil {
			continue
		}
		if expired, idle := t.Expire(now, s.cfg.OpenTableTTL); expired {
			s.log.Info("table expired", "table", rec.ID, "idle", idle.Round(time.Second))
			s.metrics.expired.Inc()
			n++
		}
		done()
	}
	return n
}
