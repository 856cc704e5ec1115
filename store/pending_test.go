package store

import (
	"fmt"
	"slices"
	"testing"
)

// TestPending: the changes waiting for a reader are kept once each, in
// order, and give way to one "" past the buffer or after a lost
// connection.
func TestPending(t *testing.T) {
	p := &pending{wake: make(chan struct{}, 1)}
	for _, id := range []string{"a", "b", "a", "c", "b"} {
		p.add(id)
	}
	if got := p.take(); !slices.Equal(got, []string{"a", "b", "c"}) {
		t.Errorf("take = %q, want [a b c]", got)
	}
	if got := p.take(); len(got) != 0 {
		t.Errorf("take of nothing = %q", got)
	}
	for i := range changesBuffer + 1 {
		p.add(fmt.Sprint(i))
	}
	if got := p.take(); !slices.Equal(got, []string{""}) {
		t.Errorf("take after %d changes = %d ids, want only \"\"", changesBuffer+1, len(got))
	}
	p.add("a")
	p.lost()
	p.add("b")
	if got := p.take(); !slices.Equal(got, []string{""}) {
		t.Errorf("take after a lost connection = %q, want only \"\"", got)
	}
	if len(p.wake) != 1 {
		t.Error("no wake waiting after changes")
	}
}
