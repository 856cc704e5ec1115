package ratings

import (
	"net/http"
	"testing"

	"caribe/server/levels"
	"caribe/server/refusal"
	"caribe/server/wire"
	"caribe/store"
)

// testLevels are a server's levels in these tests.
var testLevels = []levels.Level{{Name: "easy", Spec: "greedy"}, {Name: "medium", Spec: "mcts:200"}, {Name: "hard", Spec: "mcts:2000"}}

// statusOf is the HTTP status of a refusal, 0 for none.
func statusOf(err error) int {
	if err == nil {
		return 0
	}
	return refusal.StatusOf(err)
}

// TestCheckCreate: a rated table is created by an account, with a clock,
// no hints and bots among the levels offered, each once; its hints are
// turned off.
func TestCheckCreate(t *testing.T) {
	clock := &wire.ClockSpec{Kind: wire.ClockLive, PerMove: 30, Reserve: 300}
	yes := true
	offered := []string{"easy", "medium"}
	bot := func(level string) wire.SeatRequest { return wire.SeatRequest{Kind: wire.SeatBot, Bot: level} }
	for _, c := range []struct {
		req      wire.CreateRequest
		signedIn bool
		code     int
	}{
		{wire.CreateRequest{Clock: clock}, false, http.StatusUnauthorized},
		{wire.CreateRequest{}, true, http.StatusBadRequest},
		{wire.CreateRequest{Clock: clock, Hints: &yes}, true, http.StatusBadRequest},
		{wire.CreateRequest{Clock: clock, Seats: []wire.SeatRequest{{}, bot("hard")}}, true, http.StatusBadRequest},
		{wire.CreateRequest{Clock: clock, Seats: []wire.SeatRequest{{}, bot("easy"), bot(" easy")}}, true, http.StatusBadRequest},
		{wire.CreateRequest{Clock: clock, Seats: []wire.SeatRequest{{}, bot("easy"), bot("medium")}}, true, 0},
	} {
		req := c.req
		err := CheckCreate(&req, c.signedIn, offered)
		if got := statusOf(err); got != c.code {
			t.Errorf("%+v signed in %v: %v (status %d), want status %d", c.req, c.signedIn, err, got, c.code)
		}
		if err == nil && (req.Hints == nil || *req.Hints) {
			t.Errorf("%+v: hints %v after the check, want off", c.req, req.Hints)
		}
	}
}

// TestTakeSeat: an account takes an open seat of a rated table, or its
// own, under its nickname; not a seat of another account's, nor a
// second seat; a guest none.
func TestTakeSeat(t *testing.T) {
	seats := []store.Seat{{Nick: "Ana", Account: "ana"}, {Nick: "Ben", Account: "ben"}, {}}
	ana, cid := store.Account{ID: "ana", Nick: "Ana"}, store.Account{ID: "cid", Nick: "Cid"}
	for _, c := range []struct {
		a        store.Account
		signedIn bool
		seat     int
		nick     string
		code     int
	}{
		{cid, false, 2, "", http.StatusUnauthorized},
		{cid, true, 1, "", http.StatusForbidden},
		{ana, true, 2, "", http.StatusConflict},
		{ana, true, 0, "Ana", 0},
		{cid, true, 2, "Cid", 0},
	} {
		nick, err := TakeSeat(seats, c.seat, c.a, c.signedIn)
		if got := statusOf(err); got != c.code || nick != c.nick {
			t.Errorf("%s (signed in %v) takes seat %d: %q %v (status %d), want %q status %d", c.a.ID, c.signedIn, c.seat, nick, err, got, c.nick, c.code)
		}
	}
}

// TestCheckBot: the host seats a level offered, once, at a rated table;
// an account's seat goes to no bot once the game runs.
func TestCheckBot(t *testing.T) {
	offered := []string{"easy", "medium", "hard"}
	rec := store.Table{Game: "tortuga", Status: store.Open, Seats: []store.Seat{{Nick: "Ana", Account: "ana"}, {Bot: "greedy"}, {}}}
	for _, c := range []struct {
		status store.Status
		seat   int
		level  string
		code   int
	}{
		{store.Open, 2, "medium", 0},
		{store.Open, 2, "easy", http.StatusConflict},
		{store.Open, 2, "mcts:50", http.StatusBadRequest},
		{store.Open, 0, "hard", 0},
		{store.Running, 0, "hard", http.StatusConflict},
		{store.Running, 2, "hard", 0},
	} {
		rec.Status = c.status
		err := CheckBot(rec, c.seat, c.level, testLevels, offered)
		if got := statusOf(err); got != c.code {
			t.Errorf("%s table: the %s bot at seat %d: %v (status %d), want status %d", c.status, c.level, c.seat, err, got, c.code)
		}
	}
}

// TestPlayer: a rated seat stands for its account, else its bot's level.
func TestPlayer(t *testing.T) {
	for _, c := range []struct {
		seat store.Seat
		want string
	}{
		{store.Seat{Account: "ana", Bot: "mcts:200"}, "ana"},
		{store.Seat{Bot: "mcts:200"}, store.BotPlayer("medium")},
		{store.Seat{Bot: "random"}, ""},
		{store.Seat{}, ""},
	} {
		if got := Player(testLevels, "tortuga", c.seat); got != c.want {
			t.Errorf("%+v: player %q, want %q", c.seat, got, c.want)
		}
	}
}
