package server

import (
	"net/http"

	"caribe/server/accounts"
	"caribe/server/wire"
)

// Accounts (docs/api.md, "Accounts"): a nickname and passkeys, signed in
// by a session cookie, kept by package accounts; these handlers decode a
// request, call it and encode its answer. Ceremonies count against the
// address's join limit, as a seat taken does.

// accountRoutes are the handlers of /api/accounts over the accounts, but
// for My tables and a claim, which are the tables' (binding.go), and tell
// who a request is signed in as (session.go).
type accountRoutes struct {
	svc *accounts.Service
	// takeJoin counts a request against its address's join limit; when
	// the limit refuses, it writes the refusal and is false.
	takeJoin func(http.ResponseWriter, *http.Request) bool
}

func (a *accountRoutes) registerBegin(w http.ResponseWriter, r *http.Request) {
	var req wire.RegisterBegin
	if !readJSON(w, r, &req) || !a.takeJoin(w, r) {
		return
	}
	c, err := a.svc.BeginRegister(r.Context(), req.Nick)
	writeOK(w, c, err)
}

func (a *accountRoutes) registerFinish(w http.ResponseWriter, r *http.Request) {
	var req wire.CeremonyFinish
	if !readJSON(w, r, &req) || !a.takeJoin(w, r) {
		return
	}
	account, err := a.svc.FinishRegister(r.Context(), req)
	if err != nil {
		writeError(w, err)
		return
	}
	me, err := a.svc.SignIn(w, r, account)
	writeOK(w, me, err)
}

func (a *accountRoutes) loginBegin(w http.ResponseWriter, r *http.Request) {
	c, err := a.svc.BeginLogin(r.Context())
	writeOK(w, c, err)
}

func (a *accountRoutes) loginFinish(w http.ResponseWriter, r *http.Request) {
	var req wire.CeremonyFinish
	if !readJSON(w, r, &req) || !a.takeJoin(w, r) {
		return
	}
	account, err := a.svc.FinishLogin(r.Context(), req)
	if err != nil {
		writeError(w, err)
		return
	}
	me, err := a.svc.SignIn(w, r, account)
	writeOK(w, me, err)
}

func (a *accountRoutes) passkeyBegin(w http.ResponseWriter, r *http.Request) {
	_, account, ok := a.mustSignIn(w, r)
	if !ok || !a.takeJoin(w, r) {
		return
	}
	c, err := a.svc.BeginPasskey(r.Context(), account)
	writeOK(w, c, err)
}

func (a *accountRoutes) passkeyFinish(w http.ResponseWriter, r *http.Request) {
	var req wire.CeremonyFinish
	if !readJSON(w, r, &req) {
		return
	}
	se, account, ok := a.mustSignIn(w, r)
	if !ok || !a.takeJoin(w, r) {
		return
	}
	if err := a.svc.FinishPasskey(r.Context(), account, req); err != nil {
		writeError(w, err)
		return
	}
	me, err := a.svc.Me(r.Context(), account, se)
	writeOK(w, me, err)
}

func (a *accountRoutes) logout(w http.ResponseWriter, r *http.Request) {
	if err := a.svc.SignOut(w, r); err != nil {
		writeError(w, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (a *accountRoutes) logoutAll(w http.ResponseWriter, r *http.Request) {
	_, account, ok := a.mustSignIn(w, r)
	if !ok {
		return
	}
	if err := a.svc.SignOutAll(w, r, account); err != nil {
		writeError(w, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (a *accountRoutes) me(w http.ResponseWriter, r *http.Request) {
	se, account, ok := a.mustSignIn(w, r)
	if !ok {
		return
	}
	me, err := a.svc.Me(r.Context(), account, se)
	writeOK(w, me, err)
}
