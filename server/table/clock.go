package table

import (
	"errors"
	"log/slog"
	"net/http"
	"sync/atomic"
	"time"

	"caribe/engine"
	"caribe/server/refusal"
	"caribe/store"
)

// clock is a table's clock record (Clock) and what follows from it: when
// the sweep is next to look at the table, whose time ran out, and who
// plays a seat whose person is away. Its methods are called with the
// table's lock held, but wake's reading.
type clock struct {
	// clk is the table's clock record, as stored in its record's Clock.
	clk Clock
	// wake is when, in unix milliseconds, the clock next asks the sweep
	// to look at the table (0: never); read without the lock.
	wake atomic.Int64
	// awayDefault is the bot spec that plays an away seat of a table
	// stored without a level of its own ("": the server plays no bots).
	awayDefault string
	// tell is set when the clients are to be told the table's
	// description after the entry being made (telling).
	tell bool
}

// awayBot is the bot spec that plays an away seat: the table's level, or
// the server's default for a table stored before it had one.
func (c *clock) awayBot() string {
	if c.clk.Level != "" {
		return c.clk.Level
	}
	return c.awayDefault
}

// setWake notes when the clock next asks the sweep to look at the table:
// the deadline of a running clock (past its grace), else voteFrom when a
// silent seat may first be voted away (vote set); never unless running.
func (c *clock) setWake(voteFrom time.Time, vote, running bool) {
	var at time.Time
	if _, end, ok := c.clk.deadlines(); ok {
		at = end.Add(clockGrace)
	} else if vote {
		at = voteFrom
	}
	if at.IsZero() || !running {
		c.wake.Store(0)
		return
	}
	c.wake.Store(at.UnixMilli())
}

// timeRanOut is the seat whose time ran out by now, if any, once the
// grace has passed too; actor decides now at a table of seats.
func (c *clock) timeRanOut(now time.Time, actor engine.Actor, seats []store.Seat, running bool) (int, bool) {
	_, end, ok := c.clk.deadlines()
	if !ok || !running || now.Before(end.Add(clockGrace)) {
		return 0, false
	}
	seat := c.clk.Seat
	if a, ok := actor.Seat(); !ok || a != seat || seats[seat].Bot != "" {
		return 0, false
	}
	return seat, true
}

// outOfTime refuses seat's entry when its time ran out at now; the
// time-out is then to go ahead (play.settle).
func (c *clock) outOfTime(seat int, now time.Time) error {
	_, end, ok := c.clk.deadlines()
	if !ok || c.clk.Seat != seat || !now.After(end) {
		return nil
	}
	return refusal.New(http.StatusConflict, "your time ran out at %s: a bot plays seat %d until you take it back (join the seat with your token)",
		end.UTC().Format(time.RFC3339), seat)
}

// want is the record noting who decides now, when that changed other
// than by an entry (play starting, a seat given to a bot or taken between
// entries): changed is then set, and the record is to be stored.
func (c *clock) want(now time.Time, actor engine.Actor, seats []store.Seat, running bool) (Clock, bool) {
	want := c.clk.clone()
	want.decide(now, actor, seats, running, false)
	return want, want.Seat != c.clk.Seat || !want.Since.Equal(c.clk.Since)
}

// telling reports whether the clients are to be told the table's
// description after the entry just made, which changed what they show of
// its clock or of a silent seat; it forgets it then.
func (c *clock) telling() bool {
	tell := c.tell
	c.tell = false
	return tell
}

// readClock makes the record stored in the table's record the table's; a
// record that cannot be read is logged and left as it was.
func (t *play) readClock(log *slog.Logger) {
	c, err := parseClock(t.rec.Clock)
	if err != nil {
		log.Warn("clock not read", "table", t.rec.ID, "err", err)
		return
	}
	t.clock.clk = c
	t.updateWake()
}

// updateWake notes when the table's clock next asks the sweep to look at
// it (clock.setWake).
func (t *play) updateWake() {
	from, ok := t.votes.from(&t.clock, t.rec, t.env.VoteWait)
	t.clock.setWake(from, ok && !t.votes.silenced.Equal(t.clock.clk.Since), t.rec.Status == store.Running)
}

// storeClock stores c as the table's record in place of the one it has,
// and tells the clients. When another server changed the record first,
// the table catches up and storeClock refuses c as stale.
func (t *play) storeClock(c Clock) error {
	old := t.rec.Clock
	next := c.Stored()
	err := t.env.Store.SetClock(t.env.Ctx, t.rec.ID, old, next, t.rec.Status == store.Running && serverPlays(t.rec.Seats, t.board.sess.Actor()))
	if err == nil {
		t.retry.stored()
		t.rec.Clock = next
		t.clock.clk = c
		t.updateWake()
		t.announce(nil)
		return nil
	}
	if errors.Is(err, store.ErrConflict) {
		t.catchUp()
		return staleError{t.board.ver}
	}
	t.env.Log.Error("clock not stored", "table", t.rec.ID, "err", err)
	return err
}
