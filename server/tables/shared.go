package tables

import (
	"context"
	"time"

	"caribe/server/table"
	"caribe/store"
)

// Several servers may share one store (store.Shared, PostgreSQL). Any of
// them takes a person's move, joins and the rest (server/table says how
// a race is settled). Each server learns of the others' changes
// (Shared.Changes) and brings its tables in memory up to date, telling
// its clients. The chance outcomes and bot moves of a table are played by
// the server holding its lease; a server that dies loses its leases, and
// the others take its tables over when they look for tables due (TakeDue).

// DefaultDueSweep is how often a server looks for tables due (that no
// live server drives, or whose clock ran out) when Config.DueSweep is 0.
const DefaultDueSweep = time.Second

// DueBatch bounds the tables due taken up at a time by a sweep.
const DueBatch = 256

// release gives up the lease of a table that left memory.
func (s *Set) release(id string) {
	if sh := s.env.Shared; sh != nil {
		if err := sh.Release(s.env.Ctx, id); err != nil && s.env.Ctx.Err() == nil {
			s.env.Log.Warn("lease not released", "table", id, "err", err)
		}
	}
}

// Follow brings the tables in memory up to date with the changes other
// servers make, until changes is closed: an entry that follows the
// table's last is played as it comes; anything else (seats, status, a
// gap) is read from the store.
func (s *Set) Follow(changes <-chan store.Change) {
	for c := range changes {
		if c.Table == "" {
			s.catchUpAll()
			continue
		}
		t, ok := s.held(c.Table)
		if !ok {
			continue
		}
		t.Follow(c.Seq, c.Entry, c.Clock)
		t.LetGo()
	}
}

// catchUpAll catches up every table in memory, after changes may have
// been missed.
func (s *Set) catchUpAll() {
	for _, t := range s.holdAll(func(*table.Table) bool { return true }) {
		t.Follow(0, nil, nil)
		t.LetGo()
	}
}

// TakeDue loads the tables due that no live server drives and settles
// them: their chance outcomes and bots go on here. It returns how many it
// took up.
func (s *Set) TakeDue(ctx context.Context, limit int) (int, error) {
	ids, err := s.env.Store.Due(ctx, s.env.Time(), limit)
	if err != nil {
		return 0, err
	}
	for _, id := range ids {
		t, done, err := s.Use(ctx, id)
		if err != nil {
			s.env.Log.Warn("table due not taken up", "table", id, "err", err)
			continue
		}
		t.TakeUp()
		done()
	}
	return len(ids), nil
}

// FireClocks looks at the tables in memory whose clock asks for it by now
// (table.Wake): a seat whose time ran out is handed to a bot by the
// server that drives the table, and the clients hear of a seat that may
// now be voted away. The sweep calls it every Config.DueSweep; tests call
// it with their own clock. It returns how many tables it looked at.
func (s *Set) FireClocks(now time.Time) int {
	ms := now.UnixMilli()
	due := s.holdAll(func(t *table.Table) bool { w := t.Wake(); return w != 0 && w <= ms })
	for _, t := range due {
		t.FireClock(now)
		t.LetGo()
	}
	return len(due)
}
