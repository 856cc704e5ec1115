package table

import (
	"bytes"
	"context"
	"encoding/json"

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
// tables over when they look for tables due (server/tables).

// lease is a table's lease with a shared store, as this server knows
// it. Its methods are called with the table's lock held.
type lease struct {
	// held is set once the table's lease is held, and fence is then the
	// lease's epoch, which the entries the server plays as the lease
	// holder carry (store.Move.Fence).
	held  bool
	fence int64
}

// check reports whether this server holds the lease of table id, asking
// sh; lost is set when the lease it held was found lost.
func (l *lease) check(ctx context.Context, sh store.Shared, id string) (held, lost bool, err error) {
	if !l.held {
		return false, false, nil
	}
	if held, err = sh.Holds(ctx, id, l.fence); err != nil || held {
		return held, false, err
	}
	return false, true, nil
}

// take takes the lease of table id if no live server holds it, and
// reports whether this server holds it then.
func (l *lease) take(ctx context.Context, sh store.Shared, id string) (bool, error) {
	epoch, err := sh.Lease(ctx, id)
	if err != nil {
		return false, err
	}
	l.held, l.fence = epoch != 0, epoch
	return l.held, nil
}

// lose lets go of a lease that another server took over; false if none
// was held.
func (l *lease) lose() bool {
	if !l.held {
		return false
	}
	l.held, l.fence = false, 0
	return true
}

// fenceOf is the fence of an entry the server plays as the lease holder
// (leader: a chance outcome, a bot's move) on a shared store, the lease's
// epoch, else 0. ok is false when such an entry comes with no lease
// held: it must not be stored.
func (l *lease) fenceOf(shared, leader bool) (fence int64, ok bool) {
	if !shared || !leader {
		return 0, true
	}
	return l.fence, l.held
}

// drives reports whether this server plays the table's chance outcomes
// and bots: always with a store of its own; with a shared store when it
// holds the table's lease, which it takes if no live server holds it. A
// lease held is checked with the store each time, since another server
// takes it over from one paused past its lease time: one found lost is
// let go of (leaseLost).
func (t *play) drives() bool {
	sh := t.env.Shared
	if sh == nil {
		return true
	}
	held, lost, err := t.lease.check(t.env.Ctx, sh, t.rec.ID)
	switch {
	case err != nil:
		t.env.Log.Warn("lease not checked: nothing played for now", "table", t.rec.ID, "err", err)
		return false
	case held:
		return true
	case lost:
		t.leaseLost()
	}
	held, err = t.lease.take(t.env.Ctx, sh, t.rec.ID)
	if err != nil {
		t.env.Log.Warn("lease not taken", "table", t.rec.ID, "err", err)
		return false
	}
	return held
}

// leaseLost lets go of a table's lease that another server took over
// (this one was paused, or cut off, past its lease time): this server
// plays nothing more there as the lease holder, says so once, and
// catches up with what the other stored.
func (t *play) leaseLost() {
	if !t.lease.lose() {
		return
	}
	t.env.Log.Warn("lease lost: this server's lease time passed, or another server took the table over; it plays none of the table's bots, dice or time-outs until it holds the lease again", "table", t.rec.ID)
	t.catchUp()
}

// catchUp brings a table up to the store: its set-up, seats and status as
// stored, then the entries stored after its version, each told to its
// clients. What fails to read is logged; the next change or sweep tries
// again.
func (t *play) catchUp() {
	rec, entries, err := t.env.Store.Since(t.env.Ctx, t.rec.ID, t.board.ver)
	if err != nil {
		t.env.Log.Warn("table not caught up", "table", t.rec.ID, "err", err)
		return
	}
	started := t.rec.Status != store.Running && rec.Status == store.Running
	changed := started || rec.Status != t.rec.Status || !sameSeats(rec.Seats, t.rec.Seats) ||
		!bytes.Equal(rec.Clock.State, t.rec.Clock.State)
	rec.Version, rec.Actor, rec.Result = t.rec.Version, t.rec.Actor, t.rec.Result
	t.rec = rec
	t.readClock(t.env.Log)
	if err := t.applyLog(entries, func(u update) { t.broadcast(u) }); err != nil {
		t.env.Log.Error("entries of another server not replayed", "table", t.rec.ID, "err", err)
		return
	}
	if changed {
		t.announce(nil)
	}
	if started {
		t.hub.sendEach(t.views().state())
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

// playTheirs plays an entry another server stored as the table's next,
// with the clock stored with it (nil: unchanged), telling the clients;
// one that does not play, or a handover (which changed a seat), is read
// from the store instead.
func (t *play) playTheirs(entry, clock json.RawMessage) {
	if _, ok := engine.HandoverOf(entry); ok {
		t.catchUp()
		return
	}
	told := t.votes.told(t.clock.clk.Since)
	if err := t.applyLog([]json.RawMessage{entry}, func(u update) { t.broadcast(u) }); err != nil {
		t.env.Log.Warn("entry of another server not played: reading the table again", "table", t.rec.ID, "err", err)
		t.catchUp()
		return
	}
	t.rec.Updated = stamp(t.env.Time())
	if clock != nil {
		t.rec.Clock.State = clock
		t.readClock(t.env.Log)
		_, t.rec.Clock.Deadline, _ = t.clock.clk.deadlines()
		if t.clock.clk.Spec != nil || told {
			t.announce(nil)
		}
	}
}
