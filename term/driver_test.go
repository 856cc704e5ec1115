package term

import (
	"testing"
	"time"

	"caribe/term/termtest"
)

// driver runs a client without a terminal (termtest.Driver), with the
// model at hand for what the tests read of it.
type driver struct {
	t *testing.T
	m *Model
	*termtest.Driver
}

// drive starts m at w × h.
func drive(t *testing.T, m *Model, w, h int) *driver {
	t.Helper()
	t.Cleanup(m.Stop)
	return &driver{t: t, m: m, Driver: termtest.Start(m, w, h)}
}

// until feeds messages until ok holds, failing after limit.
func (d *driver) until(what string, limit time.Duration, ok func() bool) {
	d.t.Helper()
	if !d.Until(limit, ok) {
		d.t.Fatalf("%s: not within %v; the screen:\n%s", what, limit, d.m.render())
	}
}

// decidingOrOver reports whether the player must move or the game ended.
func (d *driver) decidingOrOver() bool { return d.m.deciding() || d.m.over() && len(d.m.queue) == 0 }
