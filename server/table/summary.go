package table

import (
	"context"
	"time"

	"caribe/engine"
	"caribe/store"
)

// summaryRead bounds the read of a finished table's log for its summary.
const summaryRead = 5 * time.Second

// summaryOnce is a finished game's summary, computed once: sum is nil
// when the game does not explain its end. It is called with the table's
// lock held.
type summaryOnce struct {
	done bool
	sum  *engine.Summary
}

// of explains the finished game of table rec, a game of g (engine.Summarize),
// reading its log from st and replaying it the first time it is asked. The
// table's log replayed when it was loaded or played, so a replay fails
// only for a game without a summary (engine.ErrNoSummary); the result
// goes without then, and when the log cannot be read.
func (s *summaryOnce) of(st store.Store, g engine.Game, rec store.Table) *engine.Summary {
	if !s.done {
		s.done = true
		ctx, cancel := context.WithTimeout(context.Background(), summaryRead)
		defer cancel()
		_, moves, err := st.Table(ctx, rec.ID)
		if err != nil {
			return nil // the result goes without; the next load tries again
		}
		r := engine.Record{Game: rec.Game, Players: rec.Players, Options: rec.Options, Seed: rec.Seed, Moves: moves}
		if sum, err := engine.Summarize(g, r); err == nil {
			s.sum = &sum
		}
	}
	return s.sum
}
