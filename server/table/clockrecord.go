package table

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"time"

	"caribe/engine"
	"caribe/server/refusal"
	"caribe/server/wire"
	"caribe/store"
)

// A table may have a clock, chosen when it is created: live (a time per
// decision, then a reserve per seat) or turn-based (days per decision).
// A person's time runs from the moment the server has stored the entry
// after which their seat decides until they make an entry (a move, an
// undo); a bot's, chance's and the server's time is charged to nobody.
// When a seat's time runs out, the server holding the table (its lease,
// lease.go) hands the seat to a bot of the table's level with a handover
// entry in the log (handover.go); the player takes it back with their own
// token. A table without a clock lets the other people vote a silent seat
// to a bot (votes.go).
//
// What the server keeps of it is the table's Clock, stored with
// each entry of the log (store.Move.Clock) and, when it changes between
// entries (play starts, a vote, a rematch), by itself (store.SetClock).
// Its deadline is stored beside it, so that a table whose time ran out is
// due (store.Due) for whichever server takes it up, after a restart too.

// DefaultVoteWait is how long a seat of a table without a clock decides
// before the others may vote it to a bot, when server.Config.VoteWait is 0.
const DefaultVoteWait = 5 * time.Minute

// clockGrace is how long past a seat's deadline its time-out waits, so
// that a move another server sharing the store took in time is stored
// before the time-out is tried. A move is taken until the deadline itself.
const clockGrace = 500 * time.Millisecond

// The days a turn-based clock may give per decision, and the bounds of a
// live clock's times, in seconds.
var (
	clockDays              = []int{1, 2, 3, 7}
	maxPerMove, maxReserve = 24 * 60 * 60, 7 * 24 * 60 * 60
	minLiveTime            = 5
)

// Why a clock or hints are refused when a table is created.
var (
	errClockWithoutBots = refusal.New(http.StatusBadRequest, "clock: this server plays no bots, and a seat whose time runs out goes to a bot")
	errClockKind        = refusal.New(http.StatusBadRequest, "clock: kind must be %q, %q or %q", wire.ClockNone, wire.ClockLive, wire.ClockTurn)
	errHintsWithoutBots = refusal.New(http.StatusBadRequest, "hints: this server plays no bots to give them")
)

// Clock is what the server stores of a table's clock and of what
// goes with it (store.Clock.State).
type Clock struct {
	// Spec is the table's clock; nil: none.
	Spec *wire.ClockSpec `json:"spec,omitempty"`
	// Level is the bot spec that plays a seat whose time ran out or that
	// the others voted away.
	Level string `json:"level,omitempty"`
	// Hints says whether the table offers hints (hints.go).
	Hints bool `json:"hints,omitempty"`
	// Reserves are each seat's reserve left of a live clock, in
	// milliseconds, the decision under way not charged.
	Reserves []int64 `json:"reserves,omitempty"`
	// Seat is the seat of a person deciding since Since; -1 while no
	// person decides (Since zero).
	Seat  int       `json:"seat"`
	Since time.Time `json:"since,omitzero"`
	// Votes are the seats that voted Seat away since Since.
	Votes []int `json:"votes,omitempty"`
	// Rematch is the table that replays this finished one (rematch.go).
	Rematch *wire.Rematch `json:"rematch,omitempty"`
	// Reserved is set on a rematch: while it is open, a departed seat
	// waits for its player (seats.go).
	Reserved bool `json:"reserved,omitempty"`
}

// noClock is the record of a table that has none stored.
func noClock() Clock { return Clock{Seat: -1} }

// parseClock reads a stored record; none stored is noClock.
func parseClock(c store.Clock) (Clock, error) {
	r := noClock()
	if c.State == nil {
		return r, nil
	}
	if err := json.Unmarshal(c.State, &r); err != nil {
		return noClock(), fmt.Errorf("clock %s: %w", c.State, err)
	}
	if r.Spec != nil && r.Spec.Kind != wire.ClockLive && r.Spec.Kind != wire.ClockTurn {
		return noClock(), fmt.Errorf("clock %s: unknown kind %q", c.State, r.Spec.Kind)
	}
	return r, nil
}

// stored is the record as the store keeps it, with its deadline.
func (c Clock) Stored() store.Clock {
	_, end, _ := c.deadlines()
	return store.Clock{State: mustJSON(c), Deadline: end}
}

// clone is a copy sharing nothing with c.
func (c Clock) clone() Clock {
	c.Reserves, c.Votes = slices.Clone(c.Reserves), slices.Clone(c.Votes)
	return c
}

// deadlines are when the deciding person's time per decision ends (live)
// and when their time runs out; ok is false while no person's time runs.
func (c Clock) deadlines() (move, end time.Time, ok bool) {
	if c.Spec == nil || c.Seat < 0 || c.Since.IsZero() {
		return time.Time{}, time.Time{}, false
	}
	switch c.Spec.Kind {
	case wire.ClockLive:
		move = c.Since.Add(time.Duration(c.Spec.PerMove) * time.Second)
		var reserve int64
		if c.Seat < len(c.Reserves) {
			reserve = c.Reserves[c.Seat]
		}
		return move, move.Add(time.Duration(reserve) * time.Millisecond), true
	case wire.ClockTurn:
		end = c.Since.Add(time.Duration(c.Spec.Days) * 24 * time.Hour)
		return end, end, true
	}
	return time.Time{}, time.Time{}, false
}

// charge takes the time the deciding seat spent beyond its time per
// decision, up to now, off its reserve (a live clock).
func (c *Clock) charge(now time.Time) {
	move, _, ok := c.deadlines()
	if !ok || c.Spec.Kind != wire.ClockLive || c.Seat >= len(c.Reserves) || !now.After(move) {
		return
	}
	c.Reserves[c.Seat] = max(0, c.Reserves[c.Seat]-now.Sub(move).Milliseconds())
}

// decide notes who decides now: a person's decision starts at now unless
// it is the one under way (restart: it ended all the same).
func (c *Clock) decide(now time.Time, actor engine.Actor, seats []store.Seat, running, restart bool) {
	seat, ok := actor.Seat()
	switch person := ok && running && seat < len(seats) && seats[seat].Bot == ""; {
	case !person:
		c.Seat, c.Since, c.Votes = -1, time.Time{}, nil
	case restart || c.Seat != seat || c.Since.IsZero():
		c.Seat, c.Since, c.Votes = seat, now, nil
	}
}

// after is the record once an entry made by by is stored at now, after
// which actor decides and the seats are seats: the decision that entry
// ended is charged, and the next one starts.
func (c Clock) after(by engine.Actor, now time.Time, actor engine.Actor, seats []store.Seat, running bool) Clock {
	c = c.clone()
	ended := c.Seat >= 0 && by == engine.Actor(c.Seat)
	if ended {
		c.charge(now)
	}
	c.decide(now, actor, seats, running, ended)
	return c
}

// info is the clock as clients see it at now; nil without a clock.
func (c Clock) info(now time.Time) *wire.ClockInfo {
	if c.Spec == nil {
		return nil
	}
	ci := &wire.ClockInfo{ClockSpec: *c.Spec, Reserves: []int64{}, Seat: -1, Now: now}
	if c.Spec.Kind == wire.ClockLive {
		ci.Reserves = slices.Clone(c.Reserves)
	}
	if move, end, ok := c.deadlines(); ok {
		ci.Seat, ci.Deadline = c.Seat, &end
		if c.Spec.Kind == wire.ClockLive {
			ci.MoveDeadline = &move
		}
	}
	return ci
}
