package table

import (
	"bytes"
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

// drives reports whether this server plays the table's chance outcomes
// and bots: always with a store of its own; with a shared store when it
// holds the table's lease, which it takes if no live server holds it. A
// lease held is checked with the store each time, since another server
// takes it over from one paused past its lease time: one found lost is
// let go of (leaseLost). The caller holds t.mu.
func (t *play) drives() bool {
	sh := t.env.Shared
	if sh == nil {
		return true
	}
	if t.leased {
		held, err := sh.Holds(t.env.Ctx, t.rec.ID, t.fence)
		if err != nil {
			t.env.Log.Warn("lease not checked: nothing played for now", "table", t.rec.ID, "err", err)
			return false
		}
		if held {
			return true
		}
		t.leaseLost()
	}
	epoch, err := sh.Lease(t.env.Ctx, t.rec.ID)
	if err != nil {
		t.env.Log.Warn("lease not taken", "table", t.rec.ID, "err", err)
		return false
	}
	t.leased, t.fence = epoch != 0, epoch
	return t.leased
}

// leaseLost lets go of a table's lease that another server took over
// (this one was paused, or cut off, past its lease time): this server
// plays nothing more there as the lease holder, says so once, and
// catches up with what the other stored. The caller holds t.mu.
func (t *play) leaseLost() {
	if !t.leased {
		return
	}
	t.leased, t.fence = false, 0
	t.env.Log.Warn("lease lost: this server's lease time passed, or another server took the table over; it plays none of the table's bots, dice or time-outs until it holds the lease again", "table", t.rec.ID)
	t.catchUp()
}

// fenceOf is the fence of an entry by by: the table's lease epoch when the
// server plays it as the lease holder (a chance outcome, a bot's move)
// on a shared store, else 0. ok is false when such an entry comes with no
// lease held: it must not be stored. The caller holds t.mu.
func (t *play) fenceOf(by engine.Actor) (fence int64, ok bool) {
	if t.env.Shared == nil || by != engine.Chance && !t.serverPlays(by) {
		return 0, true
	}
	return t.fence, t.leased
}

// catchUp brings a table up to the store: its set-up, seats and status as
// stored, then the entries stored after its version, each told to its
// clients. What fails to read is logged; the next change or sweep tries
// again. The caller holds t.mu.
func (t *play) catchUp() {
	rec, entries, err := t.env.Store.Since(t.env.Ctx, t.rec.ID, t.version())
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
// playTheirs plays an entry another server stored as the table's next,
// with the clock stored with it (nil: unchanged), telling the clients;
// one that does not play, or a handover (which changed a seat), is read
// from the store instead. The caller holds t.mu.
func (t *play) playTheirs(entry, clock json.RawMessage) {
	if _, ok := engine.HandoverOf(entry); ok {
		t.catchUp()
		return
	}
	told := !t.silenced.IsZero() && t.silenced.Equal(t.clk.Since)
	if err := t.applyLog([]json.RawMessage{entry}, func(u update) { t.broadcast(u) }); err != nil {
		t.env.Log.Warn("entry of another server not played: reading the table again", "table", t.rec.ID, "err", err)
		t.catchUp()
		return
	}
	t.touch(t.env.Time())
	if clock != nil {
		t.rec.Clock.State = clock
		t.readClock(t.env.Log)
		_, t.rec.Clock.Deadline, _ = t.clk.deadlines()
		if t.clk.Spec != nil || told {
			t.announce(nil)
		}
	}
}
