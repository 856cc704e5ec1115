package server

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
	"testing"
	"time"

	"caribe/server/wire"
)

// waitOver waits until a table's game is over.
func waitOver(h *harness, id string) wire.TableInfo {
	h.t.Helper()
	deadline := time.Now().Add(time.Minute)
	for time.Now().Before(deadline) {
		var info wire.TableInfo
		h.call("GET", "/api/tables/"+id, "", nil, &info)
		if info.Status == "over" {
			return info
		}
		time.Sleep(20 * time.Millisecond)
	}
	h.t.Fatal("the game is not over within a minute")
	return wire.TableInfo{}
}

func TestReplayOfAFinishedTable(t *testing.T) {
	h := newHarness(t, Config{})
	c := h.create(wire.CreateRequest{Game: "cartagena", Players: 2, Options: json.RawMessage(`{"variant":"jamaica"}`),
		Seats: []wire.SeatRequest{{Kind: "bot", Bot: "easy"}, {Kind: "bot", Bot: "random"}}})
	id := c.Table.ID
	var e wire.ErrorResponse
	info := waitOver(h, id)
	var rep wire.Replay
	if code := h.call("GET", "/api/tables/"+id+"/replay", "", nil, &rep); code != 200 || len(rep.Moves) != info.Version || rep.Table.Result == nil {
		t.Fatalf("replay: %d, %d moves for version %d", code, len(rep.Moves), info.Version)
	}
	var first, last wire.Frame
	if code := h.call("GET", "/api/tables/"+id+"/replay/0", "", nil, &first); code != 200 || first.Move != nil || first.Of != info.Version || len(first.Views) != 2 || first.Public == nil {
		t.Fatalf("frame 0: %d %+v", code, first)
	}
	var state map[string]json.RawMessage
	json.Unmarshal(first.State, &state)
	if _, ok := state["rng"]; ok || state["hands"] == nil || state["draw"] == nil {
		t.Errorf("frame 0 must reveal hands and the draw pile, not the generator: %s", first.State)
	}
	n := strconv.Itoa(info.Version)
	if code := h.call("GET", "/api/tables/"+id+"/replay/"+n, "", nil, &last); code != 200 || !last.Result.Over || !bytes.Equal(last.Move, rep.Moves[len(rep.Moves)-1]) || len(last.Events) == 0 {
		t.Fatalf("last frame: %d %+v", code, last)
	}
	for _, bad := range []string{"-1", strconv.Itoa(info.Version + 1), "x"} {
		if code := h.call("GET", "/api/tables/"+id+"/replay/"+bad, "", nil, &e); code != 400 || !strings.Contains(e.Error, "give a move number from 0 to "+n) {
			t.Errorf("frame %s: %d %q", bad, code, e.Error)
		}
	}
	running := h.create(wire.CreateRequest{Game: "tortuga", Players: 2})
	if code := h.call("GET", "/api/tables/"+running.Table.ID+"/replay", "", nil, &e); code != 409 || !strings.Contains(e.Error, "not over") {
		t.Errorf("replay of an unfinished table: %d %q", code, e.Error)
	}
	if code := h.call("GET", "/api/tables/"+running.Table.ID+"/replay/0", "", nil, &e); code != 409 {
		t.Errorf("frame of an unfinished table: %d", code)
	}
}

// TestRestartResumesEveryTable stops the server cleanly mid-game and starts
// it on the same database: views are unchanged and the bot plays on.
func TestRestartResumesEveryTable(t *testing.T) {
	h := newHarness(t, Config{})
	c := h.create(wire.CreateRequest{Game: "tobago", Players: 2, Seats: []wire.SeatRequest{{}, {Kind: "bot", Bot: "easy"}}, Join: &wire.JoinRequest{Seat: 0, Nick: "Lola"}})
	id, token := c.Table.ID, c.Joined.Token
	myTurn := func() wire.ViewResponse {
		for {
			var v wire.ViewResponse
			h.call("GET", "/api/tables/"+id+"/view", token, nil, &v)
			if len(v.Legal) > 0 {
				return v
			}
			time.Sleep(5 * time.Millisecond)
		}
	}
	for range 5 {
		v := myTurn()
		if code := h.call("POST", "/api/tables/"+id+"/moves", token, wire.MoveRequest{Version: v.Version, Move: v.Legal[0].Move}, nil); code != 200 {
			t.Fatalf("move: %d", code)
		}
	}
	before := myTurn()
	h.stop()
	h.start(Config{})
	var after wire.ViewResponse
	h.call("GET", "/api/tables/"+id+"/view", token, nil, &after)
	if after.Version != before.Version || !bytes.Equal(after.View, before.View) || !bytes.Equal(mustJSON(after.Legal), mustJSON(before.Legal)) {
		t.Fatalf("after the restart: version %d (was %d), same view %v", after.Version, before.Version, bytes.Equal(after.View, before.View))
	}
	lola := h.dial(id, token, nil)
	log := lola.playToEnd(newRand(11))
	if r := log[len(log)-1].msg.Result; r == nil || !r.Over {
		t.Fatal("the game did not end after the restart")
	}
}

func TestMetricsAreExported(t *testing.T) {
	h := newHarness(t, Config{})
	id, tok := tortugaFor2(h)
	playHTTP(h, id, tok[:], 2)
	h.dial(id, "", nil).until("state")
	resp, err := h.http.Client().Get(h.http.URL + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var buf bytes.Buffer
	buf.ReadFrom(resp.Body)
	for _, want := range []string{
		`caribe_moves_total{game="tortuga"}`, `caribe_tables{status="running"} 1`, "caribe_connections 1",
		"caribe_move_seconds_bucket", "caribe_store_append_seconds_count", `caribe_http_requests_total{code="200"}`,
	} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("/metrics lacks %s", want)
		}
	}
}
