package table

import (
	"context"
	"net/http"
	"strconv"

	"caribe/server/refusal"
	"caribe/server/wire"
	"caribe/store"
)

// finished returns the table's set-up once its game is over, and its
// description. The caller holds the table's lock.
func (t *play) finished() (store.Table, wire.TableInfo, error) {
	if t.rec.Status != store.Over {
		return store.Table{}, wire.TableInfo{}, refusal.New(http.StatusConflict, "the game is not over: a replay reveals hidden information, so it opens only at the end")
	}
	return t.rec, t.info(), nil
}

// Replay is the finished game's whole log, with the table's description.
func (t *Table) Replay(ctx context.Context) (wire.Replay, error) {
	t.mu.Lock()
	rec, info, err := t.p.finished()
	t.mu.Unlock()
	if err != nil {
		return wire.Replay{}, err
	}
	_, moves, err := t.p.env.Store.Table(ctx, rec.ID)
	if err != nil {
		return wire.Replay{}, err
	}
	return wire.Replay{Table: info, Moves: moves}, nil
}

// Frame is frame n of the finished game ("n" as given), encoded as its
// route answers it (frameJSON): as kept in cache, or else built from the
// checkpoints kept there and kept. The caller does not change it.
func (t *Table) Frame(n string, cache *ReplayCache) ([]byte, error) {
	t.mu.Lock()
	rec, info, err := t.p.finished()
	t.mu.Unlock()
	if err != nil {
		return nil, err
	}
	i, err := strconv.Atoi(n)
	if err != nil || i < 0 || i > info.Version {
		return nil, refusal.New(http.StatusBadRequest, "frame %q: give a move number from 0 to %d", n, info.Version)
	}
	if body, ok := cache.frame(rec.ID, i); ok {
		return body, nil
	}
	cp, err := cache.checkpoints(rec.ID, func() (*checkpoints, error) {
		_, moves, err := t.p.env.Store.Table(t.p.env.Ctx, rec.ID)
		if err != nil {
			return nil, err
		}
		return newCheckpoints(t.p.game, rec, moves, checkpointEvery)
	})
	if err != nil {
		return nil, err
	}
	body, err := frameJSON(cp, i, rec.Players)
	if err != nil {
		return nil, err
	}
	cache.keepFrame(rec.ID, i, body)
	return body, nil
}
