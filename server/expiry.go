package server

import (
	"net/http"
	"time"

	"caribe/server/refusal"
	"caribe/store"
)

// An open table nobody joins expires: once no seat of it has changed for
// Config.OpenTableTTL, the sweep marks it expired. It stays stored, with
// its seats, readable by its address and listed under status=expired,
// but takes no more joins, bots or invitations. A table that started is
// never expired: its players may leave and come back (seats.go).

// errExpired refuses what an expired table no longer takes.
var errExpired = refusal.New(http.StatusGone, "the table expired: it waited too long for players; create a new one")

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
		t, done, err := s.use(s.ctx, rec.ID)
		if err != nil {
			continue
		}
		s.locked(t, func() {
			if idle := now.Sub(t.rec.Updated); t.rec.Status == store.Open && idle >= s.cfg.OpenTableTTL {
				if err := s.setStatus(t, store.Expired); err == nil {
					s.log.Info("table expired", "table", t.rec.ID, "idle", idle.Round(time.Second))
					s.metrics.expired.Inc()
					n++
				}
			}
		})
		done()
	}
	return n
}
