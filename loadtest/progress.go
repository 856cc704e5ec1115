package loadtest

import (
	"fmt"
	"io"
	"time"
)

// showProgress writes a line to w every cfg.Every: the tables playing and
// finished, the moves so far and their rate. The returned function stops it.
func (r *runner) showProgress(w io.Writer, start time.Time) (stop func()) {
	if w == nil {
		return func() {}
	}
	done, exited := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(exited)
		tick := time.NewTicker(r.cfg.Every)
		defer tick.Stop()
		last, lastAt := int64(0), start
		for {
			select {
			case <-done:
				return
			case now := <-tick.C:
				moves := r.moves.Load()
				fmt.Fprintf(w, "loadtest: %3.0fs  tables %d playing, %d finished  moves %d  %.0f/s now, %.0f/s overall  in flight %d  errors %d\n",
					now.Sub(start).Seconds(), r.active.Load(), r.finished.Load(), moves,
					float64(moves-last)/now.Sub(lastAt).Seconds(), float64(moves)/now.Sub(start).Seconds(),
					r.inflight.Load(), r.errCount.Load())
				last, lastAt = moves, now
			}
		}
	}()
	return func() {
		close(done)
		<-exited
	}
}
