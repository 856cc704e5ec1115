package loadtest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"caribe/server/wire"
)

const (
	// maxSetups bounds the tables being created and connected at once.
	maxSetups = 32
	// grace is how long moves in flight when the playing phase ends may
	// take to be broadcast before their connections are closed anyway.
	grace = 5 * time.Second
	// closeWait is how long the players' connections may take to close.
	closeWait = 10 * time.Second
)

// runner is one load test's shared state: its targets, its tables, their
// players and the counters they update.
type runner struct {
	cfg     Config
	targets []*target

	moves    atomic.Int64 // acknowledged player moves
	inflight atomic.Int64 // moves sent and not yet acknowledged
	conns    atomic.Int64 // WebSocket connections opened
	started  atomic.Int64 // tables set up and playing
	active   atomic.Int64 // tables started and not yet finished
	finished atomic.Int64 // tables whose game ended
	errCount atomic.Int64
	// ended is signalled when a table finishes.
	ended   chan struct{}
	readers sync.WaitGroup

	mu       sync.Mutex
	stopping bool
	tables   []*tableRun
	errs     map[string]int
	examples map[string]string
}

// What ended a playing phase, as Report.Ended says it.
const (
	endedByDuration   = "duration"
	endedTablesDone   = "tables done"
	endedByCancelling = "cancelled"
)

// phase is the timing of the playing phase and the moves acknowledged
// at its marks.
type phase struct {
	start, stop time.Time
	// ended says what ended it.
	ended string
	moves int64
	// targetMoves are the moves acknowledged through each target by stop.
	targetMoves []int64
	// ramped is when every table had been set up, zero if the phase
	// stopped first; rampMoves the moves acknowledged by then.
	ramped    time.Time
	rampMoves int64
}

// Run plays a load test and reports what it measured, writing a progress
// line to progress (nil: none) every few seconds. Cancelling ctx ends the
// playing phase early, as its duration does; the report still follows.
func Run(ctx context.Context, cfg Config, progress io.Writer) (rep Report, err error) {
	if err := cfg.check(); err != nil {
		return Report{}, err
	}
	if cfg.Every == 0 {
		cfg.Every = 5 * time.Second
	}
	r := &runner{cfg: cfg, ended: make(chan struct{}, 1), errs: map[string]int{}, examples: map[string]string{}}
	stored := func(ctx context.Context, t *tableRun) ([]json.RawMessage, error) { return t.storedLog(ctx) }
	if len(cfg.Targets) == 0 {
		l, err := cfg.Start()
		if err != nil {
			return Report{}, fmt.Errorf("starting a server: %w", err)
		}
		defer func() { err = errors.Join(err, l.Stop()) }()
		tg := newTarget(l.URL)
		tg.local, tg.sharesCPU = true, l.SharesCPU
		r.targets = []*target{tg}
		if l.Stored != nil {
			stored = func(ctx context.Context, t *tableRun) ([]json.RawMessage, error) { return l.Stored(ctx, t.id) }
		}
	} else {
		bases, _ := checkTargets(cfg.Targets, cfg.Cross)
		for _, base := range bases {
			u, _ := checkTarget(base)
			if err := checkResolved(ctx, u.Hostname()); err != nil {
				return Report{}, err
			}
			r.targets = append(r.targets, newTarget(base))
		}
	}
	defer func() {
		for _, tg := range r.targets {
			tg.api.close()
		}
	}()
	for _, tg := range r.targets {
		if err := r.checkGame(ctx, tg); err != nil {
			return Report{}, err
		}
		tg.readBefore(ctx)
	}
	ph := r.play(ctx, progress)
	r.closeAll()
	after := context.WithoutCancel(ctx)
	cpu := make([]ServerCPU, len(r.targets))
	for i, tg := range r.targets {
		cpu[i] = tg.cpu(after)
	}
	v := r.verify(after, stored)
	return r.report(ph, v, cpu), nil
}

// checkGame makes sure a target answers and offers the game.
func (r *runner) checkGame(ctx context.Context, tg *target) error {
	var offered []wire.GameInfo
	if err := tg.api.call(ctx, http.MethodGet, "/api/games", nil, http.StatusOK, &offered); err != nil {
		return fmt.Errorf("target %s: %w", tg.base, err)
	}
	var names []string
	for _, g := range offered {
		if g.Name == r.cfg.Game {
			if g.MinPlayers > 2 || g.MaxPlayers < 2 {
				return fmt.Errorf("game %s is not played by two", g.Name)
			}
			return nil
		}
		names = append(names, g.Name)
	}
	return fmt.Errorf("target %s: game %q is not offered (offered: %s)", tg.base, r.cfg.Game, strings.Join(names, ", "))
}

