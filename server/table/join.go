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
	p := &t.p
	if err := seatList(p.rec.Seats).check(seat); err != nil {
		return wire.Joined{}, err
	}
	if p.rec.Rated {
		nick, err = p.env.Host.RatedSeat(ctx, p.rec, seat)
	} else {
		nick, err = p.env.Host.Nick(ctx, nick)
	}
	if err != nil {
		return wire.Joined{}, err
	}
	if err := seatList(p.rec.Seats).checkProofs(seat, tokens); err != nil {
		return wire.Joined{}, err
	}
	own := ownSeat(ctx, p.env.Host, p.rec.Seats[seat])
	if away(p.rec.Seats[seat]) {
		return p.takeBack(ctx, seat, nick, tokens, own)
	}
	if k := seatKind(p.rec.Seats[seat]); k != wire.SeatOpen {
		return wire.Joined{}, refusal.New(http.StatusConflict, "seat %d is taken (by a %s)", seat, k)
	}
	if p.rec.Status == store.Over {
		return wire.Joined{}, refusal.New(http.StatusConflict, "the game is over")
	}
	if p.rec.Status == store.Expired {
		return wire.Joined{}, ErrExpired
	}
	if !own {
		reserved := p.clock.clk.Reserved && p.rec.Status == store.Open
		if err := seatList(p.rec.Seats).mayTake(seat, tokens, reserved, p.views().seesSecrets); err != nil {
			return wire.Joined{}, err
		}
	}
	token := secret.Token()
	st := store.Seat{Nick: nick, TokenHash: secret.Hash(token), Account: seatAccount(ctx, p.env.Host, "")}
	if own || slices.ContainsFunc(tokens, func(token string) bool { return retakes(p.rec.Seats[seat], token) }) {
		st.Account = seatAccount(ctx, p.env.Host, p.rec.Seats[seat].Account)
	}
	if err := p.setSeat(ctx, seat, st); err != nil {
		return wire.Joined{}, err
	}
	p.env.Log.Info("seat taken", "table", p.rec.ID, "seat", seat)
	p.settle()
	return wire.Joined{Seat: seat, Token: token, Table: p.info()}, nil
}

// takeBack gives an away seat back to its player, whose own token is
// among tokens or whose account ctx is signed in as (own), under nick and
// a new token, with a handover entry.
func (t *play) takeBack(ctx context.Context, seat int, nick string, tokens []string, own bool) (wire.Joined, error) {
	st := t.rec.Seats[seat]
	if t.rec.Status != store.Running {
		return wire.Joined{}, refusal.New(http.StatusConflict, "the table is %s: a bot played seat %d to the end", t.rec.Status, seat)
	}
	if !own && !slices.ContainsFunc(tokens, func(token string) bool { return retakes(st, token) }) {
		return wire.Joined{}, errAwaySeat(seat, st.Nick)
	}
	token := secret.Token()
	h := handBack(seat, nick)
	change := store.SeatChange{Index: seat, Seat: store.Seat{Nick: nick, TokenHash: secret.Hash(token), Account: seatAccount(ctx, t.env.Host, st.Account)}}
	if err := t.handoverEntry(ctx, h, change); err != nil {
		var stale staleError
		if errors.As(err, &stale) {
			t.settle()
		}
		return wire.Joined{}, err
	}
	t.env.Log.Info("seat taken back from a bot", "table", t.rec.ID, "seat", seat)
	t.env.Events.HandedOver(t.rec.ID, seat, handoverBack)
	t.settle()
	return wire.Joined{Seat: seat, Token: token, Table: t.info()}, nil
}

// Leave frees the seat a token holds; the nickname stays to show who
// left, and the token keeps the way back to the seat (seats.go).
func (t *Table) Leave(ctx context.Context, token string) (_ wire.TableInfo, err error) {
	t.mu.Lock()
	defer t.unlock(&err)
	p := &t.p
	seat, ok := seatList(p.rec.Seats).of(token)
	if !ok {
		return wire.TableInfo{}, seatList(p.rec.Seats).tokenError(token)
	}
	if p.rec.Status == store.Over || p.rec.Status == store.Expired {
		// The record of a table that ended no longer changes: its date
		// finished orders the lobby.
		return wire.TableInfo{}, refusal.New(http.StatusConflict, "the table is %s: there is no seat to leave", p.rec.Status)
	}
	if err := p.setSeat(ctx, seat, store.Seat{Nick: p.rec.Seats[seat].Nick, TokenHash: DepartedHash(token), Account: p.rec.Seats[seat].Account}); err != nil {
		return wire.TableInfo{}, err
	}
	p.hub.drop(seat, CloseLeft, "you left the seat")
	p.env.Log.Info("seat left", "table", p.rec.ID, "seat", seat)
	return p.info(), nil
}

