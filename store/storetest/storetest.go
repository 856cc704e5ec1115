// Package storetest is a conformance suite for store.Store: every
// implementation runs it from its own tests.
package storetest

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
	"sync"
	"testing"
	"time"

	"caribe/store"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// Run runs the suite. open returns a new, empty store for one test; Run
// closes it when that test ends.
func Run(t *testing.T, open func(t *testing.T) store.Store) {
	for _, tc := range []struct {
		name string
		test func(t *testing.T, s store.Store)
	}{
		{"RoundTrip", testRoundTrip},
		{"Seeds", testSeeds},
		{"Defaults", testDefaults},
		{"Exists", testExists},
		{"SetSeat", testSetSeat},
		{"SetStatus", testSetStatus},
		{"AppendMove", testAppendMove},
		{"UndoEntries", testUndoEntries},
		{"Conflicts", testConflicts},
		{"UnknownTable", testUnknownTable},
		{"ConcurrentAppends", testConcurrentAppends},
		{"RacingAppends", testRacingAppends},
		{"ListAll", testListAll},
		{"Due", testDue},
		{"ExpireOpen", testExpireOpen},
		{"Clock", testClock},
		{"ClockDue", testClockDue},
		{"SeatWithEntry", testSeatWithEntry},
		{"LobbyState", testLobbyState},
		{"Snapshots", testSnapshots},
		{"Since", testSince},
		{"List", testList},
		{"ListAfter", testListAfter},
		{"ListPages", testListPages},
		{"Ping", testPing},
		{"Accounts", testAccounts},
		{"Lookalikes", testLookalikes},
		{"Passkeys", testPasskeys},
		{"Sessions", testSessions},
		{"Ceremonies", testCeremonies},
		{"SeatAccounts", testSeatAccounts},
		{"Rated", testRated},
		{"Pending", testPending},
		{"Record", testRecord},
		{"RecordConflict", testRecordConflict},
		{"RecordEnded", testRecordEnded},
		{"Seed", testSeed},
		{"Ladder", testLadder},
		{"Outcomes", testOutcomes},
		{"AccountByNick", testAccountByNick},
		{"LessonsDone", testLessonsDone},
		{"Fairness", testFairness},
		{"Reviews", testReviews},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := open(t)
			t.Cleanup(func() {
				if err := s.Close(); err != nil {
					t.Errorf("Close: %v", err)
				}
			})
			tc.test(t, s)
		})
	}
	t.Run("Close", func(t *testing.T) { testClose(t, open(t)) })
}

// base is a creation time with no more than millisecond precision, which
// every store keeps exactly.
var base = time.Date(2026, 3, 14, 15, 9, 26, 535_000_000, time.UTC)

// equal compares tables and moves: JSON by meaning, not by spelling, and
// an empty slice as nil.
var equal = cmp.Options{
	cmp.FilterPath(func(p cmp.Path) bool { return p.Last().Type() == reflect.TypeFor[json.RawMessage]() },
		cmp.FilterValues(func(x, y json.RawMessage) bool { return len(x)+len(y) > 0 },
			cmp.Transformer("json", func(m json.RawMessage) any {
				var v any
				if err := json.Unmarshal(m, &v); err != nil {
					return fmt.Sprintf("invalid JSON %q", m)
				}
				return v
			}))),
	cmpopts.EquateEmpty(),
}

// hash is a SHA-256 to stand for a token's.
func hash(token string) []byte {
	h := sha256.Sum256([]byte(token))
	return h[:]
}

// sample is a table with every field set.
func sample(id string) store.Table {
	return store.Table{
		ID:       id,
		Game:     "cartagena",
		Players:  3,
		Options:  json.RawMessage(`{"variant":"tortuga","cards":[1,2,3],"open":true}`),
		Seed:     1<<63 + 12345,
		HostHash: hash("host " + id),
		Seats: []store.Seat{
			{Bot: "mcts:2000"},
			{Nick: "Ana", TokenHash: hash("ana " + id), Account: "account-ana"},
			{},
		},
		Status:  store.Open,
		Created: base,
		Updated: base.Add(time.Second),
	}
}

