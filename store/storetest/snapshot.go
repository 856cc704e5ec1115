package storetest

import (
	"context"
	"encoding/json"
	"errors"
	"testing"

	"caribe/store"

	"github.com/google/go-cmp/cmp"
)

// checkLatest fails the test unless Latest reads table id with snapshot
// want and the entries after it, wantMoves.
func checkLatest(t *testing.T, s store.Store, id string, want store.Snapshot, wantMoves []json.RawMessage) {
	t.Helper()
	tab, snap, moves, err := s.Latest(context.Background(), id)
	if err != nil {
		t.Fatalf("Latest(%s): %v", id, err)
	}
	if stored, _ := read(t, s, id); !cmp.Equal(stored, tab, equal) {
		t.Errorf("Latest(%s) table (-Table +Latest):\n%s", id, cmp.Diff(stored, tab, equal))
	}
	if diff := cmp.Diff(want, snap, equal); diff != "" {
		t.Errorf("Latest(%s) snapshot (-want +got):\n%s", id, diff)
	}
	if diff := cmp.Diff(wantMoves, moves, equal); diff != "" {
		t.Errorf("Latest(%s) entries after the snapshot (-want +got):\n%s", id, diff)
	}
}

// testSnapshots: a table keeps its newest snapshot, of an entry its log
// has; Latest reads it with the entries after it.
func testSnapshots(t *testing.T, s store.Store) {
	ctx := context.Background()
	if err := s.PutSnapshot(ctx, "unknown", store.Snapshot{Version: 1, State: []byte("x")}); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("PutSnapshot of an unknown table = %v, want ErrNotFound", err)
	}
	if _, _, _, err := s.Latest(ctx, "unknown"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("Latest of an unknown table = %v, want ErrNotFound", err)
	}
	create(t, s, sample("snap"))
	moves := appendMoves(t, s, "snap", 5)
	checkLatest(t, s, "snap", store.Snapshot{}, moves)

	if err := s.PutSnapshot(ctx, "snap", store.Snapshot{Version: 6, State: []byte("six")}); !errors.Is(err, store.ErrConflict) {
		t.Errorf("PutSnapshot of entry 6 of a 5-entry log = %v, want ErrConflict", err)
	}
	for _, bad := range []store.Snapshot{{Version: -1, State: []byte("x")}, {Version: 2}} {
		if err := s.PutSnapshot(ctx, "snap", bad); err == nil {
			t.Errorf("PutSnapshot(%+v) succeeded", bad)
		}
	}
	checkLatest(t, s, "snap", store.Snapshot{}, moves)

	// Bytes of every kind, not text: the state is the server's encoding.
	three := store.Snapshot{Version: 3, State: []byte{0, 0xff, 0xfe, '\'', '"', 0x80, 3}}
	if err := s.PutSnapshot(ctx, "snap", three); err != nil {
		t.Fatalf("PutSnapshot(3): %v", err)
	}
	checkLatest(t, s, "snap", three, moves[3:])
	for _, older := range []store.Snapshot{{Version: 2, State: []byte("two")}, {Version: 3, State: []byte("three again")}} {
		if err := s.PutSnapshot(ctx, "snap", older); err != nil {
			t.Errorf("PutSnapshot(%d) after 3 = %v, want nil", older.Version, err)
		}
	}
	checkLatest(t, s, "snap", three, moves[3:])

	five := store.Snapshot{Version: 5, State: []byte("five")}
	if err := s.PutSnapshot(ctx, "snap", five); err != nil {
		t.Fatalf("PutSnapshot(5): %v", err)
	}
	checkLatest(t, s, "snap", five, nil)
	six := move("snap", 6)
	if err := s.AppendMove(ctx, "snap", store.Move{Seq: 6, Entry: six}); err != nil {
		t.Fatal(err)
	}
	checkLatest(t, s, "snap", five, []json.RawMessage{six})

	create(t, s, sample("zero"))
	zero := store.Snapshot{Version: 0, State: []byte("set up")}
	if err := s.PutSnapshot(ctx, "zero", zero); err != nil {
		t.Fatalf("PutSnapshot(0) of a table without entries: %v", err)
	}
	checkLatest(t, s, "zero", zero, nil)
	checkLatest(t, s, "zero", zero, appendMoves(t, s, "zero", 2))
	checkLatest(t, s, "snap", five, []json.RawMessage{six})
}

// testSince: Since reads the entries after a version, all from 0, none
// from the last.
func testSince(t *testing.T, s store.Store) {
	ctx := context.Background()
	create(t, s, sample("since"))
	create(t, s, sample("other"))
	moves := appendMoves(t, s, "since", 4)
	appendMoves(t, s, "other", 2)
	stored, _ := read(t, s, "since")
	for version, want := range map[int][]json.RawMessage{0: moves, 1: moves[1:], 3: moves[3:], 4: nil, 9: nil} {
		tab, got, err := s.Since(ctx, "since", version)
		if err != nil {
			t.Fatalf("Since(%d): %v", version, err)
		}
		if diff := cmp.Diff(stored, tab, equal); diff != "" {
			t.Errorf("Since(%d) table (-Table +Since):\n%s", version, diff)
		}
		if diff := cmp.Diff(want, got, equal); diff != "" {
			t.Errorf("Since(%d) entries (-want +got):\n%s", version, diff)
		}
	}
	if _, _, err := s.Since(ctx, "unknown", 0); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("Since of an unknown table = %v, want ErrNotFound", err)
	}
	if _, _, err := s.Since(ctx, "since", -1); err == nil {
		t.Error("Since(-1) succeeded")
	}
}
