package table

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"net/http"

	"caribe/server/refusal"
	"caribe/server/secret"
	"caribe/server/wire"
	"caribe/store"
)

// A person holds one seat at a table. A player who leaves keeps a way
// back: the seat stores their token's hash behind departedMark, which no
// held seat's hash (a bare SHA-256) matches. Presenting that token, or an
// invitation the host issued for the seat (stored the same way), retakes
// the seat under a new token. Without one, a departed seat is taken by
// anyone only when its view shows nothing a spectator's does not.

// departedMark begins the stored hash of a departed seat's way back.
const departedMark = 'd'

// maxProofs bounds the tokens a join may present.
const maxProofs = 16

// DepartedHash is what a departed seat stores of the token that retakes it.
func DepartedHash(token string) []byte { return append([]byte{departedMark}, secret.Hash(token)...) }

// Departed reports whether a stored seat is one its player left, with a
// token that retakes it.
func Departed(s store.Seat) bool {
	return len(s.TokenHash) == sha256.Size+1 && s.TokenHash[0] == departedMark
}

// retakes reports whether token is a departed seat's way back.
func retakes(s store.Seat, token string) bool {
	return token != "" && Departed(s) && secret.Same(s.TokenHash, DepartedHash(token))
}

// seesSecrets reports whether seat's view shows anything a spectator's does
// not (a hand's cards, a drawn treasure), whose field naming the viewer's
// seat aside. Such a seat, once its player left, is not given to just
// anyone. The caller holds t.mu.
func (t *state) seesSecrets(seat int) bool {
	own, public := viewFields(t.sess.View(seat)), viewFields(t.sess.View(-1))
	if own == nil || public == nil {
		return !bytes.Equal(t.viewJSON(seat), t.viewJSON(-1))
	}
	delete(own, "seat")
	delete(public, "seat")
	if len(own) != len(public) {
		return true
	}
	for k, v := range own {
		if !bytes.Equal(v, public[k]) {
			return true
		}
	}
	return false
}

// viewFields splits a view encoded as a JSON object into its fields; nil
// for any other view.
func viewFields(view any) map[string]json.RawMessage {
	b, err := json.Marshal(view)
	if err != nil {
		return nil
	}
	var fields map[string]json.RawMessage
	if json.Unmarshal(b, &fields) != nil {
		return nil
	}
	return fields
}

// tokenError explains why a token opens no seat of the table. The caller
// holds t.mu.
func (t *state) tokenError(token string) error {
	if token != "" {
		for i, s := range t.rec.Seats {
			switch {
			case retakes(s, token) && away(s):
				return refusal.New(http.StatusForbidden, "a bot plays seat %d while this token's player is away: send it with a join of seat %d to take the seat back", i, i)
			case retakes(s, token):
				return refusal.New(http.StatusForbidden, "this token's player left seat %d: send it with a join of seat %d to take the seat back", i, i)
			}
		}
	}
	return errNoSeat(token)
}

// checkProofs refuses a join by someone who holds a seat of the table
// already, by the tokens they present. The caller holds t.mu.
func (t *state) checkProofs(seat int, tokens []string) error {
	if len(tokens) > maxProofs {
		return refusal.New(http.StatusBadRequest, "tokens: %d given, at most %d", len(tokens), maxProofs)
	}
	for _, token := range tokens {
		if held, ok := t.seatOf(token); ok {
			if held == seat {
				return refusal.New(http.StatusConflict, "you hold seat %d already", seat)
			}
			return refusal.New(http.StatusConflict, "you hold seat %d of this table already: a person holds one seat at a table; leave it first", held)
		}
	}
	return nil
}

// mayTake checks that tokens open seat, an open seat: a departed seat
// whose view holds secrets, or a rematch's seat waiting for its player
// (rematch.go), opens only to its way back. The caller holds t.mu.
func (t *state) mayTake(seat int, tokens []string) error {
	st := t.rec.Seats[seat]
	reserved := t.clk.Reserved && t.rec.Status == store.Open
	if st.Nick == "" || !reserved && !t.seesSecrets(seat) {
		return nil
	}
	for _, token := range tokens {
		if retakes(st, token) {
			return nil
		}
	}
	if reserved {
		return refusal.New(http.StatusForbidden,
			"seat %d of this rematch waits for %s: only their token of the finished table takes it (send it in \"tokens\"), or the host gives the seat to a bot", seat, st.Nick)
	}
	return refusal.New(http.StatusForbidden,
		"seat %d was left by %s and its view holds what only that seat may see: only their own token or the host's invitation takes it back (send it in \"tokens\"), or the host gives the seat to a bot", seat, st.Nick)
}

// Invite lets the host issue the one token that takes a departed seat: the
// departed player's own token stops working for it.
func (t *Table) Invite(ctx context.Context, host string, seat int) (_ wire.Invited, err error) {
	t.mu.Lock()
	defer t.unlock(&err)
	if host == "" || !secret.Same(secret.Hash(host), t.rec.HostHash) {
		return wire.Invited{}, refusal.New(http.StatusForbidden, "only the table's host may invite: give the host token")
	}
	if err := t.checkSeat(seat); err != nil {
		return wire.Invited{}, err
	}
	st := t.rec.Seats[seat]
	switch k := seatKind(st); {
	case k != wire.SeatOpen:
		return wire.Invited{}, refusal.New(http.StatusConflict, "seat %d is held by a %s: only a departed player's seat takes an invitation", seat, k)
	case st.Nick == "":
		return wire.Invited{}, refusal.New(http.StatusConflict, "seat %d is open to anyone with the table's link: it needs no invitation", seat)
	case t.rec.Status == store.Over:
		return wire.Invited{}, refusal.New(http.StatusConflict, "the game is over")
	case t.rec.Status == store.Expired:
		return wire.Invited{}, ErrExpired
	case t.rec.Rated:
		return wire.Invited{}, refusal.New(http.StatusConflict, "seat %d of this rated table belongs to %s's account: only that account takes it back, signed in, by joining it", seat, st.Nick)
	}
	code := secret.Token()
	if err := t.setSeat(ctx, seat, store.Seat{Nick: st.Nick, TokenHash: DepartedHash(code)}); err != nil {
		return wire.Invited{}, err
	}
	t.env.Log.Info("seat invitation issued", "table", t.rec.ID, "seat", seat)
	return wire.Invited{Seat: seat, Invite: code, Table: t.info()}, nil
}