// create stores t, failing the test if it cannot.
func create(t *testing.T, s store.Store, tab store.Table) {
	t.Helper()
	if err := s.CreateTable(context.Background(), tab); err != nil {
		t.Fatalf("CreateTable(%s): %v", tab.ID, err)
	}
}

// read reads a table, failing the test if it cannot.
func read(t *testing.T, s store.Store, id string) (store.Table, []json.RawMessage) {
	t.Helper()
	tab, moves, err := s.Table(context.Background(), id)
	if err != nil {
		t.Fatalf("Table(%s): %v", id, err)
	}
	return tab, moves
}

// move is the JSON of a move that says which table and number it is.
func move(table string, seq int) json.RawMessage {
	return json.RawMessage(fmt.Sprintf(`{"table":%q,"seq":%d,"roll":[%d,%d]}`, table, seq, seq%6+1, seq%5))
}

// appendMoves appends moves 1 to n of a table, failing the test if any
// is refused.
func appendMoves(t *testing.T, s store.Store, id string, n int) []json.RawMessage {
	t.Helper()
	var moves []json.RawMessage
	for seq := 1; seq <= n; seq++ {
		m := move(id, seq)
		if err := s.AppendMove(context.Background(), id, store.Move{Seq: seq, Entry: m}); err != nil {
			t.Fatalf("AppendMove(%s, %d): %v", id, seq, err)
		}
		moves = append(moves, m)
	}
	return moves
}

// checkUpdated fails the test unless tab was updated between before and
// now, to the millisecond.
func checkUpdated(t *testing.T, tab store.Table, before time.Time) {
	t.Helper()
	lo, hi := before.Truncate(time.Millisecond), time.Now().Add(time.Millisecond)
	if tab.Updated.Before(lo) || tab.Updated.After(hi) {
		t.Errorf("Updated = %v, want between %v and %v", tab.Updated, lo, hi)
	}
}

func testRoundTrip(t *testing.T, s store.Store) {
	want := sample("round-trip")
	create(t, s, want)
	got, moves := read(t, s, want.ID)
	if diff := cmp.Diff(want, got, equal); diff != "" {
		t.Errorf("Table(%s) (-want +got):\n%s", want.ID, diff)
	}
	if len(moves) != 0 {
		t.Errorf("new table has moves %s", moves)
	}
	if got.Seats[0].TokenHash != nil || got.Seats[2].TokenHash != nil {
		t.Errorf("seats nobody holds came back with token hashes %x, %x",
			got.Seats[0].TokenHash, got.Seats[2].TokenHash)
	}

	bare := store.Table{ID: "bare", Game: "tobago", Players: 2, Options: json.RawMessage(`{}`),
		Status: store.Running, Created: base, Updated: base}
	create(t, s, bare)
	got, _ = read(t, s, bare.ID)
	if diff := cmp.Diff(bare, got, equal); diff != "" {
		t.Errorf("Table(%s) (-want +got):\n%s", bare.ID, diff)
	}
	if got.HostHash != nil {
		t.Errorf("HostHash = %x, want nil", got.HostHash)
	}
}

func testSeeds(t *testing.T, s store.Store) {
	for i, seed := range []uint64{0, 1, 1<<63 - 1, 1 << 63, 1<<63 + 1, math.MaxUint64 - 1, math.MaxUint64} {
		tab := sample(fmt.Sprintf("seed-%d", i))
		tab.Seed = seed
		create(t, s, tab)
		if got, _ := read(t, s, tab.ID); got.Seed != seed {
			t.Errorf("Seed = %d, want %d", got.Seed, seed)
		}
	}
}

