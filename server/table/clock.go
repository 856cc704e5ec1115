package table

import (
	"errors"
	"log/slog"
	"net/http"
	"time"

	"caribe/server/refusal"
	"caribe/store"
)

// server's default for a table stored before it had one. The caller holds
// t.mu.
func (t *state) awayBot() string {
	if t.clk.Level != "" {
		return t.clk.Level
	}
	return t.awayDefault
}

// readClock makes the record stored in t.rec.Clock the table's; a record
// that cannot be read is logged and left as it was. The caller holds t.mu.
func (t *state) readClock(log *slog.Logger) {
	c, err := parseClock(t.rec.Clock)
	if err != nil {
		log.Warn("clock not read", "table", t.rec.ID, "err", err)
		return
	}
	t.setClock(c)
}

// setClock makes c the table's record and notes when the server next has
// something to do for it (wake). The caller holds t.mu.
func (t *state) setClock(c Clock) {
	t.clk = c
	t.updateWake()
}

// updateWake notes when the table's clock next asks the sweep to look at
// it: the deadline of a running clock (past its grace), or when a silent
// seat may first be voted away; 0 for never. The caller holds t.mu.
func (t *state) updateWake() {
	var at time.Time
	if _, end, ok := t.clk.deadlines(); ok {
		at = end.Add(clockGrace)
	} else if from, ok := t.voteFrom(); ok && !t.silenced.Equal(t.clk.Since) {
		at = from
	}
	if at.IsZero() || t.rec.Status != store.Running {
		t.wake.Store(0)
		return
	}
	t.wake.Store(at.UnixMilli())
}

// timeRanOut is the seat whose time ran out by now, if any, once the
// grace has passed too. The caller holds t.mu.
func (t *state) timeRanOut(now time.Time) (int, bool) {
	_, end, ok := t.clk.deadlines()
	if !ok || t.rec.Status != store.Running || now.Before(end.Add(clockGrace)) {
		return 0, false
	}
	seat := t.clk.Seat
	if a, ok := t.sess.Actor().Seat(); !ok || a != seat || t.rec.Seats[seat].Bot != "" {
		return 0, false
	}
	return seat, true
}

// outOfTime refuses seat's entry when its time ran out at now, and lets
// the time-out go ahead. The caller holds t.mu.
func (t *play) outOfTime(seat int, now time.Time) error {
	_, end, ok := t.clk.deadlines()
	if !ok || t.clk.Seat != seat || !now.After(end) {
		return nil
	}
	t.settle()
	return refusal.New(http.StatusConflict, "your time ran out at %s: a bot plays seat %d until you take it back (join the seat with your token)",
		end.UTC().Format(time.RFC3339), seat)
}

// syncClock stores who decides now when it changed other than by an
// entry: play starting, a seat given to a bot or taken between entries.
// The caller holds t.mu.
func (t *play) syncClock() error {
	want := t.clk.clone()
	want.decide(t.env.clockNow(), t.sess.Actor(), t.rec.Seats, t.rec.Status == store.Running, false)
	if want.Seat == t.clk.Seat && want.Since.Equal(t.clk.Since) {
		return nil
	}
	return t.storeClock(want)
}

// storeClock stores c as the table's record in place of the one it has,
// and tells the clients. When another server changed the record first,
// the table catches up and storeClock refuses c as stale. The caller
// holds t.mu.
func (t *play) storeClock(c Clock) error {
	old := t.rec.Clock
	next := c.Stored()
	err := t.env.Store.SetClock(t.env.Ctx, t.rec.ID, old, next, t.rec.Status == store.Running && t.serverPlays(t.sess.Actor()))
	if err == nil {
		t.stored()
		t.rec.Clock = next
		t.setClock(c)
		t.announce(nil)
		return nil
	}
	if errors.Is(err, store.ErrConflict) {
		t.catchUp()
		return staleError{t.version()}
	}
	t.env.Log.Error("clock not stored", "table", t.rec.ID, "err", err)
	return err
}
