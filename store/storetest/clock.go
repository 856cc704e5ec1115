package storetest

import (
	"context"
	"encoding/json"
	"errors"
	"slices"
	"testing"
	"time"

	"caribe/store"

	"github.com/google/go-cmp/cmp"
)

// checkClock fails the test unless table id's stored clock is want.
func checkClock(t *testing.T, s store.Store, id string, want store.Clock) {
	t.Helper()
	tab, _ := read(t, s, id)
	if string(tab.Clock.State) != string(want.State) || !tab.Clock.Deadline.Equal(want.Deadline) {
		t.Errorf("clock of %s = %s until %v, want %s until %v", id, tab.Clock.State, tab.Clock.Deadline, want.State, want.Deadline)
	}
}

// testClock: a table's clock is stored with it, replaced by an entry that
// carries one and kept by one that does not; SetClock replaces it only
// from the state stored, without touching Updated, and refuses an unknown
// table.
func testClock(t *testing.T, s store.Store) {
	ctx := context.Background()
	deadline := base.Add(time.Hour)
	first := store.Clock{State: json.RawMessage(`{"kind":"live","reserves":[300000,300000]}`), Deadline: deadline}
	tab := sample("clocked")
	tab.Clock = first
	create(t, s, tab)
	checkClock(t, s, "clocked", first)
	plain := sample("plain")
	create(t, s, plain)
	checkClock(t, s, "plain", store.Clock{})

	if err := s.AppendMove(ctx, "clocked", store.Move{Seq: 1, Entry: move("clocked", 1)}); err != nil {
		t.Fatal(err)
	}
	checkClock(t, s, "clocked", first)
	second := store.Clock{State: json.RawMessage(`{"kind":"live","reserves":[250000,300000]}`)}
	if err := s.AppendMove(ctx, "clocked", store.Move{Seq: 2, Entry: move("clocked", 2), Clock: &second}); err != nil {
		t.Fatal(err)
	}
	checkClock(t, s, "clocked", second)
	got, _, err := s.Since(ctx, "clocked", 1)
	if err != nil {
		t.Fatal(err)
	}
	if string(got.Clock.State) != string(second.State) {
		t.Errorf("Since reads the clock %s, want %s", got.Clock.State, second.State)
	}

	before, _ := read(t, s, "clocked")
	third := store.Clock{State: json.RawMessage(`{"kind":"live","votes":[1]}`), Deadline: deadline.Add(time.Minute)}
	if err := s.SetClock(ctx, "clocked", first, third, false); !errors.Is(err, store.ErrConflict) {
		t.Errorf("SetClock from a state no longer stored: %v, want ErrConflict", err)
	}
	checkClock(t, s, "clocked", second)
	if err := s.SetClock(ctx, "clocked", second, third, false); err != nil {
		t.Fatalf("SetClock: %v", err)
	}
	checkClock(t, s, "clocked", third)
	after, _ := read(t, s, "clocked")
	if !after.Updated.Equal(before.Updated) {
		t.Errorf("SetClock moved Updated from %v to %v", before.Updated, after.Updated)
	}
	if err := s.SetClock(ctx, "plain", store.Clock{}, first, false); err != nil {
		t.Errorf("SetClock on a table without a clock: %v", err)
	}
	checkClock(t, s, "plain", first)
	if err := s.SetClock(ctx, "nowhere", store.Clock{}, first, false); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("SetClock of an unknown table: %v, want ErrNotFound", err)
	}
	if err := s.SetClock(ctx, "plain", first, store.Clock{State: json.RawMessage(`[1]`)}, false); err == nil {
		t.Error("SetClock stored a state that is not a JSON object")
	}
}

