package server

import (
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"caribe/server/wire"
)

// page reads one page of the lobby, failing the test on a refusal.
func (h *harness) page(query string) wire.TableList {
	h.t.Helper()
	var l wire.TableList
	if code := h.call("GET", "/api/tables?"+query, "", nil, &l); code != http.StatusOK {
		h.t.Fatalf("GET /api/tables?%s: status %d", query, code)
	}
	return l
}

// TestLobbyPagesEveryTableOnce pages through the lobby four tables at a
// time while new tables are created between pages: each table there at
// the start is seen exactly once, none twice, and the last page has no
// cursor.
func TestLobbyPagesEveryTableOnce(t *testing.T) {
	h := newHarness(t, Config{})
	before := map[string]bool{}
	for range 25 {
		before[h.create(wire.CreateRequest{Game: "tortuga", Players: 2}).Table.ID] = true
	}
	seen := map[string]int{}
	cursor, pages := "", 0
	for {
		q := url.Values{"limit": {"4"}, "status": {"open"}}
		if cursor != "" {
			q.Set("cursor", cursor)
		}
		l := h.page(q.Encode())
		pages++
		if len(l.Tables) > 4 {
			t.Fatalf("page %d has %d tables, limit 4", pages, len(l.Tables))
		}
		for i, ti := range l.Tables {
			seen[ti.ID]++
			if i > 0 && l.Tables[i-1].Created.Before(ti.Created) {
				t.Errorf("page %d: %s created after the table before it", pages, ti.ID)
			}
		}
		for range 2 {
			h.create(wire.CreateRequest{Game: "tortuga", Players: 2})
		}
		if l.Next == "" {
			break
		}
		cursor = l.Next
	}
	for id := range before {
		if seen[id] != 1 {
			t.Errorf("table %s seen %d times", id, seen[id])
		}
	}
	for id, n := range seen {
		if n != 1 {
			t.Errorf("table %s seen %d times", id, n)
		}
	}
	if pages != 7 {
		t.Errorf("%d pages for 25 tables 4 at a time, want 7", pages)
	}
}

// TestLobbyFilters filters by game, status and an open seat, and refuses
// what it cannot read.
func TestLobbyFilters(t *testing.T) {
	h := newHarness(t, Config{})
	tortuga := h.create(wire.CreateRequest{Game: "tortuga", Players: 2}).Table.ID
	cartagena := h.create(wire.CreateRequest{Game: "cartagena", Players: 2}).Table.ID
	full, _ := jamaicaFor2(h)
	left, tok := jamaicaFor2(h)
	h.leave(left.Table.ID, tok[1])

	ids := func(l wire.TableList) []string {
		var out []string
		for _, ti := range l.Tables {
			out = append(out, ti.ID)
		}
		slices.Sort(out)
		return out
	}
	sorted := func(s ...string) []string { slices.Sort(s); return s }
	cases := []struct {
		query string
		want  []string
	}{
		{"", sorted(tortuga, cartagena, full.Table.ID, left.Table.ID)},
		{"game=tortuga", sorted(tortuga)},
		{"game=cartagena&status=open", sorted(cartagena)},
		{"status=running", sorted(full.Table.ID, left.Table.ID)},
		{"status=running&waiting=1", sorted(left.Table.ID)},
		{"waiting=1", sorted(tortuga, cartagena, left.Table.ID)},
		{"status=over", nil},
	}
	for _, c := range cases {
		if got := ids(h.page(c.query)); !slices.Equal(got, c.want) {
			t.Errorf("?%s: %v, want %v", c.query, got, c.want)
		}
	}
	for query, want := range map[string]string{
		"status=lost":   `status "lost"`,
		"game=chess":    `game "chess": unknown`,
		"waiting=maybe": `waiting "maybe"`,
		"limit=0":       `limit "0"`,
		"limit=201":     `limit "201"`,
		"cursor=xyz":    `cursor "xyz"`,
	} {
		var e wire.ErrorResponse
		if code := h.call("GET", "/api/tables?"+query, "", nil, &e); code != 400 || !strings.Contains(e.Error, want) {
			t.Errorf("?%s: %d %q, want 400 containing %q", query, code, e.Error, want)
		}
	}
}

