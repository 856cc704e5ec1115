package server

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"caribe/engine"
	"caribe/server/wire"
)

// undoGame is a two-player table of people at which seat 0 plays first:
// its id and the seats' tokens.
func undoGame(h *harness, game, options string) (string, [2]string) {
	h.t.Helper()
	c := h.create(wire.CreateRequest{Game: game, Players: 2, Options: json.RawMessage(options), Join: &wire.JoinRequest{Seat: 0, Nick: "Anna"}})
	return c.Table.ID, [2]string{c.Joined.Token, h.join(c.Table.ID, 1, "Boris").Token}
}

// view is a seat's view of a table.
func (h *harness) view(id, token string) wire.ViewResponse {
	h.t.Helper()
	var v wire.ViewResponse
	if code := h.call("GET", "/api/tables/"+id+"/view", token, nil, &v); code != 200 {
		h.t.Fatalf("view: status %d", code)
	}
	return v
}

// playFirst plays the seat's first legal move whose type is typ and returns
// the table's version after it.
func (h *harness) playFirst(id, token, typ string) int {
	h.t.Helper()
	v := h.view(id, token)
	for _, l := range v.Legal {
		var m struct{ Type string }
		json.Unmarshal(l.Move, &m)
		if m.Type == typ {
			var moved wire.Moved
			if code := h.call("POST", "/api/tables/"+id+"/moves", token, wire.MoveRequest{Version: v.Version, Move: l.Move}, &moved); code != 200 {
				h.t.Fatalf("%s: status %d", l.Move, code)
			}
			return moved.Version
		}
	}
	h.t.Fatalf("no %s move is legal for the seat (legal: %d moves)", typ, len(v.Legal))
	return 0
}

// undo asks to take the seat's last move back at version; it returns the
// status and the answer.
func (h *harness) undo(id, token string, version int) (int, wire.Moved, wire.ErrorResponse) {
	h.t.Helper()
	var raw json.RawMessage
	code := h.call("POST", "/api/tables/"+id+"/undo", token, wire.UndoRequest{Version: version}, &raw)
	var moved wire.Moved
	var e wire.ErrorResponse
	json.Unmarshal(raw, &moved)
	json.Unmarshal(raw, &e)
	return code, moved, e
}

// refusedUndo checks that an undo is refused with 409 naming want.
func (h *harness) refusedUndo(what, id, token string, version int, want string) {
	h.t.Helper()
	code, _, e := h.undo(id, token, version)
	if code != 409 || !strings.Contains(e.Error, want) {
		h.t.Errorf("%s: %d %q, want 409 naming %q", what, code, e.Error, want)
	}
}

func TestUndoCartagenaForward(t *testing.T) {
	h := newHarness(t, Config{})
	id, tok := undoGame(h, "cartagena", `{"variant":"jamaica","first":0}`)
	start := h.view(id, tok[0])
	if start.Undo {
		t.Error("an undo is offered before any move")
	}
	h.refusedUndo("before any move", id, tok[0], 0, "nothing to undo")

	v := h.playFirst(id, tok[0], "forward")
	if !h.view(id, tok[0]).Undo || h.view(id, tok[1]).Undo {
		t.Error("after a move forward, only its player is offered the undo")
	}
	h.refusedUndo("the other player", id, tok[1], v, "not your move to take back")
	h.refusedUndo("a stale undo", id, tok[0], v-1, "stale undo")
	code, moved, e := h.undo(id, tok[0], v)
	if code != 200 || moved.Version != v+1 {
		t.Fatalf("undo: %d %+v %q", code, moved, e.Error)
	}
	after := h.view(id, tok[0])
	if !bytes.Equal(after.View, start.View) || len(after.Legal) != len(start.Legal) || after.Undo {
		t.Errorf("after the undo the view is not the first one:\n%s\n%s", after.View, start.View)
	}
	h.refusedUndo("a second undo", id, tok[0], v+1, "nothing to undo")

	// Three moves forward end the turn: the third is not taken back.
	for range 3 {
		v = h.playFirst(id, tok[0], "forward")
	}
	h.refusedUndo("after the turn's last action", id, tok[0], v, "the turn passed on")
	v = h.playFirst(id, tok[1], "forward")
	h.refusedUndo("after the other player's move forward", id, tok[0], v, "not your move to take back: seat 1")
	v = h.playFirst(id, tok[1], "end")
	h.refusedUndo("after the end of the turn", id, tok[1], v, "the turn ended")
	h.refusedUndo("after the other player's turn", id, tok[0], v, "another player has moved since")
}

// TestUndoRefusesABackMove: a move back draws cards, so it stands.
func TestUndoRefusesABackMove(t *testing.T) {
	h := newHarness(t, Config{})
	id, tok := undoGame(h, "cartagena", `{"variant":"jamaica","first":0,"tunnel":"FSPKBT|FSPKBT|FSPKBT|FSPKBT|FSPKBT|FSPKBT"}`)
	h.playFirst(id, tok[0], "forward")
	v := h.playFirst(id, tok[0], "forward")
	for _, l := range h.view(id, tok[0]).Legal {
		if bytes.Contains(l.Move, []byte(`"back"`)) {
			var moved wire.Moved
			if code := h.call("POST", "/api/tables/"+id+"/moves", tok[0], wire.MoveRequest{Version: v, Move: l.Move}, &moved); code != 200 {
				t.Fatalf("back: %d", code)
			}
			h.refusedUndo("a move back", id, tok[0], moved.Version, "a move back draws cards")
			return
		}
	}
	t.Fatal("no move back offered after two moves forward: the position no longer tests a move back")
}

