package server

import (
	"bytes"
	"context"
	"encoding/json"
	"math/rand/v2"
	"strconv"
	"sync"
	"testing"
	"time"

	"caribe/engine"
	"caribe/games"
	"caribe/server/wire"
)

// wholeGames are the tables played to the end in the tests: every game,
// people against people and against bots.
var wholeGames = []struct {
	name  string
	req   wire.CreateRequest
	bots  int // seats held by bots, the last ones
	spect bool
}{
	{"tortuga people", wire.CreateRequest{Game: "tortuga", Players: 2}, 0, true},
	{"tortuga against a search bot", wire.CreateRequest{Game: "tortuga", Players: 2, Seats: []wire.SeatRequest{{}, {Kind: "bot", Bot: "medium"}}}, 1, false},
	{"cartagena jamaica people", wire.CreateRequest{Game: "cartagena", Players: 2, Options: json.RawMessage(`{"variant":"jamaica"}`)}, 0, true},
	{"cartagena tortuga against a bot", wire.CreateRequest{Game: "cartagena", Players: 3, Options: json.RawMessage(`{"variant":"tortuga"}`), Seats: []wire.SeatRequest{{}, {}, {Kind: "bot", Bot: "easy"}}}, 1, true},
	{"tobago people", wire.CreateRequest{Game: "tobago", Players: 2, Options: json.RawMessage(`{"island":"coral-cove"}`)}, 0, true},
	{"tobago against a bot", wire.CreateRequest{Game: "tobago", Players: 3, Seats: []wire.SeatRequest{{}, {}, {Kind: "bot", Bot: "easy"}}}, 1, true},
}

// TestWholeGamesOverWebSocket plays every game to the end with real
// WebSocket clients choosing among the legal moves they are sent, and
// checks that no client was sent anything but its own view, its own legal
// moves and the public moves and events: every view equals the game's
// View of that seat at that version, recomputed from the stored record.
func TestWholeGamesOverWebSocket(t *testing.T) {
	for i, tc := range wholeGames {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			h := newHarness(t, Config{})
			created := h.create(tc.req)
			id := created.Table.ID
			players := created.Table.Players
			people := players - tc.bots
			tokens := make([]string, people)
			for s := range people {
				tokens[s] = h.join(id, s, "player "+strconv.Itoa(s)).Token
			}
			clients := map[int]*wsClient{}
			for s := range people {
				clients[s] = h.dial(id, tokens[s], nil)
			}
			if tc.spect {
				clients[-1] = h.dial(id, "", nil)
			}
			logs := map[int][]received{}
			var mu sync.Mutex
			var wg sync.WaitGroup
			for seat, c := range clients {
				wg.Add(1)
				go func() {
					defer wg.Done()
					log := c.playToEnd(rand.New(rand.NewPCG(uint64(i), uint64(seat+1))))
					mu.Lock()
					logs[seat] = log
					mu.Unlock()
				}()
			}
			wg.Wait()
			if t.Failed() {
				return
			}
			var info wire.TableInfo
			h.call("GET", "/api/tables/"+id, "", nil, &info)
			if info.Status != "over" || info.Result == nil {
				t.Fatalf("table after the game: status %s, result %v", info.Status, info.Result)
			}
			checkMessages(t, h, id, logs)
		})
	}
}

// playToEnd answers every decision the client is sent with a random legal
// move until the game is over, and returns every message received.
func (c *wsClient) playToEnd(rng *rand.Rand) []received {
	var log []received
	deadline := time.After(3 * time.Minute)
	for {
		var r received
		select {
		case r = <-c.msgs:
		case <-c.done:
			select {
			case r = <-c.msgs: // sent before the connection closed
			default:
				c.t.Error("connection closed before the game ended")
				return log
			}
		case <-deadline:
			c.t.Error("game not over within 3 minutes")
			return log
		}
		log = append(log, r)
		m := r.msg
		switch {
		case m.Type == "error":
			c.t.Errorf("error message: %s", m.Error)
			return log
		case m.Result != nil && m.Result.Over:
			return log
		case len(m.Legal) > 0:
			c.send(wire.ClientMessage{Type: "move", Version: m.Version, Move: m.Legal[rng.IntN(len(m.Legal))].Move})
		}
	}
}

// checkMessages replays the stored table and checks each message each
// client received against it.
func checkMessages(t *testing.T, h *harness, id string, logs map[int][]received) {
	t.Helper()
	rec, moves, err := h.st.Table(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	g, _ := games.Lookup(rec.Game)
	sess, err := g.New(rec.Players, rec.Options, rec.Seed)
	if err != nil {
		t.Fatal(err)
	}
	type position struct {
		actor  engine.Actor
		views  map[int][]byte
		legal  []byte
		move   []byte
		events []byte
	}
	at := make([]position, len(moves)+1)
	snap := func(v int, p position) {
		p.actor, p.views = sess.Actor(), map[int][]byte{}
		for seat := -1; seat < rec.Players; seat++ {
			p.views[seat] = mustJSON(sess.View(seat))
		}
		if _, ok := p.actor.Seat(); ok {
			p.legal = mustJSON(sess.Legal())
		}
		at[v] = p
	}
	snap(0, position{})
	for i, m := range moves {
		played, err := sess.Play(m)
		if err != nil {
			t.Fatalf("stored move %d: %v", i+1, err)
		}
		snap(i+1, position{move: played.Move, events: mustJSON(played.Events)})
	}
	if !sess.Result().Over {
		t.Fatal("the stored moves do not end the game")
	}
	seed := strconv.FormatUint(rec.Seed, 10)
	for seat, log := range logs {
		last := -1
		for _, r := range log {
			m := r.msg
			if bytes.Contains(r.raw, []byte(seed)) || bytes.Contains(r.raw, []byte(`"rng"`)) {
				t.Fatalf("seat %d was sent the seed or the generator: %s", seat, r.raw)
			}
			if m.Type != "update" && m.Type != "state" {
				continue
			}
			if m.Version < 0 || m.Version > len(moves) {
				t.Fatalf("seat %d: version %d of %d", seat, m.Version, len(moves))
			}
			p := at[m.Version]
			if m.Type == "update" {
				if m.Version != last+1 && last >= 0 {
					t.Fatalf("seat %d: update %d after %d", seat, m.Version, last)
				}
				if !bytes.Equal(m.Move, p.move) || !bytes.Equal(m.Events, p.events) {
					t.Fatalf("seat %d, update %d: move %s events %s, stored %s %s", seat, m.Version, m.Move, m.Events, p.move, p.events)
				}
			}
			last = m.Version
			if m.View != nil && !bytes.Equal(m.View, p.views[seat]) {
				t.Fatalf("seat %d, version %d: sent view\n%s\nis not the seat's view\n%s", seat, m.Version, m.View, p.views[seat])
			}
			if m.Legal != nil {
				if a, _ := p.actor.Seat(); a != seat || !bytes.Equal(mustJSON(m.Legal), p.legal) {
					t.Fatalf("seat %d, version %d: legal moves sent though %v decides, or not the game's", seat, m.Version, p.actor)
				}
			}
		}
		if last != len(moves) {
			t.Fatalf("seat %d saw version %d last, the game has %d moves", seat, last, len(moves))
		}
	}
}