// TestFinishedTablesCarryTheirResult plays bot tables to their end: the
// finished list shows each with its winners and the date it finished,
// latest finished first.
func TestFinishedTablesCarryTheirResult(t *testing.T) {
	h := newHarness(t, Config{})
	bots := []wire.SeatRequest{{Kind: "bot", Bot: "random"}, {Kind: "bot", Bot: "random"}}
	for range 3 {
		h.create(wire.CreateRequest{Game: "cartagena", Players: 2, Seats: bots})
	}
	deadline := time.Now().Add(30 * time.Second)
	var l wire.TableList
	for l = h.page("status=over"); len(l.Tables) < 3; l = h.page("status=over") {
		if time.Now().After(deadline) {
			t.Fatalf("%d of 3 bot tables finished in 30 s", len(l.Tables))
		}
		time.Sleep(20 * time.Millisecond)
	}
	for i, ti := range l.Tables {
		if ti.Result == nil || len(ti.Result.Winners) == 0 || ti.Finished == nil || ti.Finished.Before(ti.Created) {
			t.Errorf("finished table %s: result %+v, finished %v", ti.ID, ti.Result, ti.Finished)
		}
		if i > 0 && l.Tables[i-1].Finished.Before(*ti.Finished) {
			t.Errorf("%s finished after the table listed before it", ti.ID)
		}
	}
	var e wire.ErrorResponse
	if code := h.call("GET", "/api/tables?status=open,running", "", nil, &l); code != 200 || len(l.Tables) != 0 {
		t.Errorf("tables in play: %d %+v", code, l.Tables)
	}
	_ = e
}

// aheadClock is a clock ahead of the real one by an offset a test moves.
type aheadClock struct{ ahead atomic.Int64 }

func (c *aheadClock) now() time.Time       { return time.Now().Add(time.Duration(c.ahead.Load())) }
func (c *aheadClock) skip(d time.Duration) { c.ahead.Add(int64(d)) }
func (c *aheadClock) status(h *harness, id string) wire.Status {
	h.t.Helper()
	var info wire.TableInfo
	h.call("GET", "/api/tables/"+id, "", nil, &info)
	return info.Status
}

// TestOpenTablesExpire: an open table nobody joins expires after the time
// to live, by the periodic sweep, and stays expired after a restart; a
// join keeps a table alive. A running table whose players all left never
// expires: it is listed as waiting for players, and a player who left
// takes their seat back with their own token and plays on.
func TestOpenTablesExpire(t *testing.T) {
	var clock aheadClock
	cfg := Config{OpenTableTTL: time.Hour, ExpirySweep: 5 * time.Millisecond, Now: clock.now}
	h := newHarness(t, cfg)
	idle := h.create(wire.CreateRequest{Game: "tortuga", Players: 2}).Table.ID
	joined := h.create(wire.CreateRequest{Game: "tortuga", Players: 3}).Table.ID
	abandoned, tok := jamaicaFor2(h)
	h.leave(abandoned.Table.ID, tok[0])
	h.leave(abandoned.Table.ID, tok[1])

	clock.skip(50 * time.Minute)
	if n := h.srv.lobby.ExpireIdle(clock.now()); n != 0 {
		t.Fatalf("%d tables expired before their time", n)
	}
	h.join(joined, 0, "Anna") // the clock starts again for this one
	clock.skip(20 * time.Minute)
	deadline := time.Now().Add(hangAfter)
	for clock.status(h, idle) != "expired" {
		if time.Now().After(deadline) {
			t.Fatalf("the idle table is %s 70 minutes on, want expired", clock.status(h, idle))
		}
		time.Sleep(5 * time.Millisecond)
	}
	if st := clock.status(h, joined); st != "open" {
		t.Errorf("the table joined 20 minutes ago is %s, want open", st)
	}
	var e wire.ErrorResponse
	if code := h.call("POST", "/api/tables/"+idle+"/seats/0", "", `{"nick":"Late"}`, &e); code != http.StatusGone || !strings.Contains(e.Error, "expired") {
		t.Errorf("join of an expired table: %d %q", code, e.Error)
	}
	if l := h.page("status=open,running"); slices.ContainsFunc(l.Tables, func(ti wire.TableInfo) bool { return ti.ID == idle }) {
		t.Errorf("the expired table is listed in play")
	}
	if l := h.page("status=expired"); len(l.Tables) != 1 || l.Tables[0].ID != idle {
		t.Errorf("status=expired: %+v", l.Tables)
	}

	clock.skip(365 * 24 * time.Hour)
	h.stop()
	h.start(cfg)
	if st := clock.status(h, idle); st != "expired" {
		t.Errorf("after a restart the expired table is %s", st)
	}
	if st := clock.status(h, abandoned.Table.ID); st != "running" {
		t.Fatalf("the abandoned running table is %s a year on, want running", st)
	}
	if l := h.page("waiting=1&game=cartagena"); len(l.Tables) != 1 || l.Tables[0].ID != abandoned.Table.ID {
		t.Errorf("waiting cartagena tables: %+v", l.Tables)
	}
	back := h.takeSeat(abandoned.Table.ID, "0", "", "Anna", tok[0])
	if back.code != http.StatusOK {
		t.Fatalf("Anna's way back: %d %q", back.code, back.Error)
	}
	if cards := hand(h, abandoned.Table.ID, back.Token, 0); cards == "" {
		t.Errorf("Anna, back, sees no hand")
	}
}
