package table

import (
	"context"
	"errors"
	"net/http"
	"slices"

	"caribe/server/refusal"
	"caribe/server/secret"
	"caribe/server/wire"
	"caribe/store"
)

// Join gives an open seat to a person, under a new token, unless the
// tokens they present (seats.go) hold a seat of the table already or the
// seat is a departed one they may not take. The seat is bound to the
// account ctx is signed in as (Host.Account); a departed seat retaken by
// its token keeps its account otherwise. The account a departed or away
// seat is bound to takes it back without a token; at a rated table
// (rated.go) only signed-in accounts join, under their nicknames.
func (t *Table) Join(ctx context.Context, seat int, nick string, tokens []string) (_ wire.Joined, err error) {
	t.mu.Lock()
	defer t.unlock(&err)
	if err := t.checkSeat(seat); err != nil {
		return wire.Joined{}, err
	}
	if t.rec.Rated {
		nick, err = t.env.Host.RatedSeat(ctx, t.rec, seat)
	} else {
		nick, err = t.env.Host.Nick(ctx, nick)
	}
	if err != nil {
		return wire.Joined{}, err
	}
	if err := t.checkProofs(seat, tokens); err != nil {
		return wire.Joined{}, err
	}
	own := t.ownSeat(ctx, t.rec.Seats[seat])
	if away(t.rec.Seats[seat]) {
		return t.takeBack(ctx, seat, nick, tokens, own)
	}
	if k := seatKind(t.rec.Seats[seat]); k != wire.SeatOpen {
		return wire.Joined{}, refusal.New(http.StatusConflict, "seat %d is taken (by a %s)", seat, k)
	}
	if t.rec.Status == store.Over {
		return wire.Joined{}, refusal.New(http.StatusConflict, "the game is over")
	}
	if t.rec.Status == store.Expired {
		return wire.Joined{}, ErrExpired
	}
	if !own {
		if err := t.mayTake(seat, tokens); err != nil {
			return wire.Joined{}, err
		}
	}
	token := secret.Token()
	st := store.Seat{Nick: nick, TokenHash: secret.Hash(token), Account: t.seatAccount(ctx, "")}
	if own || slices.ContainsFunc(tokens, func(token string) bool { return retakes(t.rec.Seats[seat], token) }) {
		st.Account = t.seatAccount(ctx, t.rec.Seats[seat].Account)
	}
	if err := t.setSeat(ctx, seat, st); err != nil {
		return wire.Joined{}, err
	}
	t.env.Log.Info("seat taken", "table", t.rec.ID, "seat", seat)
	t.settle()
	return wire.Joined{Seat: seat, Token: token, Table: t.info()}, nil
}

// takeBack gives an away seat back to its player, whose own token is
// among tokens or whose account ctx is signed in as (own), under a new
// token. The caller holds t.mu.
func (t *play) takeBack(ctx context.Context, seat int, nick string, tokens []string, own bool) (wire.Joined, error) {
	st := t.rec.Seats[seat]
	if t.rec.Status != store.Running {
		return wire.Joined{}, refusal.New(http.StatusConflict, "the table is %s: a bot played seat %d to the end", t.rec.Status, seat)
	}
	if !own && !slices.ContainsFunc(tokens, func(token string) bool { return retakes(st, token) }) {
		return wire.Joined{}, errAwaySeat(seat, st.Nick)
	}
	token := secret.Token()
	if err := t.handBack(ctx, seat, nick, secret.Hash(token)); err != nil {
		var stale staleError
		if errors.As(err, &stale) {
			t.settle()
		}
		return wire.Joined{}, err
	}
	t.settle()
	return wire.Joined{Seat: seat, Token: token, Table: t.info()}, nil
}

// Leave frees the seat a token holds; the nickname stays to show who
// left, and the token keeps the way back to the seat (seats.go).
func (t *Table) Leave(ctx context.Context, token string) (_ wire.TableInfo, err error) {
	t.mu.Lock()
	defer t.unlock(&err)
	seat, ok := t.seatOf(token)
	if !ok {
		return wire.TableInfo{}, t.tokenError(token)
	}
	if t.rec.Status == store.Over || t.rec.Status == store.Expired {
		// The record of a table that ended no longer changes: its date
		// finished orders the lobby.
		return wire.TableInfo{}, refusal.New(http.StatusConflict, "the table is %s: there is no seat to leave", t.rec.Status)
	}
	if err := t.setSeat(ctx, seat, store.Seat{Nick: t.rec.Seats[seat].Nick, TokenHash: DepartedHash(token), Account: t.rec.Seats[seat].Account}); err != nil {
		return wire.TableInfo{}, err
	}
	for c := range t.clients {
		if c.seat == seat {
			c.drop("you left the seat")
		}
	}
	t.env.Log.Info("seat left", "table", t.rec.ID, "seat", seat)
	return t.info(), nil
}

