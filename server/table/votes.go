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

// voters are the seats held by people other than seat. The caller holds
// t.mu.
func (t *state) voters(seat int) []int {
	var out []int
	for i, st := range t.rec.Seats {
		if i != seat && seatKind(st) == wire.SeatPerson {
			out = append(out, i)
		}
	}
	return out
}

// voteFrom is when votes are taken on the seat deciding now, if it may be
// voted away: a table without a clock, running, whose deciding seat is not
// a bot's, with other people to vote and a bot to play the seat. The
// caller holds t.mu.
func (t *state) voteFrom() (time.Time, bool) {
	c := t.clk
	if c.Spec != nil || t.awayBot() == "" || c.Seat < 0 || c.Since.IsZero() || t.rec.Status != store.Running || len(t.voters(c.Seat)) == 0 {
		return time.Time{}, false
	}
	return c.Since.Add(t.env.VoteWait), true
}

// silence is the seat that may be voted away at now, nil if none. The
// caller holds t.mu.
func (t *state) silence(now time.Time) *wire.Silence {
	from, ok := t.voteFrom()
	if !ok || now.Before(from) {
		return nil
	}
	votes := slices.Clone(t.clk.Votes)
	if votes == nil {
		votes = []int{}
	}
	return &wire.Silence{Seat: t.clk.Seat, Since: t.clk.Since, VoteFrom: from, Votes: votes}
}

// tellSilence tells the clients, once per decision, that its seat may now
// be voted away. The caller holds t.mu.
func (t *play) tellSilence(now time.Time) {
	if sil := t.silence(now); sil != nil && !t.silenced.Equal(sil.Since) {
		t.silenced = sil.Since
		t.updateWake()
		t.announce(nil)
	}
}

// Vote records the vote of the seat token holds to hand seat, silent, to
// a bot; the last vote hands it over. It returns the table as it is then.
func (t *Table) Vote(ctx context.Context, token string, seat int) (_ wire.TableInfo, err error) {
	t.mu.Lock()
	defer t.unlock(&err)
	if err := t.checkSeat(seat); err != nil {
		return wire.TableInfo{}, err
	}
	voter, ok := t.seatOf(token)
	if !ok {
		return wire.TableInfo{}, t.tokenError(token)
	}
	switch {
	case t.rec.Status != store.Running:
		return wire.TableInfo{}, refusal.New(http.StatusConflict, "the table is %s: there is no silent seat to vote away", t.rec.Status)
	case t.clk.Spec != nil:
		return wire.TableInfo{}, refusal.New(http.StatusConflict, "this table has a clock: a seat whose time runs out goes to a bot by itself")
	case voter == seat:
		return wire.TableInfo{}, refusal.New(http.StatusConflict, "seat %d is yours: a seat is not voted away by its own player", seat)
	}
	sil := t.silence(t.env.clockNow())
	if sil == nil || sil.Seat != seat {
		if from, ok := t.voteFrom(); ok && t.clk.Seat == seat {
			return wire.TableInfo{}, refusal.New(http.StatusConflict, "too early: seat %d decides since %s, and votes are taken from %s",
				seat, t.clk.Since.Format(time.RFC3339), from.UTC().Format(time.RFC3339))
		}
		return wire.TableInfo{}, refusal.New(http.StatusConflict, "seat %d is not a silent person's seat: only a person who decides now, with others at the table, is voted away", seat)
	}
	if slices.Contains(sil.Votes, voter) {
		return t.info(), nil
	}
	next := t.clk.clone()
	next.Votes = append(next.Votes, voter)
	slices.Sort(next.Votes)
	if all := t.voters(seat); !slices.ContainsFunc(all, func(v int) bool { return !slices.Contains(next.Votes, v) }) {
		err = t.handOver(ctx, seat, handoverVote)
	} else {
		err = t.storeClock(next)
	}
	var stale staleError
	if errors.As(err, &stale) {
		t.settle()
		return wire.TableInfo{}, refusal.New(http.StatusConflict, "the table changed while you voted: look again, and vote again if the seat is still silent")
	}
	if err != nil {
		return wire.TableInfo{}, err
	}
	t.env.Log.Info("vote to hand a seat to a bot", "table", t.rec.ID, "seat", seat, "voter", voter)
	t.settle()
	return t.info(), nil
}
