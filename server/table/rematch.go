package table

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"net/http"
	"slices"

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

// formerSeat is the seat of a finished table that token held, or left
// with a way back, and its player's nickname. The caller holds t.mu.
func (t *state) formerSeat(token string) (int, string, error) {
	if token == "" {
		return 0, "", errNoSeat(token)
	}
	if seat, ok := t.seatOf(token); ok {
		return seat, t.rec.Seats[seat].Nick, nil
	}
	for i, st := range t.rec.Seats {
		if retakes(st, token) {
			return i, st.Nick, nil
		}
	}
	return 0, "", refusal.New(http.StatusForbidden, "only a player of this table asks for a rematch: give your seat token of this table")
}

// Rematch makes (once) the rematch of a finished table and seats the
// player whose token asks there; use finds the rematch among the tables
// and marks it used until done.
func (t *Table) Rematch(ctx context.Context, token string, use func(ctx context.Context, id string) (next *Table, done func(), err error)) (wire.Joined, error) {
	t.mu.Lock()
	if t.rec.Status != store.Over {
		t.mu.Unlock()
		return wire.Joined{}, refusal.New(http.StatusConflict, "the table is %s: a rematch is asked once the game is over", t.rec.Status)
	}
	seat, nick, err := t.formerSeat(token)
	if err == nil && t.clk.Rematch == nil {
		err = t.offerRematch(ctx)
	}
	if err != nil {
		t.mu.Unlock()
		return wire.Joined{}, err
	}
	rm := *t.clk.Rematch
	t.mu.Unlock()
	next, done, err := use(ctx, rm.Table)
	if err != nil {
		return wire.Joined{}, err
	}
	defer done()
	to := rm.Seats[seat]
	next.mu.Lock()
	taken := seatKind(next.rec.Seats[to]) != wire.SeatOpen
	next.mu.Unlock()
	if taken {
		return wire.Joined{}, refusal.New(http.StatusConflict, "seat %d of the rematch %s is taken already: play there with the token its join gave", to, rm.Table)
	}
	return next.Join(ctx, to, nick, []string{token})
}

// offerRematch makes the rematch of t and records it in t's clock,
// telling t's clients. When another server recorded it first, t catches
// up with it. The caller holds t.mu.
func (t *play) offerRematch(ctx context.Context) error {
	for range 3 {
		rm, err := t.createRematch(ctx)
		if err != nil {
			return err
		}
		next := t.clk.clone()
		next.Rematch = &rm
		err = t.storeClock(next)
		var stale staleError
		switch {
		case err == nil:
			t.env.Events.RematchOffered(t.rec.ID, rm.Table)
			return nil
		case t.clk.Rematch != nil:
			return nil
		case !errors.As(err, &stale):
			return err
		}
	}
	return refusal.New(http.StatusConflict, "the table kept changing: ask again")
}

// createRematch stores the rematch of t unless it is stored already. The
// caller holds t.mu.
func (t *play) createRematch(ctx context.Context) (wire.Rematch, error) {
	n := t.rec.Players
	rm := wire.Rematch{Table: rematchID(t.rec.ID), Seats: make([]int, n)}
	seats := make([]store.Seat, n)
	for i, st := range t.rec.Seats {
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
	sess, err := t.game.New(n, t.rec.Options, seed)
	if err != nil {
		return wire.Rematch{}, err
	}
	clk := noClock()
	clk.Level, clk.Hints, clk.Reserved = t.clk.Level, t.clk.Hints, true
	if t.clk.Spec != nil {
		spec := *t.clk.Spec
		clk.Spec = &spec
		if spec.Kind == wire.ClockLive {
			clk.Reserves = slices.Repeat([]int64{int64(spec.Reserve) * 1000}, n)
		}
	}
	now := t.env.clockNow()
	rec := store.Table{
		ID: rm.Table, Game: t.rec.Game, Players: n, Options: t.rec.Options, Seed: seed,
		HostHash: t.rec.HostHash, Seats: seats, Status: store.Open, Created: now, Updated: now,
		Actor: int(sess.Actor()), Clock: clk.Stored(), Rated: t.rec.Rated,
	}
	switch err := t.env.Store.CreateTable(ctx, rec); {
	case errors.Is(err, store.ErrExists):
		// Made by another server, or by an ask whose record failed.
	case err != nil:
		return wire.Rematch{}, err
	default:
		t.env.Log.Info("rematch created", "table", rec.ID, "of", t.rec.ID, "game", rec.Game)
	}
	return rm, nil
}
