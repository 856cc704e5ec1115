package loadtest

import (
	"context"
	"sync/atomic"
)

// target is one server of a run: its API client, its counters and its
// /metrics counters read before the playing phase.
type target struct {
	base string
	api  *api
	// local says the run started this server; sharesCPU that it runs in
	// the load test's own process.
	local, sharesCPU bool

	tables   atomic.Int64 // tables created through this server
	conns    atomic.Int64 // players connected to it
	moves    atomic.Int64 // moves submitted through it and acknowledged
	errCount atomic.Int64 // errors met on it

	// before holds the server's counters before the playing phase;
	// beforeErr says why they could not be read.
	before    counters
	beforeErr error
	// ramped and stopped hold the counters once every table was set up
	// and as the playing stopped, for the steady state's figure; their
	// errors say why not.
	ramped, stopped       counters
	rampedErr, stoppedErr error
}

// newTarget makes the target at base.
func newTarget(base string) *target {
	return &target{base: base, api: newAPI(base)}
}

// readBefore reads the server's counters before the playing phase.
func (tg *target) readBefore(ctx context.Context) {
	tg.before, tg.beforeErr = tg.api.counters(ctx)
}

// cpu reads the server's counters after the run and gives its CPU time
// per stored move since readBefore.
func (tg *target) cpu(ctx context.Context) ServerCPU {
	c := ServerCPU{WithClient: tg.sharesCPU}
	if tg.beforeErr != nil {
		c.Error = tg.beforeErr.Error()
		return c
	}
	after, err := tg.api.counters(ctx)
	if err != nil {
		c.Error = err.Error()
		return c
	}
	c.Seconds = after.cpuSeconds - tg.before.cpuSeconds
	c.StoredMoves = int(after.moves - tg.before.moves)
	c.perMove()
	if tg.rampedErr == nil && tg.stoppedErr == nil && tg.ramped != (counters{}) {
		steady := ServerCPU{WithClient: c.WithClient, Seconds: tg.stopped.cpuSeconds - tg.ramped.cpuSeconds,
			StoredMoves: int(tg.stopped.moves - tg.ramped.moves)}
		steady.perMove()
		c.Steady = &steady
	}
	return c
}
