package table

import (
	"encoding/json"
	"errors"
	"fmt"

	"caribe/engine"
	"caribe/store"
)

// DefaultSnapshotEvery is how many entries apart a table's state is
// stored beside its log when server.Config.SnapshotEvery is 0, so that loading a
// table replays at most about that many entries.
const DefaultSnapshotEvery = 64

// snapshotJSON is how the server stores a table's state after an entry of
// its log: the game's whole state (engine.Session.MarshalJSON, hidden
// cards and generator included) and what the undo log knows then. A
// snapshot is taken only where no move may be taken back, so the undo log
// is whole with who made the last entry and why it may not be taken back.
// Snapshots never leave the server.
type snapshotJSON struct {
	State json.RawMessage `json:"state"`
	Last  int             `json:"last"`
	Why   string          `json:"why,omitempty"`
}

// takeSnapshot is the board's newest state from which loading needs no
// move before it: now when no move may be taken back, else the game
// before the first move that may. ok is false when that state is stored
// already, as the snapshot at version stored.
func (b *board) takeSnapshot(game string, stored int) (snap store.Snapshot, ok bool, err error) {
	sess, version := b.sess, b.ver
	if len(b.undo.open) > 0 {
		// The moves that may be taken back are replayed on load; the undo
		// log's last and why have not changed since the first of them.
		sess, version = b.undo.open[0].before, b.undo.open[0].version-1
	}
	if version <= stored {
		return store.Snapshot{}, false, nil
	}
	state, err := sess.MarshalJSON()
	if err != nil {
		return store.Snapshot{}, false, fmt.Errorf("%s: encoding the state at version %d: %w", game, version, err)
	}
	j := snapshotJSON{State: state, Last: int(b.undo.last)}
	if b.undo.why != nil {
		j.Why = b.undo.why.Error()
	}
	return store.Snapshot{Version: version, State: mustJSON(j)}, true, nil
}

// restore sets a board just made up from a stored snapshot of a game of g.
func (b *board) restore(g engine.Game, snap store.Snapshot) error {
	var j snapshotJSON
	if err := json.Unmarshal(snap.State, &j); err != nil {
		return fmt.Errorf("snapshot at version %d: %w", snap.Version, err)
	}
	sess, err := g.Load(j.State)
	if err != nil {
		return fmt.Errorf("snapshot at version %d: %w", snap.Version, err)
	}
	b.sess, b.ver = sess, snap.Version
	b.undo.last = engine.Actor(j.Last)
	if j.Why != "" {
		b.undo.why = errors.New(j.Why)
	}
	return nil
}

// snapshotDue stores the table's state when Env.SnapshotEvery entries
// have been played since its last snapshot and no move may be taken back,
// without holding the table while the store writes. A snapshot that fails
// to store is only logged: the log is whole without it.
func (t *play) snapshotDue() {
	if t.board.ver-t.snapshot < t.env.SnapshotEvery || len(t.board.undo.open) > 0 {
		return
	}
	snap, ok, err := t.board.takeSnapshot(t.rec.Game, t.snapshot)
	if err != nil {
		t.env.Log.Error("snapshot not taken", "table", t.rec.ID, "err", err)
		return
	}
	if !ok {
		return
	}
	t.snapshot = snap.Version
	id, env := t.rec.ID, t.env
	env.Running.Go(func() {
		if err := env.Store.PutSnapshot(env.Ctx, id, snap); err != nil && env.Ctx.Err() == nil {
			env.Log.Warn("snapshot not stored", "table", id, "version", snap.Version, "err", err)
		}
	})
}
