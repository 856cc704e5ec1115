package server

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"

	"caribe/server/refusal"
	"caribe/store"
)

// A table costs memory only while it is used. The server holds a table
// from the moment it is first asked for (a request, a connection, a
// change another server made, a bot or chance outcome due) until it has
// been idle for Config.IdleTable: no client connected, nothing under way
// (a bot thinking, a try again, a held chance outcome) and nobody using
// it. Then its state is stored as a snapshot beside its log and it leaves
// memory. Loading a table reads its newest snapshot and replays only the
// entries after it.

// DefaultIdleTable is how long an idle table stays in memory when
// Config.IdleTable is 0.
const DefaultIdleTable = 5 * time.Minute

// errNoTable refuses a request for a table the store does not have.
func errNoTable(id string) error { return refusal.New(http.StatusNotFound, "no table %q", id) }

// held finds table id in memory and marks it used; the caller lets go of
// it (letGo).
func (s *Server) held(id string) (*table, bool) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	t, ok := s.tables[id]
	if ok {
		t.users.Add(1)
	}
	return t, ok
}

// use finds table id, loading it from the store if it is not in memory,
// and marks it used until done is called. It fails with a 404 refusal for
// a table the store does not have.
func (s *Server) use(ctx context.Context, id string) (t *table, done func(), err error) {
	if err := s.health.brokenTable(id); err != nil {
		return nil, nil, err
	}
	t, ok := s.held(id)
	if !ok {
		if t, err = s.loadShared(ctx, id); err != nil {
			return nil, nil, err
		}
	}
	return t, func() { s.letGo(t) }, nil
}

// letGo ends one use of a table.
func (s *Server) letGo(t *table) {
	t.mu.Lock()
	t.used = s.now()
	t.mu.Unlock()
	t.users.Add(-1)
}

// loadShared loads table id once however many ask for it at once, and
// returns it marked used.
func (s *Server) loadShared(ctx context.Context, id string) (*table, error) {
	s.loadMu.Lock()
	wait, loading := s.loading[id]
	if !loading {
		wait = make(chan struct{})
		s.loading[id] = wait
	}
	s.loadMu.Unlock()
	if loading {
		select {
		case <-wait:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
		if t, ok := s.held(id); ok {
			return t, nil
		}
		return s.loadShared(ctx, id)
	}
	defer func() {
		s.loadMu.Lock()
		delete(s.loading, id)
		s.loadMu.Unlock()
		close(wait)
	}()
	if t, ok := s.held(id); ok {
		return t, nil
	}
	t, err := s.load(ctx, id)
	switch {
	case errors.Is(err, store.ErrNotFound):
		return nil, errNoTable(id)
	case err != nil && ctx.Err() != nil:
		// The asker went away: the table is not damaged, and is read
		// again when next asked for.
		return nil, fmt.Errorf("table %s not loaded: %w", id, err)
	case err != nil:
		s.log.Error("table cannot be loaded", "table", id, "err", err)
		s.health.leave(id, err)
		return nil, fmt.Errorf("table %s cannot be loaded: %w", id, err)
	}
	s.health.loaded(id)
	t.users.Add(1)
	t.used = s.now()
	s.mu.Lock()
	s.tables[id] = t
	s.mu.Unlock()
	s.metrics.loads.Inc()
	if err := s.settleLoaded(t); err != nil {
		s.letGo(t)
		return nil, err
	}
	return t, nil
}

// settleLoaded settles a table just loaded, under its lock; an error if
// the table was found damaged there.
func (s *Server) settleLoaded(t *table) (err error) {
	t.mu.Lock()
	defer s.unlock(t, &err)
	s.warnOverLimit(t)
	s.settle(t)
	return nil
}

// load reads a table from the store: its newest snapshot and the entries
// after it, replayed as they were played live. When those entries take
// back a move from before the snapshot, or the snapshot cannot be read,
// the whole log is replayed instead.
func (s *Server) load(ctx context.Context, id string) (*table, error) {
	rec, snap, entries, err := s.cfg.Store.Latest(ctx, id)
	if err != nil {
		return nil, err
	}
	g, ok := s.games[rec.Game]
	if !ok {
		return nil, fmt.Errorf("unknown game %q", rec.Game)
	}
	if err := checkStored(rec); err != nil {
		return nil, err
	}
	if snap.Version > 0 {
		t := s.newTable(rec, g)
		err := t.restore(snap)
		if err == nil {
			if err = s.applyLog(t, entries, nil); err == nil {
				return t, nil
			}
		}
		s.log.Warn("snapshot not used: replaying the whole log", "table", id, "snapshot", snap.Version, "err", err)
	}
	rec, entries, err = s.cfg.Store.Table(ctx, id)
	if err != nil {
		return nil, err
	}
	if err := checkStored(rec); err != nil {
		return nil, err
	}
	t := s.newTable(rec, g)
	if t.sess, err = g.New(rec.Players, rec.Options, rec.Seed); err != nil {
		return nil, err
	}
	if err := s.applyLog(t, entries, nil); err != nil {
		return nil, err
	}
	return t, nil
}

// idle reports whether a table may leave memory at now. The caller holds
// t.mu.
func (s *Server) idle(t *table, now time.Time) bool {
	return len(t.clients) == 0 && !t.botBusy && t.retry.timer == nil && !t.undo.held &&
		t.users.Load() == 0 && now.Sub(t.used) >= s.cfg.IdleTable
}

// evictIdle stores a snapshot of each idle table and lets it leave
// memory, returning how many left. A table whose snapshot fails to store
// stays.
func (s *Server) evictIdle(now time.Time) int {
	s.mu.RLock()
	var candidates []*table
	for _, t := range s.tables {
		if t.users.Load() == 0 {
			candidates = append(candidates, t)
		}
	}
	s.mu.RUnlock()
	n := 0
	for _, t := range candidates {
		if s.evict(t, now) {
			n++
		}
	}
	return n
}

// evict lets one idle table leave memory, its state stored first.
func (s *Server) evict(t *table, now time.Time) bool {
	t.mu.Lock()
	if !s.idle(t, now) {
		t.mu.Unlock()
		return false
	}
	snap, ok, err := t.takeSnapshot()
	version, id, leased := t.version(), t.rec.ID, t.leased
	t.mu.Unlock()
	if err != nil {
		s.log.Error("snapshot not taken: the table stays in memory", "table", id, "err", err)
		return false
	}
	if ok {
		if err := s.cfg.Store.PutSnapshot(s.ctx, id, snap); err != nil {
			s.log.Warn("snapshot not stored: the table stays in memory", "table", id, "err", err)
			return false
		}
	}
	s.mu.Lock()
	t.mu.Lock()
	gone := s.idle(t, now) && t.version() == version
	if gone {
		if ok {
			t.snapshot = snap.Version
		}
		delete(s.tables, id)
	}
	t.mu.Unlock()
	s.mu.Unlock()
	if gone {
		s.metrics.evictions.Inc()
		if leased {
			s.release(id)
		}
	}
	return gone
}

// evictEvery is how often idle tables are looked for.
func (s *Server) evictEvery() time.Duration {
	return max(min(s.cfg.IdleTable/4, time.Minute), time.Second)
}

// every runs do every d until the server closes, in a goroutine of the
// server's.
func (s *Server) every(d time.Duration, do func()) {
	s.running.Go(func() {
		tick := time.NewTicker(d)
		defer tick.Stop()
		for {
			select {
			case <-s.ctx.Done():
				return
			case <-tick.C:
				do()
			}
		}
	})
}
