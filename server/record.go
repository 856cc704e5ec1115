package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"

	"caribe/engine"
	"caribe/rating"
	"caribe/store"
)

// When a table ends, each account that played it gets the outcome, its
// place among the players, in its record (profiles); a rated table's
// outcomes move its players' ratings on the game's ladder, bots' levels
// included, as the Weng–Lin model says (rating.PlackettLuce). The store
// records a table once, whichever server asks first (store.Ratings); a
// table left unrecorded, by a store error or a server that died, is taken
// up by the sweep (recordPending).

// recordTries bounds the attempts at recording a table whose players'
// ratings other tables keep moving meanwhile.
const recordTries = 8

// recordBatch is the most unrecorded tables one sweep takes up.
const recordBatch = 64

// recordEnded records the outcomes of table id, which just ended, without
// holding up its caller.
func (s *Server) recordEnded(id string) {
	s.running.Go(func() {
		if err := s.record(s.ctx, id); err != nil && s.ctx.Err() == nil {
			s.log.Warn("outcomes not recorded: the sweep tries again", "table", id, "err", err)
		}
	})
}

// recordPending records the tables that ended without their outcomes
// recorded.
func (s *Server) recordPending(ctx context.Context) {
	ids, err := s.cfg.Store.Pending(ctx, recordBatch)
	if err != nil {
		if ctx.Err() == nil {
			s.log.Warn("unrecorded tables not listed", "err", err)
		}
		return
	}
	for _, id := range ids {
		if err := s.record(ctx, id); err != nil && ctx.Err() == nil {
			s.log.Warn("outcomes not recorded", "table", id, "err", err)
		}
	}
}

// record stores the outcomes of table id, reading its players' ratings
// again while another table's record moves them first.
func (s *Server) record(ctx context.Context, id string) error {
	for range recordTries {
		rec, _, err := s.cfg.Store.Since(ctx, id, math.MaxInt32)
		if err != nil {
			return err
		}
		outs, why, err := s.outcomes(ctx, rec)
		if err != nil {
			return err
		}
		err = s.cfg.Store.Record(ctx, id, outs)
		if !errors.Is(err, store.ErrConflict) {
			switch {
			case err == nil && why != "":
				s.metrics.unrated.WithLabelValues(why).Inc()
				s.log.Warn("rated table recorded unrated", "table", id, "game", rec.Game, "why", why)
			case err == nil && rec.Rated:
				s.log.Info("rated table recorded", "table", id, "game", rec.Game, "players", len(outs))
			}
			return err
		}
	}
	return fmt.Errorf("table %s: its players' ratings kept changing, %d tries", id, recordTries)
}

// outcomes are the outcomes of finished table rec: each account's place,
// and at a rated table every seat's, with the ratings it leads to, and
// why a rated table moves no rating after all ("" when it does).
func (s *Server) outcomes(ctx context.Context, rec store.Table) ([]store.Outcome, string, error) {
	var result engine.Result
	if err := json.Unmarshal(rec.Result, &result); err != nil || !result.Over || len(result.Scores) != len(rec.Seats) {
		return nil, "", fmt.Errorf("table %s: no final result stored (%s)", rec.ID, rec.Result)
	}
	places, played := placesOf(result), true
	if rec.Rated {
		places, played = leaversLast(rec.Seats, places)
	}
	now := s.now().UTC()
	var outs []store.Outcome
	players := map[string]bool{}
	for i, st := range rec.Seats {
		player := st.Account
		if rec.Rated {
			player = ratedPlayer(s.cfg.Levels, rec.Game, st)
		}
		if player == "" || players[player] {
			continue
		}
		players[player] = true
		outs = append(outs, store.Outcome{Table: rec.ID, Game: rec.Game, Player: player, Seat: i, Place: places[i], Players: len(rec.Seats), At: now})
	}
	if !rec.Rated {
		return outs, "", nil
	}
	why := ""
	switch {
	case !played:
		why = unratedAbandoned
	case len(outs) != len(rec.Seats):
		why = unratedNoPlayer
	default:
		var err error
		if why, err = s.farmed(ctx, rec, outs); err != nil {
			return nil, "", err
		}
	}
	if why != "" {
		return accountsOnly(outs), why, nil
	}
	outs, err := s.rate(ctx, rec.Game, outs)
	return outs, "", err
}

// accountsOnly keeps the outcomes of accounts.
func accountsOnly(outs []store.Outcome) []store.Outcome {
	kept := outs[:0]
	for _, o := range outs {
		if _, bot := store.BotLevel(o.Player); !bot {
			kept = append(kept, o)
		}
	}
	return kept
}

// rate fills in the outcomes of a rated table with its players' ratings
// before and after it.
func (s *Server) rate(ctx context.Context, game string, outs []store.Outcome) ([]store.Outcome, error) {
	names := make([]string, len(outs))
	for i, o := range outs {
		names[i] = o.Player
	}
	now, err := s.cfg.Store.Standings(ctx, game, names)
	if err != nil {
		return nil, err
	}
	model := rating.DefaultPlackettLuce()
	before := make([]rating.Rating, len(outs))
	ranks := make([]int, len(outs))
	for i, o := range outs {
		st, ok := now[o.Player]
		if !ok {
			r := model.New()
			st = store.Standing{Game: game, Player: o.Player, Mu: r.Mu, Sigma: r.Sigma}
		}
		outs[i].Before = st
		before[i] = rating.Rating{Mu: st.Mu, Sigma: st.Sigma}
		ranks[i] = o.Place
	}
	after, err := model.Rate(before, ranks)
	if err != nil {
		return nil, err
	}
	for i, o := range outs {
		st := o.Before
		st.Mu, st.Sigma, st.Games, st.Updated = after[i].Mu, after[i].Sigma, st.Games+1, o.At
		if o.Place == 1 {
			st.Wins++
		}
		outs[i].After, outs[i].Rated = st, true
	}
	return outs, nil
}

// placesOf ranks a finished game's seats: the winners first, sharing
// place 1, then the others by score, highest first, equal scores sharing
// a place; a place is one more than the seats ranked above.
func placesOf(r engine.Result) []int {
	winner := make([]bool, len(r.Scores))
	for _, w := range r.Winners {
		if w >= 0 && w < len(winner) {
			winner[w] = true
		}
	}
	above := func(a, b int) bool {
		if winner[a] != winner[b] {
			return winner[a]
		}
		return !winner[a] && r.Scores[a] > r.Scores[b]
	}
	places := make([]int, len(r.Scores))
	for i := range places {
		places[i] = 1
		for j := range places {
			if above(j, i) {
				places[i]++
			}
		}
	}
	return places
}
