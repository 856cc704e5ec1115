package table

import (
	"encoding/json"
	"fmt"

	"caribe/engine"
)

// board is the game a table's log made: the session at the table's
// version, and what of it may be taken back. It plays each entry as it
// was played live, just stored or read from the store; it knows nothing
// else of the table. Its methods are called with the table's lock held,
// or with the table not yet shared.
type board struct {
	sess engine.Session
	// ver is how many entries of the table's log the game has played.
	ver int
	// undo is what may be taken back (undo.go).
	undo undoLog
}

// played makes next, which played p for by, the game, and returns the
// entry's update.
func (b *board) played(next engine.Session, by engine.Actor, p engine.Played) update {
	before := b.sess
	b.sess = next
	b.ver++
	u := update{version: b.ver, by: by, move: p.Move, events: mustJSON(p.Events)}
	b.undo.record(by, u.version, p.Move, before, undoable(before, next, u))
	return u
}

// applyUndo makes an undo entry, stored, the table's last: the game goes
// back to what it was before the move taken back. It returns the entry's
// update.
func (b *board) applyUndo(entry json.RawMessage) update {
	tb := b.undo.takeBack()
	b.sess = tb.before
	b.ver++
	ev := []engine.Event{engine.Undone{Type: "undone", Seat: tb.seat, Undoes: tb.version, Move: tb.move}}
	return update{version: b.ver, by: engine.Actor(tb.seat), move: entry, events: mustJSON(ev)}
}

// applyHandover makes a handover entry, stored, the table's last: the
// game stays as it is, and no move before it may be taken back. It
// returns the entry's update.
func (b *board) applyHandover(entry json.RawMessage, h engine.Handover) update {
	b.ver++
	b.undo.record(engine.Actor(h.Seat), b.ver, entry, b.sess, errHandedOver)
	return handoverUpdate(b.ver, entry, h)
}

// applyLog plays stored entries from the board's version, as they were
// played live (undo and handover entries included), handing each update
// to each.
func (b *board) applyLog(entries []json.RawMessage, each func(update)) error {
	for _, e := range entries {
		n := b.ver + 1
		var u update
		if k, ok := engine.UndoOf(e); ok {
			if len(b.undo.open) == 0 || b.undo.open[len(b.undo.open)-1].version != k {
				return fmt.Errorf("entry %d takes back move %d, which may not be taken back there", n, k)
			}
			u = b.applyUndo(e)
		} else if h, ok := engine.HandoverOf(e); ok {
			u = b.applyHandover(e, h)
		} else {
			before := b.sess
			next := before.Clone()
			var err error
			if u, err = playStored(next, n, e); err != nil {
				return err
			}
			b.undo.record(u.by, n, e, before, undoable(before, next, u))
			b.sess, b.ver = next, n
		}
		each(u)
	}
	return nil
}

// scoreSheet is the result without its summary, for listings: nil while
// the game goes on.
func (b *board) scoreSheet() *engine.Result {
	if r := b.sess.Result(); r.Over {
		return &r
	}
	return nil
}

// applyLog plays stored entries on the table's board (board.applyLog),
// keeping the last Env.Recent updates for clients that reconnect and
// handing each update to each (nil: to nobody).
func (t *play) applyLog(entries []json.RawMessage, each func(update)) error {
	keep, i := len(entries)-t.env.Recent, 0
	return t.board.applyLog(entries, func(u update) {
		if i >= keep {
			t.hub.remember(u, t.env.Recent)
		}
		i++
		if each != nil {
			each(u)
		}
	})
}
