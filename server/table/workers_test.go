package table

import (
	"context"
	"testing"
	"time"
)

// queued counts those waiting for a worker, bots and hints.
func (p *workers) queued() (bots, hints int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.botQueue), len(p.hintQueue)
}

// waitQueued waits until the pool has bots and hints waiting.
func waitQueued(t *testing.T, p *workers, bots, hints int) {
	t.Helper()
	for end := time.Now().Add(time.Minute); time.Now().Before(end); time.Sleep(time.Millisecond) {
		if b, h := p.queued(); b == bots && h == hints {
			return
		}
	}
	b, h := p.queued()
	t.Fatalf("%d bots and %d hints wait, want %d and %d", b, h, bots, hints)
}

// TestABotNeverWaitsBehindAHint: hints hold at most their share of the
// workers, the rest stay the bots'; a worker let go of goes to a bot
// waiting before a hint that waited longer; a hint that gives up waiting
// holds nothing.
func TestABotNeverWaitsBehindAHint(t *testing.T) {
	p := newWorkers(4)
	if !p.admitHint() || !p.take(context.Background(), hintWork) {
		t.Fatal("a hint of an idle pool is refused")
	}
	if p.admitHint() {
		t.Fatal("a second hint is admitted beyond the share of one worker in four")
	}
	for i := range 3 {
		ctx, cancel := context.WithCancel(context.Background())
		cancel() // a bot that found no worker free would give up at once
		if !p.take(ctx, botWork) {
			t.Fatalf("bot %d waits while a hint holds one worker of four", i)
		}
	}
	p.done(hintWork)
	if !p.admitHint() {
		t.Fatal("a hint is refused once the share is free")
	}
	if !p.take(context.Background(), hintWork) {
		t.Fatal("the free worker is refused to a hint")
	}
	p.done(hintWork)
	// Every worker held by bots: a hint queues, then a bot.
	p.take(context.Background(), botWork)
	p.admitHint()
	hinted, botted := make(chan bool), make(chan bool)
	go func() { hinted <- p.take(context.Background(), hintWork) }()
	waitQueued(t, p, 0, 1)
	go func() { botted <- p.take(context.Background(), botWork) }()
	waitQueued(t, p, 1, 1)
	p.done(botWork)
	if !<-botted {
		t.Fatal("the bot got no worker")
	}
	if b, h := p.queued(); b != 0 || h != 1 || p.held(hintWork) != 0 {
		t.Fatalf("after a worker was let go of: %d bots and %d hints wait, %d hints think; want the bot served first", b, h, p.held(hintWork))
	}
	p.done(botWork)
	if !<-hinted || p.held(hintWork) != 1 {
		t.Fatal("the hint got no worker once no bot waited")
	}
	p.done(hintWork)
	p.take(context.Background(), botWork)
	p.admitHint()
	ctx, cancel := context.WithCancel(context.Background())
	gaveUp := make(chan bool)
	go func() { gaveUp <- p.take(ctx, hintWork) }()
	waitQueued(t, p, 0, 1)
	cancel()
	if <-gaveUp {
		t.Fatal("a hint that gave up waiting holds a worker")
	}
	p.leave()
	p.done(botWork)
	if b, h := p.queued(); b != 0 || h != 0 {
		t.Errorf("%d bots and %d hints still wait", b, h)
	}
	if p.held(botWork) != 3 || p.free != 1 || p.admitted != 0 {
		t.Errorf("the pool's accounting: %d bots, %d free, %d hints admitted; want 3, 1, 0", p.held(botWork), p.free, p.admitted)
	}
}
