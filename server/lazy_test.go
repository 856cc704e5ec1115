package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"path/filepath"
	"testing"
	"time"

	"caribe/engine"
	"caribe/games"
	"caribe/server/wire"
	"caribe/store"
)

// logBuilder plays a random game of a stored table, undos included, the
// way the server records it: each entry goes through the server's own
// log replay (applyLog) on a table that stands for the live one, then to
// the store.
type logBuilder struct {
	t    *testing.T
	srv  *Server
	st   store.Store
	live *table
}

func newLogBuilder(t *testing.T, srv *Server, st store.Store, g engine.Game, players int, seed uint64) *logBuilder {
	t.Helper()
	rec := store.Table{ID: fmt.Sprintf("%s-%d", g.Name(), seed), Game: g.Name(), Players: players, Seed: seed,
		Seats: make([]store.Seat, players), Status: store.Running}
	if err := st.CreateTable(context.Background(), rec); err != nil {
		t.Fatal(err)
	}
	live := srv.newTable(rec, g)
	var err error
	if live.sess, err = g.New(players, nil, seed); err != nil {
		t.Fatal(err)
	}
	return &logBuilder{t: t, srv: srv, st: st, live: live}
}

// next appends a random entry: a chance outcome, a legal move, or now and
// then an undo of the move just played when the server would allow it.
func (b *logBuilder) next(rnd interface{ IntN(int) int }) {
	b.t.Helper()
	live := b.live
	var entry json.RawMessage
	actor := live.sess.Actor()
	seat, isSeat := live.undo.lastSeat()
	switch {
	case isSeat && rnd.IntN(4) == 0 && live.undo.refusal(seat, actor, live.version()) == nil:
		entry = engine.UndoEntry(live.undo.open[len(live.undo.open)-1].version)
	case actor == engine.Chance:
		c := live.sess.Clone()
		p, err := c.PlayChance()
		if err != nil {
			b.t.Fatal(err)
		}
		entry = p.Move
	default:
		legal := live.sess.Legal()
		entry = legal[rnd.IntN(len(legal))].Move
	}
	if err := b.srv.applyLog(live, []json.RawMessage{entry}, nil); err != nil {
		b.t.Fatal(err)
	}
	if err := b.st.AppendMove(context.Background(), live.rec.ID, store.Move{Seq: live.version(), Entry: entry}); err != nil {
		b.t.Fatal(err)
	}
}

// lastSeat is the seat that may take its last move back, if any.
func (u *undoLog) lastSeat() (int, bool) {
	if len(u.open) == 0 {
		return 0, false
	}
	return u.open[len(u.open)-1].seat, true
}

// sameTable fails the test unless two tables are in the same state: the
// game byte for byte, every seat's view and legal moves, and what may be
// taken back.
func sameTable(t *testing.T, what string, got, want *table) {
	t.Helper()
	if got.version() != want.version() {
		t.Fatalf("%s: version %d, want %d", what, got.version(), want.version())
	}
	g, err1 := got.sess.MarshalJSON()
	w, err2 := want.sess.MarshalJSON()
	if err1 != nil || err2 != nil || !bytes.Equal(g, w) {
		t.Fatalf("%s at version %d: state\n%s\nwant\n%s", what, want.version(), g, w)
	}
	for seat := -1; seat < want.rec.Players; seat++ {
		if !bytes.Equal(got.viewJSON(seat), want.viewJSON(seat)) {
			t.Fatalf("%s at version %d: view of seat %d differs", what, want.version(), seat)
		}
		if !bytes.Equal(mustJSON(got.sess.Legal()), mustJSON(want.sess.Legal())) {
			t.Fatalf("%s at version %d: legal moves differ", what, want.version())
		}
		if seat >= 0 {
			g, w := got.undo.refusal(seat, got.sess.Actor(), got.version()), want.undo.refusal(seat, want.sess.Actor(), want.version())
			if fmt.Sprint(g) != fmt.Sprint(w) {
				t.Fatalf("%s at version %d: undo for seat %d: %v, want %v", what, want.version(), seat, g, w)
			}
		}
	}
	if len(got.undo.open) != len(want.undo.open) {
		t.Fatalf("%s at version %d: %d moves may be taken back, want %d", what, want.version(), len(got.undo.open), len(want.undo.open))
	}
	for i := range want.undo.open {
		if got.undo.open[i].version != want.undo.open[i].version || !bytes.Equal(got.undo.open[i].move, want.undo.open[i].move) {
			t.Fatalf("%s at version %d: move %d that may be taken back differs", what, want.version(), i)
		}
	}
}

