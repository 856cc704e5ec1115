package server

import (
	"bytes"
	"context"
	"encoding/json"
	"time"

	"caribe/engine"
	"caribe/server/secret"
	"caribe/store"
)

// Several servers may share one store (store.Shared, PostgreSQL). Any of
// them takes a person's move, joins and the rest: the store's key on each
// table's entry numbers refuses a second entry with a number already
// stored, and the server that loses the race catches up with the store.
// Each server learns of the others' changes (Shared.Changes) and brings
// its tables in memory up to date, telling its clients. The chance
// outcomes and bot moves of a table are played by the server holding its
// lease; a server that dies loses its leases, and the others take its
// tables over when they look for tables due (dueLoop).

// DefaultDueSweep is how often a server looks for tables due (that no
// live server drives, or whose clock ran out) when Config.DueSweep is 0.
const DefaultDueSweep = time.Second

// dueBatch bounds the tables due taken up at a time.
const dueBatch = 256

// shared is the store when other servers may share it, else nil.
func (s *Server) shared() store.Shared { return s.sh }

// drives reports whether this server plays the table's chance outcomes
// and bots: always with a store of its own; with a shared store when it
// holds the table's lease, which it takes if no live server holds it. A
// lease held is checked with the store each time, since another server
// takes it over from one paused past its lease time: one found lost is
// let go of (leaseLost). The caller holds t.mu.
func (s *Server) drives(t *table) bool {
	sh := s.shared()
	if sh == nil {
		return true
	}
	if t.leased {
		held, err := sh.Holds(s.ctx, t.rec.ID, t.fence)
		if err != nil {
			s.log.Warn("lease not checked: nothing played for now", "table", t.rec.ID, "err", err)
			return false
		}
		if held {
			return true
		}
		s.leaseLost(t)
	}
	epoch, err := sh.Lease(s.ctx, t.rec.ID)
	if err != nil {
		s.log.Warn("lease not taken", "table", t.rec.ID, "err", err)
		return false
	}
	t.leased, t.fence = epoch != 0, epoch
	return t.leased
}

// leaseLost lets go of a table's lease that another server took over
// (this one was paused, or cut off, past its lease time): this server
// plays nothing more there as the lease holder, says so once, and
// catches up with what the other stored. The caller holds t.mu.
func (s *Server) leaseLost(t *table) {
	if !t.leased {
		return
	}
	t.leased, t.fence = false, 0
	s.log.Warn("lease lost: this server's lease time passed, or another server took the table over; it plays none of the table's bots, dice or time-outs until it holds the lease again", "table", t.rec.ID)
	s.catchUp(t)
}

// fenceOf is the fence of an entry by by: the table's lease epoch when the
// server plays it as the lease holder (a chance outcome, a bot's move)
// on a shared store, else 0. ok is false when such an entry comes with no
// lease held: it must not be stored. The caller holds t.mu.
func (s *Server) fenceOf(t *table, by engine.Actor) (fence int64, ok bool) {
	if s.shared() == nil || by != engine.Chance && !s.serverPlays(t, by) {
		return 0, true
	}
	return t.fence, t.leased
}

// release gives up the lease of a table that left memory.
func (s *Server) release(id string) {
	if sh := s.shared(); sh != nil {
		if err := sh.Release(s.ctx, id); err != nil && s.ctx.Err() == nil {
			s.log.Warn("lease not released", "table", id, "err", err)
		}
	}
}

// catchUp brings a table up to the store: its set-up, seats and status as
// stored, then the entries stored after its version, each told to its
// clients. What fails to read is logged; the next change or sweep tries
// again. The caller holds t.mu.
func (s *Server) catchUp(t *table) {
	rec, entries, err := s.cfg.Store.Since(s.ctx, t.rec.ID, t.version())
	if err != nil {
		s.log.Warn("table not caught up", "table", t.rec.ID, "err", err)
		return
	}
	started := t.rec.Status != store.Running && rec.Status == store.Running
	changed := started || rec.Status != t.rec.Status || !sameSeats(rec.Seats, t.rec.Seats) ||
		!bytes.Equal(rec.Clock.State, t.rec.Clock.State)
	rec.Version, rec.Actor, rec.Result = t.rec.Version, t.rec.Actor, t.rec.Result
	t.rec = rec
	t.readClock(s.log)
	if err := s.applyLog(t, entries, func(u update) { s.broadcast(t, u) }); err != nil {
		s.log.Error("entries of another server not replayed", "table", t.rec.ID, "err", err)
		return
	}
	if changed {
		s.announce(t, nil)
	}
	if started {
		t.sendEach(t.stateMessage)
	}
}

