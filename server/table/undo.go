package table

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"time"

	"caribe/engine"
	"caribe/server/refusal"
	"caribe/store"
)

// DefaultUndoWindow is how long caribe serve holds a chance outcome that
// follows a move its player may take back (La Tortuga's turtle, chosen
// before its first die), so that the player can take it back.
const DefaultUndoWindow = 3 * time.Second

// takeBack is a move its seat may still take back: its entry's version,
// the seat, the move, and the game as it was before it.
type takeBack struct {
	version int
	seat    int
	move    json.RawMessage
	before  engine.Session
}

// undoLog is what a table knows of the moves that may be taken back: one
// seat's moves since anything else happened, each of which revealed
// nothing random or hidden (engine.CheckUndo). Every entry of the log
// passes through record or takeBack, live or replayed at start, so the
// same log gives the same undoLog.
type undoLog struct {
	// open holds the moves that may be taken back, oldest first.
	open []takeBack
	// last is who made the last entry standing when open is empty, and
	// why could not be taken back (nil with no entry: nothing to undo).
	last engine.Actor
	why  error
	// window is the server's UndoWindow.
	window time.Duration
	// hold is the version at which a chance outcome waits for the window,
	// held while it runs; timer ends it.
	hold  int
	held  bool
	timer *time.Timer
}

// Why an undo is refused, beyond the game's own reasons.
var (
	errNothingToUndo = refusal.New(http.StatusConflict, "nothing to undo: no move of yours is left to take back this turn")
	errChanceSince   = refusal.New(http.StatusConflict, "cannot undo: chance has played since (a die rolled, a card drawn), and what chance reveals is never taken back")
	errOtherMoved    = refusal.New(http.StatusConflict, "cannot undo: another player has moved since, and a move is taken back only before anyone else decides")
)

// record notes move, an entry played by by at version from the game
// before: a chance outcome, or a seat's move that may (why nil) or may not
// be taken back.
func (u *undoLog) record(by engine.Actor, version int, move json.RawMessage, before engine.Session, why error) {
	seat, ok := by.Seat()
	if !ok || why != nil || (len(u.open) > 0 && u.open[0].seat != seat) {
		u.open = u.open[:0]
	}
	if ok && why == nil {
		u.open = append(u.open, takeBack{version: version, seat: seat, move: move, before: before})
		return
	}
	u.last, u.why = by, why
}

// takeBack pops the last move that may be taken back and returns it.
func (u *undoLog) takeBack() takeBack {
	tb := u.open[len(u.open)-1]
	u.open = u.open[:len(u.open)-1]
	if len(u.open) == 0 {
		u.last, u.why = engine.Actor(tb.seat), nil
	}
	u.stopHold()
	return tb
}

// stopHold ends a hold of chance.
func (u *undoLog) stopHold() {
	if u.timer != nil {
		u.timer.Stop()
		u.timer = nil
	}
	u.held = false
}

// refusal says why seat may not take a move back now, nil when it may.
// actor decides now, at version.
func (u *undoLog) refusal(seat int, actor engine.Actor, version int) error {
	if len(u.open) > 0 {
		top := u.open[len(u.open)-1]
		switch {
		case top.seat != seat:
			return refusal.New(http.StatusConflict, "not your move to take back: seat %d played the last move, and only its player takes it back", top.seat)
		case actor == engine.Actor(seat):
			return nil
		case actor == engine.Chance && u.window > 0 && (u.hold != version || u.held):
			return nil
		}
		return errChanceSince
	}
	switch {
	case u.last == engine.Chance:
		return errChanceSince
	case u.last != engine.Actor(seat):
		if _, ok := u.last.Seat(); ok {
			return errOtherMoved
		}
		return errNothingToUndo
	case u.why == nil:
		return errNothingToUndo
	}
	return refusal.New(http.StatusConflict, "cannot undo: %v", u.why)
}

// canUndo tells whether seat may take a move back now. The caller holds
// t.mu.
func (t *state) canUndo(seat int) bool {
	return seat >= 0 && t.rec.Status == store.Running && t.undo.refusal(seat, t.sess.Actor(), t.version()) == nil
}

// holdChance reports whether the chance outcome due now waits, so that the
// person whose move led to it may take the move back within the server's
// window; it starts the wait the first time it is asked at a version. The
// caller holds t.mu.
func (t *play) holdChance() bool {
	u := &t.undo
	if t.env.UndoWindow <= 0 || len(u.open) == 0 || t.rec.Seats[u.open[len(u.open)-1].seat].Bot != "" {
		return false
	}
	if u.hold == t.version() {
		return u.held
	}
	v := t.version()
	u.hold, u.held = v, true
	u.timer = time.AfterFunc(t.env.UndoWindow, func() {
		t.mu.Lock()
		defer t.unlock(nil)
		if t.undo.hold != v || !t.undo.held || t.env.Ctx.Err() != nil {
			return
		}
		t.undo.held, t.undo.timer = false, nil
		t.settle()
	})
	return true
}