// TestSnapshotLoadIsReplay plays random games of every game, undos
// included, storing a snapshot every few entries whatever may be taken
// back then, and checks that a table loaded from its newest snapshot is
// the table as played: the state byte for byte, the views, the legal
// moves, and the undo log.
func TestSnapshotLoadIsReplay(t *testing.T) {
	for _, g := range games.All() {
		t.Run(g.Name(), func(t *testing.T) {
			st, err := store.OpenSQLite(filepath.Join(t.TempDir(), "caribe.db"))
			if err != nil {
				t.Fatal(err)
			}
			defer st.Close()
			srv, err := New(withBots(Config{Store: st, Games: games.All()}))
			if err != nil {
				t.Fatal(err)
			}
			defer srv.Close()
			lo, hi := g.PlayerRange()
			for seed := uint64(1); seed <= 3; seed++ {
				rnd := newRand(seed)
				b := newLogBuilder(t, srv, st, g, lo+int(seed)%(hi-lo+1), seed)
				snapshots := 0
				for b.live.sess.Actor() != engine.Nobody {
					b.next(rnd)
					if b.live.version()%5 == 0 {
						if snap, ok, err := b.live.takeSnapshot(); err != nil {
							t.Fatal(err)
						} else if ok {
							if err := st.PutSnapshot(context.Background(), b.live.rec.ID, snap); err != nil {
								t.Fatal(err)
							}
							b.live.snapshot = snap.Version
							snapshots++
						}
					}
					if b.live.version()%7 == 0 {
						loaded, err := srv.load(context.Background(), b.live.rec.ID)
						if err != nil {
							t.Fatal(err)
						}
						if loaded.snapshot == 0 && snapshots > 0 {
							t.Fatalf("version %d: loaded without the snapshot stored", b.live.version())
						}
						sameTable(t, "loaded from a snapshot", loaded, b.live)
					}
				}
				if snapshots == 0 {
					t.Fatal("no snapshot was stored")
				}
			}
		})
	}
}

// TestIdleTableLeavesMemoryAndComesBack plays a few moves, lets the table
// go idle, and finds it back as it was once asked for, loaded from the
// snapshot stored as it left.
func TestIdleTableLeavesMemoryAndComesBack(t *testing.T) {
	now := time.Now()
	clock := func() time.Time { return now }
	h := newHarness(t, Config{Now: clock, IdleTable: time.Minute})
	c := h.create(wire.CreateRequest{Game: "cartagena", Players: 2})
	a, b := h.join(c.Table.ID, 0, "ana"), h.join(c.Table.ID, 1, "ben")
	tokens := []string{a.Token, b.Token}
	rnd := newRand(7)
	for range 12 {
		var v wire.ViewResponse
		if code := h.call("GET", "/api/tables/"+c.Table.ID+"/view", tokens[0], nil, &v); code != http.StatusOK {
			t.Fatalf("view: status %d", code)
		}
		seat, ok := v.Actor.Seat()
		if !ok {
			t.Fatalf("version %d: %v decides, not a seat", v.Version, v.Actor)
		}
		if code := h.call("GET", "/api/tables/"+c.Table.ID+"/view", tokens[seat], nil, &v); code != http.StatusOK {
			t.Fatalf("view: status %d", code)
		}
		move := v.Legal[rnd.IntN(len(v.Legal))].Move
		if code := h.call("POST", "/api/tables/"+c.Table.ID+"/moves", tokens[seat], map[string]any{"version": v.Version, "move": move}, nil); code != http.StatusOK {
			t.Fatalf("move: status %d", code)
		}
	}
	var before wire.ViewResponse
	h.call("GET", "/api/tables/"+c.Table.ID+"/view", tokens[1], nil, &before)

	if n := h.srv.evictIdle(now); n != 0 {
		t.Fatalf("%d tables left memory before their idle time", n)
	}
	now = now.Add(time.Minute)
	if n := h.srv.evictIdle(now); n != 1 {
		t.Fatalf("%d tables left memory after their idle time, want 1", n)
	}
	h.srv.mu.RLock()
	_, inMemory := h.srv.tables[c.Table.ID]
	h.srv.mu.RUnlock()
	if inMemory {
		t.Fatal("the idle table is still in memory")
	}
	_, snap, rest, err := h.st.Latest(context.Background(), c.Table.ID)
	if err != nil {
		t.Fatal(err)
	}
	if snap.Version == 0 || snap.Version+len(rest) != before.Version {
		t.Fatalf("stored snapshot at version %d with %d entries after it, want the table's %d entries covered", snap.Version, len(rest), before.Version)
	}

	var after wire.ViewResponse
	if code := h.call("GET", "/api/tables/"+c.Table.ID+"/view", tokens[1], nil, &after); code != http.StatusOK {
		t.Fatalf("view after reload: status %d", code)
	}
	if !bytes.Equal(mustJSON(after), mustJSON(before)) {
		t.Fatalf("the table came back otherwise:\n%s\nwant\n%s", mustJSON(after), mustJSON(before))
	}
}

