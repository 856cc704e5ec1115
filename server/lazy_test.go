package server

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"caribe/server/wire"
	"caribe/store"
)

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

	if n := h.srv.tables.EvictIdle(now); n != 0 {
		t.Fatalf("%d tables left memory before their idle time", n)
	}
	now = now.Add(time.Minute)
	if n := h.srv.tables.EvictIdle(now); n != 1 {
		t.Fatalf("%d tables left memory after their idle time, want 1", n)
	}
	if _, inMemory := h.srv.table(c.Table.ID); inMemory {
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
	var loaded []string
	for _, t := range h.srv.tables.All() {
		loaded = append(loaded, t.ID())
	}
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
