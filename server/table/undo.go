package table

import (
	"context"
	"encoding/json"
	"errors"
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
// same log gives the same undoLog. The board holds it; its methods are
// called with the table's lock held.
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
		if top.seat != seat {
			return refusal.New(http.StatusConflict, "not your move to take back: seat %d played the last move, and only its player takes it back", top.seat)
		}
		if s, ok := u.undoer(actor, version); ok && s == seat {
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

// undoer is the seat that may take its last move back now, when actor
// decides at version; false when none may.
func (u *undoLog) undoer(actor engine.Actor, version int) (int, bool) {
	if len(u.open) == 0 {
		return 0, false
	}
	top := u.open[len(u.open)-1]
	if actor == engine.Actor(top.seat) || actor == engine.Chance && u.window > 0 && (u.hold != version || u.held) {
		return top.seat, true
	}
	return 0, false
}

// holdChance reports whether the chance outcome due now waits, so that the
// person whose move led to it may take the move back within the server's
// window; it starts the wait the first time it is asked at a version.
func (t *play) holdChance() bool {
	u := &t.board.undo
	if t.env.UndoWindow <= 0 || len(u.open) == 0 || t.rec.Seats[u.open[len(u.open)-1].seat].Bot != "" {
		return false
	}
	if u.hold == t.board.ver {
		return u.held
	}
	v, o := t.board.ver, t.owner
	u.hold, u.held = v, true
	u.timer = time.AfterFunc(t.env.UndoWindow, func() {
		o.mu.Lock()
		defer o.unlock(nil)
		if u.hold != v || !u.held || t.env.Ctx.Err() != nil {
			return
		}
		u.held, u.timer = false, nil
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
	p := &t.p
	switch {
	case p.rec.Status == store.Open:
		return p.board.ver, refusal.New(http.StatusConflict, "the table is waiting for players: there is no move to take back")
	case p.rec.Status == store.Over:
		return p.board.ver, refusal.New(http.StatusConflict, "the game is over: its moves stand")
	case version != p.board.ver:
		return p.board.ver, refusal.New(http.StatusConflict, "stale undo: it was asked at version %d, the table is at version %d", version, p.board.ver)
	}
	u := &p.board.undo
	if err := u.refusal(seat, p.board.sess.Actor(), p.board.ver); err != nil {
		return p.board.ver, err
	}
	if err := p.clock.outOfTime(seat, p.env.clockNow()); err != nil {
		p.settle()
		return p.board.ver, err
	}
	top := u.open[len(u.open)-1]
	entry := engine.UndoEntry(top.version)
	if err := p.append(ctx, entry, engine.Actor(seat), top.before, nil); err != nil {
		var stale staleError
		if errors.As(err, &stale) {
			p.settle()
		}
		return p.board.ver, err
	}
	up := p.board.applyUndo(entry)
	p.publish(up)
	if p.clock.telling() {
		p.announce(nil)
	}
	p.settle()
	return p.board.ver, nil
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
