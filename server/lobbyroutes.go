package server

import (
	"encoding/json"
	"net/http"

	"caribe/engine"
	"caribe/server/wire"
	"caribe/store"
)

// lobbyRoutes are the handlers of the lobby's requests (docs/api.md):
// the games offered, the list of tables, a new table, an account's own
// tables. Each hands its request to the lobby (server/lobby).
type lobbyRoutes struct{ *Server }

func (s lobbyRoutes) handleGames(w http.ResponseWriter, r *http.Request) {
	out := []wire.GameInfo{}
	for _, g := range s.cfg.Games {
		lo, hi := g.PlayerRange()
		levels := s.bots.LevelsOf(g.Name())
		ratings, err := s.ladders.LevelRatings(r.Context(), g.Name(), levels)
		if err != nil {
			// The games are offered all the same: only the levels'
			// ratings are missing.
			s.log.Warn("bot levels' ratings not read", "game", g.Name(), "err", err)
		}
		out = append(out, wire.GameInfo{
			Name: g.Name(), Title: g.Title(), MinPlayers: lo, MaxPlayers: hi,
			Levels: levels, LevelRatings: ratings, Options: append([]engine.OptionDecl{}, g.Options()...),
		})
	}
	writeRevalidated(w, r, out)
}

func (s lobbyRoutes) handleList(w http.ResponseWriter, r *http.Request) {
	q, err := s.lobby.ParseList(r.URL.Query())
	if err != nil {
		writeError(w, err)
		return
	}
	list, err := s.lobby.List(r.Context(), q)
	writeOK(w, list, err)
}

func (s lobbyRoutes) handleCreate(w http.ResponseWriter, r *http.Request) {
	var req wire.CreateRequest
	body, ok := readJSONBody(w, r, &req)
	if !ok {
		return
	}
	// A players of 0 given outright is refused, not taken for "left out".
	var given struct {
		Players *int `json:"players"`
	}
	json.Unmarshal(body, &given)
	r, ok = s.accounts.signedIn(w, r)
	if !ok {
		return
	}
	done, err := s.quotas.CreateTable(s.quotas.ClientAddress(r))
	if err != nil {
		writeError(w, err)
		return
	}
	created, err := s.lobby.Create(r.Context(), req, given.Players != nil)
	if err != nil {
		done("", false)
		writeError(w, err)
		return
	}
	done(created.Table.ID, created.Table.Status == wire.Status(store.Open))
	s.noteAddress(r, created.Table.ID, created.Table.Rated && created.Joined != nil)
	writeJSON(w, http.StatusCreated, created)
}

func (s lobbyRoutes) handleMyTables(w http.ResponseWriter, r *http.Request) {
	_, account, ok := s.accounts.mustSignIn(w, r)
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
	writeOK(w, list, err)
}
