package store

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"testing"
)

// TestWriterAbandonedWriteAnswersNoOther: a write whose context ends
// while it waits in the queue returns the context's error, and the answer
// the writer later gives it reaches no other write: each of the writes
// after it gets its own outcome.
func TestWriterAbandonedWriteAnswersNoOther(t *testing.T) {
	s, err := OpenSQLite(filepath.Join(t.TempDir(), "caribe.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	w := s.w
	bg := context.Background()

	// Hold the writer inside a transaction, so that the next write waits
	// in the queue.
	started, release := make(chan struct{}), make(chan struct{})
	held := make(chan error, 1)
	go func() {
		held <- w.do(bg, func(*stmts, int64) error {
			close(started)
			<-release
			return nil
		})
	}()
	<-started

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
	if err := <-held; err != nil {
		t.Fatalf("held write: %v", err)
	}
	for i := range 200 {
		own := fmt.Errorf("outcome of write %d", i)
		if err := w.do(bg, func(*stmts, int64) error { return refuse(own) }); err != own {
			t.Fatalf("write %d = %v, want its own outcome %v", i, err, own)
		}
	}
}
