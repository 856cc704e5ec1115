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
// at now, and returns how many: the tables in memory each by itself, the
// others by one write of the store that reads only the open tables
// (store.ExpireOpen), so that no stored table is loaded for it. A table
// whose status cannot be stored is tried again at the next sweep.
func (l *Lobby) ExpireIdle(now time.Time) int {
	if l.cfg.OpenTableTTL <= 0 {
		return 0
	}
	n := 0
	var held []string
	for _, t := range l.cfg.Tables.All() {
		if t.Record().Status != store.Open {
			continue
		}
		held = append(held, t.ID())
		if expired, idle := t.Expire(now, l.cfg.OpenTableTTL); expired {
			l.expired(t.ID(), idle)
			n++
		}
	}
	ids, err := l.cfg.Env.Store.ExpireOpen(l.cfg.Env.Ctx, now.Add(-l.cfg.OpenTableTTL), held)
	if err != nil {
		l.cfg.Env.Log.Warn("open tables not expired", "err", err)
		return n
	}
	for _, id := range ids {
		// A table loaded since the tables in memory were listed, open as it
		// was read, learns it expired (and stores it once more).
		if t, ok := l.cfg.Tables.Find(id); ok {
			t.Expire(now, l.cfg.OpenTableTTL)
		}
		l.expired(id, 0)
	}
	return n + len(ids)
}

// expired logs and counts an expired table, idle for idle (0: not known).
func (l *Lobby) expired(id string, idle time.Duration) {
	if idle > 0 {
		l.cfg.Env.Log.Info("table expired", "table", id, "idle", idle.Round(time.Second))
	} else {
		l.cfg.Env.Log.Info("table expired", "table", id)
	}
	l.cfg.Expired.Inc()
}
