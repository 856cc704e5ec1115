package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sync"
	"time"
)

const (
	// queueLen is how many writes may wait for the writer before callers
	// block.
	queueLen = 4096
	// maxBatch is the most writes committed in one transaction.
	maxBatch = 1024
	// fullSyncGap is, with SyncFull, the least time from one commit's
	// start to the next's: a write arriving sooner waits for the others
	// that arrive meanwhile and shares their commit, so that under load
	// one sync to disk serves several writes. A write arriving later is
	// committed at once. With SyncNormal a commit syncs nothing and there
	// is no gap: a write never waits for a timer.
	fullSyncGap = 2 * time.Millisecond
)

var errClosed = errors.New("store: closed")

// op is one write waiting for the writer. run does the write inside the
// writer's transaction, with now as the time in unix milliseconds; it
// returns a refusal, having written nothing, when the write is not to be
// made. done receives the write's outcome once its transaction has
// committed or failed.
type op struct {
	ctx  context.Context
	run  func(st *stmts, now int64) error
	done chan error
}

// ops keeps the ops whose outcome was taken, each with its channel, so
// that a write allocates neither. An op goes back only once do has
// received its outcome: then the writer is done with it.
var ops = sync.Pool{New: func() any { return &op{done: make(chan error, 1)} }}

// release empties o and puts it back for another write.
func release(o *op) {
	o.ctx, o.run = nil, nil
	ops.Put(o)
}

// refusal is a write's answer that it will not be made, given before it
// wrote anything, so the rest of its transaction stands.
type refusal struct{ error }

// refuse wraps err as a refusal.
func refuse(err error) error { return refusal{err} }

// refused says whether err is a refusal, and why.
func refused(err error) (error, bool) {
	var r refusal
	if errors.As(err, &r) {
		return r.error, true
	}
	return nil, false
}

// writer owns the one connection that writes. A write made while no
// other is being committed or waits is committed at once by its caller's
// goroutine, without handing it to another; the others wait in a queue
// for the writer's goroutine, which commits all of those waiting in one
// transaction (group commit), so one sync to disk serves many writes.
type writer struct {
	// gate guards closed and the sending on queue: do holds it for
	// reading while it queues a write or commits its own, close for
	// writing to stop both.
	gate   sync.RWMutex
	closed bool
	queue  chan *op
	exited chan struct{}
	// gap is the least time from one commit's start to the next's
	// (fullSyncGap with SyncFull, else 0).
	gap time.Duration

	// committing is held by whoever commits a batch, the writer's
	// goroutine or a caller committing its own write; it guards the
	// fields below it and the connection.
	committing sync.Mutex
	// last is when the last commit started.
	last time.Time
	// errs holds the outcomes of the batch being committed.
	errs []error

	conn *sql.Conn
	st   *stmts
}

// newWriter takes a connection of db for writing and starts the writer,
// which leaves gap from one commit's start to the next's.
func newWriter(ctx context.Context, db *sql.DB, gap time.Duration) (*writer, error) {
	conn, err := db.Conn(ctx)
	if err != nil {
		return nil, err
	}
	st, err := prepare(ctx, conn)
	if err != nil {
		conn.Close()
		return nil, err
	}
	w := &writer{
		queue:  make(chan *op, queueLen),
		exited: make(chan struct{}),
		gap:    gap,
		errs:   make([]error, 0, maxBatch),
		conn:   conn,
		st:     st,
	}
	go w.loop()
	return w, nil
}

// do makes run in a transaction and waits until that has committed or
// failed: at once in this goroutine when the writer is idle, else queued
// for the writer's goroutine. If ctx ends while the write waits in the
// queue, do returns ctx's error and the write may still be made.
func (w *writer) do(ctx context.Context, run func(st *stmts, now int64) error) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	o := ops.Get().(*op)
	o.ctx, o.run = ctx, run
	w.gate.RLock()
	if w.closed {
		w.gate.RUnlock()
		release(o)
		return errClosed
	}
	if w.commitAlone(o) {
		w.gate.RUnlock()
		err := <-o.done
		release(o)
		return err
	}
	select {
	case w.queue <- o:
	case <-ctx.Done():
		w.gate.RUnlock()
		release(o)
		return ctx.Err()
	}
	w.gate.RUnlock()
	select {
	case err := <-o.done:
		release(o)
		return err
	case <-ctx.Done():
		select {
		case err := <-o.done:
			release(o)
			return err
		default:
			// The writer still holds o and will answer it: o is left
			// to the garbage collector, not put back.
			return ctx.Err()
		}
	}
}