func testDefaults(t *testing.T, s store.Store) {
	before := time.Now()
	create(t, s, store.Table{ID: "defaults", Game: "tortuga", Players: 4})
	got, _ := read(t, s, "defaults")
	if got.Status != store.Open {
		t.Errorf("Status = %q, want %q", got.Status, store.Open)
	}
	if diff := cmp.Diff(json.RawMessage(`{}`), got.Options, equal); diff != "" {
		t.Errorf("Options (-want +got):\n%s", diff)
	}
	lo, hi := before.Truncate(time.Millisecond), time.Now().Add(time.Millisecond)
	if got.Created.Before(lo) || got.Created.After(hi) {
		t.Errorf("Created = %v, want between %v and %v", got.Created, lo, hi)
	}
	if !got.Updated.Equal(got.Created) {
		t.Errorf("Updated = %v, want Created %v", got.Updated, got.Created)
	}
}

func testExists(t *testing.T, s store.Store) {
	want := sample("taken")
	create(t, s, want)
	again := sample("taken")
	again.Game = "tobago"
	again.Seats = nil
	err := s.CreateTable(context.Background(), again)
	if !errors.Is(err, store.ErrExists) {
		t.Fatalf("second CreateTable = %v, want ErrExists", err)
	}
	got, _ := read(t, s, want.ID)
	if diff := cmp.Diff(want, got, equal); diff != "" {
		t.Errorf("table after refused CreateTable (-want +got):\n%s", diff)
	}
}

func testSetSeat(t *testing.T, s store.Store) {
	ctx := context.Background()
	want := sample("seats")
	create(t, s, want)

	before := time.Now()
	want.Seats[2] = store.Seat{Nick: "Bea", TokenHash: hash("bea")}
	if err := s.SetSeat(ctx, want.ID, 2, want.Seats[2]); err != nil {
		t.Fatalf("SetSeat(2): %v", err)
	}
	want.Seats[1] = store.Seat{}
	if err := s.SetSeat(ctx, want.ID, 1, want.Seats[1]); err != nil {
		t.Fatalf("SetSeat(1): %v", err)
	}
	got, _ := read(t, s, want.ID)
	if diff := cmp.Diff(want.Seats, got.Seats, equal); diff != "" {
		t.Errorf("Seats (-want +got):\n%s", diff)
	}
	if got.Seats[1].TokenHash != nil {
		t.Errorf("emptied seat has token hash %x", got.Seats[1].TokenHash)
	}
	checkUpdated(t, got, before)

	for _, index := range []int{-1, 3, 100} {
		err := s.SetSeat(ctx, want.ID, index, store.Seat{Bot: "greedy"})
		if !errors.Is(err, store.ErrNotFound) {
			t.Errorf("SetSeat(%d) = %v, want ErrNotFound", index, err)
		}
	}
	if err := s.SetSeat(ctx, "no-such", 0, store.Seat{Bot: "greedy"}); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("SetSeat of unknown table = %v, want ErrNotFound", err)
	}
	got, _ = read(t, s, want.ID)
	if diff := cmp.Diff(want.Seats, got.Seats, equal); diff != "" {
		t.Errorf("Seats after refused SetSeat (-want +got):\n%s", diff)
	}
}

func testSetStatus(t *testing.T, s store.Store) {
	ctx := context.Background()
	tab := sample("status")
	create(t, s, tab)
	for _, status := range []store.Status{store.Running, store.Over, store.Open} {
		before := time.Now()
		if err := s.SetStatus(ctx, tab.ID, status); err != nil {
			t.Fatalf("SetStatus(%s): %v", status, err)
		}
		got, _ := read(t, s, tab.ID)
		if got.Status != status {
			t.Errorf("Status = %q, want %q", got.Status, status)
		}
		checkUpdated(t, got, before)
	}
	if err := s.SetStatus(ctx, "no-such", store.Running); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("SetStatus of unknown table = %v, want ErrNotFound", err)
	}
}

