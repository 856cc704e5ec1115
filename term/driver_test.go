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

// hang bounds a wait for the client, its bots included: a busy machine
// may slow them down many times over, only a hang reaches it.
const hang = 2 * time.Minute

// reviewHang bounds a wait for a review: a whole game's, of hundreds of
// moves by random bots, takes some seconds alone and many times that
// under the race detector on a busy machine.
const reviewHang = 10 * time.Minute

// until feeds messages until ok holds, failing on a hang.
func (d *driver) until(what string, ok func() bool) {
	d.t.Helper()
	d.within(what, hang, ok)
}

// within feeds messages until ok holds, failing after bound.
func (d *driver) within(what string, bound time.Duration, ok func() bool) {
	d.t.Helper()
	if !d.Until(bound, ok) {
		d.t.Fatalf("%s: not within %v; the screen:\n%s", what, bound, d.m.render())
	}
}

// decidingOrOver reports whether the player must move or the game ended.
func (d *driver) decidingOrOver() bool { return d.m.deciding() || d.m.over() && len(d.m.queue) == 0 }
