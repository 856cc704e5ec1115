package table

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"time"

	"caribe/server/refusal"
	"caribe/server/wire"
	"caribe/store"
)

// At a table without a clock, a person who stops playing would hold the
// others for ever. Once a seat held by a person (or left by one) has
// decided for server.Config.VoteWait, the other people at the table may vote it
// to a bot of the table's level: when every one of them has voted, the
// seat is handed over (handover.go) as when a clock runs out. The votes
// are part of the table's clock record, and go once the seat decides.

// votes is what a table knows of its silent seat beyond its clock
// record: which decision's silence the clients were told of. It reads
// the clock and the table's record it is given. Its methods are called
// with the table's lock held.
type votes struct {
	// silenced is the start of the decision whose silence the clients
	// were told of.
	silenced time.Time
}

// from is when votes are taken on the seat deciding now, if it may be
// voted away: a table without a clock, running, whose deciding seat is not
// a bot's, with other people to vote and a bot to play the seat; a seat
// decides wait before votes are taken.
func (v *votes) from(c *clock, rec store.Table, wait time.Duration) (time.Time, bool) {
	k := c.clk
	if k.Spec != nil || c.awayBot() == "" || k.Seat < 0 || k.Since.IsZero() || rec.Status != store.Running || len(seatList(rec.Seats).voters(k.Seat)) == 0 {
		return time.Time{}, false
	}
	return k.Since.Add(wait), true
}

// silence is the seat that may be voted away at now, nil if none.
func (v *votes) silence(now time.Time, c *clock, rec store.Table, wait time.Duration) *wire.Silence {
	from, ok := v.from(c, rec, wait)
	if !ok || now.Before(from) {
		return nil
	}
	votes := slices.Clone(c.clk.Votes)
	if votes == nil {
		votes = []int{}
	}
	return &wire.Silence{Seat: c.clk.Seat, Since: c.clk.Since, VoteFrom: from, Votes: votes}
}

// told reports whether the clients were told of the silence of the
// decision started at since.
func (v *votes) told(since time.Time) bool { return !v.silenced.IsZero() && v.silenced.Equal(since) }

// tell notes, once per decision, that its seat may now be voted away; it
// reports whether the clients are to be told.
func (v *votes) tell(now time.Time, c *clock, rec store.Table, wait time.Duration) bool {
	if sil := v.silence(now, c, rec, wait); sil != nil && !v.silenced.Equal(sil.Since) {
		v.silenced = sil.Since
		return true
	}
	return false
}

// ballot checks voter's vote to hand seat to a bot at now and returns the
// clock record with it; all is set when it is the last vote, which hands
// the seat over. known is set when voter voted already: nothing changes.
func (v *votes) ballot(now time.Time, c *clock, rec store.Table, wait time.Duration, voter, seat int) (next Clock, all, known bool, err error) {
	switch {
	case rec.Status != store.Running:
		return Clock{}, false, false, refusal.New(http.StatusConflict, "the table is %s: there is no silent seat to vote away", rec.Status)
	case c.clk.Spec != nil:
		return Clock{}, false, false, refusal.New(http.StatusConflict, "this table has a clock: a seat whose time runs out goes to a bot by itself")
	case voter == seat:
		return Clock{}, false, false, refusal.New(http.StatusConflict, "seat %d is yours: a seat is not voted away by its own player", seat)
	}
	sil := v.silence(now, c, rec, wait)
	if sil == nil || sil.Seat != seat {
		if from, ok := v.from(c, rec, wait); ok && c.clk.Seat == seat {
			return Clock{}, false, false, refusal.New(http.StatusConflict, "too early: seat %d decides since %s, and votes are taken from %s",
				seat, c.clk.Since.Format(time.RFC3339), from.UTC().Format(time.RFC3339))
		}
		return Clock{}, false, false, refusal.New(http.StatusConflict, "seat %d is not a silent person's seat: only a person who decides now, with others at the table, is voted away", seat)
	}
	if slices.Contains(sil.Votes, voter) {
		return Clock{}, false, true, nil
	}
	next = c.clk.clone()
	next.Votes = append(next.Votes, voter)
	slices.Sort(next.Votes)
	all = !slices.ContainsFunc(seatList(rec.Seats).voters(seat), func(v int) bool { return !slices.Contains(next.Votes, v) })
	return next, all, false, nil
}

// Vote records the vote of the seat token holds to hand seat, silent, to
// a bot; the last vote hands it over. It returns the table as it is then.
func (t *Table) Vote(ctx context.Context, token string, seat int) (_ wire.TableInfo, err error) {
	t.mu.Lock()
	defer t.unlock(&err)
	p := &t.p
	if err := seatList(p.rec.Seats).check(seat); err != nil {
		return wire.TableInfo{}, err
	}
	voter, ok := seatList(p.rec.Seats).of(token)
	if !ok {
		return wire.TableInfo{}, seatList(p.rec.Seats).tokenError(token)
	}
	next, all, known, err := p.votes.ballot(p.env.clockNow(), &p.clock, p.rec, p.env.VoteWait, voter, seat)
	switch {
	case err != nil:
		return wire.TableInfo{}, err
	case known:
		return p.info(), nil
	case all:
		err = p.handOver(ctx, seat, handoverVote)
	default:
		err = p.storeClock(next)
	}
	var stale staleError
	if errors.As(err, &stale) {
		p.settle()
		return wire.TableInfo{}, refusal.New(http.StatusConflict, "the table changed while you voted: look again, and vote again if the seat is still silent")
	}
	if err != nil {
		return wire.TableInfo{}, err
	}
	p.env.Log.Info("vote to hand a seat to a bot", "table", p.rec.ID, "seat", seat, "voter", voter)
	p.settle()
	return p.info(), nil
}