// Undo takes back seat's last move, chosen at version: it appends the
// undo entry to the store, makes the game what it was before the move and
// tells every client. It returns the table's version after it; on a
// refusal nothing changes.
func (t *Table) Undo(ctx context.Context, seat, version int) (_ int, err error) {
	t.mu.Lock()
	defer t.unlock(&err)
	switch {
	case t.rec.Status == store.Open:
		return t.version(), refusal.New(http.StatusConflict, "the table is waiting for players: there is no move to take back")
	case t.rec.Status == store.Over:
		return t.version(), refusal.New(http.StatusConflict, "the game is over: its moves stand")
	case version != t.version():
		return t.version(), refusal.New(http.StatusConflict, "stale undo: it was asked at version %d, the table is at version %d", version, t.version())
	}
	if err := t.undo.refusal(seat, t.sess.Actor(), t.version()); err != nil {
		return t.version(), err
	}
	if err := t.outOfTime(seat, t.env.clockNow()); err != nil {
		return t.version(), err
	}
	top := t.undo.open[len(t.undo.open)-1]
	entry := engine.UndoEntry(top.version)
	if err := t.append(ctx, entry, engine.Actor(seat), top.before, nil); err != nil {
		var stale staleError
		if errors.As(err, &stale) {
			t.settle()
		}
		return t.version(), err
	}
	u := t.applyUndo(entry)
	t.touch(t.env.Time())
	t.remember(u, t.env.Recent)
	t.broadcast(u)
	t.tellClock()
	t.settle()
	return t.version(), nil
}

// applyUndo makes an undo entry, stored, the table's last: the game goes
// back to what it was before the move taken back. It returns the entry's
// update. The caller holds t.mu.
func (t *state) applyUndo(entry json.RawMessage) update {
	tb := t.undo.takeBack()
	t.sess = tb.before
	t.ver++
	ev := []engine.Event{engine.Undone{Type: "undone", Seat: tb.seat, Undoes: tb.version, Move: tb.move}}
	return update{version: t.version(), by: engine.Actor(tb.seat), move: entry, events: mustJSON(ev)}
}

// applyLog plays stored entries on a table from its version, as they
// were played live (undo and handover entries included; the seats a
// handover changed come with the table's record), keeping the last Env.Recent
// updates for clients that reconnect and handing each update to each
// (nil: to nobody). The caller holds t.mu, or has the table to itself.
func (t *state) applyLog(entries []json.RawMessage, each func(update)) error {
	keep := len(entries) - t.env.Recent
	for i, e := range entries {
		n := t.ver + 1
		var u update
		if k, ok := engine.UndoOf(e); ok {
			if len(t.undo.open) == 0 || t.undo.open[len(t.undo.open)-1].version != k {
				return fmt.Errorf("entry %d takes back move %d, which may not be taken back there", n, k)
			}
			u = t.applyUndo(e)
		} else if h, ok := engine.HandoverOf(e); ok {
			u = t.applyHandover(e, h)
		} else {
			before := t.sess
			next := before.Clone()
			var err error
			if u, err = playStored(next, n, e); err != nil {
				return err
			}
			t.undo.record(u.by, n, e, before, undoable(before, next, u))
			t.sess, t.ver = next, n
		}
		if i >= keep {
			t.remember(u, t.env.Recent)
		}
		if each != nil {
			each(u)
		}
	}
	return nil
}

// undoable says whether a seat's move, played from before to after, may
// be taken back: nil, or why not.
func undoable(before, after engine.Session, u update) error {
	if u.by == engine.Chance {
		return engine.ErrChanceUndo
	}
	return engine.CheckUndo(before, after, u.move)
}

// undoneUpdate is the update of entry n of a stored log, which takes back
// move undoes; sess is the game after it.
func undoneUpdate(sess engine.Session, entries []json.RawMessage, n, undoes int) update {
	seat, _ := sess.Actor().Seat()
	ev := []engine.Event{engine.Undone{Type: "undone", Seat: seat, Undoes: undoes, Move: entries[undoes-1]}}
	return update{version: n, by: sess.Actor(), move: entries[n-1], events: mustJSON(ev)}
}
