package server

import (
	"context"
	"encoding/json"
	"log/slog"
	"runtime"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"caribe/engine"
	"caribe/server/table"
	"caribe/server/wire"
	"caribe/store"
)

// Reviewer reviews a finished game's record (docs/review.md) into the
// JSON of its report, progress hearing each move judged (done of total).
// caribe serve gives the games' reviewers (games.Reviewer).
type Reviewer func(ctx context.Context, rec engine.Record, progress func(done, total int)) (json.RawMessage, error)

// reviews computes the finished tables' reviews, each once: askers while
// it is computed share it, and once stored it is read from the store.
// Each runs in a goroutine of the server's on the bot workers of the hint
// share (table.ReviewSlot), a step at a time.
type reviews struct {
	review Reviewer
	store  store.Store
	bots   *table.Bots
	log    *slog.Logger
	// most bounds the reviews computed at once: one per core.
	most     int
	computed prometheus.Counter
	seconds  prometheus.Histogram
	ctx      context.Context
	running  *sync.WaitGroup

	// mu guards calls and every call's fields; the reviews own it.
	mu sync.Mutex
	// calls are the reviews being computed, or failed and not yet told,
	// by table.
	calls map[string]*reviewCall
}

// reviewCall is one table's review under way, or failed. Its fields
// are guarded by reviews.mu.
type reviewCall struct {
	done, total int
	failed      error
}

func newReviews(s *Server, computed prometheus.Counter, seconds prometheus.Histogram) *reviews {
	return &reviews{
		review: s.cfg.Reviewer, store: s.cfg.Store, bots: s.bots, log: s.log, most: runtime.GOMAXPROCS(0),
		computed: computed, seconds: seconds, ctx: s.ctx, running: &s.running, calls: map[string]*reviewCall{},
	}
}

// told is the answer an ask gets from a call: its progress, or its
// failure, which it forgets, so that the next ask starts it again. The
// caller holds rv.mu.
func (rv *reviews) told(id string, c *reviewCall) any {
	if c.failed != nil {
		delete(rv.calls, id)
		return wire.ReviewFailure{Status: wire.ReviewFailed, Error: c.failed.Error()}
	}
	return wire.ReviewProgress{Status: wire.ReviewComputing, Done: c.done, Total: c.total}
}

// under is the answer of table id's review under way or failed, if any.
func (rv *reviews) under(id string) (any, bool) {
	rv.mu.Lock()
	defer rv.mu.Unlock()
	if c, ok := rv.calls[id]; ok {
		return rv.told(id, c), true
	}
	return nil, false
}

// stored is table id's review as stored, if it is.
func (rv *reviews) stored(ctx context.Context, id string) (any, bool, error) {
	raw, ok, err := rv.store.Review(ctx, id)
	if err != nil || !ok {
		return nil, false, err
	}
	return wire.ReviewDone{Status: wire.ReviewReady, Review: raw}, true, nil
}

// start starts the review of table id's record, unless another ask
// started it meanwhile (then it answers that one's progress): take
// charges the asker, full is the refusal when the share is full.
func (rv *reviews) start(id string, rec engine.Record, take, full func() error) (any, error) {
	moves, err := engine.Effective(rec.Moves)
	if err != nil {
		return nil, err
	}
	rv.mu.Lock()
	defer rv.mu.Unlock()
	if c, ok := rv.calls[id]; ok {
		return rv.told(id, c), nil
	}
	if err := take(); err != nil {
		return nil, err
	}
	slot, ok := rv.bots.AdmitReview(rv.most)
	if !ok {
		return nil, full()
	}
	c := &reviewCall{total: len(moves)}
	rv.calls[id] = c
	rv.running.Go(func() { rv.compute(id, rec, c, slot) })
	return rv.told(id, c), nil
}

// compute reviews table id's record a step at a time on slot's workers,
// stores the review and forgets the call; a review that fails is kept
// failed until an ask is told.
func (rv *reviews) compute(id string, rec engine.Record, c *reviewCall, slot *table.ReviewSlot) {
	began := time.Now()
	ctx, cancel := context.WithCancel(rv.ctx)
	defer cancel()
	raw, err := rv.steps(ctx, rec, c, slot)
	slot.Leave()
	if err == nil {
		err = rv.store.PutReview(rv.ctx, id, raw)
	}
	rv.mu.Lock()
	defer rv.mu.Unlock()
	if err != nil {
		rv.log.Error("review failed", "table", id, "game", rec.Game, "err", err)
		c.failed = err
		return
	}
	rv.computed.Inc()
	rv.seconds.Observe(time.Since(began).Seconds())
	rv.log.Info("review stored", "table", id, "game", rec.Game, "seconds", time.Since(began).Seconds())
	delete(rv.calls, id)
}

// steps runs the reviewer, holding one of slot's workers for each move
// judged: it lets it go after each, and waits for one again before the
// next, so that a table's bot that waits goes first.
func (rv *reviews) steps(ctx context.Context, rec engine.Record, c *reviewCall, slot *table.ReviewSlot) (json.RawMessage, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	if !slot.Take(ctx) {
		return nil, ctx.Err()
	}
	return rv.review(ctx, rec, func(done, total int) {
		rv.mu.Lock()
		c.done, c.total = done, total
		rv.mu.Unlock()
		slot.LetGo()
		if done < total && !slot.Take(ctx) {
			cancel()
		}
	})
}
