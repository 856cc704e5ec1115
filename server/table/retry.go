package table

import (
	"context"
	"errors"
	"math/rand/v2"
	"time"

	"caribe/store"
)

// What a table tries again when it failed to store it: nothing else would
// make the table go on, since no person decides there.
const (
	RetryChance = "chance"
	RetryBot    = "bot"
	RetryStatus = "status"
	RetryClock  = "clock"
)

// The wait before trying again: retryFirst after the first failure,
// doubled after each failure in a row up to retryMax, give or take a fifth
// at random so that tables that failed together do not all try again
// together.
const (
	retryFirst = 100 * time.Millisecond
	retryMax   = 10 * time.Second
)

// retry is a table's run of failures to store what only the server plays.
type retry struct {
	// timer is set while a try waits.
	timer *time.Timer
	// what failed last, and why; attempts counts the failures in a row,
	// since the first of them.
	what     string
	err      error
	attempts int
	since    time.Time
}

// retryLater settles the table again after a wait, because what it played
// for chance, a bot or the table's status failed to store (a store
// failure, not a refusal or a shutdown). Settling again plays whatever is
// pending afresh: the chance outcome, the bot's decision, the status.
func (t *play) retryLater(what string, err error) {
	if !StoreFailure(err) || t.env.Ctx.Err() != nil || t.retry.timer != nil {
		return
	}
	wait := t.retry.fail(what, err)
	t.env.Log.Warn("not stored: trying again", "table", t.rec.ID, "what", what, "attempt", t.retry.attempts, "wait", wait, "err", err)
	o := t.owner
	t.retry.timer = time.AfterFunc(wait, func() {
		o.mu.Lock()
		defer o.unlock(nil)
		t.retry.timer = nil
		if t.env.Ctx.Err() != nil {
			return
		}
		t.env.Metrics.Retries.WithLabelValues(what).Inc()
		t.settle()
	})
}

// fail notes a failure to store what, because of err, and returns the
// wait before trying again. The caller holds the table's lock.
func (r *retry) fail(what string, err error) time.Duration {
	if r.attempts == 0 {
		r.since = time.Now().UTC()
	}
	r.attempts++
	r.what, r.err = what, err
	return backoff(r.attempts)
}

// stored ends a table's run of failures: a write for it succeeded. A try
// still waiting goes ahead, and finds nothing to do or does what is due.
// The caller holds the table's lock.
func (r *retry) stored() {
	if r.attempts > 0 {
		*r = retry{timer: r.timer}
	}
}

// backoff is the wait after failures failures in a row.
func backoff(failures int) time.Duration {
	d := retryMax
	if failures < 20 {
		d = min(retryFirst<<(failures-1), retryMax)
	}
	return time.Duration(float64(d) * (0.8 + 0.4*rand.Float64()))
}

// StoreFailure reports whether err is the store failing, rather than
// refusing a write it was right to refuse or its caller giving up.
func StoreFailure(err error) bool {
	switch {
	case err == nil,
		errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded),
		errors.Is(err, store.ErrConflict), errors.Is(err, store.ErrNotFound), errors.Is(err, store.ErrExists),
		errors.Is(err, store.ErrNickTaken):
		return false
	}
	return true
}

// RetryWhats are the things a table tries again, as counted.
var RetryWhats = []string{RetryChance, RetryBot, RetryStatus, RetryClock}
