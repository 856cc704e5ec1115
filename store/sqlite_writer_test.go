package store

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestWriterAbandonedWriteAnswersNoOther: a write whose context ends
// while it waits in the queue returns the context's error, and the answer
// the writer later gives it reaches no other write: each of the writes
// after it gets its own outcome.
func TestWriterAbandonedWriteAnswersNoOther(t *testing.T) {
	w := openWriter(t)
	bg := context.Background()

	// Hold the writer's goroutine inside a transaction, so that the next
	// write, which cannot be committed alone meanwhile, waits in the
	// queue.
	held, release := holdWriter(w)

	abandoned := errors.New("the abandoned write's outcome")
	ctx, cancel := context.WithCancel(bg)
	gone := make(chan error, 1)
	go func() { gone <- w.do(ctx, func(*stmts, int64) error { return refuse(abandoned) }) }()
	for len(w.queue) == 0 {
		select {
		case err := <-gone:
			t.Fatalf("the write returned %v before its context ended", err)
		default:
		}
	}
	cancel()
	if err := <-gone; !errors.Is(err, context.Canceled) {
		t.Fatalf("abandoned write = %v, want context.Canceled", err)
	}
	close(release)
	if err := <-held.done; err != nil {
		t.Fatalf("held write: %v", err)
	}
	for i := range 200 {
		own := fmt.Errorf("outcome of write %d", i)
		if err := w.do(bg, func(*stmts, int64) error { return refuse(own) }); err != own {
			t.Fatalf("write %d = %v, want its own outcome %v", i, err, own)
		}
	}
}

// TestWriterIdleCommitsInCaller: a write made while no other is being
// committed or waits is committed by its caller's goroutine, not handed
// to the writer's; one made while the writer's goroutine commits waits
// for it and is committed there.
func TestWriterIdleCommitsInCaller(t *testing.T) {
	w := openWriter(t)
	bg := context.Background()
	committedIn := func() string {
		var where string
		if err := w.do(bg, func(*stmts, int64) error {
			where = committer()
			return nil
		}); err != nil {
			t.Error(err)
		}
		return where
	}
	if where := committedIn(); where != "caller" {
		t.Fatalf("a write to an idle writer was committed by the %s's goroutine, want the caller's", where)
	}

	held, release := holdWriter(w)
	where := make(chan string, 1)
	go func() { where <- committedIn() }()
	for len(w.queue) == 0 {
	}
	close(release)
	if err := <-held.done; err != nil {
		t.Fatalf("held write: %v", err)
	}
	if got := <-where; got != "writer" {
		t.Fatalf("a write made while the writer committed was committed by the %s's goroutine, want the writer's", got)
	}
}

// committer names whose goroutine runs it: the writer's, or a caller's.
func committer() string {
	buf := make([]byte, 64<<10)
	if strings.Contains(string(buf[:runtime.Stack(buf, false)]), "store.(*writer).loop") {
		return "writer"
	}
	return "caller"
}

// openWriter is the writer of a fresh store, closed with the test.
func openWriter(t *testing.T) *writer {
	s, err := OpenSQLite(filepath.Join(t.TempDir(), "caribe.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s.w
}

// holdWriter queues a write, as do queues one, that holds the writer's
// goroutine inside its transaction until release is closed, and returns
// once the transaction has started; held.done then gets its outcome.
func holdWriter(w *writer) (held *op, release chan struct{}) {
	started := make(chan struct{})
	release = make(chan struct{})
	held = &op{ctx: context.Background(), done: make(chan error, 1), run: func(*stmts, int64) error {
		close(started)
		<-release
		return nil
	}}
	w.queue <- held
	<-started
	return held, release
}
