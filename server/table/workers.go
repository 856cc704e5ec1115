package table

import (
	"context"
	"slices"
	"sync"
)

// workers are the server's bot workers (server.Config.BotWorkers): the decisions
// thinking at once. A table's bot comes first: it takes a free worker, or
// waits for the next one let go of. A hint (and any other extra work asked
// by a client) is first admitted to the hint share, a few of the workers
// (hintShareOf), and refused when the share is full; once admitted it
// takes a worker only when one is free and no table's bot waits, so it
// never takes a worker a bot waits for and never holds more than the share.
type workers struct {
	// mu guards every field below; the pool owns it.
	mu sync.Mutex
	// free counts the workers nobody holds.
	free int
	// botQueue and hintQueue are those waiting for a worker, first come
	// first served within each; a worker let go of goes to a bot first.
	botQueue, hintQueue []chan struct{}
	// share bounds the hints admitted, waiting or thinking; admitted
	// counts them, and the reviews under way, each of which holds one
	// place of the share for its whole run (reviews counts those).
	share, admitted, reviews int
	// thinking counts the workers held, by kind: the pool's accounting,
	// which metrics and tests read.
	thinking [2]int
}

// The kinds of work the pool tells apart.
const (
	botWork  = 0
	hintWork = 1
)

// HintShareOf is the share of n workers that hints may take: a quarter,
// at least one.
func HintShareOf(n int) int { return max(1, n/4) }

func newWorkers(n int) *workers {
	return &workers{free: n, share: HintShareOf(n)}
}

// admitHint admits a hint to the share, or reports false when the share
// is full; an admitted hint ends with done(hintWork) once it has thought,
// or with leave if it took no worker.
func (p *workers) admitHint() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.admitted >= p.share {
		return false
	}
	p.admitted++
	return true
}

// leave gives up an admission to the hint share that never took a worker.
func (p *workers) leave() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.admitted--
}

// take waits for a worker for work of a kind, or until ctx ends: then it
// reports false and holds no worker (a hint still holds its admission).
func (p *workers) take(ctx context.Context, kind int) bool {
	p.mu.Lock()
	if p.free > 0 && (kind == botWork || len(p.botQueue) == 0) {
		p.free--
		p.thinking[kind]++
		p.mu.Unlock()
		return true
	}
	granted := make(chan struct{}, 1)
	queue := &p.botQueue
	if kind == hintWork {
		queue = &p.hintQueue
	}
	*queue = append(*queue, granted)
	p.mu.Unlock()
	select {
	case <-granted:
		return true
	case <-ctx.Done():
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if i := slices.Index(*queue, granted); i >= 0 {
		*queue = slices.Delete(*queue, i, i+1)
		return false
	}
	// The worker was handed over as ctx ended: pass it on.
	p.thinking[kind]--
	p.handOver()
	return false
}

// done lets go of a worker held for work of a kind; a hint also leaves
// the share.
func (p *workers) done(kind int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.thinking[kind]--
	if kind == hintWork {
		p.admitted--
	}
	p.handOver()
}

// letGo lets go of a worker held for work of a kind, keeping its
// admission: a review between two of its steps.
func (p *workers) letGo(kind int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.thinking[kind]--
	p.handOver()
}

// handOver gives a worker let go of to the first bot waiting, else to the
// first hint, else frees it. The caller holds p.mu.
func (p *workers) handOver() {
	switch {
	case len(p.botQueue) > 0:
		p.grant(&p.botQueue, botWork)
	case len(p.hintQueue) > 0:
		p.grant(&p.hintQueue, hintWork)
	default:
		p.free++
	}
}

// grant hands a worker to the first of a queue. The caller holds p.mu.
func (p *workers) grant(queue *[]chan struct{}, kind int) {
	first := (*queue)[0]
	*queue = (*queue)[1:]
	p.thinking[kind]++
	first <- struct{}{}
}

// held counts the workers held for work of a kind.
func (p *workers) held(kind int) int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.thinking[kind]
}
