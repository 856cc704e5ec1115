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
	// commitGap is the least time from one commit's start to the next's:
	// a write arriving sooner waits for the others that arrive meanwhile
	// and shares their commit, so that under load one sync to disk serves
	// several writes. A write arriving later is committed at once.
	commitGap = 2 * time.Millisecond
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

// writer owns the one connection that writes. It takes writes from a queue
// and commits all of those waiting in one transaction (group commit), so
// one sync to disk serves many writes.
type writer struct {
	mu     sync.RWMutex
	closed bool
	queue  chan *op
	exited chan struct{}

	conn *sql.Conn
	st   *stmts
}

// newWriter takes a connection of db for writing and starts the writer.
func newWriter(ctx context.Context, db *sql.DB) (*writer, error) {
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
		conn:   conn,
		st:     st,
	}
	go w.loop()
	return w, nil
}

// do queues run and waits until its transaction has committed or failed.
// If ctx ends first, do returns ctx's error and the write may still be
// made.
func (w *writer) do(ctx context.Context, run func(st *stmts, now int64) error) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	o := ops.Get().(*op)
	o.ctx, o.run = ctx, run
	w.mu.RLock()
	if w.closed {
		w.mu.RUnlock()
		release(o)
		return errClosed
	}
	select {
	case w.queue <- o:
	case <-ctx.Done():
		w.mu.RUnlock()
		release(o)
		return ctx.Err()
	}
	w.mu.RUnlock()
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

// close stops taking writes, waits for those queued to be answered and
// releases the connection.
func (w *writer) close() error {
	w.mu.Lock()
	if !w.closed {
		w.closed = true
		close(w.queue)
	}
	w.mu.Unlock()
	<-w.exited
	return errors.Join(w.st.close(), w.conn.Close())
}

// loop commits the queued writes in batches until the queue is closed and
// drained.
func (w *writer) loop() {
	defer close(w.exited)
	batch := make([]*op, 0, maxBatch)
	var last time.Time
	for o := range w.queue {
		if wait := commitGap - time.Since(last); wait > 0 {
			time.Sleep(wait)
		}
		last = time.Now()
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
	}
}

// commit makes the writes of batch in one transaction and answers each.
// A write that fails other than by a refusal is dropped and the others are
// tried again in a fresh transaction, so one bad write fails only itself.
func (w *writer) commit(batch []*op) {
	errs := make([]error, len(batch))
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
