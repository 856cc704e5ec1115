package table

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"net/http"
	"slices"

	"caribe/engine"
	"caribe/server/refusal"
	"caribe/server/secret"
	"caribe/server/wire"
	"caribe/store"
)

// At a finished table, any of its players may ask to play again. The
// rematch is one new table, made once for the finished one: the same game,
// options, clock, hints and host, its seats rotated by one (the player of
// seat i sits at seat i+1), the bots back in theirs and each person's seat
// waiting for them, taken with their own token of the finished table (as a
// departed seat is). The player who asks takes theirs at once; everyone at
// the finished table hears of it (TableInfo.Rematch).

// rematchID is the id of the rematch of table id: the same whichever
// server makes it, so that it is made once.
func rematchID(id string) string {
	h := sha256.Sum256([]byte("rematch " + id))
	return hex.EncodeToString(h[:8])
}

// Rematch makes (once) the rematch of a finished table and seats the
// player whose token asks there; use finds the rematch among the tables
// and marks it used until done.
func (t *Table) Rematch(ctx context.Context, token string, use func(ctx context.Context, id string) (next *Table, done func(), err error)) (wire.Joined, error) {
	t.mu.Lock()
	p := &t.p
	if p.rec.Status != store.Over {
		t.mu.Unlock()
		return wire.Joined{}, refusal.New(http.StatusConflict, "the table is %s: a rematch is asked once the game is over", p.rec.Status)
	}
	seat, nick, err := seatList(p.rec.Seats).former(token)
	// The first to ask makes the rematch and records it in the table's
	// clock, telling its clients; when another server recorded it first,
	// the table catches up with it.
	for try := 0; err == nil && p.clock.clk.Rematch == nil; try++ {
		if try == 3 {
			err = refusal.New(http.StatusConflict, "the table kept changing: ask again")
			break
		}
		var rm wire.Rematch
		if rm, err = createRematch(ctx, p.env, p.game, p.rec, p.clock.clk); err != nil {
			break
		}
		next := p.clock.clk.clone()
		next.Rematch = &rm
		err = p.storeClock(next)
		var stale staleError
		switch {
		case err == nil:
			p.env.Events.RematchOffered(p.rec.ID, rm.Table)
		case errors.As(err, &stale):
			err = nil // caught up: look again
		}
	}
	if err != nil {
		t.mu.Unlock()
		return wire.Joined{}, err
	}
	rm := *p.clock.clk.Rematch
	t.mu.Unlock()
	next, done, err := use(ctx, rm.Table)
	if err != nil {
		return wire.Joined{}, err
	}
	defer done()
	to := rm.Seats[seat]
	next.mu.Lock()
	taken := seatKind(next.p.rec.Seats[to]) != wire.SeatOpen
	next.mu.Unlock()
	if taken {
		return wire.Joined{}, refusal.New(http.StatusConflict, "seat %d of the rematch %s is taken already: play there with the token its join gave", to, rm.Table)
	}
	return next.Join(ctx, to, nick, []string{token})
}

// createRematch stores the rematch of table of, a game of g whose
// clock record is c, unless it is stored already.
func createRematch(ctx context.Context, env *Env, g engine.Game, of store.Table, c Clock) (wire.Rematch, error) {
	n := of.Players
	rm := wire.Rematch{Table: rematchID(of.ID), Seats: make([]int, n)}
	seats := make([]store.Seat, n)
	for i, st := range of.Seats {
		to := (i + 1) % n
		rm.Seats[i] = to
		switch {
		case st.Bot != "" && !Departed(st):
			seats[to] = store.Seat{Bot: st.Bot}
		case st.TokenHash != nil:
			seats[to] = store.Seat{Nick: st.Nick, TokenHash: wayBack(st), Account: st.Account}
		}
	}
	seed := secret.Seed()
	sess, err := g.New(n, of.Options, seed)
	if err != nil {
		return wire.Rematch{}, err
	}
	clk := noClock()
	clk.Level, clk.Hints, clk.Reserved = c.Level, c.Hints, true
	if c.Spec != nil {
		spec := *c.Spec
		clk.Spec = &spec
		if spec.Kind == wire.ClockLive {
			clk.Reserves = slices.Repeat([]int64{int64(spec.Reserve) * 1000}, n)
		}
	}
	now := env.clockNow()
	next := store.Table{
		ID: rm.Table, Game: of.Game, Players: n, Options: of.Options, Seed: seed,
		HostHash: of.HostHash, Seats: seats, Status: store.Open, Created: now, Updated: now,
		Actor: int(sess.Actor()), Clock: clk.Stored(), Rated: of.Rated,
	}
	switch err := env.Store.CreateTable(ctx, next); {
	case errors.Is(err, store.ErrExists):
		// Made by another server, or by an ask whose record failed.
	case err != nil:
		return wire.Rematch{}, err
	default:
		env.Log.Info("rematch created", "table", next.ID, "of", of.ID, "game", next.Game)
	}
	return rm, nil
}
