package table

import (
	"context"
	"net/http"

	"caribe/server/refusal"
	"caribe/server/secret"
	"caribe/server/wire"
	"caribe/store"
)

// An account plays its seat from any device it signs in on: resuming a
// seat bound to the account (store.Seat.Account) gives it a fresh token.
// A seat holds one token, so the device that held the seat before loses
// it, and its connections end saying why; it resumes the seat in turn.
// A seat the account left, or that a bot plays while it is away, is
// taken back as a join by its account would (join.go).

// movedAway is why a seat's connections end when another device resumes
// it.
const movedAway = "your seat is played from another device now: resume it here to play on"

// Resume gives account's seat of t a fresh token.
func (t *Table) Resume(ctx context.Context, seat int, account store.Account) (_ wire.Joined, err error) {
	t.mu.Lock()
	p := &t.p
	if err := seatList(p.rec.Seats).check(seat); err != nil {
		t.mu.Unlock()
		return wire.Joined{}, err
	}
	st := p.rec.Seats[seat]
	if st.Account != account.ID {
		t.mu.Unlock()
		return wire.Joined{}, refusal.New(http.StatusForbidden, "seat %d is not bound to your account: only its own account resumes a seat", seat)
	}
	if seatKind(st) != wire.SeatPerson {
		t.mu.Unlock()
		return t.Join(ctx, seat, st.Nick, nil)
	}
	defer t.unlock(&err)
	switch p.rec.Status {
	case store.Over:
		// The record of a table that ended no longer changes; its
		// rematch is joined by the account without a token.
		return wire.Joined{}, refusal.New(http.StatusConflict, "the game is over: there is no seat to play")
	case store.Expired:
		return wire.Joined{}, ErrExpired
	}
	token := secret.Token()
	if err := p.setSeat(ctx, seat, store.Seat{Nick: st.Nick, TokenHash: secret.Hash(token), Account: st.Account}); err != nil {
		return wire.Joined{}, err
	}
	p.hub.drop(seat, CloseMoved, movedAway)
	p.env.Log.Info("seat resumed on another device", "table", p.rec.ID, "seat", seat)
	return wire.Joined{Seat: seat, Token: token, Table: p.info()}, nil
}
