package lobby

import (
	"context"
	"encoding/base64"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"caribe/server/refusal"
	"caribe/server/table"
	"caribe/server/wire"
	"caribe/store"
)

// The lobby (GET /api/tables) is read a page at a time. Tables still in
// play (open, running) come newest created first; finished and expired
// ones newest ended first (their last update, which no longer changes).
// Neither key moves while a table keeps its status, so a client paging
// with the cursor sees every table that keeps its status exactly once,
// however many tables are created meanwhile (they land before page one).

// Page sizes of the lobby.
const (
	DefaultPage = 50
	MaxPage     = 200
)

// Query is what a lobby request asks for.
type Query struct {
	statuses []store.Status
	game     string
	// Account keeps the tables with a seat of that account (GET
	// /api/accounts/me/tables).
	Account string
	// waiting keeps the tables in play with a seat nobody holds.
	waiting bool
	limit   int
	// after is the cursor: the key of the last table of the previous page.
	after *store.Key
}

// listScan bounds the store's pages read for one lobby page when most
// tables are left out (waiting): the page then ends early, with a cursor.
const listScan = 8

// cursor encodes k for a client, which keeps it as an opaque string.
func cursor(k store.Key) string {
	return base64.RawURLEncoding.EncodeToString([]byte("1." + strconv.FormatInt(k.At.UnixMilli(), 10) + "." + k.ID))
}

// parseCursor reads a cursor given by cursor.
func parseCursor(c string) (store.Key, error) {
	bad := refusal.New(http.StatusBadRequest, "cursor %q: not one this server gave; start again without it", c)
	b, err := base64.RawURLEncoding.DecodeString(c)
	if err != nil {
		return store.Key{}, bad
	}
	version, rest, ok1 := strings.Cut(string(b), ".")
	millis, id, ok2 := strings.Cut(rest, ".")
	ms, err := strconv.ParseInt(millis, 10, 64)
	if !ok1 || !ok2 || version != "1" || err != nil || id == "" {
		return store.Key{}, bad
	}
	return store.Key{At: time.UnixMilli(ms).UTC(), ID: id}, nil
}

// ParseList reads a lobby request: status (comma-separated, default
// open,running), game, waiting (1 or 0), limit and cursor.
func (l *Lobby) ParseList(v url.Values) (Query, error) {
	q := Query{statuses: []store.Status{store.Open, store.Running}, limit: DefaultPage}
	if st := v.Get("status"); st != "" {
		q.statuses = nil
		for _, part := range strings.Split(st, ",") {
			st := store.Status(strings.TrimSpace(part))
			if !slices.Contains([]store.Status{store.Open, store.Running, store.Over, store.Expired}, st) {
				return q, refusal.New(http.StatusBadRequest, "status %q: give open, running, over or expired (comma-separated)", part)
			}
			q.statuses = append(q.statuses, st)
		}
	}
	if g := v.Get("game"); g != "" {
		if _, ok := l.games[g]; !ok {
			return q, refusal.New(http.StatusBadRequest, "game %q: unknown (known: %s)", g, strings.Join(l.GameNames(), ", "))
		}
		q.game = g
	}
	switch w := v.Get("waiting"); w {
	case "", "0", "false":
	case "1", "true":
		q.waiting = true
	default:
		return q, refusal.New(http.StatusBadRequest, "waiting %q: give 1 (tables with a seat nobody holds) or 0", w)
	}
	if l := v.Get("limit"); l != "" {
		n, err := strconv.Atoi(l)
		if err != nil || n < 1 || n > MaxPage {
			return q, refusal.New(http.StatusBadRequest, "limit %q: give 1 to %d", l, MaxPage)
		}
		q.limit = n
	}
	if c := v.Get("cursor"); c != "" {
		k, err := parseCursor(c)
		if err != nil {
			return q, err
		}
		q.after = &k
	}
	return q, nil
}

// List answers a lobby request with one page of tables, read from the
// store (so that every server sharing it lists the same), each described
// as the server has it in memory when it does.
func (l *Lobby) List(ctx context.Context, q Query) (wire.TableList, error) {
	out := wire.TableList{Tables: []wire.TableInfo{}}
	sq := store.Query{Statuses: q.statuses, Game: q.game, Account: q.Account, After: q.after, Limit: q.limit + 1}
	var last *store.Key
	for range listScan {
		recs, err := l.cfg.Env.Store.List(ctx, sq)
		if err != nil {
			return wire.TableList{}, err
		}
		for _, rec := range recs {
			if len(out.Tables) == q.limit {
				out.Next = cursor(*last)
				return out, nil
			}
			k := store.KeyOf(rec)
			last = &k
			info := l.describe(rec)
			inPlay := info.Status == wire.Status(store.Open) || info.Status == wire.Status(store.Running)
			if !q.waiting || inPlay && hasOpenSeat(info) {
				out.Tables = append(out.Tables, info)
			}
		}
		if len(recs) < sq.Limit {
			return out, nil
		}
		sq.After = last
	}
	out.Next = cursor(*last)
	return out, nil
}

// hasOpenSeat reports whether a table has a seat nobody holds.
func hasOpenSeat(info wire.TableInfo) bool {
	for _, seat := range info.Seats {
		if seat.Kind == wire.SeatOpen {
			return true
		}
	}
	return false
}

// describe is a stored table as the lobby shows it: from memory when the
// table is there, else from its stored set-up and last entry.
func (l *Lobby) describe(rec store.Table) wire.TableInfo {
	if t, ok := l.cfg.Tables.Find(rec.ID); ok {
		return t.Info()
	}
	title := rec.Game
	if g, ok := l.games[rec.Game]; ok {
		title = g.Title()
	}
	return table.DescribeStored(rec, title, l.cfg.Env.Bots.Levels, l.cfg.Env.Time().UTC())
}