func testAppendMove(t *testing.T, s store.Store) {
	ctx := context.Background()
	create(t, s, sample("moves"))
	create(t, s, sample("other"))
	before := time.Now()
	want := appendMoves(t, s, "moves", 5)
	odd := []json.RawMessage{
		json.RawMessage(`"pass"`), json.RawMessage(`[1,"two",{"three":3}]`),
		json.RawMessage(`42`), json.RawMessage(`{"nested":{"deep":[null,true]}}`),
	}
	for _, m := range odd {
		if err := s.AppendMove(ctx, "moves", store.Move{Seq: len(want) + 1, Entry: m}); err != nil {
			t.Fatalf("AppendMove(%d, %s): %v", len(want)+1, m, err)
		}
		want = append(want, m)
	}
	got, moves := read(t, s, "moves")
	if diff := cmp.Diff(want, moves, equal); diff != "" {
		t.Errorf("moves (-want +got):\n%s", diff)
	}
	checkUpdated(t, got, before)
	if _, moves := read(t, s, "other"); len(moves) != 0 {
		t.Errorf("other table has moves %s", moves)
	}
}

// testUndoEntries: an undo is an entry of the log like a move (the server's
// {"type":"undo","undoes":N}, engine.UndoEntry): appended after the move it
// takes back, which stays stored, and followed by the moves played after it.
func testUndoEntries(t *testing.T, s store.Store) {
	ctx := context.Background()
	create(t, s, sample("undo"))
	want := appendMoves(t, s, "undo", 2)
	for _, m := range []json.RawMessage{
		json.RawMessage(`{"type":"undo","undoes":2}`), move("undo", 4), json.RawMessage(`{"type":"undo","undoes":4}`), move("undo", 6),
	} {
		if err := s.AppendMove(ctx, "undo", store.Move{Seq: len(want) + 1, Entry: m}); err != nil {
			t.Fatalf("AppendMove(%d, %s): %v", len(want)+1, m, err)
		}
		want = append(want, m)
	}
	if err := s.AppendMove(ctx, "undo", store.Move{Seq: 3, Entry: json.RawMessage(`{"type":"undo","undoes":6}`)}); !errors.Is(err, store.ErrConflict) {
		t.Errorf("an undo written over entry 3 = %v, want ErrConflict: the log is append-only", err)
	}
	if _, moves := read(t, s, "undo"); !cmp.Equal(want, moves, equal) {
		t.Errorf("entries (-want +got):\n%s", cmp.Diff(want, moves, equal))
	}
}

func testConflicts(t *testing.T, s store.Store) {
	ctx := context.Background()
	create(t, s, sample("conflicts"))
	want := appendMoves(t, s, "conflicts", 3)
	for _, seq := range []int{-1, 0, 1, 3, 5, 100} {
		err := s.AppendMove(ctx, "conflicts", store.Move{Seq: seq, Entry: json.RawMessage(`{"bad":true}`)})
		if !errors.Is(err, store.ErrConflict) {
			t.Errorf("AppendMove(%d) after 3 moves = %v, want ErrConflict", seq, err)
		}
	}
	if err := s.AppendMove(ctx, "conflicts", store.Move{Seq: 4, Entry: move("conflicts", 4)}); err != nil {
		t.Fatalf("AppendMove(4) after conflicts: %v", err)
	}
	want = append(want, move("conflicts", 4))
	_, moves := read(t, s, "conflicts")
	if diff := cmp.Diff(want, moves, equal); diff != "" {
		t.Errorf("moves (-want +got):\n%s", diff)
	}
}

