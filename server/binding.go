package server

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"caribe/server/refusal"
	"caribe/server/wire"
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
	a, signed := accountOf(ctx)
	if signed && strings.TrimSpace(nick) == "" {
		nick = a.Nick
	}
	nick, err := checkNick(nick)
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

func (s *Server) handleMyTables(w http.ResponseWriter, r *http.Request) {
	_, account, ok := s.mustSignIn(w, r)
	if !ok {
		return
	}
	q, err := s.lobby.ParseList(r.URL.Query())
	if err != nil {
		writeError(w, err)
		return
	}
	q.Account = account.ID
	list, err := s.lobby.List(r.Context(), q)
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, list)
}

func (s *Server) handleClaim(w http.ResponseWriter, r *http.Request) {
	var req wire.ClaimRequest
	if !readJSON(w, r, &req) {
		return
	}
	_, account, ok := s.mustSignIn(w, r)
	if !ok || !s.takeJoin(w, r) {
		return
	}
	if req.Table == "" || req.Token == "" {
		writeError(w, refusal.New(http.StatusBadRequest, "claim: give the table and the seat's token"))
		return
	}
	t, done, err := s.tables.Use(r.Context(), req.Table)
	if err != nil {
		writeError(w, err)
		return
	}
	defer done()
	joined, err := t.Claim(r.Context(), req.Token, account)
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, joined)
}
