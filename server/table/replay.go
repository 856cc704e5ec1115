package table

import (
	"context"
	"encoding/json"
	"net/http"
	"strconv"

	"caribe/engine"
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

// Frame is frame n of the finished game ("n" as given), from its
// checkpoints kept in cache.
func (t *Table) Frame(n string, cache *ReplayCache) (wire.Frame, error) {
	t.mu.Lock()
	rec, info, err := t.p.finished()
	t.mu.Unlock()
	if err != nil {
		return wire.Frame{}, err
	}
	i, err := strconv.Atoi(n)
	if err != nil || i < 0 || i > info.Version {
		return wire.Frame{}, refusal.New(http.StatusBadRequest, "frame %q: give a move number from 0 to %d", n, info.Version)
	}
	cp, err := cache.checkpoints(rec.ID, func() (*checkpoints, error) {
		_, moves, err := t.p.env.Store.Table(t.p.env.Ctx, rec.ID)
		if err != nil {
			return nil, err
		}
		return newCheckpoints(t.p.game, rec, moves, checkpointEvery)
	})
	if err != nil {
		return wire.Frame{}, err
	}
	return frameOf(cp, i, rec.Players)
}

// frameOf is frame n of a finished game of players players: the game after
// its first n entries, revealed, and the last entry's update.
func frameOf(cp *checkpoints, n, players int) (wire.Frame, error) {
	f := wire.Frame{Version: n, Of: len(cp.entries)}
	var sess engine.Session
	var err error
	if n == 0 {
		sess, err = cp.game(0)
	} else {
		var u update
		sess, u, err = cp.frame(n)
		f.By, f.Move, f.Events = &u.by, u.move, u.events
	}
	if err != nil {
		return wire.Frame{}, err
	}
	if err := showFrame(&f, sess, players); err != nil {
		return wire.Frame{}, err
	}
	return f, nil
}

// revealed is the whole state without the generator, from which the seed
// could be worked back.
func revealed(sess engine.Session) (json.RawMessage, error) {
	data, err := sess.MarshalJSON()
	if err != nil {
		return nil, err
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil {
		return nil, err
	}
	delete(fields, "rng")
	return json.Marshal(fields)
}

// showFrame fills f with the game sess as a frame shows it: the whole state
// revealed (the generator left out), who decides, the result, and every
// view.
func showFrame(f *wire.Frame, sess engine.Session, players int) error {
	var err error
	if f.State, err = revealed(sess); err != nil {
		return err
	}
	f.Actor, f.Result = sess.Actor(), sess.Result()
	f.Public = mustJSON(sess.View(-1))
	for seat := range players {
		f.Views = append(f.Views, mustJSON(sess.View(seat)))
	}
	return nil
}
