package table

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"time"

	"caribe/engine"
	"caribe/server/refusal"
	"caribe/store"
)

// Play checks and plays a seat's move chosen at version, stores it, tells
// every client, then plays any chance outcome that follows and lets a bot
// seat that must decide next start thinking. It returns the table's version
// after all that. On a refusal nothing changes.
func (t *Table) Play(ctx context.Context, seat, version int, move json.RawMessage) (v int, err error) {
	start := time.Now()
	t.mu.Lock()
	defer t.unlock(&err)
	switch {
	case t.broken != nil:
		return t.version(), t.broken
	case t.rec.Status == store.Open:
		return t.version(), refusal.New(http.StatusConflict, "the table is waiting for players: every seat must be taken before play starts")
	case t.rec.Status == store.Over:
		return t.version(), refusal.New(http.StatusConflict, "the game is over")
	case version != t.version():
		return t.version(), refusal.New(http.StatusConflict, "stale move: it was chosen at version %d, the table is at version %d", version, t.version())
	}
	actor := t.sess.Actor()
	if a, ok := actor.Seat(); !ok || a != seat {
		return t.version(), refusal.New(http.StatusConflict, "not your decision: seat %d plays, %v decides now", seat, actor)
	}
	if err := t.outOfTime(seat, t.env.clockNow()); err != nil {
		return t.version(), err
	}
	next := t.sess.Clone()
	played, err := next.Play(move)
	if err != nil {
		return t.version(), refusal.New(http.StatusUnprocessableEntity, "illegal move: %v", err)
	}
	if err := t.commit(ctx, next, actor, played); err != nil {
		var stale staleError
		if errors.As(err, &stale) {
			t.settle()
			return t.version(), err
		}
		if t.rec.Seats[seat].Bot != "" && !errors.Is(err, store.ErrLeaseLost) {
			// Only the bot plays its seat: unless it tries again, the
			// table waits for ever.
			t.retryLater(RetryBot, err)
		}
		return t.version(), err
	}
	t.env.Metrics.MoveSeconds.Observe(time.Since(start).Seconds())
	t.settle()
	return t.version(), nil
}

// commit stores a played move, makes next the table's state and tells
// every client. If the store fails, or another server stored a move
// first, the table is left as it was (caught up, then).
func (t *play) commit(ctx context.Context, next engine.Session, by engine.Actor, played engine.Played) error {
	if err := t.append(ctx, played.Move, by, next, nil); err != nil {
		return err
	}
	before := t.sess
	t.sess = next
	t.ver++
	t.touch(t.env.Time())
	u := update{version: t.version(), by: by, move: played.Move, events: mustJSON(played.Events)}
	t.undo.record(by, u.version, played.Move, before, undoable(before, next, u))
	t.remember(u, t.env.Recent)
	t.broadcast(u)
	t.tellClock()
	t.snapshotDue()
	return nil
}

// append stores entry, made by by, as the table's next, after which the
// game is next and, when seat is set, that seat changed hands; with it
// goes the table's clock, the decision it ended charged (clock.go). When
// another server sharing the store stored that entry first, the table
// catches up with the store and append refuses the entry as stale. The
// caller holds t.mu.
func (t *play) append(ctx context.Context, entry json.RawMessage, by engine.Actor, next engine.Session, seat *store.SeatChange) error {
	start := time.Now()
	actor := next.Actor()
	seats := t.rec.Seats
	if seat != nil {
		seats = slices.Clone(seats)
		seats[seat.Index] = seat.Seat
	}
	r := next.Result()
	clk := t.clk.after(by, t.env.clockNow(), actor, seats, t.rec.Status == store.Running && !r.Over)
	stored := clk.Stored()
	fence, leased := int64(0), true
	if seat == nil { // a seat changing hands is no move of the lease holder's
		fence, leased = t.fenceOf(by)
	}
	if !leased {
		return fmt.Errorf("table %s: %w", t.rec.ID, store.ErrLeaseLost)
	}
	m := store.Move{Seq: t.version() + 1, Entry: entry, Actor: int(actor), Due: serverPlays(seats, actor), Clock: &stored, Seat: seat, Fence: fence}
	if r.Over {
		m.Result = mustJSON(r)
	}
	err := t.env.Store.AppendMove(ctx, t.rec.ID, m)
	if errors.Is(err, store.ErrLeaseLost) {
		t.leaseLost()
		return err
	}
	if errors.Is(err, store.ErrConflict) {
		t.env.Log.Info("entry stored first by another server: catching up", "table", t.rec.ID, "version", m.Seq)
		t.catchUp()
		return staleError{t.version()}
	}
	if err != nil {
		t.env.Log.Error("move not stored", "table", t.rec.ID, "version", m.Seq, "err", err)
		return unstored(err)
	}
	t.env.Metrics.StoreSeconds.Observe(time.Since(start).Seconds())
	t.env.Metrics.Moves.WithLabelValues(t.rec.Game).Inc()
	t.stored()
	if seat != nil {
		t.rec.Seats = seats
	}
	t.tell = t.tell || t.clk.Spec != nil || t.silenced.Equal(t.clk.Since) && !t.silenced.IsZero()
	t.rec.Clock = stored
	t.setClock(clk)
	return nil
}

