package storetest

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"caribe/store"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// due reads Due(limit), failing the test if it cannot.
func due(t *testing.T, s store.Store, limit int) []string {
	t.Helper()
	ids, err := s.Due(context.Background(), time.Now(), limit)
	if err != nil {
		t.Fatalf("Due(%d): %v", limit, err)
	}
	return ids
}

// checkDue fails the test unless Due(limit) lists want, in order.
func checkDue(t *testing.T, s store.Store, limit int, want ...string) {
	t.Helper()
	if diff := cmp.Diff(want, due(t, s, limit), cmpopts.EquateEmpty()); diff != "" {
		t.Errorf("Due(%d) (-want +got):\n%s", limit, diff)
	}
}

// testDue: a running table is due when play starts and after an entry
// that leaves the server to play, not after one that does not nor once it
// stops running; a seat taken changes nothing. The least recently
// updated come first.
func testDue(t *testing.T, s store.Store) {
	ctx := context.Background()
	checkDue(t, s, 0)
	hourAgo := time.Now().Add(-time.Hour).Truncate(time.Millisecond)
	for i, tc := range []struct {
		id     string
		status store.Status
	}{{"a", store.Open}, {"b", store.Running}, {"c", store.Open}, {"d", store.Over}} {
		tab := sample(tc.id)
		tab.Status = tc.status
		tab.Created = hourAgo.Add(time.Duration(i) * time.Minute)
		tab.Updated = tab.Created
		create(t, s, tab)
	}
	checkDue(t, s, 0, "b")

	if err := s.SetStatus(ctx, "a", store.Running); err != nil {
		t.Fatal(err)
	}
	checkDue(t, s, 0, "b", "a")
	checkDue(t, s, 1, "b")

	appendDue := func(id string, seq int, isDue bool) {
		t.Helper()
		if err := s.AppendMove(ctx, id, store.Move{Seq: seq, Entry: move(id, seq), Due: isDue}); err != nil {
			t.Fatalf("AppendMove(%s, %d, due %v): %v", id, seq, isDue, err)
		}
	}
	appendDue("b", 1, false)
	checkDue(t, s, 0, "a")
	appendDue("b", 2, true)
	checkDue(t, s, 0, "a", "b")

	appendDue("c", 1, true)
	checkDue(t, s, 0, "a", "b")
	if err := s.SetStatus(ctx, "c", store.Running); err != nil {
		t.Fatal(err)
	}
	checkDue(t, s, 0, "a", "b", "c")

	if err := s.SetStatus(ctx, "a", store.Over); err != nil {
		t.Fatal(err)
	}
	checkDue(t, s, 0, "b", "c")
	if err := s.SetSeat(ctx, "c", 2, store.Seat{Bot: "greedy"}); err != nil {
		t.Fatal(err)
	}
	checkDue(t, s, 0, "b", "c")

	if err := s.AppendMove(ctx, "d", store.Move{Seq: 1, Entry: json.RawMessage(`1`), Due: true}); err != nil {
		t.Fatal(err)
	}
	checkDue(t, s, 0, "b", "c")
	if _, err := s.Due(ctx, time.Now(), -1); err == nil {
		t.Error("Due(-1) succeeded")
	}
}