func TestUndoTortugaHoldsTheFirstDie(t *testing.T) {
	h := newHarness(t, Config{UndoWindow: time.Minute})
	id, tok := undoGame(h, "tortuga", `{}`)
	ws := h.dial(id, tok[0], nil)
	ws.until("state")
	ws.send(wire.ClientMessage{Type: "move", Version: 0, Move: []byte(`{"type":"choose","turtle":1}`)})
	if u := ws.until("update"); u.Version != 1 || !u.Undo || u.Actor == nil || *u.Actor != engine.Chance {
		t.Fatalf("after the choice: %+v, want the die held and the undo offered", u)
	}
	ws.send(wire.ClientMessage{Type: "undo", Version: 1, Ref: "u"})
	u := ws.until("update")
	var ev []engine.Undone
	json.Unmarshal(u.Events, &ev)
	if u.Version != 2 || u.Undo || u.Actor == nil || *u.Actor != 0 || len(ev) != 1 || ev[0].Undoes != 1 || ev[0].Seat != 0 {
		t.Fatalf("the undo's update: %+v", u)
	}
	if !bytes.Contains(u.View, []byte(`"phase":"choose"`)) {
		t.Errorf("after the undo the turtle is to be chosen again: %s", u.View)
	}
	spect := h.dial(id, "", nil)
	spect.until("state")
	spect.send(wire.ClientMessage{Type: "undo", Version: 2})
	if e := spect.until("error"); !strings.Contains(e.Error, "spectator cannot undo") {
		t.Errorf("a spectator's undo: %q", e.Error)
	}
}

func TestUndoAfterTheDieIsRefused(t *testing.T) {
	h := newHarness(t, Config{UndoWindow: 50 * time.Millisecond})
	id, tok := undoGame(h, "tortuga", `{}`)
	h.playFirst(id, tok[0], "choose")
	deadline := time.Now().Add(30 * time.Second)
	for h.view(id, tok[0]).Version < 2 {
		if time.Now().After(deadline) {
			t.Fatal("the held die was never rolled")
		}
		time.Sleep(10 * time.Millisecond)
	}
	h.refusedUndo("after the die", id, tok[0], 2, "chance has played since")

	// Without a window the die rolls at once.
	h2 := newHarness(t, Config{})
	id2, tok2 := undoGame(h2, "tortuga", `{}`)
	if v := h2.playFirst(id2, tok2[0], "choose"); v != 2 {
		t.Fatalf("without a window the choice leads to version %d, want 2 (the die)", v)
	}
	h2.refusedUndo("the choice without a window", id2, tok2[0], 2, "chance has played since")
}

// TestUndoReplaysExactly plays and takes back moves, then checks that
// every stored entry replays to the state the table had live, that a
// restarted server is where the live one was (undo offered included), and
// that a frame of the log is the live state.
func TestUndoReplaysExactly(t *testing.T) {
	h := newHarness(t, Config{})
	id, tok := undoGame(h, "cartagena", `{"variant":"jamaica","first":0}`)
	live := map[int][]byte{}
	state := func() int {
		tb, _ := h.srv.table(id)
		v, b, err := tb.State()
		if err != nil {
			t.Fatal(err)
		}
		live[v] = b
		return v
	}
	state()
	undo := func(tok string) {
		t.Helper()
		v := state()
		if code, _, e := h.undo(id, tok, v); code != 200 {
			t.Fatalf("undo at %d: %d %q", v, code, e.Error)
		}
		state()
	}
	h.playFirst(id, tok[0], "forward")
	state()
	h.playFirst(id, tok[0], "forward")
	undo(tok[0])
	undo(tok[0])
	h.playFirst(id, tok[0], "forward")
	state()
	h.playFirst(id, tok[0], "end")
	state()
	h.playFirst(id, tok[1], "forward")
	v := state()
	undo(tok[1])

	rec, entries, err := h.st.Table(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != v+1 {
		t.Fatalf("%d entries stored for version %d", len(entries), v+1)
	}
	for n := 1; n <= len(entries); n++ {
		sess, err := engine.Replay(h.srv.games[rec.Game], engine.Record{Game: rec.Game, Players: rec.Players, Options: rec.Options, Seed: rec.Seed, Moves: entries[:n]})
		if err != nil {
			t.Fatalf("entry %d: %v", n, err)
		}
		got, _ := sess.MarshalJSON()
		if want, ok := live[n]; ok && !bytes.Equal(got, want) {
			t.Errorf("entry %d %s replays to\n%s\nlive it was\n%s", n, entries[n-1], got, want)
		}
	}
	before := h.view(id, tok[1])
	h.stop()
	h.start(Config{Recent: 2})
	// The moves' page, replayed beyond the updates kept, tells the undos.
	var page wire.Moves
	if code := h.call("GET", "/api/tables/"+id+"/moves", "", nil, &page); code != 200 || len(page.Events) != len(entries) {
		t.Fatalf("moves: %d, %d events for %d entries", code, len(page.Events), len(entries))
	}
	for i, e := range entries {
		if _, ok := engine.UndoOf(e); ok != bytes.Contains(page.Events[i], []byte(`"type":"undone"`)) {
			t.Errorf("entry %d %s has events %s", i+1, e, page.Events[i])
		}
	}
	again := h.view(id, tok[1])
	if again.Version != before.Version || !bytes.Equal(again.View, before.View) || again.Undo != before.Undo {
		t.Errorf("after a restart seat 1 sees version %d undo %v, before %d undo %v", again.Version, again.Undo, before.Version, before.Undo)
	}
	// The restarted server knows what may still be taken back.
	w := h.playFirst(id, tok[1], "forward")
	if code, _, e := h.undo(id, tok[1], w); code != 200 {
		t.Errorf("an undo after the restart: %d %q", code, e.Error)
	}
}
