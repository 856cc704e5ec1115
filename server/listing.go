package server

import (
	"encoding/base64"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

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

// listQuery is what a lobby request asks for.
type listQuery struct {
	statuses []store.Status
	game     string
	// waiting keeps the tables in play with a seat nobody holds.
	waiting bool
	limit   int
	// after is the cursor: the key of the last table of the previous page.
	after *listKey
}

// listKey places a table in the lobby's order.
type listKey struct {
	at time.Time
	id string
}

// keyOf is where a table stands in the lobby's order. The caller holds t.mu.
func keyOf(rec store.Table) listKey {
	if rec.Status == store.Over || rec.Status == store.Expired {
		return listKey{rec.Updated, rec.ID}
	}
	return listKey{rec.Created, rec.ID}
}

// precedes reports whether k is listed before o: later first, then by id.
func (k listKey) precedes(o listKey) bool {
	if c := k.at.Compare(o.at); c != 0 {
		return c > 0
	}
	return k.id < o.id
}

// cursor encodes k for a client, which keeps it as an opaque string.
func (k listKey) cursor() string {
	return base64.RawURLEncoding.EncodeToString([]byte("1." + strconv.FormatInt(k.at.UnixMilli(), 10) + "." + k.id))
}

// parseCursor reads a cursor given by cursor.
func parseCursor(c string) (listKey, error) {
	bad := refuse(http.StatusBadRequest, "cursor %q: not one this server gave; start again without it", c)
	b, err := base64.RawURLEncoding.DecodeString(c)
	if err != nil {
		return listKey{}, bad
	}
	version, rest, ok1 := strings.Cut(string(b), ".")
	millis, id, ok2 := strings.Cut(rest, ".")
	ms, err := strconv.ParseInt(millis, 10, 64)
	if !ok1 || !ok2 || version != "1" || err != nil || id == "" {
		return listKey{}, bad
	}
	return listKey{time.UnixMilli(ms).UTC(), id}, nil
}

// parseList reads a lobby request: status (comma-separated, default
// open,running), game, waiting (1 or 0), limit and cursor.
func (s *Server) parseList(v url.Values) (listQuery, error) {
	q := listQuery{statuses: []store.Status{store.Open, store.Running}, limit: DefaultPage}
	if st := v.Get("status"); st != "" {
		q.statuses = nil
		for _, part := range strings.Split(st, ",") {
			st := store.Status(strings.TrimSpace(part))
			if !slices.Contains([]store.Status{store.Open, store.Running, store.Over, store.Expired}, st) {
				return q, refuse(http.StatusBadRequest, "status %q: give open, running, over or expired (comma-separated)", part)
			}
			q.statuses = append(q.statuses, st)
		}
	}
	if g := v.Get("game"); g != "" {
		if _, ok := s.games[g]; !ok {
			return q, refuse(http.StatusBadRequest, "game %q: unknown (known: %s)", g, strings.Join(s.gameNames(), ", "))
		}
		q.game = g
	}
	switch w := v.Get("waiting"); w {
	case "", "0", "false":
	case "1", "true":
		q.waiting = true
	default:
		return q, refuse(http.StatusBadRequest, "waiting %q: give 1 (tables with a seat nobody holds) or 0", w)
	}
	if l := v.Get("limit"); l != "" {
		n, err := strconv.Atoi(l)
		if err != nil || n < 1 || n > MaxPage {
			return q, refuse(http.StatusBadRequest, "limit %q: give 1 to %d", l, MaxPage)
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

// matches reports whether a table belongs in the answer to q, and its
// key. The caller holds t.mu.
func (q listQuery) matches(t *table) (listKey, bool) {
	k := keyOf(t.rec)
	switch {
	case !slices.Contains(q.statuses, t.rec.Status),
		q.game != "" && t.rec.Game != q.game,
		q.waiting && (t.rec.Status == store.Over || t.rec.Status == store.Expired || t.full()),
		q.after != nil && !q.after.precedes(k):
		return k, false
	}
	return k, true
}

// list answers a lobby request with one page of tables.
func (s *Server) list(q listQuery) wire.TableList {
	s.mu.RLock()
	all := make([]*table, 0, len(s.tables))
	for _, t := range s.tables {
		all = append(all, t)
	}
	s.mu.RUnlock()
	type entry struct {
		key listKey
		t   *table
	}
	var found []entry
	for _, t := range all {
		t.mu.Lock()
		if k, ok := q.matches(t); ok {
			found = append(found, entry{k, t})
		}
		t.mu.Unlock()
	}
	slices.SortFunc(found, func(a, b entry) int {
		switch {
		case a.key.precedes(b.key):
			return -1
		case b.key.precedes(a.key):
			return 1
		}
		return 0
	})
	out := wire.TableList{Tables: []wire.TableInfo{}}
	if len(found) > q.limit {
		found = found[:q.limit]
		out.Next = found[q.limit-1].key.cursor()
	}
	for _, e := range found {
		e.t.mu.Lock()
		out.Tables = append(out.Tables, e.t.info())
		e.t.mu.Unlock()
	}
	return out
}
