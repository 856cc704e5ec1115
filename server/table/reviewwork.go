package table

import "context"

// A review of a finished game (docs/review.md) is extra work asked by a
// client, as a hint is: it is admitted to the hint share of the bot
// workers (workers.go) and holds one place of it for its whole run, but
// holds a worker only one step (a move of the record judged) at a time,
// taking it as a hint does, when no table's bot waits for it.

// ReviewSlot is one review's place in the hint share. Only the review's
// own goroutine uses it.
type ReviewSlot struct {
	p *workers
	// held says the review holds a worker now.
	held bool
}

// AdmitReview admits a review to the hint share, unless the share is
// full or most reviews are under way already; the review ends with
// ReviewSlot.Leave.
func (b *Bots) AdmitReview(most int) (*ReviewSlot, bool) {
	p := b.workers
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.admitted >= p.share || p.reviews >= most {
		return nil, false
	}
	p.admitted++
	p.reviews++
	return &ReviewSlot{p: p}, true
}

// Take waits for a worker for the review's next step, once one is free
// and no table's bot waits for it, or until ctx ends (then it reports
// false and holds none).
func (r *ReviewSlot) Take(ctx context.Context) bool {
	r.held = r.p.take(ctx, hintWork)
	return r.held
}

// LetGo lets go of the worker the review holds, if it holds one,
// keeping its place in the share.
func (r *ReviewSlot) LetGo() {
	if r.held {
		r.held = false
		r.p.letGo(hintWork)
	}
}

// Leave ends the review: it lets go of its worker and of its place in
// the share.
func (r *ReviewSlot) Leave() {
	r.LetGo()
	r.p.mu.Lock()
	defer r.p.mu.Unlock()
	r.p.admitted--
	r.p.reviews--
}