// GiveToBot lets the host seat a bot where nobody sits.
func (t *Table) GiveToBot(ctx context.Context, host string, seat int, level string) (_ wire.TableInfo, err error) {
	spec, err := t.env.Bots.Spec(t.game.Name(), level)
	if err != nil {
		return wire.TableInfo{}, err
	}
	t.mu.Lock()
	defer t.unlock(&err)
	if host == "" || !secret.Same(secret.Hash(host), t.rec.HostHash) {
		return wire.TableInfo{}, refusal.New(http.StatusForbidden, "only the table's host may seat a bot: give the host token")
	}
	if err := t.checkSeat(seat); err != nil {
		return wire.TableInfo{}, err
	}
	if k := seatKind(t.rec.Seats[seat]); k != wire.SeatOpen {
		return wire.TableInfo{}, refusal.New(http.StatusConflict, "seat %d is held by a %s: only an open or departed player's seat goes to a bot", seat, k)
	}
	if t.rec.Status == store.Over {
		return wire.TableInfo{}, refusal.New(http.StatusConflict, "the game is over")
	}
	if t.rec.Status == store.Expired {
		return wire.TableInfo{}, ErrExpired
	}
	bot := store.Seat{Bot: spec}
	if t.rec.Rated {
		if err := t.env.Host.RatedBot(t.rec, seat, level); err != nil {
			return wire.TableInfo{}, err
		}
	}
	if err := t.setSeat(ctx, seat, bot); err != nil {
		return wire.TableInfo{}, err
	}
	t.env.Log.Info("seat given to a bot", "table", t.rec.ID, "seat", seat, "bot", spec)
	t.settle()
	return t.info(), nil
}

// setSeat stores a seat and announces the change. The caller holds t.mu.
func (t *play) setSeat(ctx context.Context, seat int, st store.Seat) error {
	if err := t.env.Store.SetSeat(ctx, t.rec.ID, seat, st); err != nil {
		return err
	}
	t.rec.Seats[seat] = st
	t.touch(t.env.Time())
	t.announce(nil)
	return nil
}

func (t *state) checkSeat(seat int) error {
	if seat < 0 || seat >= len(t.rec.Seats) {
		return refusal.New(http.StatusNotFound, "no seat %d: this table has seats 0 to %d", seat, len(t.rec.Seats)-1)
	}
	return nil
}

func errNoSeat(token string) error {
	if token == "" {
		return refusal.New(http.StatusUnauthorized, "no seat token: send it as \"Authorization: Bearer TOKEN\"")
	}
	return refusal.New(http.StatusForbidden, "the token holds no seat at this table")
}

// Claim binds to account the seat token holds. A seat bound to another
// account stays so.
func (t *Table) Claim(ctx context.Context, token string, account store.Account) (_ wire.Joined, err error) {
	t.mu.Lock()
	defer t.unlock(&err)
	seat, ok := t.seatOf(token)
	if !ok {
		return wire.Joined{}, t.tokenError(token)
	}
	switch bound := t.rec.Seats[seat].Account; bound {
	case account.ID:
	case "":
		if err := t.env.Store.BindSeat(ctx, t.rec.ID, seat, account.ID); err != nil {
			return wire.Joined{}, err
		}
		t.rec.Seats[seat].Account = account.ID
		t.announce(nil)
		t.env.Log.Info("seat claimed", "table", t.rec.ID, "seat", seat, "account", account.ID)
	default:
		return wire.Joined{}, refusal.New(http.StatusConflict, "seat %d is bound to another account already", seat)
	}
	return wire.Joined{Seat: seat, Token: token, Table: t.info()}, nil
}

// ErrExpired refuses what an expired table no longer takes.
var ErrExpired = refusal.New(http.StatusGone, "the table expired: it waited too long for players; create a new one")

// seatAccount is the account a seat taken under ctx is bound to: the
// signed-in account's id, else was.
func (t *play) seatAccount(ctx context.Context, was string) string {
	if a, ok := t.env.Host.Account(ctx); ok {
		return a.ID
	}
	return was
}

// ownSeat reports whether st is bound to the account ctx is signed in as.
func (t *play) ownSeat(ctx context.Context, st store.Seat) bool {
	a, ok := t.env.Host.Account(ctx)
	return ok && st.Account != "" && st.Account == a.ID
}