// play sets the tables up over the ramp and lets them play until every
// one has finished or the duration is up, then stops every player.
func (r *runner) play(ctx context.Context, progress io.Writer) phase {
	ph := phase{start: time.Now()}
	pctx, cancel := context.WithDeadline(ctx, ph.start.Add(r.cfg.Duration))
	defer cancel()
	stopProgress := r.showProgress(progress, ph.start)
	scheduled := make(chan struct{})
	go func() {
		r.schedule(pctx, ph.start)
		close(scheduled)
	}()
	ramping := scheduled
	ph.ended = endedTablesDone
playing:
	for ramping != nil || r.active.Load() > 0 {
		select {
		case <-pctx.Done():
			ph.ended = endedByDuration
			if ctx.Err() != nil {
				ph.ended = endedByCancelling
			}
			break playing
		case <-ramping:
			ph.ramped, ph.rampMoves = time.Now(), r.moves.Load()
			ramping = nil
			for _, tg := range r.targets {
				tg.ramped, tg.rampedErr = tg.api.counters(ctx)
			}
		case <-r.ended:
		}
	}
	ph.stop, ph.moves = time.Now(), r.moves.Load()
	for _, tg := range r.targets {
		ph.targetMoves = append(ph.targetMoves, tg.moves.Load())
		tg.stopped, tg.stoppedErr = tg.api.counters(context.WithoutCancel(ctx))
	}
	stopProgress()
	r.stop(cancel, scheduled)
	return ph
}

// schedule starts table i's set-up at start + i/Tables of the ramp, with
// at most maxSetups under way, and returns once all have ended.
func (r *runner) schedule(ctx context.Context, start time.Time) {
	var setups sync.WaitGroup
	defer setups.Wait()
	slots := make(chan struct{}, maxSetups)
	timer := time.NewTimer(0)
	defer timer.Stop()
	for i := range r.cfg.Tables {
		at := start.Add(r.cfg.Ramp * time.Duration(i) / time.Duration(r.cfg.Tables))
		timer.Reset(time.Until(at))
		select {
		case <-ctx.Done():
			return
		case <-timer.C:
		}
		select {
		case <-ctx.Done():
			return
		case slots <- struct{}{}:
		}
		setups.Go(func() {
			defer func() { <-slots }()
			r.setup(ctx, i)
		})
	}
}

// register adds a table that is ready to play, unless the run is stopping.
func (r *runner) register(t *tableRun) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.stopping {
		return false
	}
	r.tables = append(r.tables, t)
	r.started.Add(1)
	r.active.Add(1)
	return true
}

// stop ends the playing phase: no table is set up any more and every
// player stops moving.
func (r *runner) stop(cancel context.CancelFunc, scheduled <-chan struct{}) {
	r.mu.Lock()
	r.stopping = true
	r.mu.Unlock()
	cancel()
	<-scheduled
	for _, t := range r.tables {
		t.finish()
	}
}

// closeAll waits for the moves in flight to be broadcast and received by
// both players, within the grace time, then closes every connection and
// waits for the players.
func (r *runner) closeAll() {
	deadline := time.Now().Add(grace)
	for !r.settled() && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	r.eachPlayer(func(p *player) {
		if !p.isClosing() {
			p.forceClose()
		}
	})
	done := make(chan struct{})
	go func() {
		r.readers.Wait()
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(closeWait):
		r.eachPlayer((*player).forceClose)
		<-done
	}
}

// settled reports whether no move is in flight and every player has
// received the moves it awaits or is closing.
func (r *runner) settled() bool {
	if r.inflight.Load() > 0 {
		return false
	}
	all := true
	r.eachPlayer(func(p *player) { all = all && p.settled() })
	return all
}

// eachPlayer calls f for both players of every table that started.
func (r *runner) eachPlayer(f func(*player)) {
	for _, t := range r.tables {
		for _, p := range t.players {
			f(p)
		}
	}
}

// fail counts an error of a kind met on a target, keeping the first of
// each kind as an example.
func (r *runner) fail(tg *target, kind string, err error) {
	r.errCount.Add(1)
	tg.errCount.Add(1)
	r.mu.Lock()
	defer r.mu.Unlock()
	r.errs[kind]++
	if _, ok := r.examples[kind]; !ok {
		r.examples[kind] = err.Error()
	}
}
