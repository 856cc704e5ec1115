package loadtest

import (
	"io"
	"strings"
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