// commitAlone commits o at once, in the caller's goroutine, if no other
// write is being committed or waits and the gap since the last commit is
// over; it reports whether it did, o's outcome then being on o.done.
func (w *writer) commitAlone(o *op) bool {
	if len(w.queue) > 0 || !w.committing.TryLock() {
		return false
	}
	defer w.committing.Unlock()
	if len(w.queue) > 0 || time.Since(w.last) < w.gap {
		return false
	}
	w.last = time.Now()
	w.commit([]*op{o})
	return true
}

// close stops taking writes, waits for those queued to be answered and
// releases the connection.
func (w *writer) close() error {
	w.gate.Lock()
	if !w.closed {
		w.closed = true
		close(w.queue)
	}
	w.gate.Unlock()
	<-w.exited
	return errors.Join(w.st.close(), w.conn.Close())
}

// loop commits the queued writes in batches until the queue is closed and
// drained.
func (w *writer) loop() {
	defer close(w.exited)
	batch := make([]*op, 0, maxBatch)
	for o := range w.queue {
		w.committing.Lock()
		if wait := w.gap - time.Since(w.last); wait > 0 {
			time.Sleep(wait)
		}
		w.last = time.Now()
		batch = append(batch[:0], o)
	fill:
		for len(batch) < maxBatch {
			select {
			case o, ok := <-w.queue:
				if !ok {
					break fill
				}
				batch = append(batch, o)
			default:
				break fill
			}
		}
		w.commit(batch)
		w.committing.Unlock()
	}
}

// commit makes the writes of batch in one transaction and answers each.
// A write that fails other than by a refusal is dropped and the others are
// tried again in a fresh transaction, so one bad write fails only itself.
// The caller holds committing.
func (w *writer) commit(batch []*op) {
	errs := w.errs[:len(batch)]
	clear(errs)
	for {
		failed, err := w.try(batch, errs)
		if err != nil {
			for i := range errs {
				if errs[i] == nil {
					errs[i] = err
				}
			}
			break
		}
		if failed < 0 {
			break
		}
	}
	for i, o := range batch {
		o.done <- errs[i]
	}
}

// try runs in one transaction the writes of batch that have no outcome in
// errs yet, recording refusals and cancellations there. If a write fails,
// try rolls back, records the failure and returns the write's index;
// otherwise it commits and returns -1, or the error that stopped the
// transaction as a whole.
func (w *writer) try(batch []*op, errs []error) (int, error) {
	ctx := context.Background()
	if _, err := w.st.begin.ExecContext(ctx); err != nil {
		w.rollback()
		return -1, fmt.Errorf("store: begin: %w", err)
	}
	now := time.Now().UnixMilli()
	for i, o := range batch {
		if errs[i] != nil {
			continue
		}
		if err := o.ctx.Err(); err != nil {
			errs[i] = err
			continue
		}
		err := o.run(w.st, now)
		if err == nil {
			continue
		}
		if why, ok := refused(err); ok {
			errs[i] = why
			continue
		}
		errs[i] = err
		w.rollback()
		return i, nil
	}
	if _, err := w.st.commit.ExecContext(ctx); err != nil {
		w.rollback()
		return -1, fmt.Errorf("store: commit: %w", err)
	}
	return -1, nil
}

// rollback ends the connection's transaction, if it is still in one, so
// that the next batch starts afresh. SQLite rolls back by itself on some
// errors, and then ROLLBACK fails saying only that no transaction is
// active, so its error is of no use.
func (w *writer) rollback() {
	w.st.rollback.ExecContext(context.Background())
}
