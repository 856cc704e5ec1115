package server

import (
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
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
// shared.go) hands the seat to a bot of the table's level with a handover
// entry in the log (handover.go); the player takes it back with their own
// token. A table without a clock lets the other people vote a silent seat
// to a bot (votes.go).
//
// What the server keeps of it is the table's clockRecord, stored with
// each entry of the log (store.Move.Clock) and, when it changes between
// entries (play starts, a vote, a rematch), by itself (store.SetClock).
// Its deadline is stored beside it, so that a table whose time ran out is
// due (store.Due) for whichever server takes it up, after a restart too.

// DefaultVoteWait is how long a seat of a table without a clock decides
// before the others may vote it to a bot, when Config.VoteWait is 0.
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

// clockRecord is what the server stores of a table's clock and of what
// goes with it (store.Clock.State).
type clockRecord struct {
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
func noClock() clockRecord { return clockRecord{Seat: -1} }

// parseClock reads a stored record; none stored is noClock.
func parseClock(c store.Clock) (clockRecord, error) {
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
func (c clockRecord) stored() store.Clock {
	_, end, _ := c.deadlines()
	return store.Clock{State: mustJSON(c), Deadline: end}
}

// clone is a copy sharing nothing with c.
func (c clockRecord) clone() clockRecord {
	c.Reserves, c.Votes = slices.Clone(c.Reserves), slices.Clone(c.Votes)
	return c
}

// deadlines are when the deciding person's time per decision ends (live)
// and when their time runs out; ok is false while no person's time runs.
func (c clockRecord) deadlines() (move, end time.Time, ok bool) {
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
func (c *clockRecord) charge(now time.Time) {
	move, _, ok := c.deadlines()
	if !ok || c.Spec.Kind != wire.ClockLive || c.Seat >= len(c.Reserves) || !now.After(move) {
		return
	}
	c.Reserves[c.Seat] = max(0, c.Reserves[c.Seat]-now.Sub(move).Milliseconds())
}

// decide notes who decides now: a person's decision starts at now unless
// it is the one under way (restart: it ended all the same).
func (c *clockRecord) decide(now time.Time, actor engine.Actor, seats []store.Seat, running, restart bool) {
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
func (c clockRecord) after(by engine.Actor, now time.Time, actor engine.Actor, seats []store.Seat, running bool) clockRecord {
	c = c.clone()
	ended := c.Seat >= 0 && by == engine.Actor(c.Seat)
	if ended {
		c.charge(now)
	}
	c.decide(now, actor, seats, running, ended)
	return c
}

// info is the clock as clients see it at now; nil without a clock.
func (c clockRecord) info(now time.Time) *wire.ClockInfo {
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

// checkClockSpec refuses a clock a table may not have and writes it as
// stored: nil for none.
func (s *Server) checkClockSpec(spec *wire.ClockSpec) (*wire.ClockSpec, error) {
	if spec == nil || spec.Kind == "" || spec.Kind == wire.ClockNone {
		if spec != nil && (spec.PerMove != 0 || spec.Reserve != 0 || spec.Days != 0) {
			return nil, refusal.New(http.StatusBadRequest, "clock: a table without a clock takes no times")
		}
		return nil, nil
	}
	if s.cfg.Advisor == nil || len(s.cfg.Levels) == 0 {
		return nil, errClockWithoutBots
	}
	switch spec.Kind {
	case wire.ClockLive:
		switch {
		case spec.Days != 0:
			return nil, refusal.New(http.StatusBadRequest, "clock: a live clock counts seconds, not days")
		case spec.PerMove < 0 || spec.Reserve < 0:
			return nil, refusal.New(http.StatusBadRequest, "clock: times cannot be negative")
		case spec.PerMove+spec.Reserve < minLiveTime:
			return nil, refusal.New(http.StatusBadRequest, "clock: a live clock gives at least %d seconds (per_move plus reserve)", minLiveTime)
		case spec.PerMove > maxPerMove || spec.Reserve > maxReserve:
			return nil, refusal.New(http.StatusBadRequest, "clock: at most %d seconds per move and %d of reserve; for longer, a turn-based clock counts days", maxPerMove, maxReserve)
		}
		return &wire.ClockSpec{Kind: wire.ClockLive, PerMove: spec.PerMove, Reserve: spec.Reserve}, nil
	case wire.ClockTurn:
		if spec.PerMove != 0 || spec.Reserve != 0 {
			return nil, refusal.New(http.StatusBadRequest, "clock: a turn-based clock counts days per move, not seconds")
		}
		if !slices.Contains(clockDays, spec.Days) {
			return nil, refusal.New(http.StatusBadRequest, "clock: a turn-based clock gives 1, 2, 3 or 7 days per move, not %d", spec.Days)
		}
		return &wire.ClockSpec{Kind: wire.ClockTurn, Days: spec.Days}, nil
	}
	return nil, errClockKind
}

// newClock is the record of a table being created with seats.
func (s *Server) newClock(game string, players int, spec *wire.ClockSpec, hints *bool, seats []store.Seat) (clockRecord, error) {
	c := noClock()
	c.Spec = spec
	if spec != nil && spec.Kind == wire.ClockLive {
		c.Reserves = make([]int64, players)
		for i := range c.Reserves {
			c.Reserves[i] = int64(spec.Reserve) * 1000
		}
	}
	c.Level = s.awayLevel(game, seats)
	if spec != nil && c.Level == "" {
		return noClock(), errClockWithoutBots
	}
	_, hinter := s.hintSpec(game)
	switch {
	case hints != nil && *hints && hinter == "":
		return noClock(), errHintsWithoutBots
	case hints != nil:
		c.Hints = *hints
	default:
		c.Hints = hinter != "" && slices.ContainsFunc(seats, func(st store.Seat) bool { return st.Bot != "" })
	}
	return c, nil
}

// awayLevel is the bot spec that plays a seat of a table of game with
// seats once its person's time ran out: the hardest of the server's
// levels among the table's bots, else the level "medium", else the
// easiest the game offers; "" when the server plays no bots.
func (s *Server) awayLevel(game string, seats []store.Seat) string {
	if s.cfg.Advisor == nil {
		return ""
	}
	best := -1
	for _, st := range seats {
		for i, l := range s.cfg.Levels {
			if st.Bot != "" && l.SpecFor(game) == st.Bot && i > best {
				best = i
			}
		}
	}
	if best >= 0 {
		return s.cfg.Levels[best].SpecFor(game)
	}
	offered := s.levelsOf(game)
	if len(offered) == 0 {
		return ""
	}
	name := offered[0]
	if slices.Contains(offered, "medium") {
		name = "medium"
	}
	spec, _ := s.botSpec(game, name)
	return spec
}

// awayBot is the bot spec that plays an away seat of t: its level, or the
// server's default for a table stored before it had one. The caller holds
// t.mu.
func (t *table) awayBot() string {
	if t.clk.Level != "" {
		return t.clk.Level
	}
	return t.awayDefault
}

// readClock makes the record stored in t.rec.Clock the table's; a record
// that cannot be read is logged and left as it was. The caller holds t.mu.
func (t *table) readClock(log *slog.Logger) {
	c, err := parseClock(t.rec.Clock)
	if err != nil {
		log.Warn("clock not read", "table", t.rec.ID, "err", err)
		return
	}
	t.setClock(c)
}

// setClock makes c the table's record and notes when the server next has
// something to do for it (wake). The caller holds t.mu.
func (t *table) setClock(c clockRecord) {
	t.clk = c
	t.updateWake()
}

// updateWake notes when the table's clock next asks the sweep to look at
// it: the deadline of a running clock (past its grace), or when a silent
// seat may first be voted away; 0 for never. The caller holds t.mu.
func (t *table) updateWake() {
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
func (t *table) timeRanOut(now time.Time) (int, bool) {
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
func (s *Server) outOfTime(t *table, seat int, now time.Time) error {
	_, end, ok := t.clk.deadlines()
	if !ok || t.clk.Seat != seat || !now.After(end) {
		return nil
	}
	s.settle(t)
	return refusal.New(http.StatusConflict, "your time ran out at %s: a bot plays seat %d until you take it back (join the seat with your token)",
		end.UTC().Format(time.RFC3339), seat)
}

// syncClock stores who decides now when it changed other than by an
// entry: play starting, a seat given to a bot or taken between entries.
// The caller holds t.mu.
func (s *Server) syncClock(t *table) error {
	want := t.clk.clone()
	want.decide(s.clockNow(), t.sess.Actor(), t.rec.Seats, t.rec.Status == store.Running, false)
	if want.Seat == t.clk.Seat && want.Since.Equal(t.clk.Since) {
		return nil
	}
	return s.storeClock(t, want)
}

// storeClock stores c as the table's record in place of the one it has,
// and tells the clients. When another server changed the record first,
// the table catches up and storeClock refuses c as stale. The caller
// holds t.mu.
func (s *Server) storeClock(t *table, c clockRecord) error {
	old := t.rec.Clock
	next := c.stored()
	err := s.cfg.Store.SetClock(s.ctx, t.rec.ID, old, next, t.rec.Status == store.Running && s.serverPlays(t, t.sess.Actor()))
	if err == nil {
		t.stored()
		t.rec.Clock = next
		t.setClock(c)
		s.announce(t, nil)
		return nil
	}
	if errors.Is(err, store.ErrConflict) {
		s.catchUp(t)
		return staleError{t.version()}
	}
	s.log.Error("clock not stored", "table", t.rec.ID, "err", err)
	return err
}

// clockNow is the server's time as the clock records it: to the
// millisecond, as the store keeps it.
func (s *Server) clockNow() time.Time { return s.now().UTC().Truncate(time.Millisecond) }
