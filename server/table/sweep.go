package table

import (
	"encoding/json"
	"time"

	"caribe/server/wire"
	"caribe/store"
)

// What the set of tables (server/tables) does to a table: each method
// takes the table's lock itself, and a panic under it damages the table
// alone (damaged.go).

// Settle settles a table just created or loaded and describes it; an
// error if the table was found damaged there.
func (t *Table) Settle() (_ wire.TableInfo, err error) {
	t.mu.Lock()
	defer t.unlock(&err)
	warnOverLimit(t.p.env.Bots, t.p.rec, t.p.env.Log)
	t.p.settle()
	return t.p.info(), nil
}

// Follow brings the table up to date with an entry another server
// stored, numbered seq, with the clock stored with it (nil: unchanged),
// and settles it: the entry that follows the table's last is played as it
// comes; a gap, or a change that is no entry (seq 0: after changes may
// have been missed too), is read from the store.
func (t *Table) Follow(seq int, entry, clock json.RawMessage) {
	t.mu.Lock()
	defer t.unlock(nil)
	switch next := t.p.board.ver + 1; {
	case seq == next:
		t.p.playTheirs(entry, clock)
	case seq == 0 || seq > next:
		t.p.catchUp()
	}
	t.p.settle()
}

// TakeUp settles a table due: its chance outcomes and bots go on here.
// Sharing the store, it catches up first, and holds the table's lease
// even with nothing to play now, so that the table is not listed as due
// again while this server lives.
func (t *Table) TakeUp() {
	t.mu.Lock()
	defer t.unlock(nil)
	p := &t.p
	if p.env.Shared != nil {
		p.catchUp()
	}
	p.settle()
	if !p.lease.held && p.env.Shared != nil {
		p.drives()
	}
}

// Wake is when, in unix milliseconds, the table's clock next asks to be
// looked at (FireClock); 0: never. It takes no lock.
func (t *Table) Wake() int64 { return t.p.clock.wake.Load() }

// FireClock looks at a table whose clock asked for it by now: a seat
// whose time ran out is handed to a bot by the server that drives the
// table, and the clients hear of a seat that may now be voted away.
func (t *Table) FireClock(now time.Time) {
	t.mu.Lock()
	defer t.unlock(nil)
	p := &t.p
	p.settle()
	if p.votes.tell(now, &p.clock, p.rec, p.env.VoteWait) {
		p.updateWake()
		p.announce(nil)
	}
}

// Expire marks the table expired if it is open and unchanged for ttl at
// now; it reports whether it did, and how long the table waited.
func (t *Table) Expire(now time.Time, ttl time.Duration) (expired bool, idle time.Duration) {
	t.mu.Lock()
	defer t.unlock(nil)
	if idle = now.Sub(t.p.rec.Updated); t.p.rec.Status == store.Open && idle >= ttl {
		expired = t.p.setStatus(store.Expired) == nil
	}
	return expired, idle
}

// Hold marks the table used outside its lock until LetGo; the set of
// tables calls it with the table found under its own lock.
func (t *Table) Hold() { t.users.Add(1) }

// LetGo ends one use of a table.
func (t *Table) LetGo() {
	t.mu.Lock()
	t.p.used = t.p.env.Time()
	t.mu.Unlock()
	t.users.Add(-1)
}

// InUse reports whether someone uses the table outside its lock. It takes
// no lock.
func (t *Table) InUse() bool { return t.users.Load() != 0 }

// Idle is a table's parting state as it may leave memory at now after
// idleFor unused (Parting): ok is false while it is in use (a client, a
// bot thinking, a try again or a held chance outcome); err says its
// snapshot could not be taken.
func (t *Table) Idle(now time.Time, idleFor time.Duration) (p Parting, ok bool, err error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.users.Load() != 0 || !t.p.idle(now, idleFor) {
		return Parting{}, false, nil
	}
	p.Snapshot, p.store, err = t.p.board.takeSnapshot(t.p.rec.Game, t.p.snapshot)
	p.version, p.Leased = t.p.board.ver, t.p.lease.held
	return p, true, err
}

// Parting is an idle table's state as it leaves memory (Idle).
type Parting struct {
	// Snapshot is the state to store first, if NeedsSnapshot.
	Snapshot store.Snapshot
	store    bool
	version  int
	// Leased is set when the table's lease is held, to be released.
	Leased bool
}

// NeedsSnapshot reports whether p's snapshot is to be stored before the
// table leaves.
func (p Parting) NeedsSnapshot() bool { return p.store }

// Part lets the table leave memory if it is still idle and unchanged
// since Idle gave p, its snapshot stored. The set of tables calls it
// holding its own lock, which it takes before any table's.
func (t *Table) Part(now time.Time, idleFor time.Duration, p Parting) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.users.Load() != 0 || !t.p.idle(now, idleFor) || t.p.board.ver != p.version {
		return false
	}
	if p.store {
		t.p.snapshot = p.Snapshot.Version
	}
	return true
}

// idle reports whether the table, unused outside its lock, may leave
// memory at now after idleFor unused.
func (t *play) idle(now time.Time, idleFor time.Duration) bool {
	return t.hub.empty() && !t.bots.busy && t.retry.timer == nil && !t.board.undo.held && now.Sub(t.used) >= idleFor
}
