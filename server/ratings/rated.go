package ratings

import (
	"net/http"
	"slices"
	"strings"

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
// bot (its away level) plays it meanwhile, once its time runs out. A
// seat its account no longer plays at the end is placed last (leavers.go).

// ErrSignIn refuses a guest at a rated table.
var ErrSignIn = refusal.New(http.StatusUnauthorized, "a rated table seats signed-in accounts only: sign in with a passkey first")

// CheckCreate refuses a rated table's request that breaks its rules, and
// turns its hints off. signedIn says whether its creator is signed in to
// an account; offered are the levels of its game the server offers.
func CheckCreate(req *wire.CreateRequest, signedIn bool, offered []string) error {
	if !signedIn {
		return ErrSignIn
	}
	if req.Clock == nil {
		return refusal.New(http.StatusBadRequest, "rated: a rated table is played with a clock; give one")
	}
	if req.Hints != nil && *req.Hints {
		return refusal.New(http.StatusBadRequest, "rated: a rated table offers no hints; leave hints out or false")
	}
	off := false
	req.Hints = &off
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

// TakeSeat checks that account a, when signedIn, may take seat of the
// rated table seated as seats, and returns the nickname it plays under.
func TakeSeat(seats []store.Seat, seat int, a store.Account, signedIn bool) (string, error) {
	if !signedIn {
		return "", ErrSignIn
	}
	if owner := seats[seat].Account; owner != "" && owner != a.ID {
		return "", refusal.New(http.StatusForbidden, "seat %d of this rated table belongs to %s's account: only that account takes it", seat, seats[seat].Nick)
	}
	for i, st := range seats {
		if i != seat && st.Account == a.ID {
			return "", refusal.New(http.StatusConflict, "your account has seat %d of this rated table already: an account plays one seat", i)
		}
	}
	return a.Nick, nil
}

// CheckBot checks that the bot of level its host gives seat of rated
// table rec is one of the levels offered at its game, not seated there
// yet; all are the server's levels. A seat bound to an account is played
// by that account only, or by the table's own bot once its time runs
// out: once the game runs, the host gives it to no bot; before, a level
// the host seats there takes the account's place.
func CheckBot(rec store.Table, seat int, level string, all []levels.Level, offered []string) error {
	if st := rec.Seats[seat]; st.Account != "" && rec.Status != store.Open {
		return refusal.New(http.StatusConflict, "seat %d of this rated table belongs to %s's account: only that account plays it, or the table's own bot once its time runs out", seat, st.Nick)
	}
	level = strings.TrimSpace(level)
	if !slices.Contains(offered, level) {
		return refusal.New(http.StatusBadRequest, "a rated table's bot is one of the game's levels (%s), not %q", strings.Join(offered, ", "), level)
	}
	for i, st := range rec.Seats {
		if st.Account == "" && levels.NameOf(all, rec.Game, st.Bot) == level {
			return refusal.New(http.StatusConflict, "the %s bot has seat %d of this rated table already: a bot level plays one seat", level, i)
		}
	}
	return nil
}

// Player is who seat st of a rated table stands for on the game's
// ladder: its account, else its bot's level among all, the server's
// levels; empty when neither.
func Player(all []levels.Level, game string, st store.Seat) string {
	if st.Account != "" {
		return st.Account
	}
	if level := levels.NameOf(all, game, st.Bot); level != "" {
		return store.BotPlayer(level)
	}
	return ""
}
