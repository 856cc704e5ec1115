package table

import (
	"context"
	"testing"
)

// TestAReviewStepsAsideForABot: a review holds a place of the hint share
// for its whole run, never more than most at once, but a worker only a
// step at a time: a bot that waits gets the worker a step lets go of,
// before the review's next step; once it leaves, its place is free.
func TestAReviewStepsAsideForABot(t *testing.T) {
	b := &Bots{workers: newWorkers(1)}
	p := b.workers
	if _, ok := b.AdmitReview(0); ok {
		t.Fatal("a review admitted when none may be computed")
	}
	r, ok := b.AdmitReview(1)
	if !ok {
		t.Fatal("a review of an idle pool is refused")
	}
	if p.admitHint() {
		t.Fatal("a hint admitted beyond the share a review holds")
	}
	if !r.Take(context.Background()) {
		t.Fatal("the review's first step found no worker of an idle pool")
	}
	botted := make(chan bool)
	go func() { botted <- p.take(context.Background(), botWork) }()
	waitQueued(t, p, 1, 0)
	r.LetGo()
	if !<-botted {
		t.Fatal("the bot waiting got no worker")
	}
	stepped := make(chan bool)
	go func() { stepped <- r.Take(context.Background()) }()
	waitQueued(t, p, 0, 1)
	if got := p.held(botWork); got != 1 {
		t.Fatalf("%d workers held by bots while the review waits, want 1", got)
	}
	p.done(botWork)
	if !<-stepped || p.held(hintWork) != 1 {
		t.Fatal("the review's next step got no worker once the bot was done")
	}
	r.Leave()
	if p.held(hintWork) != 0 || !p.admitHint() {
		t.Fatal("a review that left still holds its worker or its place in the share")
	}
}
