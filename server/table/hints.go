package table

import (
	"context"
	"net/http"
	"slices"
	"strconv"
	"time"

	"caribe/engine"
	"caribe/server/levels"
	"caribe/server/refusal"
	"caribe/server/wire"
	"caribe/store"
)

// A table may offer hints (Clock.Hints): the seat that decides asks
// what the hard bot would play now. The bot thinks on a copy of the game,
// as a bot seat does, within the server's bot limits, on a bot worker of
// the hint share; the answer goes to the asking seat alone.

// hintLevel names the level whose bot gives hints in game: "hard" when
// the game offers it, else the hardest level it offers; "" when none.
func (b *Bots) hintLevel(game string) string {
	if b.Advisor == nil {
		return ""
	}
	offered := b.LevelsOf(game)
	switch {
	case slices.Contains(offered, "hard"):
		return "hard"
	case len(offered) > 0:
		return offered[len(offered)-1]
	}
	return ""
}

// hintSpec names the level giving hints in game and its bot spec, held to
// the server's limit; spec is "" when none.
func (b *Bots) hintSpec(game string) (level, spec string) {
	level = b.hintLevel(game)
	if level == "" {
		return "", ""
	}
	spec, err := b.Spec(game, level)
	if err != nil {
		return level, ""
	}
	return level, spec
}

// LongestHint is the longest a hint's request may wait: for a worker,
// then for the bot's thinking, each up to the bot time limit and its
// grace.
func (b *Bots) LongestHint() time.Duration { return 2 * b.Decision() }

// Decision is the longest a bot's decision may take: the time limit and
// its grace.
func (b *Bots) Decision() time.Duration { return b.MaxBudget.Time + levels.Grace }

// HintLimits are the checks of the asker's limits a new hint passes
// through: Take charges one hint to the asker's rate, ShareFull is the
// refusal when the hint share of the bot workers is full.
type HintLimits struct {
	Take      func() error
	ShareFull func() error
}

// hints is the hint of a table's latest decision asked for: thought of
// once for every asker. Its methods are called with the table's lock
// held; a hint is thought of (thinkHint) and waited for (awaitHint)
// without it.
type hints struct {
	call *hintCall
}

// Hint answers seat, deciding at version, with the move the hint bot
// would play there. A decision's hint is thought of once, whoever asks
// and however often: askers while it is under way wait for the same
// answer, later ones get it at once. A new one costs the asker one hint
// of its rate (lim.Take) and takes a place in the hint share of the bot
// workers (workers.go), refused (lim.ShareFull) when the share is full.
func (t *Table) Hint(ctx context.Context, seat, version int, lim HintLimits) (wire.Hint, error) {
	env := t.p.env
	at := func(fresh *hintCall) (*hintCall, hintJob, error) {
		t.mu.Lock()
		defer t.mu.Unlock()
		p := &t.p
		return p.hints.at(seat, version, fresh, p.rec, p.clock.clk.Hints, &p.board)
	}
	// end gives call's askers its answer; a hint not found is forgotten,
	// so that the next asker tries again.
	end := func(call *hintCall, hint wire.Hint, err error) {
		call.hint, call.err = hint, err
		if err != nil {
			t.mu.Lock()
			t.p.hints.forget(call)
			t.mu.Unlock()
		}
		close(call.done)
	}
	call, job, err := at(nil)
	if err != nil || call != nil {
		return awaitHint(ctx, env, call, err)
	}
	b := env.Bots
	level, spec := b.hintSpec(job.game)
	if spec == "" {
		return wire.Hint{}, refusal.New(http.StatusConflict, "this server plays no bot of %s to give hints", job.game)
	}
	if err := lim.Take(); err != nil {
		return wire.Hint{}, err
	}
	fresh := &hintCall{version: version, done: make(chan struct{})}
	if call, job, err = at(fresh); call != fresh {
		return awaitHint(ctx, env, call, err) // asked meanwhile by another, or no longer asked
	}
	if !b.workers.admitHint() {
		end(call, wire.Hint{}, lim.ShareFull())
		return awaitHint(ctx, env, call, nil)
	}
	env.Running.Go(func() {
		hint, err := thinkHint(env, call, job, level, spec, lim.ShareFull)
		end(call, hint, err)
	})
	return awaitHint(ctx, env, call, nil)
}

