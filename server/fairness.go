package server

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"slices"
	"time"

	"caribe/server/accounts"
	"caribe/store"
)

// A rated game between related players moves no rating. Following
// lichess's guard against rating farms (FarmBoostDetection), a rated
// table is recorded unrated, each account's outcome kept in its profile,
// when
//
//   - two of its accounts took or played their seats from one address (an
//     IPv6 address as its /64, as the limits count it, address.go) and
//     had a rated table of the game together in the day before: the first
//     game of a day between them is rated, the others are not; or
//   - its players had a rated table of the game with exactly the same
//     players in the day before whose log begins the same, entry for
//     entry over its first samePrefix entries (the whole log when
//     shorter), and whose winners are the same: a game replayed move for
//     move to feed one side wins.
//
// Each is counted on /metrics (caribe_rated_unrated_total, by why) and
// logged with the table's id.

// fairWindow is how far back a rated table is compared with the
// earlier ones of its players.
const fairWindow = 24 * time.Hour

// samePrefix is how many first entries of two logs must be the same for
// the games to count as one repeated, as lichess compares a game's first
// 20 plies with the pairing's last two games.
const samePrefix = 20

// fairRecent bounds the earlier tables of the same players a finished
// rated table is compared with, move for move.
const fairRecent = 16

// Why a rated table was recorded unrated (the label of
// caribe_rated_unrated_total).
const (
	unratedNoPlayer  = "no_player"
	unratedAbandoned = "abandoned"
	unratedAddress   = "shared_address"
	unratedRepeat    = "repeated_game"
)

// unratedWhys are the values of why, each exported from the start.
var unratedWhys = []string{unratedNoPlayer, unratedAbandoned, unratedAddress, unratedRepeat}

// noteAddress records, for a rated table, the address the signed-in
// account of r took or played its seat from. A failure is logged: the
// seat is taken all the same.
func (s *Server) noteAddress(r *http.Request, table string, rated bool) {
	a, ok := accounts.FromContext(r.Context())
	if !rated || !ok {
		return
	}
	addr := s.quotas.clientAddress(r)
	if !addr.IsValid() {
		return
	}
	if err := s.cfg.Store.NoteAddress(r.Context(), table, a.ID, addr.String()); err != nil {
		s.log.Warn("a rated seat's address not noted", "table", table, "account", a.ID, "err", err)
	}
}

// farmed says why finished rated table rec, whose players' outcomes are
// outs, moves no rating ("" when it does).
func (s *Server) farmed(ctx context.Context, rec store.Table, outs []store.Outcome) (string, error) {
	since := s.now().UTC().Add(-fairWindow)
	related, err := s.sharedAddress(ctx, rec, since)
	if err != nil || related {
		return unratedAddress, err
	}
	players := make([]string, len(outs))
	for i, o := range outs {
		players[i] = o.Player
	}
	earlier, err := s.cfg.Store.RatedTogether(ctx, rec.Game, players, true, since, rec.ID, fairRecent)
	if err != nil || len(earlier) == 0 {
		return "", err
	}
	_, log, err := s.cfg.Store.Since(ctx, rec.ID, 0)
	if err != nil {
		return "", err
	}
	for _, id := range earlier {
		same, err := s.sameGame(ctx, id, log, outs)
		if err != nil || same {
			return unratedRepeat, err
		}
	}
	return "", nil
}

// sharedAddress reports whether two accounts of rated table rec took or
// played their seats from one address and had a rated table together
// since.
func (s *Server) sharedAddress(ctx context.Context, rec store.Table, since time.Time) (bool, error) {
	addrs, err := s.cfg.Store.Addresses(ctx, rec.ID)
	if err != nil {
		return false, err
	}
	accounts := make([]string, 0, len(addrs))
	for a := range addrs {
		accounts = append(accounts, a)
	}
	slices.Sort(accounts)
	for i, a := range accounts {
		for _, b := range accounts[i+1:] {
			if !slices.ContainsFunc(addrs[a], func(addr string) bool { return slices.Contains(addrs[b], addr) }) {
				continue
			}
			before, err := s.cfg.Store.RatedTogether(ctx, rec.Game, []string{a, b}, false, since, rec.ID, 1)
			if err != nil || len(before) > 0 {
				return len(before) > 0, err
			}
		}
	}
	return false, nil
}

// sameGame reports whether table id's log begins as log does, entry for
// entry over samePrefix entries, and its winners are the players who win
// in outs.
func (s *Server) sameGame(ctx context.Context, id string, log []json.RawMessage, outs []store.Outcome) (bool, error) {
	before, err := s.cfg.Store.TableOutcomes(ctx, id)
	if err != nil {
		return false, err
	}
	if !sameWinners(before, outs) {
		return false, nil
	}
	_, earlier, err := s.cfg.Store.Since(ctx, id, 0)
	if err != nil {
		return false, err
	}
	return slices.EqualFunc(prefix(log), prefix(earlier), func(a, b json.RawMessage) bool { return bytes.Equal(a, b) }), nil
}

// prefix is the first samePrefix entries of a log, or all of a shorter
// one.
func prefix(log []json.RawMessage) []json.RawMessage {
	return log[:min(len(log), samePrefix)]
}

// sameWinners reports whether two tables' outcomes have the same
// winners (place 1), by player.
func sameWinners(a, b []store.Outcome) bool {
	winners := func(outs []store.Outcome) []string {
		var w []string
		for _, o := range outs {
			if o.Place == 1 {
				w = append(w, o.Player)
			}
		}
		slices.Sort(w)
		return w
	}
	return slices.Equal(winners(a), winners(b))
}
