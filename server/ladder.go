package server

import (
	"context"
	"errors"
	"net/http"
	"strconv"

	"caribe/rating"
	"caribe/server/refusal"
	"caribe/server/table"
	"caribe/server/wire"
	"caribe/store"
)

// The ladders (docs/api.md, "Ratings"): each game's, the profile of an
// account, what a table did to its players' ratings, and the bot levels'
// ratings in GET /api/games.

// ladderLimit bounds a ladder's page.
const ladderLimit = 200

// recentTables is how many finished tables a profile lists.
const recentTables = 20

// historyPoints bounds the rating history a profile shows per game.
const historyPoints = 500

// wireRating shows a standing as players see it.
func wireRating(st store.Standing) wire.Rating {
	m := rating.DefaultPlackettLuce()
	d := m.Display(rating.Rating{Mu: st.Mu, Sigma: st.Sigma})
	return wire.Rating{Value: d.Value, Low: d.Low, High: d.High, Mu: st.Mu, Sigma: st.Sigma, Games: st.Games, Wins: st.Wins}
}

// wirePlayer names a ladder's player: a bot level, or an account and its
// nickname.
func wirePlayer(player, nick string) wire.Player {
	if level, ok := store.BotLevel(player); ok {
		return wire.Player{Level: level}
	}
	return wire.Player{Account: player, Nick: nick}
}

// levelRatings are the ratings of game's levels, by level name.
func (s *Server) levelRatings(ctx context.Context, game string, levels []string) (map[string]wire.Rating, error) {
	players := make([]string, len(levels))
	for i, l := range levels {
		players[i] = store.BotPlayer(l)
	}
	standings, err := s.cfg.Store.Standings(ctx, game, players)
	if err != nil || len(standings) == 0 {
		return nil, err
	}
	out := map[string]wire.Rating{}
	for _, st := range standings {
		level, _ := store.BotLevel(st.Player)
		out[level] = wireRating(st)
	}
	return out, nil
}

func (s *Server) handleLadder(w http.ResponseWriter, r *http.Request) {
	game := r.PathValue("game")
	if _, ok := s.games[game]; !ok {
		writeError(w, refusal.New(http.StatusNotFound, "no game %q here", game))
		return
	}
	limit := 50
	if v := r.URL.Query().Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > ladderLimit {
			writeError(w, refusal.New(http.StatusBadRequest, "limit: a number from 1 to %d, not %q", ladderLimit, v))
			return
		}
		limit = n
	}
	standings, err := s.cfg.Store.Ladder(r.Context(), game, limit)
	if err != nil {
		writeError(w, err)
		return
	}
	out := wire.Ladder{Game: game, Entries: make([]wire.LadderEntry, len(standings))}
	for i, st := range standings {
		out.Entries[i] = wire.LadderEntry{Place: i + 1, Player: wirePlayer(st.Player, st.Nick), Rating: wireRating(st)}
	}
	writeJSON(w, http.StatusOK, out)
}

func (s *Server) handleProfile(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	a, err := s.cfg.Store.AccountByNick(ctx, r.PathValue("nick"))
	if errors.Is(err, store.ErrNotFound) {
		err = refusal.New(http.StatusNotFound, "no account is called %q", r.PathValue("nick"))
	}
	if err != nil {
		writeError(w, err)
		return
	}
	profile, err := s.profile(ctx, a)
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, profile)
}

// profile gathers what anyone may see of account a.
func (s *Server) profile(ctx context.Context, a store.Account) (wire.Profile, error) {
	p := wire.Profile{Account: wire.Account{ID: a.ID, Nick: a.Nick}, Created: a.Created, Games: []wire.GameStats{}, Recent: []wire.Finished{}}
	tallies, err := s.cfg.Store.Tallies(ctx, a.ID)
	if err != nil {
		return wire.Profile{}, err
	}
	for _, t := range tallies {
		gs := wire.GameStats{Game: t.Game, Played: t.Played, Won: t.Won, Rated: t.Rated, History: []wire.RatingPoint{}}
		if t.Rated > 0 {
			if gs.Rating, gs.History, err = s.history(ctx, a.ID, t.Game); err != nil {
				return wire.Profile{}, err
			}
		}
		p.Games = append(p.Games, gs)
	}
	recent, err := s.cfg.Store.Outcomes(ctx, a.ID, "", recentTables)
	if err != nil {
		return wire.Profile{}, err
	}
	for _, o := range recent {
		f := wire.Finished{Table: o.Table, Game: o.Game, At: o.At, Seat: o.Seat, Place: o.Place, Players: o.Players, Rated: o.Rated}
		if o.Rated {
			before, after := wireRating(o.Before), wireRating(o.After)
			f.Before, f.After = &before, &after
		}
		p.Recent = append(p.Recent, f)
	}
	return p, nil
}

// history is an account's rating in game now and after each of its rated
// games there, oldest first.
func (s *Server) history(ctx context.Context, account, game string) (*wire.Rating, []wire.RatingPoint, error) {
	now, err := s.cfg.Store.Standings(ctx, game, []string{account})
	if err != nil {
		return nil, nil, err
	}
	outs, err := s.cfg.Store.Outcomes(ctx, account, game, historyPoints)
	if err != nil {
		return nil, nil, err
	}
	points := []wire.RatingPoint{}
	for i := len(outs) - 1; i >= 0; i-- {
		if o := outs[i]; o.Rated {
			d := wireRating(o.After)
			points = append(points, wire.RatingPoint{At: o.At, Table: o.Table, Value: d.Value, Low: d.Low, High: d.High})
		}
	}
	st, ok := now[account]
	if !ok {
		return nil, points, nil
	}
	current := wireRating(st)
	return &current, points, nil
}

func (s *Server) handleTableRatings(w http.ResponseWriter, r *http.Request, t *table.Table) {
	rec := t.Record()
	id, rated, seats := rec.ID, rec.Rated, rec.Seats
	out := wire.TableRatings{Table: id, Rated: rated, Seats: []wire.SeatRating{}}
	if !rated {
		writeJSON(w, http.StatusOK, out)
		return
	}
	outs, err := s.cfg.Store.TableOutcomes(r.Context(), id)
	if err != nil {
		writeError(w, err)
		return
	}
	for _, o := range outs {
		if !o.Rated {
			continue
		}
		nick := ""
		if o.Seat < len(seats) {
			nick = seats[o.Seat].Nick
		}
		out.Seats = append(out.Seats, wire.SeatRating{Seat: o.Seat, Player: wirePlayer(o.Player, nick), Place: o.Place, Before: wireRating(o.Before), After: wireRating(o.After)})
	}
	writeJSON(w, http.StatusOK, out)
}
