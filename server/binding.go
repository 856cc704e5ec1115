package server

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"caribe/server/accounts"
	"caribe/server/refusal"
	"caribe/store"
)

// A seat taken by a signed-in person is bound to their account
// (store.Seat.Account), so that the account lists the table on any
// device; a guest's seat is bound later by a claim with its token.

// nickOf is the nickname a seat is taken under: the one given, checked
// (checkNick), or the signed-in account's when none is given. A name that
// is an account's, or looks like it (store.NickSkeleton), is refused
// unless that account is the one signed in: nobody sits under another's
// name.
func (s *Server) nickOf(ctx context.Context, nick string) (string, error) {
	a, signed := accounts.FromContext(ctx)
	if signed && strings.TrimSpace(nick) == "" {
		nick = a.Nick
	}
	nick, err := accounts.CheckNick(nick)
	if err != nil {
		return "", err
	}
	owner, err := s.cfg.Store.AccountByNick(ctx, nick)
	switch {
	case errors.Is(err, store.ErrNotFound):
		return nick, nil
	case err != nil:
		return "", err
	case signed && owner.ID == a.ID:
		return nick, nil
	}
	return "", refusal.New(http.StatusConflict, "nickname %q is, or looks like, the name of the account %s: sign in as it, or choose another", nick, owner.Nick)
}
