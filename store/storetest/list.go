package storetest

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"caribe/store"

	"github.com/google/go-cmp/cmp"
)

// listBase is when the lobby's tables are created, in the past.
var listBase = time.Date(2025, 6, 1, 12, 0, 0, 0, time.UTC)

// lobby creates tables of every status, two games, with times that tie
// (a table's creation and another's last update, two tables' creations),
// and returns them as stored, in the lobby's order.
func lobby(t *testing.T, s store.Store) []store.Table {
	statuses := []store.Status{store.Open, store.Running, store.Over, store.Expired}
	var tables []store.Table
	for i := range 29 {
		tab := sample(fmt.Sprintf("lobby-%02d", (i*7)%29))
		tab.Game = []string{"tobago", "cartagena"}[i%2]
		tab.Status = statuses[i%len(statuses)]
		tab.Created = listBase.Add(time.Duration(i/3) * time.Minute)
		tab.Updated = tab.Created.Add(time.Duration(i%5) * time.Minute)
		tab.Seats = tab.Seats[:1+i%3]
		create(t, s, tab)
		tables = append(tables, tab)
	}
	slices.SortFunc(tables, func(a, b store.Table) int {
		if store.KeyOf(a).Precedes(store.KeyOf(b)) {
			return -1
		}
		return 1
	})
	return tables
}

// keep is the tables that q's filters (statuses, game, account, after)
// keep.
func keep(tables []store.Table, q store.Query) []store.Table {
	var kept []store.Table
	for _, tab := range tables {
		if (len(q.Statuses) == 0 || slices.Contains(q.Statuses, tab.Status)) &&
			(q.Game == "" || tab.Game == q.Game) &&
			(q.Account == "" || slices.ContainsFunc(tab.Seats, func(s store.Seat) bool { return s.Account == q.Account })) &&
			(q.After == nil || q.After.Precedes(store.KeyOf(tab))) {
			kept = append(kept, tab)
		}
	}
	return kept
}

// list answers q, failing the test if it cannot.
func list(t *testing.T, s store.Store, q store.Query) []store.Table {
	t.Helper()
	got, err := s.List(context.Background(), q)
	if err != nil {
		t.Fatalf("List(%+v): %v", q, err)
	}
	return got
}

// ids are the tables' ids.
func ids(tables []store.Table) []string {
	var out []string
	for _, tab := range tables {
		out = append(out, tab.ID)
	}
	return out
}

// testList: List filters by status and game, in the lobby's order, tables
// whole with their seats.
func testList(t *testing.T, s store.Store) {
	if got := list(t, s, store.Query{}); len(got) != 0 {
		t.Errorf("List of an empty store = %v", ids(got))
	}
	tables := lobby(t, s)
	for _, q := range []store.Query{
		{},
		{Statuses: []store.Status{store.Open}},
		{Statuses: []store.Status{store.Open, store.Running}},
		{Statuses: []store.Status{store.Over, store.Expired}},
		{Statuses: []store.Status{store.Running, store.Over}},
		{Game: "tobago"},
		{Game: "cartagena", Statuses: []store.Status{store.Expired, store.Open}},
		{Game: "hispaniola"},
	} {
		want := keep(tables, q)
		got := list(t, s, q)
		if diff := cmp.Diff(want, got, equal); diff != "" {
			t.Errorf("List(%+v) (-want +got):\n%s", q, diff)
		}
	}
	for _, limit := range []int{1, 5, 29, 40} {
		want := tables[:min(limit, len(tables))]
		if got := list(t, s, store.Query{Limit: limit}); !cmp.Equal(ids(want), ids(got)) {
			t.Errorf("List(limit %d) = %v, want %v", limit, ids(got), ids(want))
		}
	}
	if _, err := s.List(context.Background(), store.Query{Limit: -1}); err == nil {
		t.Error("List with a negative limit succeeded")
	}
	if _, err := s.List(context.Background(), store.Query{Statuses: []store.Status{"lost"}}); err == nil {
		t.Error("List of an unknown status succeeded")
	}
}

// testListAfter: a cursor keeps the tables listed after its key, to the
// millisecond and between milliseconds, whether or not a table has it.
func testListAfter(t *testing.T, s store.Store) {
	tables := lobby(t, s)
	var keys []store.Key
	for _, i := range []int{0, 3, 4, 10, 28} {
		k := store.KeyOf(tables[i])
		keys = append(keys, k,
			store.Key{At: k.At, ID: k.ID + "!"},
			store.Key{At: k.At, ID: ""},
			store.Key{At: k.At.Add(500 * time.Microsecond), ID: "~"},
			store.Key{At: k.At.Add(-time.Nanosecond), ID: ""})
	}
	keys = append(keys, store.Key{At: listBase.Add(-time.Hour)}, store.Key{At: listBase.Add(time.Hour)})
	for _, k := range keys {
		for _, q := range []store.Query{{After: &k}, {After: &k, Statuses: []store.Status{store.Running, store.Over}}} {
			want := keep(tables, q)
			if got := list(t, s, q); !cmp.Equal(ids(want), ids(got)) {
				t.Errorf("List(after %v %q, statuses %v) = %v, want %v", k.At, k.ID, q.Statuses, ids(got), ids(want))
			}
		}
	}
}

// testListPages: paging with each page's last key lists every table
// exactly once, in order, while tables finish between the pages.
func testListPages(t *testing.T, s store.Store) {
	ctx := context.Background()
	tables := lobby(t, s)
	for _, q := range []store.Query{{Limit: 4}, {Limit: 1, Game: "tobago"}, {Limit: 3, Statuses: []store.Status{store.Open, store.Over}}} {
		want := keep(tables, store.Query{Game: q.Game, Statuses: q.Statuses})
		var got []store.Table
		for page := 0; ; page++ {
			if page > len(tables) {
				t.Fatalf("List(%+v) pages without end: %v so far", q, ids(got))
			}
			tabs := list(t, s, q)
			if len(tabs) > q.Limit {
				t.Fatalf("List(%+v) gave %d tables", q, len(tabs))
			}
			if len(tabs) == 0 {
				break
			}
			got = append(got, tabs...)
			k := store.KeyOf(tabs[len(tabs)-1])
			q.After = &k
		}
		if diff := cmp.Diff(want, got, equal); diff != "" {
			t.Errorf("pages of %+v (-want +got):\n%s", q, diff)
		}
	}

	// A table that finishes now is listed first, by its last update.
	open := keep(tables, store.Query{Statuses: []store.Status{store.Open}})
	last := open[len(open)-1].ID
	if err := s.SetStatus(ctx, last, store.Over); err != nil {
		t.Fatal(err)
	}
	if got := list(t, s, store.Query{Limit: 1}); len(got) != 1 || got[0].ID != last {
		t.Errorf("List(limit 1) after %s finished = %v, want it first", last, ids(got))
	}
}
