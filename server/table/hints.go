package table

import (
	"context"
	"encoding/json"
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

// Hint answers seat, deciding at version, with the move the hint bot
// would play there. A decision's hint is thought of once, whoever asks
// and however often: askers while it is under way wait for the same
// answer, later ones get it at once. A new one costs the asker one hint
// of its rate (lim.Take) and takes a place in the hint share of the bot
// workers (workers.go), refused (lim.ShareFull) when the share is full.
func (t *Table) Hint(ctx context.Context, seat, version int, lim HintLimits) (wire.Hint, error) {
	call, job, err := t.hintAt(seat, version, nil)
	if err != nil || call != nil {
		return t.awaitHint(ctx, call, err)
	}
	b := t.env.Bots
	level, spec := b.hintSpec(job.game)
	if spec == "" {
		return wire.Hint{}, refusal.New(http.StatusConflict, "this server plays no bot of %s to give hints", job.game)
	}
	if err := lim.Take(); err != nil {
		return wire.Hint{}, err
	}
	fresh := &hintCall{version: version, done: make(chan struct{})}
	if call, job, err = t.hintAt(seat, version, fresh); call != fresh {
		return t.awaitHint(ctx, call, err) // asked meanwhile by another, or no longer asked
	}
	if !b.workers.admitHint() {
		t.endHint(call, wire.Hint{}, lim.ShareFull())
		return t.awaitHint(ctx, call, nil)
	}
	t.env.Running.Go(func() { t.thinkHint(call, job, level, spec, lim.ShareFull) })
	return t.awaitHint(ctx, call, nil)
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

// hintAt checks that seat may ask a hint at version and returns the hint
// of that decision, asked already; when there is none it sets fresh as
// the decision's hint and returns it (nil: sets nothing) with what to
// think it from.
func (t *play) hintAt(seat, version int, fresh *hintCall) (*hintCall, hintJob, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	switch {
	case !t.clk.Hints:
		return nil, hintJob{}, refusal.New(http.StatusConflict, "hints are off at this table")
	case t.rec.Status != store.Running:
		return nil, hintJob{}, refusal.New(http.StatusConflict, "the table is %s: hints are given while the game goes on", t.rec.Status)
	case version != t.version():
		return nil, hintJob{}, refusal.New(http.StatusConflict, "stale hint: it was asked at version %d, the table is at version %d", version, t.version())
	}
	if a, ok := t.sess.Actor().Seat(); !ok || a != seat {
		return nil, hintJob{}, refusal.New(http.StatusConflict, "not your decision: seat %d asks, %v decides now; a hint is for the seat that decides", seat, t.sess.Actor())
	}
	if t.hint != nil && t.hint.version == version {
		return t.hint, hintJob{}, nil
	}
	job := hintJob{id: t.rec.ID, game: t.rec.Game, seat: seat, sess: t.sess.Clone(), seed: engine.SubSeed(t.rec.Seed, "hint "+strconv.Itoa(version))}
	if fresh != nil {
		t.hint = fresh
	}
	return fresh, job, nil
}

// thinkHint thinks of call's hint on a bot worker of the hint share, once
// one is free and no table's bot waits for it; it waits no longer than a
// decision may take, then refuses with full.
func (t *play) thinkHint(call *hintCall, job hintJob, level, spec string, full func() error) {
	env, b := t.env, t.env.Bots
	ctx, cancel := context.WithTimeout(env.Ctx, b.Decision())
	took := b.workers.take(ctx, hintWork)
	cancel()
	var hint wire.Hint
	var err error
	switch {
	case !took && env.Ctx.Err() != nil:
		b.workers.leave()
		err = errShuttingDown
	case !took:
		b.workers.leave()
		err = full()
	default:
		var move json.RawMessage
		move, err = b.think(env.Ctx, job.game, job.sess, spec, job.seed, env.Metrics.BotCut, env.Log)
		b.workers.done(hintWork)
		hint = wire.Hint{Version: call.version, Move: move, Level: level}
		if err != nil {
			env.Log.Error("hint not found", "table", job.id, "seat", job.seat, "bot", spec, "err", err)
		}
	}
	t.endHint(call, hint, err)
}

// errShuttingDown refuses what waits when the server closes.
var errShuttingDown = refusal.New(http.StatusServiceUnavailable, "the server is shutting down")

// endHint gives call's askers its answer; a hint not found is forgotten,
// so that the next asker tries again.
func (t *play) endHint(call *hintCall, hint wire.Hint, err error) {
	call.hint, call.err = hint, err
	if err != nil {
		t.mu.Lock()
		if t.hint == call {
			t.hint = nil
		}
		t.mu.Unlock()
	}
	close(call.done)
}

// awaitHint waits for call's answer, unless err already refuses it.
func (t *play) awaitHint(ctx context.Context, call *hintCall, err error) (wire.Hint, error) {
	if err != nil {
		return wire.Hint{}, err
	}
	select {
	case <-call.done:
		return call.hint, call.err
	case <-ctx.Done():
		return wire.Hint{}, ctx.Err()
	case <-t.env.Ctx.Done():
		return wire.Hint{}, errShuttingDown
	}
}
