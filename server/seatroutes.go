package server

import (
	"net/http"

	"caribe/server/accounts"
	"caribe/server/refusal"
	"caribe/server/table"
	"caribe/server/wire"
)

// tableRoutes are the handlers of one table's requests (docs/api.md,
// "Tables"): each finds the table (server/tables), checks the caller's
// limits, and hands the request to the table (server/table).
type tableRoutes struct{ *Server }

// withTable finds the table the path names, loading it if it is not in
// memory, and keeps it there while h runs (a WebSocket's whole life).
func (s tableRoutes) withTable(h func(http.ResponseWriter, *http.Request, *table.Table)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		t, done, err := s.tables.Use(r.Context(), r.PathValue("id"))
		if err != nil {
			writeError(w, err)
			return
		}
		defer done()
		h(w, r, t)
	}
}

func (s tableRoutes) handleTable(w http.ResponseWriter, r *http.Request, t *table.Table) {
	writeJSON(w, http.StatusOK, t.Info())
}

func (s tableRoutes) handleJoin(w http.ResponseWriter, r *http.Request, t *table.Table) {
	seat, ok := seatParam(w, r)
	if !ok {
		return
	}
	var req wire.NickRequest
	if !readJSON(w, r, &req) {
		return
	}
	r, ok = s.accounts.signedIn(w, r)
	if !ok {
		return
	}
	if !s.takeJoin(w, r) {
		return
	}
	if token := bearer(r); token != "" {
		req.Tokens = append(req.Tokens, token)
	}
	joined, err := t.Join(r.Context(), seat, req.Nick, req.Tokens)
	if err != nil {
		writeError(w, err)
		return
	}
	s.noteAddress(r, joined.Table.ID, joined.Table.Rated)
	writeJSON(w, http.StatusOK, joined)
}

func (s tableRoutes) handleBot(w http.ResponseWriter, r *http.Request, t *table.Table) {
	seat, ok := seatParam(w, r)
	if !ok {
		return
	}
	var req wire.BotRequest
	if !readJSON(w, r, &req) {
		return
	}
	if !s.takeJoin(w, r) {
		return
	}
	info, err := t.GiveToBot(r.Context(), bearer(r), seat, req.Bot)
	writeOK(w, info, err)
}

func (s tableRoutes) handleInvite(w http.ResponseWriter, r *http.Request, t *table.Table) {
	seat, ok := joiningSeat(w, r, s.takeJoin)
	if !ok {
		return
	}
	invited, err := t.Invite(r.Context(), bearer(r), seat)
	writeOK(w, invited, err)
}

func (s tableRoutes) handleLeave(w http.ResponseWriter, r *http.Request, t *table.Table) {
	info, err := t.Leave(r.Context(), bearer(r))
	writeOK(w, info, err)
}

func (s tableRoutes) handleView(w http.ResponseWriter, r *http.Request, t *table.Table) {
	view, err := t.View(bearer(r))
	writeOK(w, view, err)
}

func (s tableRoutes) handleVote(w http.ResponseWriter, r *http.Request, t *table.Table) {
	seat, ok := joiningSeat(w, r, s.takeJoin)
	if !ok {
		return
	}
	info, err := t.Vote(r.Context(), bearer(r), seat)
	writeOK(w, info, err)
}

func (s tableRoutes) handleResume(w http.ResponseWriter, r *http.Request, t *table.Table) {
	seat, ok := seatParam(w, r)
	if !ok {
		return
	}
	_, account, ok := s.accounts.mustSignIn(w, r)
	if !ok || !s.takeJoin(w, r) {
		return
	}
	r = r.WithContext(accounts.NewContext(r.Context(), account))
	joined, err := t.Resume(r.Context(), seat, account)
	if err != nil {
		writeError(w, err)
		return
	}
	s.noteAddress(r, joined.Table.ID, joined.Table.Rated)
	writeJSON(w, http.StatusOK, joined)
}

// handleRematch counts a rematch as a join: a finished table makes one
// rematch however many ask.
func (s tableRoutes) handleRematch(w http.ResponseWriter, r *http.Request, t *table.Table) {
	r, ok := s.accounts.signedIn(w, r)
	if !ok {
		return
	}
	if !s.takeJoin(w, r) {
		return
	}
	joined, err := t.Rematch(r.Context(), bearer(r), s.tables.Use)
	writeOK(w, joined, err)
}

func (s tableRoutes) handleClaim(w http.ResponseWriter, r *http.Request) {
	var req wire.ClaimRequest
	if !readJSON(w, r, &req) {
		return
	}
	_, account, ok := s.accounts.mustSignIn(w, r)
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
	writeOK(w, joined, err)
}

// joiningSeat reads the seat the path names and takes one of the client
// address's joins with take; false once it has answered with a refusal.
func joiningSeat(w http.ResponseWriter, r *http.Request, take func(http.ResponseWriter, *http.Request) bool) (int, bool) {
	seat, ok := seatParam(w, r)
	return seat, ok && take(w, r)
}
