package table

import (
	"context"
	"net/http"

	"caribe/engine"
	"caribe/server/refusal"
	"caribe/store"
)

// Ended refuses a table whose game is not over, saying why: nobody
// reviews a live game, nor a table that expired before its game began.
func (t *Table) Ended() error {
	t.mu.Lock()
	status := t.p.rec.Status
	t.mu.Unlock()
	switch status {
	case store.Over:
		return nil
	case store.Expired:
		return refusal.New(http.StatusConflict, "the table expired before its game began: there is no game to review")
	}
	return refusal.New(http.StatusConflict, "the table has not ended: a game is reviewed once it is over")
}

// FinishedRecord is the finished game's record as the engine replays
// it: the table's game, players, options and seed, and its whole log
// (the replay's moves, undo and handover entries included).
func (t *Table) FinishedRecord(ctx context.Context) (engine.Record, error) {
	if err := t.Ended(); err != nil {
		return engine.Record{}, err
	}
	rec := t.Record()
	_, moves, err := t.p.env.Store.Table(ctx, rec.ID)
	if err != nil {
		return engine.Record{}, err
	}
	return engine.Record{Game: rec.Game, Players: rec.Players, Options: rec.Options, Seed: rec.Seed, Moves: moves}, nil
}
