package ratings

import (
	"context"
	"encoding/json"
	"path/filepath"
	"testing"
	"time"

	"caribe/engine"
	"caribe/store"
)

// departedMark marks the token hash of a seat its player left, in these
// tests; the server passes its own test of a departed seat.
const departedMark = 'd'

// newRecorder is a Recorder on a fresh SQLite store, with the store.
func newRecorder(t *testing.T) (*Recorder, *store.SQLite) {
	t.Helper()
	st, err := store.OpenSQLite(filepath.Join(t.TempDir(), "caribe.db"))
	if err != nil {
		t.Fatal(err)
	}
	r, err := NewRecorder(Config{Store: st, Departed: func(s store.Seat) bool { return len(s.TokenHash) > 0 && s.TokenHash[0] == departedMark }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.Close(); st.Close() })
	return r, st
}

// finished stores table id, rated or not, of Ana and Ben at La Tortuga
// with a log of the entries given, the last one ending it with winner.
func finished(t *testing.T, st store.Store, id string, rated bool, winner int, entries ...string) {
	t.Helper()
	ctx := context.Background()
	seats := []store.Seat{{Nick: "Ana", Account: "ana", TokenHash: make([]byte, 32)}, {Nick: "Ben", Account: "ben", TokenHash: make([]byte, 32)}}
	if err := st.CreateTable(ctx, store.Table{ID: id, Game: "tortuga", Players: 2, Seats: seats, Status: store.Running, Rated: rated}); err != nil {
		t.Fatal(err)
	}
	result, err := json.Marshal(engine.Result{Over: true, Scores: []int{1, 1}, Winners: []int{winner}})
	if err != nil {
		t.Fatal(err)
	}
	for i, entry := range entries {
		m := store.Move{Seq: i + 1, Entry: json.RawMessage(entry), Actor: i % 2}
		if i == len(entries)-1 {
			m.Result, m.Actor = result, -2
		}
		if err := st.AppendMove(ctx, id, m); err != nil {
			t.Fatal(err)
		}
	}
}

// outcomesOf reads a table's outcomes, failing the test when none are
// recorded.
func outcomesOf(t *testing.T, st store.Store, id string) []store.Outcome {
	t.Helper()
	outs, err := st.TableOutcomes(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	if len(outs) == 0 {
		t.Fatalf("table %s: no outcomes recorded", id)
	}
	return outs
}

// The places of a finished game: winners first, then by score.
func TestPlacesOf(t *testing.T) {
	for _, c := range []struct {
		r    engine.Result
		want []int
	}{
		{engine.Result{Scores: []int{3, 5}, Winners: []int{1}}, []int{2, 1}},
		{engine.Result{Scores: []int{4, 4, 1}, Winners: []int{0, 1}}, []int{1, 1, 3}},
		{engine.Result{Scores: []int{7, 2, 5, 5}, Winners: []int{1}}, []int{2, 1, 3, 3}},
	} {
		got := Places(c.r)
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("%+v: places %v, want %v", c.r, got, c.want)
				break
			}
		}
	}
}

// TestRecordEndedTable: a table the Recorder is told ended gets its
// outcomes recorded, once, its players' places by the result; an
// unrated table moves no rating.
func TestRecordEndedTable(t *testing.T) {
	r, st := newRecorder(t)
	finished(t, st, "t1", false, 1, `{"move":"a"}`, `{"move":"b"}`)
	r.Ended("t1")
	deadline := time.Now().Add(30 * time.Second)
	for {
		pending, err := st.Pending(context.Background(), 0)
		if err != nil {
			t.Fatal(err)
		}
		if len(pending) == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("table t1 still pending: %v", pending)
		}
		time.Sleep(10 * time.Millisecond)
	}
	want := map[string]int{"ana": 2, "ben": 1}
	outs := outcomesOf(t, st, "t1")
	if len(outs) != 2 {
		t.Fatalf("outcomes %+v, want Ana's and Ben's", outs)
	}
	for _, o := range outs {
		if o.Place != want[o.Player] || o.Rated {
			t.Errorf("%s: place %d rated %v, want place %d, unrated", o.Player, o.Place, o.Rated, want[o.Player])
		}
	}
}

// TestRecordRefusesAnUnfinishedTable: a table without a final result is
// not recorded, and stays as it was.
func TestRecordRefusesAnUnfinishedTable(t *testing.T) {
	r, st := newRecorder(t)
	ctx := context.Background()
	seats := []store.Seat{{Nick: "Ana", Account: "ana"}, {Nick: "Ben", Account: "ben"}}
	if err := st.CreateTable(ctx, store.Table{ID: "t1", Game: "tortuga", Players: 2, Seats: seats, Status: store.Running}); err != nil {
		t.Fatal(err)
	}
	if err := r.Record(ctx, "t1"); err == nil {
		t.Fatal("a table without a result was recorded")
	}
	if outs, err := st.TableOutcomes(ctx, "t1"); err != nil || len(outs) != 0 {
		t.Errorf("outcomes of the unfinished table: %+v %v", outs, err)
	}
}
