package table

import (
	"context"
	"encoding/json"
	"fmt"

	"caribe/engine"
	"caribe/store"
)

// newTable is a table of env's for rec, a game of g, before its game is
// set up; its clock is the one stored.
func newTable(env *Env, rec store.Table, g engine.Game) *Table {
	t := &Table{}
	t.p = play{env: env, game: g, owner: t, rec: rec, board: board{undo: undoLog{window: env.UndoWindow}}, hub: newHub(env.Metrics.Connections),
		clock: clock{clk: noClock(), awayDefault: env.Bots.AwayLevel(rec.Game, rec.Seats)}}
	t.p.readClock(env.Log)
	return t
}

// Created is a table just created and stored as rec, its game sess as
// set up: not settled yet (Settle), and marked used at now.
func Created(env *Env, rec store.Table, g engine.Game, sess engine.Session) *Table {
	t := newTable(env, rec, g)
	t.p.board.sess, t.p.used = sess, env.Time()
	return t
}

// Load reads table id, a game of g, from the store: its newest snapshot
// and the entries after it, replayed as they were played live. When those
// entries take back a move from before the snapshot, or the snapshot
// cannot be read, the whole log is replayed instead. rec is the table's
// record as Latest read it, to find its game.
func Load(ctx context.Context, env *Env, rec store.Table, snap store.Snapshot, entries []json.RawMessage, g engine.Game) (*Table, error) {
	if err := checkStored(rec); err != nil {
		return nil, err
	}
	if snap.Version > 0 {
		t := newTable(env, rec, g)
		err := t.p.board.restore(g, snap)
		if err == nil {
			t.p.snapshot = snap.Version
			if err = t.p.applyLog(entries, nil); err == nil {
				return t, nil
			}
		}
		env.Log.Warn("snapshot not used: replaying the whole log", "table", rec.ID, "snapshot", snap.Version, "err", err)
	}
	rec, entries, err := env.Store.Table(ctx, rec.ID)
	if err != nil {
		return nil, err
	}
	if err := checkStored(rec); err != nil {
		return nil, err
	}
	t := newTable(env, rec, g)
	if t.p.board.sess, err = g.New(rec.Players, rec.Options, rec.Seed); err != nil {
		return nil, err
	}
	if err := t.p.applyLog(entries, nil); err != nil {
		return nil, err
	}
	return t, nil
}

// replay sets a stored table's game up and plays moves on it.
func replay(g engine.Game, rec store.Table, moves []json.RawMessage) (engine.Session, error) {
	return engine.Replay(g, engine.Record{Game: rec.Game, Players: rec.Players, Options: rec.Options, Seed: rec.Seed, Moves: moves})
}

// playStored plays a stored move, move number version, and returns it as
// an update.
func playStored(sess engine.Session, version int, move json.RawMessage) (update, error) {
	by := sess.Actor()
	played, err := sess.Play(move)
	if err != nil {
		return update{}, fmt.Errorf("move %d %s: %w", version, move, err)
	}
	return update{version: version, by: by, move: played.Move, events: mustJSON(played.Events)}, nil
}

// mustJSON encodes a value the server built, which cannot fail to encode.
func mustJSON(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		panic(fmt.Sprintf("encoding %T: %v", v, err))
	}
	return b
}
