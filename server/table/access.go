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
	return t.p.rec.ID
}

// Info describes the table to anyone.
func (t *Table) Info() wire.TableInfo {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.p.info()
}

// Version is the number of entries the table has played.
func (t *Table) Version() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.p.board.ver
}

// Record is a copy of the table's record as stored.
func (t *Table) Record() store.Table {
	t.mu.Lock()
	defer t.mu.Unlock()
	rec := t.p.rec
	rec.Seats = slices.Clone(rec.Seats)
	return rec
}

// SeatOf is the seat token holds, or the refusal saying why it holds
// none.
func (t *Table) SeatOf(token string) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	seat, ok := seatList(t.p.rec.Seats).of(token)
	if !ok {
		return 0, seatList(t.p.rec.Seats).tokenError(token)
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
		if seat, ok = seatList(t.p.rec.Seats).of(token); !ok {
			return wire.ViewResponse{}, seatList(t.p.rec.Seats).tokenError(token)
		}
	}
	return t.p.views().response(seat), nil
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
	r := t.p.retry
	return Retrying{What: r.what, Attempts: r.attempts, Since: r.since, Err: r.err}, r.attempts > 0
}

// DropClients disconnects every client of the table, telling them why.
func (t *Table) DropClients(why string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.p.hub.dropAll(why)
}

// Connections counts the live connections of a seat (-1: spectators).
func (t *Table) Connections(seat int) int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.p.hub.count(seat)
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
	actor = t.p.board.sess.Actor()
	if _, ok := actor.Seat(); ok {
		legal = t.p.board.sess.Legal()
	}
	return actor, t.p.board.ver, legal
}

// State is the table's version and its game's whole state (hidden cards
// and generator included), encoded: for tests that compare a table with
// its replay.
func (t *Table) State() (int, []byte, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	b, err := t.p.board.sess.MarshalJSON()
	return t.p.board.ver, b, err
}
