package storetest

import (
	"context"
	"slices"
	"testing"
	"time"

	"caribe/store"
)

// testExpireOpen: ExpireOpen marks expired the open tables last changed
// before the time, not those changed since, not those it is told to leave
// out, not a table running, over or expired already; it returns their ids,
// and the tables read as expired, changed now.
func testExpireOpen(t *testing.T, s store.Store) {
	now, ctx := time.Now(), context.Background()
	for _, tc := range []struct {
		id     string
		status store.Status
		ago    time.Duration
	}{
		{"old", store.Open, 2 * time.Hour}, {"older", store.Open, 3 * time.Hour}, {"held", store.Open, 2 * time.Hour},
		{"fresh", store.Open, 10 * time.Minute}, {"running", store.Running, 2 * time.Hour},
		{"over", store.Over, 2 * time.Hour}, {"gone", store.Expired, 2 * time.Hour},
	} {
		tab := sample(tc.id)
		tab.Status = tc.status
		tab.Created = now.Add(-tc.ago).Truncate(time.Millisecond)
		tab.Updated = tab.Created
		create(t, s, tab)
	}
	ids, err := s.ExpireOpen(ctx, now.Add(-time.Hour), []string{"held"})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(ids)
	if !slices.Equal(ids, []string{"old", "older"}) {
		t.Errorf("ExpireOpen = %q, want old and older", ids)
	}
	for id, want := range map[string]store.Status{"old": store.Expired, "older": store.Expired, "held": store.Open, "fresh": store.Open, "running": store.Running, "over": store.Over} {
		tab, _, err := s.Table(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if tab.Status != want {
			t.Errorf("table %s is %s, want %s", id, tab.Status, want)
		}
		if want == store.Expired && tab.Updated.Before(now.Add(-time.Minute)) {
			t.Errorf("table %s expired with Updated %v, want now", id, tab.Updated)
		}
	}
	if ids, err := s.ExpireOpen(ctx, now.Add(-time.Hour), nil); err != nil || !slices.Equal(ids, []string{"held"}) {
		t.Errorf("ExpireOpen without exceptions = %q, %v; want held alone", ids, err)
	}
}
