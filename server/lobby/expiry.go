package lobby

import (
	"time"

	"caribe/store"
)

// An open table nobody joins expires: once no seat of it has changed for
// server.Config.OpenTableTTL, the sweep marks it expired. It stays stored, with
// its seats, readable by its address and listed under status=expired,
// but takes no more joins, bots or invitations. A table that started is
// never expired: its players may leave and come back (server/table).

// SweepEvery is how often the sweep looks for tables to expire.
func (l *Lobby) SweepEvery() time.Duration {
	if l.cfg.ExpirySweep > 0 {
		return l.cfg.ExpirySweep
	}
	return max(min(l.cfg.OpenTableTTL/4, time.Minute), time.Second)
}

// ExpireIdle marks expired every open table unchanged for the time to live
// at now, and returns how many. A table whose status cannot be stored is
// tried again at the next sweep.
func (l *Lobby) ExpireIdle(now time.Time) int {
	if l.cfg.OpenTableTTL <= 0 {
		return 0
	}
	recs, err := l.cfg.Env.Store.List(l.cfg.Env.Ctx, store.Query{Statuses: []store.Status{store.Open}})
	if err != nil {
		l.cfg.Env.Log.Warn("open tables not listed for expiry", "err", err)
		return 0
	}
	n := 0
	for _, rec := range recs {
		if now.Sub(rec.Updated) < l.cfg.OpenTableTTL {
			continue
		}
		t, done, err := l.cfg.Tables.Use(l.cfg.Env.Ctx, rec.ID)
		if err != nil {
			continue
		}
		if expired, idle := t.Expire(now, l.cfg.OpenTableTTL); expired {
			l.cfg.Env.Log.Info("table expired", "table", rec.ID, "idle", idle.Round(time.Second))
			l.cfg.Expired.Inc()
			n++
		}
		done()
	}
	return n
}