// TestStartLoadsOnlyTablesDue starts a server on tables finished, waiting
// for a person (after a bot's turn) and due for a bot: only the last is
// loaded, and its bot plays on.
func TestStartLoadsOnlyTablesDue(t *testing.T) {
	h := newHarness(t, Config{})
	over := h.create(wire.CreateRequest{Game: "tortuga", Players: 2, Seats: []wire.SeatRequest{{Kind: wire.SeatBot, Bot: "random"}, {Kind: wire.SeatBot, Bot: "random"}}})
	waiting := h.create(wire.CreateRequest{Game: "cartagena", Players: 2, Options: json.RawMessage(`{"first":1}`),
		Seats: []wire.SeatRequest{{Kind: wire.SeatPerson}, {Kind: wire.SeatBot, Bot: "random"}}})
	h.join(waiting.Table.ID, 0, "ana")
	waitFor(t, "the bot's first turn", func() bool {
		var info wire.TableInfo
		h.call("GET", "/api/tables/"+waiting.Table.ID, "", nil, &info)
		return info.Version > 0 && info.Actor == 0
	})
	waitFor(t, "the bots' game to end", func() bool {
		var info wire.TableInfo
		h.call("GET", "/api/tables/"+over.Table.ID, "", nil, &info)
		return info.Status == wire.Status(store.Over)
	})
	due := "due-table"
	rec := store.Table{ID: due, Game: "cartagena", Players: 2, Seed: 5, Status: store.Running,
		Seats: []store.Seat{{Bot: "random"}, {Bot: "random"}}}
	if err := h.st.CreateTable(context.Background(), rec); err != nil {
		t.Fatal(err)
	}
	if err := h.st.SetStatus(context.Background(), due, store.Running); err != nil {
		t.Fatal(err)
	}
	h.stop()
	h.start(Config{})
	h.srv.mu.RLock()
	var loaded []string
	for id := range h.srv.tables {
		loaded = append(loaded, id)
	}
	h.srv.mu.RUnlock()
	if len(loaded) != 1 || loaded[0] != due {
		t.Fatalf("loaded at start: %v, want only %s", loaded, due)
	}
	waitFor(t, "the due table's bots to play", func() bool {
		var info wire.TableInfo
		h.call("GET", "/api/tables/"+due, "", nil, &info)
		return info.Version > 0
	})
}

// TestPersonFirstIsNotDue: a table whose play begins with a person to
// decide is not listed as due, so that the sweep does not load it again
// and again.
func TestPersonFirstIsNotDue(t *testing.T) {
	h := newHarness(t, Config{})
	c := h.create(wire.CreateRequest{Game: "cartagena", Players: 2, Options: json.RawMessage(`{"first":0}`)})
	h.join(c.Table.ID, 0, "ana")
	h.join(c.Table.ID, 1, "ben")
	if info := h.tableInfo(c.Table.ID); info.Status != wire.Status(store.Running) {
		t.Fatalf("the table is %s, want running", info.Status)
	}
	due, err := h.st.Due(context.Background(), time.Now(), 0)
	if err != nil || len(due) != 0 {
		t.Fatalf("due as play starts with a person to decide: %v %v, want none", due, err)
	}
}
