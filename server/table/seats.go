package table

import (
	"context"
	"crypto/sha256"
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

// seatList is a table's seats as stored, and who holds them: what a
// request's tokens open there. It only reads the seats, with the table's
// lock held.
type seatList []store.Seat

// of finds the seat a token holds; ok is false when it holds none.
func (s seatList) of(token string) (int, bool) {
	if token == "" {
		return 0, false
	}
	h := secret.Hash(token)
	for i, st := range s {
		if st.TokenHash != nil && secret.Same(st.TokenHash, h) {
			return i, true
		}
	}
	return 0, false
}

// full reports whether every seat is held by a person or a bot.
func (s seatList) full() bool {
	for _, st := range s {
		if seatKind(st) == wire.SeatOpen {
			return false
		}
	}
	return true
}

// check refuses a seat number the table does not have.
func (s seatList) check(seat int) error {
	if seat < 0 || seat >= len(s) {
		return refusal.New(http.StatusNotFound, "no seat %d: this table has seats 0 to %d", seat, len(s)-1)
	}
	return nil
}

// voters are the seats held by people other than seat.
func (s seatList) voters(seat int) []int {
	var out []int
	for i, st := range s {
		if i != seat && seatKind(st) == wire.SeatPerson {
			out = append(out, i)
		}
	}
	return out
}

// tokenError explains why a token opens no seat.
func (s seatList) tokenError(token string) error {
	if token != "" {
		for i, st := range s {
			switch {
			case retakes(st, token) && away(st):
				return refusal.New(http.StatusForbidden, "a bot plays seat %d while this token's player is away: send it with a join of seat %d to take the seat back", i, i)
			case retakes(st, token):
				return refusal.New(http.StatusForbidden, "this token's player left seat %d: send it with a join of seat %d to take the seat back", i, i)
			}
		}
	}
	return errNoSeat(token)
}

// checkProofs refuses a join by someone who holds a seat already, by the
// tokens they present.
func (s seatList) checkProofs(seat int, tokens []string) error {
	if len(tokens) > maxProofs {
		return refusal.New(http.StatusBadRequest, "tokens: %d given, at most %d", len(tokens), maxProofs)
	}
	for _, token := range tokens {
		if held, ok := s.of(token); ok {
			if held == seat {
				return refusal.New(http.StatusConflict, "you hold seat %d already", seat)
			}
			return refusal.New(http.StatusConflict, "you hold seat %d of this table already: a person holds one seat at a table; leave it first", held)
		}
	}
	return nil
}

// mayTake checks that tokens open seat, an open seat: a departed seat
// whose view holds secrets (secrets reports it), or a rematch's seat
// waiting for its player (reserved, rematch.go), opens only to its way
// back.
func (s seatList) mayTake(seat int, tokens []string, reserved bool, secrets func(seat int) bool) error {
	st := s[seat]
	if st.Nick == "" || !reserved && !secrets(seat) {
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

// former is the seat of a finished table that token held, or left with a
// way back, and its player's nickname.
func (s seatList) former(token string) (int, string, error) {
	if token == "" {
		return 0, "", errNoSeat(token)
	}
	if seat, ok := s.of(token); ok {
		return seat, s[seat].Nick, nil
	}
	for i, st := range s {
		if retakes(st, token) {
			return i, st.Nick, nil
		}
	}
	return 0, "", refusal.New(http.StatusForbidden, "only a player of this table asks for a rematch: give your seat token of this table")
}

func errNoSeat(token string) error {
	if token == "" {
		return refusal.New(http.StatusUnauthorized, "no seat token: send it as \"Authorization: Bearer TOKEN\"")
	}
	return refusal.New(http.StatusForbidden, "the token holds no seat at this table")
}

// Invite lets the host issue the one token that takes a departed seat: the
// departed player's own token stops working for it.
func (t *Table) Invite(ctx context.Context, host string, seat int) (_ wire.Invited, err error) {
	t.mu.Lock()
	defer t.unlock(&err)
	p := &t.p
	if host == "" || !secret.Same(secret.Hash(host), p.rec.HostHash) {
		return wire.Invited{}, refusal.New(http.StatusForbidden, "only the table's host may invite: give the host token")
	}
	if err := seatList(p.rec.Seats).check(seat); err != nil {
		return wire.Invited{}, err
	}
	st := p.rec.Seats[seat]
	switch k := seatKind(st); {
	case k != wire.SeatOpen:
		return wire.Invited{}, refusal.New(http.StatusConflict, "seat %d is held by a %s: only a departed player's seat takes an invitation", seat, k)
	case st.Nick == "":
		return wire.Invited{}, refusal.New(http.StatusConflict, "seat %d is open to anyone with the table's link: it needs no invitation", seat)
	case p.rec.Status == store.Over:
		return wire.Invited{}, refusal.New(http.StatusConflict, "the game is over")
	case p.rec.Status == store.Expired:
		return wire.Invited{}, ErrExpired
	case p.rec.Rated:
		return wire.Invited{}, refusal.New(http.StatusConflict, "seat %d of this rated table belongs to %s's account: only that account takes it back, signed in, by joining it", seat, st.Nick)
	}
	code := secret.Token()
	if err := p.setSeat(ctx, seat, store.Seat{Nick: st.Nick, TokenHash: DepartedHash(code)}); err != nil {
		return wire.Invited{}, err
	}
	p.env.Log.Info("seat invitation issued", "table", p.rec.ID, "seat", seat)
	return wire.Invited{Seat: seat, Invite: code, Table: p.info()}, nil
}
