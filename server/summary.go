package server

import "caribe/engine"

// summaryOnce is a finished game's summary, computed once: nil when the
// game does not explain its end.
type summaryOnce struct{ sum *engine.Summary }

// summarize explains the finished game (engine.Summarize), replaying it
// the first time it is asked. The table's log replayed when it was loaded
// or played, so a replay fails only for a game without a summary
// (engine.ErrNoSummary): the result then goes without. The caller holds
// t.mu.
func (t *table) summarize() *engine.Summary {
	if t.summary == nil {
		t.summary = &summaryOnce{}
		rec := engine.Record{Game: t.rec.Game, Players: t.rec.Players, Options: t.rec.Options, Seed: t.rec.Seed, Moves: t.moves}
		if sum, err := engine.Summarize(t.game, rec); err == nil {
			t.summary.sum = &sum
		}
	}
	return t.summary.sum
}

// scoreSheet is the result without its summary, for listings: nil while
// the game goes on.
func (t *table) scoreSheet() *engine.Result {
	if r := t.sess.Result(); r.Over {
		return &r
	}
	return nil
}