// testClockDue: a running table is due once its clock's deadline is now
// or past, not before, and not once it stops running; an entry that
// clears the deadline makes it not due. SetClock records whether the
// server plays next, as an entry does.
func testClockDue(t *testing.T, s store.Store) {
	ctx := context.Background()
	now := time.Now().Truncate(time.Millisecond)
	for i, id := range []string{"soon", "later", "open"} {
		tab := sample(id)
		tab.Status = store.Running
		if id == "open" {
			tab.Status = store.Open
		}
		tab.Created = now.Add(time.Duration(i-10) * time.Minute)
		tab.Updated = tab.Created
		create(t, s, tab)
		if err := s.AppendMove(ctx, id, store.Move{Seq: 1, Entry: move(id, 1)}); err != nil {
			t.Fatal(err)
		}
	}
	clock := func(at time.Time) *store.Clock {
		return &store.Clock{State: json.RawMessage(`{"seat":1}`), Deadline: at}
	}
	for _, c := range []struct {
		id string
		at time.Time
	}{{"soon", now.Add(time.Minute)}, {"later", now.Add(time.Hour)}, {"open", now.Add(time.Minute)}} {
		if err := s.AppendMove(ctx, c.id, store.Move{Seq: 2, Entry: move(c.id, 2), Clock: clock(c.at)}); err != nil {
			t.Fatal(err)
		}
	}
	dueAt := func(at time.Time) []string {
		t.Helper()
		ids, err := s.Due(ctx, at, 0)
		if err != nil {
			t.Fatal(err)
		}
		return ids
	}
	if got := dueAt(now); len(got) != 0 {
		t.Errorf("due before any deadline: %v", got)
	}
	if diff := cmp.Diff([]string{"soon"}, dueAt(now.Add(time.Minute))); diff != "" {
		t.Errorf("due at the first deadline (-want +got):\n%s", diff)
	}
	// Both were stored within a moment: their order may go either way.
	if diff := cmp.Diff([]string{"later", "soon"}, sorted(dueAt(now.Add(2*time.Hour)))); diff != "" {
		t.Errorf("due past both deadlines (-want +got):\n%s", diff)
	}
	if err := s.AppendMove(ctx, "soon", store.Move{Seq: 3, Entry: move("soon", 3), Clock: &store.Clock{State: json.RawMessage(`{"seat":-1}`)}}); err != nil {
		t.Fatal(err)
	}
	if err := s.SetStatus(ctx, "later", store.Over); err != nil {
		t.Fatal(err)
	}
	if got := dueAt(now.Add(2 * time.Hour)); len(got) != 0 {
		t.Errorf("due with the deadline cleared or the game over: %v", got)
	}

	started := sample("started")
	started.Status = store.Running
	create(t, s, started)
	if diff := cmp.Diff([]string{"started"}, dueAt(now)); diff != "" {
		t.Errorf("due once play starts (-want +got):\n%s", diff)
	}
	waiting := store.Clock{State: json.RawMessage(`{"seat":0}`)}
	if err := s.SetClock(ctx, "started", store.Clock{}, waiting, false); err != nil {
		t.Fatal(err)
	}
	if got := dueAt(now); len(got) != 0 {
		t.Errorf("due with a person to decide: %v", got)
	}
	if err := s.SetClock(ctx, "started", waiting, store.Clock{State: json.RawMessage(`{"seat":-1}`)}, true); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"started"}, dueAt(now)); diff != "" {
		t.Errorf("due with the server to play (-want +got):\n%s", diff)
	}
}

// testSeatWithEntry: an entry may change a seat with it; an entry refused
// changes no seat, and a seat the table lacks refuses the entry.
func testSeatWithEntry(t *testing.T, s store.Store) {
	ctx := context.Background()
	create(t, s, sample("handed"))
	bot := store.Seat{Bot: "greedy", Nick: "Ana", TokenHash: append([]byte{'d'}, hash("ana handed")...)}
	if err := s.AppendMove(ctx, "handed", store.Move{Seq: 1, Entry: move("handed", 1), Seat: &store.SeatChange{Index: 1, Seat: bot}}); err != nil {
		t.Fatal(err)
	}
	tab, moves := read(t, s, "handed")
	if diff := cmp.Diff(bot, tab.Seats[1]); diff != "" || len(moves) != 1 {
		t.Errorf("seat after its entry (-want +got):\n%s; %d entries", diff, len(moves))
	}
	back := store.Seat{Nick: "Ana", TokenHash: hash("ana again")}
	if err := s.AppendMove(ctx, "handed", store.Move{Seq: 1, Entry: move("handed", 1), Seat: &store.SeatChange{Index: 1, Seat: back}}); !errors.Is(err, store.ErrConflict) {
		t.Errorf("a second entry 1: %v, want ErrConflict", err)
	}
	if err := s.AppendMove(ctx, "handed", store.Move{Seq: 2, Entry: move("handed", 2), Seat: &store.SeatChange{Index: 7, Seat: back}}); err == nil {
		t.Error("an entry changing seat 7 of a table of 3 was stored")
	}
	tab, moves = read(t, s, "handed")
	if diff := cmp.Diff(bot, tab.Seats[1]); diff != "" || len(moves) != 1 {
		t.Errorf("seat after refused entries (-want +got):\n%s; %d entries", diff, len(moves))
	}
}

// sorted is ids in order.
func sorted(ids []string) []string {
	slices.Sort(ids)
	return ids
}