// sameSeats reports whether two tables' seats are alike.
func sameSeats(a, b []store.Seat) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Bot != b[i].Bot || a[i].Nick != b[i].Nick || a[i].Account != b[i].Account || !secret.Same(a[i].TokenHash, b[i].TokenHash) {
			return false
		}
	}
	return true
}

// follow brings the tables in memory up to date with the changes other
// servers make, until the server closes: an entry that follows the
// table's last is played as it comes; anything else (seats, status, a gap)
// is read from the store.
func (s *Server) follow(changes <-chan store.Change) {
	for c := range changes {
		if c.Table == "" {
			s.catchUpAll()
			continue
		}
		t, ok := s.held(c.Table)
		if !ok {
			continue
		}
		s.locked(t, func() {
			switch next := t.version() + 1; {
			case c.Seq == next:
				s.playTheirs(t, c.Entry, c.Clock)
			case c.Seq == 0 || c.Seq > next:
				s.catchUp(t)
			}
			s.settle(t)
		})
		s.letGo(t)
	}
}

// playTheirs plays an entry another server stored as the table's next,
// with the clock stored with it (nil: unchanged), telling the clients;
// one that does not play, or a handover (which changed a seat), is read
// from the store instead. The caller holds t.mu.
func (s *Server) playTheirs(t *table, entry, clock json.RawMessage) {
	if _, ok := engine.HandoverOf(entry); ok {
		s.catchUp(t)
		return
	}
	told := !t.silenced.IsZero() && t.silenced.Equal(t.clk.Since)
	if err := s.applyLog(t, []json.RawMessage{entry}, func(u update) { s.broadcast(t, u) }); err != nil {
		s.log.Warn("entry of another server not played: reading the table again", "table", t.rec.ID, "err", err)
		s.catchUp(t)
		return
	}
	t.touch(s.now())
	if clock != nil {
		t.rec.Clock.State = clock
		t.readClock(s.log)
		_, t.rec.Clock.Deadline, _ = t.clk.deadlines()
		if t.clk.Spec != nil || told {
			s.announce(t, nil)
		}
	}
}

// catchUpAll catches up every table in memory, after changes may have
// been missed.
func (s *Server) catchUpAll() {
	s.mu.RLock()
	all := make([]*table, 0, len(s.tables))
	for _, t := range s.tables {
		t.users.Add(1)
		all = append(all, t)
	}
	s.mu.RUnlock()
	for _, t := range all {
		s.locked(t, func() {
			s.catchUp(t)
			s.settle(t)
		})
		s.letGo(t)
	}
}

// takeDue loads the tables due that no live server drives and settles
// them: their chance outcomes and bots go on here. It returns how many it
// took up.
func (s *Server) takeDue(ctx context.Context, limit int) (int, error) {
	ids, err := s.cfg.Store.Due(ctx, s.now(), limit)
	if err != nil {
		return 0, err
	}
	for _, id := range ids {
		t, done, err := s.use(ctx, id)
		if err != nil {
			s.log.Warn("table due not taken up", "table", id, "err", err)
			continue
		}
		s.locked(t, func() {
			if s.shared() != nil {
				s.catchUp(t)
			}
			s.settle(t)
			if !t.leased && s.shared() != nil {
				// Nothing to play now: hold the lease all the same, so that
				// the table is not listed as due again while this server lives.
				s.drives(t)
			}
		})
		done()
	}
	return len(ids), nil
}

// takeDueEvery fires the clocks of the tables in memory, takes up the
// tables due (left by servers that died, or whose clock ran out), records
// the tables that ended unrecorded (ratings.Recorder.Pending) and, sharing the store,
// counts the live servers.
func (s *Server) takeDueEvery() {
	if s.shared() != nil {
		s.countServers()
	}
	s.fireClocks(s.now())
	if _, err := s.takeDue(s.ctx, dueBatch); err != nil && s.ctx.Err() == nil {
		s.log.Warn("tables due not listed", "err", err)
	}
	s.rated.Pending(s.ctx)
}

// countServers shares the per-address limits among the live servers
// sharing the store (limits.Quotas.ShareAmong).
func (s *Server) countServers() {
	n, err := s.sh.Servers(s.ctx)
	if err != nil {
		if s.ctx.Err() == nil {
			s.log.Warn("live servers not counted", "err", err)
		}
		return
	}
	s.quotas.ShareAmong(n)
}
