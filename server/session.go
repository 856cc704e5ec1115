package server

import (
	"net/http"

	"caribe/server/accounts"
	"caribe/store"
)

// signedIn is r carrying the account of its session (accounts.NewContext),
// or r itself for a guest (no cookie). A cookie naming no live session is
// refused: the answer is written, the cookie removed, and ok is false.
func (a *accountRoutes) signedIn(w http.ResponseWriter, r *http.Request) (*http.Request, bool) {
	_, account, ok, err := a.svc.SignedIn(w, r)
	switch {
	case err != nil:
		writeError(w, err)
		return nil, false
	case ok:
		return r.WithContext(accounts.NewContext(r.Context(), account)), true
	}
	return r, true
}

// mustSignIn is the session and account of r, which must be signed in;
// otherwise it writes the refusal and ok is false.
func (a *accountRoutes) mustSignIn(w http.ResponseWriter, r *http.Request) (store.Session, store.Account, bool) {
	se, account, err := a.svc.MustSignIn(w, r)
	if err != nil {
		writeError(w, err)
		return store.Session{}, store.Account{}, false
	}
	return se, account, true
}
