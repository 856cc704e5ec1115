package table

import (
	"net/http"
	"slices"

	"caribe/server/refusal"
	"caribe/server/wire"
	"caribe/store"
)

// CheckClockSpec refuses a clock a table may not have and writes it as
// stored: nil for none.
func (b *Bots) CheckClockSpec(spec *wire.ClockSpec) (*wire.ClockSpec, error) {
	if spec == nil || spec.Kind == "" || spec.Kind == wire.ClockNone {
		if spec != nil && (spec.PerMove != 0 || spec.Reserve != 0 || spec.Days != 0) {
			return nil, refusal.New(http.StatusBadRequest, "clock: a table without a clock takes no times")
		}
		return nil, nil
	}
	if b.Advisor == nil || len(b.Levels) == 0 {
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

// NewClock is the record of a table being created with seats.
func (b *Bots) NewClock(game string, players int, spec *wire.ClockSpec, hints *bool, seats []store.Seat) (Clock, error) {
	c := noClock()
	c.Spec = spec
	if spec != nil && spec.Kind == wire.ClockLive {
		c.Reserves = make([]int64, players)
		for i := range c.Reserves {
			c.Reserves[i] = int64(spec.Reserve) * 1000
		}
	}
	c.Level = b.AwayLevel(game, seats)
	if spec != nil && c.Level == "" {
		return noClock(), errClockWithoutBots
	}
	_, hinter := b.hintSpec(game)
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

// AwayLevel is the bot spec that plays a seat of a table of game with
// seats once its person's time ran out: the hardest of the server's
// levels among the table's bots, else the level "medium", else the
// easiest the game offers; "" when the server plays no bots.
func (b *Bots) AwayLevel(game string, seats []store.Seat) string {
	if b.Advisor == nil {
		return ""
	}
	best := -1
	for _, st := range seats {
		for i, l := range b.Levels {
			if st.Bot != "" && l.SpecFor(game) == st.Bot && i > best {
				best = i
			}
		}
	}
	if best >= 0 {
		return b.Levels[best].SpecFor(game)
	}
	offered := b.LevelsOf(game)
	if len(offered) == 0 {
		return ""
	}
	name := offered[0]
	if slices.Contains(offered, "medium") {
		name = "medium"
	}
	spec, _ := b.Spec(game, name)
	return spec
}