// tellClock tells the clients the table's description after an entry
// that changed what they show of its clock or of a silent seat. The
// caller holds t.mu.
func (t *play) tellClock() {
	if t.tell {
		t.tell = false
		t.announce(nil)
	}
}

// serverPlays reports whether the server, not a person, plays next when
// actor decides: chance, a bot's seat, or nobody (the game's end to
// record). The caller holds t.mu.
func (t *state) serverPlays(actor engine.Actor) bool {
	return serverPlays(t.rec.Seats, actor)
}

// serverPlays reports whether the server plays next at a table of seats
// when actor decides.
func serverPlays(seats []store.Seat, actor engine.Actor) bool {
	seat, ok := actor.Seat()
	return !ok || seats[seat].Bot != ""
}

// settle brings a table up to date after a change: it starts a full table,
// plays pending chance outcomes, records the end of the game, and starts
// the bot that must decide. What fails to store there is tried again
// later (retryLater), since no person's request would. The caller holds
// t.mu.
func (t *play) settle() {
	if t.broken != nil {
		return
	}
	for {
		v := t.version()
		what, err := t.advance()
		var stale staleError
		if errors.As(err, &stale) && t.version() != v {
			continue // caught up with another server's entry: look again
		}
		if err != nil && !errors.Is(err, store.ErrLeaseLost) {
			t.retryLater(what, err)
		}
		return
	}
}

// advance does settle's work and returns what failed to store, and why.
// The caller holds t.mu.
func (t *play) advance() (string, error) {
	if t.rec.Status == store.Open && t.full() {
		if err := t.setStatus(store.Running); err != nil {
			return RetryStatus, err
		}
	}
	if t.rec.Status != store.Running {
		return "", nil
	}
	if err := t.syncClock(); err != nil {
		return RetryClock, err
	}
	if seat, ok := t.timeRanOut(t.env.clockNow()); ok {
		if !t.drives() {
			return "", nil // the server holding the lease hands the seat over
		}
		if err := t.handOver(t.env.Ctx, seat, handoverTime); err != nil {
			return RetryClock, err
		}
	}
	if actor := t.sess.Actor(); actor != engine.Nobody && t.serverPlays(actor) && !t.drives() {
		return "", nil // another server holds the table's lease and plays here
	}
	for t.sess.Actor() == engine.Chance && !t.holdChance() {
		next := t.sess.Clone()
		played, err := next.PlayChance()
		if err != nil {
			t.env.Log.Error("chance outcome not played", "table", t.rec.ID, "err", err)
			return "", nil
		}
		if err := t.commit(t.env.Ctx, next, engine.Chance, played); err != nil {
			return RetryChance, err
		}
	}
	if t.sess.Actor() == engine.Nobody {
		if err := t.setStatus(store.Over); err != nil {
			return RetryStatus, err
		}
		t.env.Events.Ended(t.rec.ID)
		return "", nil
	}
	t.startBot()
	return "", nil
}

// setStatus stores and announces a table's new status. If the store fails,
// the table is left as it was. The caller holds t.mu.
func (t *play) setStatus(st store.Status) error {
	if err := t.env.Store.SetStatus(t.env.Ctx, t.rec.ID, st); err != nil {
		t.env.Log.Error("status not stored", "table", t.rec.ID, "status", st, "err", err)
		return err
	}
	t.stored()
	t.env.Log.Info("table status", "table", t.rec.ID, "game", t.rec.Game, "status", st)
	t.rec.Status = st
	t.touch(t.env.Time())
	t.announce(nil)
	if st == store.Running {
		// Play starts: the seat that decides first now has legal moves.
		t.sendEach(t.stateMessage)
	}
	return nil
}
