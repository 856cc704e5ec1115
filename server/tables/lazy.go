package tables

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"

	"caribe/server/refusal"
	"caribe/server/table"
	"caribe/store"
)

// A table costs memory only while it is used. The server holds a table
// from the moment it is first asked for (a request, a connection, a
// change another server made, a bot or chance outcome due) until it has
// been idle for Config.Idle: no client connected, nothing under way
// (a bot thinking, a try again, a held chance outcome) and nobody using
// it. Then its state is stored as a snapshot beside its log and it leaves
// memory. Loading a table reads its newest snapshot and replays only the
// entries after it.

// errNoTable refuses a request for a table the store does not have.
func errNoTable(id string) error { return refusal.New(http.StatusNotFound, "no table %q", id) }

// Use finds table id, loading it from the store if it is not in memory,
// and marks it used until done is called. It fails with a 404 refusal for
// a table the store does not have.
func (s *Set) Use(ctx context.Context, id string) (t *table.Table, done func(), err error) {
	if err := s.health.Broken(id); err != nil {
		return nil, nil, err
	}
	t, ok := s.held(id)
	if !ok {
		if t, err = s.loadShared(ctx, id); err != nil {
			return nil, nil, err
		}
	}
	return t, t.LetGo, nil
}

// loadShared loads table id once however many ask for it at once, and
// returns it marked used.
func (s *Set) loadShared(ctx context.Context, id string) (*table.Table, error) {
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
		s.env.Log.Error("table cannot be loaded", "table", id, "err", err)
		s.health.NotLoaded(id, err)
		return nil, fmt.Errorf("table %s cannot be loaded: %w", id, err)
	}
	s.health.Loaded(id)
	t.Hold()
	s.Add(id, t)
	s.loads.Inc()
	if _, err := t.Settle(); err != nil {
		t.LetGo()
		return nil, err
	}
	return t, nil
}

// load reads table id from the store (table.Load).
func (s *Set) load(ctx context.Context, id string) (*table.Table, error) {
	rec, snap, entries, err := s.env.Store.Latest(ctx, id)
	if err != nil {
		return nil, err
	}
	g, ok := s.games[rec.Game]
	if !ok {
		return nil, fmt.Errorf("unknown game %q", rec.Game)
	}
	return table.Load(ctx, s.env, rec, snap, entries, g)
}

// EvictIdle stores a snapshot of each idle table and lets it leave
// memory, returning how many left. A table whose snapshot fails to store
// stays.
func (s *Set) EvictIdle(now time.Time) int {
	s.mu.RLock()
	var candidates []*table.Table
	for _, t := range s.tables {
		if !t.InUse() {
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
func (s *Set) evict(t *table.Table, now time.Time) bool {
	p, ok, err := t.Idle(now, s.idle)
	if !ok {
		return false
	}
	id := t.ID()
	if err != nil {
		s.env.Log.Error("snapshot not taken: the table stays in memory", "table", id, "err", err)
		return false
	}
	if p.NeedsSnapshot() {
		if err := s.env.Store.PutSnapshot(s.env.Ctx, id, p.Snapshot); err != nil {
			s.env.Log.Warn("snapshot not stored: the table stays in memory", "table", id, "err", err)
			return false
		}
	}
	s.mu.Lock()
	gone := t.Part(now, s.idle, p)
	if gone {
		delete(s.tables, id)
	}
	s.mu.Unlock()
	if gone {
		s.evicts.Inc()
		if p.Leased {
			s.release(id)
		}
	}
	return gone
}

// EvictEvery is how often idle tables are looked for.
func (s *Set) EvictEvery() time.Duration {
	return max(min(s.idle/4, time.Minute), time.Second)
}
