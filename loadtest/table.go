package loadtest

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"time"
)

// tableRun is one table of the load test and its two players.
type tableRun struct {
	r       *runner
	id      string
	index   int
	players [2]*player
	// on are the targets of the two seats: the table is created through
	// the first, and each player joins and plays through its own.
	on [2]*target
	// moves counts the players' acknowledged moves, sent the moves sent.
	moves atomic.Int64
	sent  atomic.Int64
	over  atomic.Bool
	once  sync.Once
	// expect is the version the broadcast of the last move sent brings: a
	// player that has quit stays connected until it has seen it.
	expect atomic.Int64

	// sentAt holds when each move was sent, by its seat and the version it
	// was chosen at, until the other player receives its broadcast.
	mu     sync.Mutex
	sentAt map[sentMove]time.Time
	// arrived counts the players shown the table's state after their
	// hello, and held is a decision made before both were: it waits for
	// the second, since a move made before the other player is in reaches
	// that player only inside its state, untimed. Both guarded by mu.
	arrived int
	held    func()
}

// sentMove names a move sent: its seat and the version it was chosen at.
type sentMove struct{ seat, version int }

// placeTable gives table i's seats their targets: round-robin over the
// targets, the second seat on the next target when cross.
func (r *runner) placeTable(i int) [2]*target {
	n := len(r.targets)
	first := r.targets[i%n]
	if !r.cfg.Cross {
		return [2]*target{first, first}
	}
	return [2]*target{first, r.targets[(i+1)%n]}
}

// setup creates table i, seats both players, connects them and says
// hello. A table that cannot be set up is counted as an error, unless the
// run is stopping.
func (r *runner) setup(ctx context.Context, i int) {
	t := &tableRun{r: r, index: i, on: r.placeTable(i), sentAt: map[sentMove]time.Time{}}
	nick := fmt.Sprintf("load-%d-", i)
	id, tokenA, err := t.on[0].api.create(ctx, r.cfg.Game, r.cfg.Options, nick+"a")
	if err != nil {
		r.setupFailed(ctx, t.on[0], "create", err)
		return
	}
	t.id = id
	t.on[0].tables.Add(1)
	tokenB, err := t.on[1].api.join(ctx, id, 1, nick+"b")
	if err != nil {
		if t.on[1] != t.on[0] {
			err = fmt.Errorf("%w (the table was created through %s: crossed targets must share one database)", err, t.on[0].base)
		}
		r.setupFailed(ctx, t.on[1], "join", err)
		return
	}
	for seat, token := range []string{tokenA, tokenB} {
		tg := t.on[seat]
		conn, err := tg.api.dial(ctx, id)
		if err != nil {
			t.abandon()
			r.setupFailed(ctx, tg, "dial", err)
			return
		}
		r.conns.Add(1)
		tg.conns.Add(1)
		t.players[seat] = newPlayer(r, t, seat, conn)
		if err := t.players[seat].hello(ctx, token); err != nil {
			t.abandon()
			r.setupFailed(ctx, tg, "hello", err)
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

// setupFailed counts a failed set-up step on a target unless the run was
// stopping.
func (r *runner) setupFailed(ctx context.Context, tg *target, kind string, err error) {
	if ctx.Err() == nil {
		r.fail(tg, kind, fmt.Errorf("target %s: %w", tg.base, err))
	}
}

// markSent notes when a seat sent the move it chose at a version.
func (t *tableRun) markSent(seat, version int, at time.Time) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.sentAt[sentMove{seat, version}] = at
}

// raiseExpect notes that a move chosen at version was sent.
func (t *tableRun) raiseExpect(version int) {
	for {
		v := t.expect.Load()
		if int64(version+1) <= v || t.expect.CompareAndSwap(v, int64(version+1)) {
			return
		}
	}
}

// arrive notes that a player was shown the table's state, and makes the
// decision held for the other player, if any, once both were.
func (t *tableRun) arrive() {
	t.mu.Lock()
	t.arrived++
	var held func()
	if t.arrived == len(t.players) {
		held, t.held = t.held, nil
	}
	t.mu.Unlock()
	if held != nil {
		held()
	}
}

// hold keeps decide for when both players are in, and reports whether it
// did: false once they are, and decide is the caller's to make.
func (t *tableRun) hold(decide func()) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.arrived == len(t.players) {
		return false
	}
	t.held = decide
	return true
}

// takeSent returns and forgets when a seat sent the move it chose at a
// version; false if it sent none.
func (t *tableRun) takeSent(seat, version int) (time.Time, bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	k := sentMove{seat, version}
	at, ok := t.sentAt[k]
	delete(t.sentAt, k)
	return at, ok
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
