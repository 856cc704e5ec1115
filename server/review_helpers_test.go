package server

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"sync/atomic"
	"testing"
	"time"

	"caribe/engine"
	"caribe/games"
	"caribe/server/wire"
)

// reviewer is a Reviewer for tests: the games' own reviewers, or a fake
// that judges every move at once, counting its calls; it may wait at a
// gate before it answers and fail its first reviews.
type reviewer struct {
	// real reviews with the games' reviewers; otherwise the fake
	// answers {"moves":N}.
	real bool
	// gate, when not nil, holds each review after its first move judged
	// until it is closed; started hears each review that reached it.
	gate    chan struct{}
	started chan struct{}
	// failing counts the reviews still to fail.
	failing atomic.Int32
	calls   atomic.Int32
}

func (rv *reviewer) review(ctx context.Context, rec engine.Record, progress func(done, total int)) (json.RawMessage, error) {
	rv.calls.Add(1)
	if rv.real {
		g, _ := games.Reviewer(rec.Game)
		rep, err := g.Review(ctx, rec, engine.SubSeed(rec.Seed, "review"), progress)
		if err != nil {
			return nil, err
		}
		return json.Marshal(rep)
	}
	moves, err := engine.Effective(rec.Moves)
	if err != nil {
		return nil, err
	}
	progress(1, len(moves))
	if rv.gate != nil {
		rv.started <- struct{}{}
		select {
		case <-rv.gate:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	if rv.failing.Add(-1) >= 0 {
		return nil, errors.New("review: a test's failure")
	}
	for i := 2; i <= len(moves); i++ {
		progress(i, len(moves))
	}
	return json.Marshal(map[string]int{"moves": len(moves)})
}

// held makes a reviewer whose reviews wait at a gate.
func held() *reviewer {
	return &reviewer{gate: make(chan struct{}), started: make(chan struct{}, 16)}
}

// finished plays a Cartagena table of two quick bots to its end.
func finished(h *harness) string {
	h.t.Helper()
	c := h.create(wire.CreateRequest{Game: "cartagena", Players: 2, Options: json.RawMessage(`{"variant":"jamaica"}`),
		Seats: []wire.SeatRequest{{Kind: "bot", Bot: "easy"}, {Kind: "bot", Bot: "random"}}})
	waitOver(h, c.Table.ID)
	return c.Table.ID
}

// reviewAnswer is an answer of GET /api/tables/{id}/review, every field
// any status may have.
type reviewAnswer struct {
	code   int
	Status string          `json:"status"`
	Done   int             `json:"done"`
	Total  int             `json:"total"`
	Review json.RawMessage `json:"review"`
	Error  string          `json:"error"`
}

// askReview asks for table id's review.
func askReview(h *harness, id string) reviewAnswer {
	h.t.Helper()
	var a reviewAnswer
	a.code = h.call("GET", "/api/tables/"+id+"/review", "", nil, &a)
	return a
}

// awaitReview asks for table id's review until it is no longer
// computed, checking that its progress only grows, and returns the
// answer then.
func awaitReview(h *harness, id string) reviewAnswer {
	h.t.Helper()
	done := 0
	deadline := time.Now().Add(2 * time.Minute)
	for time.Now().Before(deadline) {
		a := askReview(h, id)
		if a.code != http.StatusAccepted {
			return a
		}
		if a.Status != wire.ReviewComputing || a.Done < done || a.Done > a.Total {
			h.t.Fatalf("a review computed: %+v after %d moves judged", a, done)
		}
		done = a.Done
		time.Sleep(20 * time.Millisecond)
	}
	h.t.Fatal("the review is not done within two minutes")
	return reviewAnswer{}
}

// effective counts the moves of table id's replay that made the game.
func effective(t *testing.T, h *harness, id string) int {
	t.Helper()
	var rep wire.Replay
	if code := h.call("GET", "/api/tables/"+id+"/replay", "", nil, &rep); code != http.StatusOK {
		t.Fatalf("replay of %s: %d", id, code)
	}
	moves, err := engine.Effective(rep.Moves)
	if err != nil {
		t.Fatal(err)
	}
	return len(moves)
}