func testUnknownTable(t *testing.T, s store.Store) {
	ctx := context.Background()
	create(t, s, sample("known"))
	if _, _, err := s.Table(ctx, "unknown"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("Table = %v, want ErrNotFound", err)
	}
	if err := s.AppendMove(ctx, "unknown", store.Move{Seq: 1, Entry: move("unknown", 1)}); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("AppendMove = %v, want ErrNotFound", err)
	}
	if _, _, err := s.Table(ctx, "unknown"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("Table after refused AppendMove = %v, want ErrNotFound", err)
	}
	if _, moves := read(t, s, "known"); len(moves) != 0 {
		t.Errorf("known table has moves %s", moves)
	}
}

func testConcurrentAppends(t *testing.T, s store.Store) {
	const tables, moves = 50, 20
	ctx := context.Background()
	for i := range tables {
		create(t, s, sample(fmt.Sprintf("table-%02d", i)))
	}
	var writers, readers sync.WaitGroup
	done := make(chan struct{})
	errs := make(chan error, tables*moves+2)
	for i := range tables {
		id := fmt.Sprintf("table-%02d", i)
		writers.Go(func() {
			for seq := 1; seq <= moves; seq++ {
				if err := s.AppendMove(ctx, id, store.Move{Seq: seq, Entry: move(id, seq)}); err != nil {
					errs <- fmt.Errorf("AppendMove(%s, %d): %w", id, seq, err)
					return
				}
			}
		})
	}
	for range 2 {
		readers.Go(func() {
			for {
				select {
				case <-done:
					return
				default:
				}
				_, got, err := s.Table(ctx, "table-07")
				if err != nil {
					errs <- fmt.Errorf("reading the table while appending: %w", err)
					return
				}
				for i, m := range got {
					if diff := cmp.Diff(move("table-07", i+1), m, equal); diff != "" {
						errs <- fmt.Errorf("reading the table while appending: move %d (-want +got):\n%s", i+1, diff)
						return
					}
				}
			}
		})
	}
	writers.Wait()
	close(done)
	readers.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	for i := range tables {
		id := fmt.Sprintf("table-%02d", i)
		var want []json.RawMessage
		for seq := 1; seq <= moves; seq++ {
			want = append(want, move(id, seq))
		}
		_, got := read(t, s, id)
		if diff := cmp.Diff(want, got, equal); diff != "" {
			t.Errorf("moves of %s (-want +got):\n%s", id, diff)
		}
	}
}

func testRacingAppends(t *testing.T, s store.Store) {
	const tables, racers, rounds = 10, 6, 15
	ctx := context.Background()
	won := make([][]json.RawMessage, tables)
	for i := range tables {
		create(t, s, sample(fmt.Sprintf("race-%d", i)))
		won[i] = make([]json.RawMessage, rounds)
	}
	for seq := 1; seq <= rounds; seq++ {
		var wg sync.WaitGroup
		var mu sync.Mutex
		wins := make([]int, tables)
		for i := range tables {
			id := fmt.Sprintf("race-%d", i)
			for r := range racers {
				m := json.RawMessage(fmt.Sprintf(`{"racer":%d,"seq":%d}`, r, seq))
				wg.Go(func() {
					err := s.AppendMove(ctx, id, store.Move{Seq: seq, Entry: m})
					mu.Lock()
					defer mu.Unlock()
					switch {
					case err == nil:
						wins[i]++
						won[i][seq-1] = m
					case !errors.Is(err, store.ErrConflict):
						t.Errorf("racing AppendMove(%s, %d) = %v, want nil or ErrConflict", id, seq, err)
					}
				})
			}
		}
		wg.Wait()
		for i, n := range wins {
			if n != 1 {
				t.Fatalf("move %d of race-%d stored by %d racers, want 1", seq, i, n)
			}
		}
	}
	for i := range tables {
		_, got := read(t, s, fmt.Sprintf("race-%d", i))
		if diff := cmp.Diff(won[i], got, equal); diff != "" {
			t.Errorf("moves of race-%d (-want +got):\n%s", i, diff)
		}
	}
}