// GiveToBot lets the host seat a bot where nobody sits.
func (t *Table) GiveToBot(ctx context.Context, host string, seat int, level string) (_ wire.TableInfo, err error) {
	spec, err := t.p.env.Bots.Spec(t.p.game.Name(), level)
	if err != nil {
		return wire.TableInfo{}, err
	}
	t.mu.Lock()
	defer t.unlock(&err)
	p := &t.p
	if host == "" || !secret.Same(secret.Hash(host), p.rec.HostHash) {
		return wire.TableInfo{}, refusal.New(http.StatusForbidden, "only the table's host may seat a bot: give the host token")
	}
	if err := seatList(p.rec.Seats).check(seat); err != nil {
		return wire.TableInfo{}, err
	}
	if k := seatKind(p.rec.Seats[seat]); k != wire.SeatOpen {
		return wire.TableInfo{}, refusal.New(http.StatusConflict, "seat %d is held by a %s: only an open or departed player's seat goes to a bot", seat, k)
	}
	if p.rec.Status == store.Over {
		return wire.TableInfo{}, refusal.New(http.StatusConflict, "the game is over")
	}
	if p.rec.Status == store.Expired {
		return wire.TableInfo{}, ErrExpired
	}
	bot := store.Seat{Bot: spec}
	if p.rec.Rated {
		if err := p.env.Host.RatedBot(p.rec, seat, level); err != nil {
			return wire.TableInfo{}, err
		}
	}
	if err := p.setSeat(ctx, seat, bot); err != nil {
		return wire.TableInfo{}, err
	}
	p.env.Log.Info("seat given to a bot", "table", p.rec.ID, "seat", seat, "bot", spec)
	p.settle()
	return p.info(), nil
}

// setSeat stores a seat and announces the change.
func (t *play) setSeat(ctx context.Context, seat int, st store.Seat) error {
	if err := t.env.Store.SetSeat(ctx, t.rec.ID, seat, st); err != nil {
		return err
	}
	t.rec.Seats[seat] = st
	t.rec.Updated = stamp(t.env.Time())
	t.announce(nil)
	return nil
}

// Claim binds to account the seat token holds. A seat bound to another
// account stays so.
func (t *Table) Claim(ctx context.Context, token string, account store.Account) (_ wire.Joined, err error) {
	t.mu.Lock()
	defer t.unlock(&err)
	p := &t.p
	seat, ok := seatList(p.rec.Seats).of(token)
	if !ok {
		return wire.Joined{}, seatList(p.rec.Seats).tokenError(token)
	}
	switch bound := p.rec.Seats[seat].Account; bound {
	case account.ID:
	case "":
		if err := p.env.Store.BindSeat(ctx, p.rec.ID, seat, account.ID); err != nil {
			return wire.Joined{}, err
		}
		p.rec.Seats[seat].Account = account.ID
		p.announce(nil)
		p.env.Log.Info("seat claimed", "table", p.rec.ID, "seat", seat, "account", account.ID)
	default:
		return wire.Joined{}, refusal.New(http.StatusConflict, "seat %d is bound to another account already", seat)
	}
	return wire.Joined{Seat: seat, Token: token, Table: p.info()}, nil
}

// ErrExpired refuses what an expired table no longer takes.
var ErrExpired = refusal.New(http.StatusGone, "the table expired: it waited too long for players; create a new one")

// seatAccount is the account a seat taken under ctx is bound to: the
// account host says ctx is signed in as, else was.
func seatAccount(ctx context.Context, host Host, was string) string {
	if a, ok := host.Account(ctx); ok {
		return a.ID
	}
	return was
}

// ownSeat reports whether st is bound to the account ctx is signed in as.
func ownSeat(ctx context.Context, host Host, st store.Seat) bool {
	a, ok := host.Account(ctx)
	return ok && st.Account != "" && st.Account == a.ID
}
