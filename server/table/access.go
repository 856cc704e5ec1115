package table

import (
	"slices"
	"time"

	"caribe/engine"
	"caribe/server/wire"
	"caribe/store"
)

// What a request reads of a table: each method takes the table's lock
// for its reading only.

// ID is the table's id.
func (t *Table) ID() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.rec.ID
}

// Info describes the table to anyone.
func (t *Table) Info() wire.TableInfo {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.info()
}

// Version is the number of entries the table has played.
func (t *Table) Version() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.version()
}

// Record is a copy of the table's record as stored.
func (t *Table) Record() store.Table {
	t.mu.Lock()
	defer t.mu.Unlock()
	rec := t.rec
	rec.Seats = slices.Clone(rec.Seats)
	return rec
}

// SeatOf is the seat token holds, or the refusal saying why it holds
// none.
func (t *Table) SeatOf(token string) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	seat, ok := t.seatOf(token)
	if !ok {
		return 0, t.tokenError(token)
	}
	return seat, nil
}

// View is what the seat token holds sees now (a spectator's view without
// a token).
func (t *Table) View(token string) (wire.ViewResponse, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	seat := -1
	if token != "" {
		var ok bool
		if seat, ok = t.seatOf(token); !ok {
			return wire.ViewResponse{}, t.tokenError(token)
		}
	}
	return wire.ViewResponse{
		Seat: seat, Version: t.version(), Actor: t.sess.Actor(), View: t.viewJSON(seat), Legal: t.legalFor(seat), Result: t.result(),
		Undo: t.canUndo(seat),
	}, nil
}

// Retrying is a table's run of failures to store what only the server
// plays there.
type Retrying struct {
	What     string
	Attempts int
	Since    time.Time
	Err      error
}

// Retrying is the table's run of failures to store, if one is under way.
func (t *Table) Retrying() (Retrying, bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	r := t.retry
	return Retrying{What: r.what, Attempts: r.attempts, Since: r.since, Err: r.err}, r.attempts > 0
}

// DropClients disconnects every client of the table, telling them why.
func (t *Table) DropClients(why string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	for c := range t.clients {
		c.drop(why)
	}
}

// Connections counts the live connections of a seat (-1: spectators).
func (t *Table) Connections(seat int) int {
	t.mu.Lock()
	defer t.mu.Unlock()
	n := 0
	for c := range t.clients {
		if c.seat == seat {
			n++
		}
	}
	return n
}

// LockFree reports whether the table's lock is free now, taking and
// releasing it: a check for the tests of a damaged table.
func (t *Table) LockFree() bool {
	if !t.mu.TryLock() {
		return false
	}
	t.mu.Unlock()
	return true
}

// Decision is who decides now, at which version, and the legal moves when
// a seat does.
func (t *Table) Decision() (actor engine.Actor, version int, legal []engine.LegalMove) {
	t.mu.Lock()
	defer t.mu.Unlock()
	actor = t.sess.Actor()
	if _, ok := actor.Seat(); ok {
		legal = t.sess.Legal()
	}
	return actor, t.version(), legal
}

// State is the table's version and its game's whole state (hidden cards
// and generator included), encoded: for tests that compare a table with
// its replay.
func (t *Table) State() (int, []byte, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	b, err := t.sess.MarshalJSON()
	return t.version(), b, err
}
