package loadtest

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
)

// tableRun is one table of the load test and its two players.
type tableRun struct {
	r       *runner
	id      string
	index   int
	players [2]*player
	// moves counts the players' acknowledged moves, sent the moves sent.
	moves atomic.Int64
	sent  atomic.Int64
	over  atomic.Bool
	once  sync.Once
}

// setup creates table i, seats both players, connects them and says
// hello. A table that cannot be set up is counted as an error, unless the
// run is stopping.
func (r *runner) setup(ctx context.Context, i int) {
	t := &tableRun{r: r, index: i}
	nick := fmt.Sprintf("load-%d-", i)
	id, tokenA, err := r.api.create(ctx, r.cfg.Game, r.cfg.Options, nick+"a")
	if err != nil {
		r.setupFailed(ctx, "create", err)
		return
	}
	t.id = id
	tokenB, err := r.api.join(ctx, id, 1, nick+"b")
	if err != nil {
		r.setupFailed(ctx, "join", err)
		return
	}
	for seat, token := range []string{tokenA, tokenB} {
		conn, err := r.api.dial(ctx, id)
		if err != nil {
			t.abandon()
			r.setupFailed(ctx, "dial", err)
			return
		}
		r.conns.Add(1)
		t.players[seat] = newPlayer(r, t, seat, conn)
		if err := t.players[seat].hello(ctx, token); err != nil {
			t.abandon()
			r.setupFailed(ctx, "hello", err)
			return
		}
	}
	if !r.register(t) {
		t.abandon()
		return
	}
	for _, p := range t.players {
		r.readers.Add(1)
		go p.read()
	}
}

// setupFailed counts a failed set-up step unless the run was stopping.
func (r *runner) setupFailed(ctx context.Context, kind string, err error) {
	if ctx.Err() == nil {
		r.fail(kind, err)
	}
}

// abandon closes the connections of a table that never started playing.
func (t *tableRun) abandon() {
	for _, p := range t.players {
		if p != nil {
			p.forceClose()
		}
	}
}

// gameOver counts the table's game as played to its end, once, and
// finishes the table.
func (t *tableRun) gameOver() {
	if t.over.CompareAndSwap(false, true) {
		t.r.finished.Add(1)
	}
	t.finish()
}

// finish ends the table once: its players make no more moves and close
// their connections.
func (t *tableRun) finish() {
	t.once.Do(func() {
		t.r.active.Add(-1)
		select {
		case t.r.ended <- struct{}{}:
		default:
		}
		for _, p := range t.players {
			p.shutdown()
		}
	})
}
