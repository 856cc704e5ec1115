package loadtest

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

func TestAwaitServing(t *testing.T) {
	r, w := io.Pipe()
	go func() {
		io.WriteString(w, "{\"level\":\"WARN\"}\ncaribe: serving on http://127.0.0.1:41234/ (database /tmp/x/caribe.db)\nlater\n")
		w.Close()
	}()
	url, err := awaitServing(r, 5*time.Second)
	if err != nil || url != "http://127.0.0.1:41234" {
		t.Errorf("%q, %v, want http://127.0.0.1:41234", url, err)
	}
	_, err = awaitServing(strings.NewReader("caribe: error: unknown flag --limit-x\n"), 5*time.Second)
	if err == nil || !strings.Contains(err.Error(), "ended before serving") || !strings.Contains(err.Error(), "unknown flag --limit-x") {
		t.Errorf("a server that ends at once: %v", err)
	}
	slow, _ := io.Pipe()
	if _, err := awaitServing(slow, 50*time.Millisecond); err == nil || !strings.Contains(err.Error(), "not serving after") {
		t.Errorf("a server that never serves: %v", err)
	}
	slow.Close()
}

// TestAwaitServingPrefersTheURL: a server that says it serves and then
// closes its standard error at once is serving, however the reader and
// the waiter are scheduled. Many waits at once make a waiter come to its
// answer late, after the reader has seen both the line and the end.
func TestAwaitServingPrefersTheURL(t *testing.T) {
	var wrong atomic.Int64
	var first atomic.Value
	var waits sync.WaitGroup
	for range 64 {
		waits.Go(func() {
			for range 300 {
				url, err := awaitServing(strings.NewReader("caribe: serving on http://127.0.0.1:41234/ (database x)\n"), time.Minute)
				if err != nil || url != "http://127.0.0.1:41234" {
					wrong.Add(1)
					first.CompareAndSwap(nil, fmt.Sprintf("%q, %v", url, err))
				}
			}
		})
	}
	waits.Wait()
	if n := wrong.Load(); n > 0 {
		t.Errorf("%d of %d servers that said they serve were taken as not serving, as %s", n, 64*300, first.Load())
	}
}
