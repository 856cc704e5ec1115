package table

import (
	"context"
	"time"

	"caribe/engine"
)

// summaryRead bounds the read of a finished table's log for its summary.
const summaryRead = 5 * time.Second

// summaryOnce is a finished game's summary, computed once: nil when the
// game does not explain its end.
type summaryOnce struct{ sum *engine.Summary }

// summarize explains the finished game (engine.Summarize), reading its
// log from the store and replaying it the first time it is asked. The
// table's log replayed when it was loaded or played, so a replay fails
// only for a game without a summary (engine.ErrNoSummary); the result
// goes without then, and when the log cannot be read. The caller holds
// t.mu.
func (t *state) summarize() *engine.Summary {
	if t.summary == nil {
		t.summary = &summaryOnce{}
		ctx, cancel := context.WithTimeout(context.Background(), summaryRead)
		defer cancel()
		_, moves, err := t.env.Store.Table(ctx, t.rec.ID)
		if err != nil {
			return nil // the result goes without; the next load tries again
		}
		rec := engine.Record{Game: t.rec.Game, Players: t.rec.Players, Options: t.rec.Options, Seed: t.rec.Seed, Moves: moves}
		if sum, err := engine.Summarize(t.game, rec); err == nil {
			t.summary.sum = &sum
		}
	}
	return t.summary.sum
}

// scoreSheet is the result without its summary, for listings: nil while
// the game goes on.
func (t *state) scoreSheet() *engine.Result {
	if r := t.sess.Result(); r.Over {
		return &r
	}
	return nil
}
