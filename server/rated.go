package server

import (
	"context"
	"net/http"
	"slices"
	"strings"

	"caribe/engine"
	"caribe/server/levels"
	"caribe/server/refusal"
	"caribe/server/wire"
	"caribe/store"
)

// A rated table's result moves its players' ratings (record.go). It is
// played with a clock and no hints; its people are signed-in accounts,
// each holding one seat under its account's nickname, and its bots are
// the game's levels, each at most once, so that every seat stands for one
// player of the game's ladder. A seat belongs to its account for the
// whole game: only that account takes it back, and only the table's own
// bot (its away level, clock.go) plays it meanwhile, once its time runs
// out. A seat its account no longer plays at the end is placed last
// (leavers.go).

// errRatedSignIn refuses a guest at a rated table.
var errRatedSignIn = refusal.New(http.StatusUnauthorized, "a rated table seats signed-in accounts only: sign in with a passkey first")

// checkRated refuses a rated table's request that breaks its rules, and
// turns its hints off. ctx carries the creator's account.
func (s *Server) checkRated(ctx context.Context, g engine.Game, req *wire.CreateRequest) error {
	if _, ok := accountOf(ctx); !ok {
		return errRatedSignIn
	}
	if req.Clock == nil {
		return refusal.New(http.StatusBadRequest, "rated: a rated table is played with a clock; give one")
	}
	if req.Hints != nil && *req.Hints {
		return refusal.New(http.StatusBadRequest, "rated: a rated table offers no hints; leave hints out or false")
	}
	off := false
	req.Hints = &off
	offered := s.bots.LevelsOf(g.Name())
	seen := map[string]bool{}
	for i, sr := range req.Seats {
		if sr.Kind != wire.SeatBot {
			continue
		}
		level := strings.TrimSpace(sr.Bot)
		if !slices.Contains(offered, level) {
			return refusal.New(http.StatusBadRequest, "seat %d: a rated table's bot is one of the game's levels (%s), not %q", i, strings.Join(offered, ", "), sr.Bot)
		}
		if seen[level] {
			return refusal.New(http.StatusBadRequest, "seat %d: the %s bot plays one seat of a rated table, it has one already", i, level)
		}
		seen[level] = true
	}
	return nil
}

// ratedSeat checks that the account ctx is signed in as may take seat of
// rated table t, and returns the nickname it plays under.
func ratedSeat(ctx context.Context, t store.Table, seat int) (string, error) {
	a, ok := accountOf(ctx)
	if !ok {
		return "", errRatedSignIn
	}
	if owner := t.Seats[seat].Account; owner != "" && owner != a.ID {
		return "", refusal.New(http.StatusForbidden, "seat %d of this rated table belongs to %s's account: only that account takes it", seat, t.Seats[seat].Nick)
	}
	for i, st := range t.Seats {
		if i != seat && st.Account == a.ID {
			return "", refusal.New(http.StatusConflict, "your account has seat %d of this rated table already: an account plays one seat", i)
		}
	}
	return a.Nick, nil
}

// ratedBot checks that a bot given seat of rated table t by its host is
// one of the game's levels not seated there yet. A seat bound to an
// account is played by that account only, or by the table's own bot once
// its time runs out (handover.go): once the game runs, the host gives it
// to no bot; before, a level the host seats there takes the account's
// place.
func (s *Server) ratedBot(t store.Table, seat int, level string) error {
	if st := t.Seats[seat]; st.Account != "" && t.Status != store.Open {
		return refusal.New(http.StatusConflict, "seat %d of this rated table belongs to %s's account: only that account plays it, or the table's own bot once its time runs out", seat, st.Nick)
	}
	level = strings.TrimSpace(level)
	offered := s.bots.LevelsOf(t.Game)
	if !slices.Contains(offered, level) {
		return refusal.New(http.StatusBadRequest, "a rated table's bot is one of the game's levels (%s), not %q", strings.Join(offered, ", "), level)
	}
	for i, st := range t.Seats {
		if st.Account == "" && levels.NameOf(s.cfg.Levels, t.Game, st.Bot) == level {
			return refusal.New(http.StatusConflict, "the %s bot has seat %d of this rated table already: a bot level plays one seat", level, i)
		}
	}
	return nil
}

// ratedPlayer is who seat st of a rated table stands for on the game's
// ladder: its account, else its bot's level; empty when neither.
func ratedPlayer(offered []levels.Level, game string, st store.Seat) string {
	if st.Account != "" {
		return st.Account
	}
	if level := levels.NameOf(offered, game, st.Bot); level != "" {
		return store.BotPlayer(level)
	}
	return ""
}