func testListAll(t *testing.T, s store.Store) {
	ctx := context.Background()
	got, err := s.List(ctx, store.Query{})
	if err != nil {
		t.Fatalf("List of an empty store: %v", err)
	}
	if len(got) != 0 {
		t.Errorf("empty store has tables %v", got)
	}
	var want []store.Table
	for i, age := range []int{3, 1, 4, 0, 2} {
		tab := sample(fmt.Sprintf("z-%d", i))
		tab.Created = base.Add(-time.Duration(age) * time.Hour)
		tab.Updated = base
		tab.Seats = tab.Seats[:1+i%3]
		create(t, s, tab)
		want = append(want, tab)
	}
	appendMoves(t, s, "z-0", 2)
	if err := s.SetStatus(ctx, "z-0", store.Running); err != nil {
		t.Fatalf("SetStatus: %v", err)
	}
	got, err = s.List(ctx, store.Query{})
	if err != nil {
		t.Fatalf("List: %v", err)
	}
	// The lobby's order: in play, the newest created first.
	wantOrder := []string{"z-3", "z-1", "z-4", "z-0", "z-2"}
	var order []string
	for _, tab := range got {
		order = append(order, tab.ID)
	}
	if diff := cmp.Diff(wantOrder, order); diff != "" {
		t.Fatalf("List order (-want +got):\n%s", diff)
	}
	want[0].Status, want[0].Version = store.Running, 2
	byID := map[string]store.Table{}
	for _, tab := range want {
		byID[tab.ID] = tab
	}
	for _, tab := range got {
		if diff := cmp.Diff(byID[tab.ID], tab, equal, cmpopts.IgnoreFields(store.Table{}, "Updated")); diff != "" {
			t.Errorf("List: %s (-want +got):\n%s", tab.ID, diff)
		}
	}
}

func testClose(t *testing.T, s store.Store) {
	ctx := context.Background()
	create(t, s, sample("closing"))
	var wg sync.WaitGroup
	for seq := 1; seq <= 20; seq++ {
		wg.Go(func() {
			err := s.AppendMove(ctx, "closing", store.Move{Seq: seq, Entry: move("closing", seq)})
			if errors.Is(err, store.ErrNotFound) {
				t.Errorf("AppendMove(%d) racing Close = %v", seq, err)
			}
		})
	}
	if err := s.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	wg.Wait()
	if err := s.AppendMove(ctx, "closing", store.Move{Seq: 21, Entry: move("closing", 21)}); err == nil {
		t.Error("AppendMove after Close succeeded")
	}
	if err := s.CreateTable(ctx, sample("after-close")); err == nil {
		t.Error("CreateTable after Close succeeded")
	}
	if err := s.Ping(ctx); err == nil {
		t.Error("Ping after Close succeeded")
	}
}

// testPing checks that a ping, which writes, changes no table.
func testPing(t *testing.T, s store.Store) {
	ctx := context.Background()
	tab := sample("pinged")
	create(t, s, tab)
	moves := appendMoves(t, s, "pinged", 3)
	before, err := s.List(ctx, store.Query{})
	if err != nil {
		t.Fatalf("List: %v", err)
	}
	for range 3 {
		if err := s.Ping(ctx); err != nil {
			t.Fatalf("Ping: %v", err)
		}
	}
	after, err := s.List(ctx, store.Query{})
	if err != nil {
		t.Fatalf("List: %v", err)
	}
	if diff := cmp.Diff(before, after, equal); diff != "" {
		t.Errorf("List changed by Ping (-before +after):\n%s", diff)
	}
	if _, got := read(t, s, "pinged"); !cmp.Equal(moves, got, equal) {
		t.Errorf("moves changed by Ping: %s, want %s", got, moves)
	}
	canceled, cancel := context.WithCancel(ctx)
	cancel()
	if err := s.Ping(canceled); !errors.Is(err, context.Canceled) {
		t.Errorf("Ping with a canceled context = %v, want context.Canceled", err)
	}
}