// hintCall is the hint of one decision at a table, thought of once for
// every asker: hint and err are set before done is closed.
type hintCall struct {
	version int
	done    chan struct{}
	hint    wire.Hint
	err     error
}

// hintJob is what a hint is thought of from: a copy of the game.
type hintJob struct {
	id, game string
	seat     int
	sess     engine.Session
	seed     uint64
}

// at checks that seat may ask a hint at version of table rec, whose
// hints are on or off and whose game is b, and returns the hint of that
// decision, asked already; when there is none it sets fresh as the
// decision's hint and returns it (nil: sets nothing) with what to think
// it from.
func (h *hints) at(seat, version int, fresh *hintCall, rec store.Table, on bool, b *board) (*hintCall, hintJob, error) {
	switch {
	case !on:
		return nil, hintJob{}, refusal.New(http.StatusConflict, "hints are off at this table")
	case rec.Status != store.Running:
		return nil, hintJob{}, refusal.New(http.StatusConflict, "the table is %s: hints are given while the game goes on", rec.Status)
	case version != b.ver:
		return nil, hintJob{}, refusal.New(http.StatusConflict, "stale hint: it was asked at version %d, the table is at version %d", version, b.ver)
	}
	if a, ok := b.sess.Actor().Seat(); !ok || a != seat {
		return nil, hintJob{}, refusal.New(http.StatusConflict, "not your decision: seat %d asks, %v decides now; a hint is for the seat that decides", seat, b.sess.Actor())
	}
	if h.call != nil && h.call.version == version {
		return h.call, hintJob{}, nil
	}
	job := hintJob{id: rec.ID, game: rec.Game, seat: seat, sess: b.sess.Clone(), seed: engine.SubSeed(rec.Seed, "hint "+strconv.Itoa(version))}
	if fresh != nil {
		h.call = fresh
	}
	return fresh, job, nil
}

// forget forgets call, a hint not found, if it is still the latest.
func (h *hints) forget(call *hintCall) {
	if h.call == call {
		h.call = nil
	}
}

// thinkHint thinks of call's hint on a bot worker of the hint share, once
// one is free and no table's bot waits for it; it waits no longer than a
// decision may take, then refuses with full.
func thinkHint(env *Env, call *hintCall, job hintJob, level, spec string, full func() error) (wire.Hint, error) {
	b := env.Bots
	ctx, cancel := context.WithTimeout(env.Ctx, b.Decision())
	took := b.workers.take(ctx, hintWork)
	cancel()
	switch {
	case !took && env.Ctx.Err() != nil:
		b.workers.leave()
		return wire.Hint{}, errShuttingDown
	case !took:
		b.workers.leave()
		return wire.Hint{}, full()
	}
	move, err := b.think(env.Ctx, job.game, job.sess, spec, job.seed, env.Metrics.BotCut, env.Log)
	b.workers.done(hintWork)
	if err != nil {
		env.Log.Error("hint not found", "table", job.id, "seat", job.seat, "bot", spec, "err", err)
	}
	return wire.Hint{Version: call.version, Move: move, Level: level}, err
}

// errShuttingDown refuses what waits when the server closes.
var errShuttingDown = refusal.New(http.StatusServiceUnavailable, "the server is shutting down")

// awaitHint waits for call's answer, unless err already refuses it.
func awaitHint(ctx context.Context, env *Env, call *hintCall, err error) (wire.Hint, error) {
	if err != nil {
		return wire.Hint{}, err
	}
	select {
	case <-call.done:
		return call.hint, call.err
	case <-ctx.Done():
		return wire.Hint{}, ctx.Err()
	case <-env.Ctx.Done():
		return wire.Hint{}, errShuttingDown
	}
}
