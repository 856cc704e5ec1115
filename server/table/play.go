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
	p := &t.p
	switch {
	case p.broken != nil:
		return p.board.ver, p.broken
	case p.rec.Status == store.Open:
		return p.board.ver, refusal.New(http.StatusConflict, "the table is waiting for players: every seat must be taken before play starts")
	case p.rec.Status == store.Over:
		return p.board.ver, refusal.New(http.StatusConflict, "the game is over")
	case version != p.board.ver:
		return p.board.ver, refusal.New(http.StatusConflict, "stale move: it was chosen at version %d, the table is at version %d", version, p.board.ver)
	}
	actor := p.board.sess.Actor()
	if a, ok := actor.Seat(); !ok || a != seat {
		return p.board.ver, refusal.New(http.StatusConflict, "not your decision: seat %d plays, %v decides now", seat, actor)
	}
	if err := p.clock.outOfTime(seat, p.env.clockNow()); err != nil {
		p.settle()
		return p.board.ver, err
	}
	next := p.board.sess.Clone()
	played, err := next.Play(move)
	if err != nil {
		return p.board.ver, refusal.New(http.StatusUnprocessableEntity, "illegal move: %v", err)
	}
	if err := p.commit(ctx, next, actor, played); err != nil {
		var stale staleError
		if errors.As(err, &stale) {
			p.settle()
			return p.board.ver, err
		}
		if p.rec.Seats[seat].Bot != "" && !errors.Is(err, store.ErrLeaseLost) {
			// Only the bot plays its seat: unless it tries again, the
			// table waits for ever.
			p.retryLater(RetryBot, err)
		}
		return p.board.ver, err
	}
	p.env.Metrics.MoveSeconds.Observe(time.Since(start).Seconds())
	p.settle()
	return p.board.ver, nil
}

// commit stores a played move, makes next the table's state and tells
// every client. If the store fails, or another server stored a move
// first, the table is left as it was (caught up, then).
func (t *play) commit(ctx context.Context, next engine.Session, by engine.Actor, played engine.Played) error {
	if err := t.append(ctx, played.Move, by, next, nil); err != nil {
		return err
	}
	u := t.board.played(next, by, played)
	t.publish(u)
	if t.clock.telling() {
		t.announce(nil)
	}
	t.snapshotDue()
	return nil
}

// append stores entry, made by by, as the table's next, after which the
// game is next and, when seat is set, that seat changed hands; with it
// goes the table's clock, the decision it ended charged (clock.go). When
// another server sharing the store stored that entry first, the table
// catches up with the store and append refuses the entry as stale.
func (t *play) append(ctx context.Context, entry json.RawMessage, by engine.Actor, next engine.Session, seat *store.SeatChange) error {
	start := time.Now()
	actor := next.Actor()
	seats := t.rec.Seats
	if seat != nil {
		seats = slices.Clone(seats)
		seats[seat.Index] = seat.Seat
	}
	r := next.Result()
	clk := t.clock.clk.after(by, t.env.clockNow(), actor, seats, t.rec.Status == store.Running && !r.Over)
	stored := clk.Stored()
	fence, leased := int64(0), true
	if seat == nil { // a seat changing hands is no move of the lease holder's
		fence, leased = t.lease.fenceOf(t.env.Shared != nil, serverPlays(t.rec.Seats, by))
	}
	if !leased {
		return fmt.Errorf("table %s: %w", t.rec.ID, store.ErrLeaseLost)
	}
	m := store.Move{Seq: t.board.ver + 1, Entry: entry, Actor: int(actor), Due: serverPlays(seats, actor), Clock: &stored, Seat: seat, Fence: fence}
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
		return staleError{t.board.ver}
	}
	if err != nil {
		t.env.Log.Error("move not stored", "table", t.rec.ID, "version", m.Seq, "err", err)
		return unstored(err)
	}
	t.env.Metrics.StoreSeconds.Observe(time.Since(start).Seconds())
	t.env.Metrics.Moves.WithLabelValues(t.rec.Game).Inc()
	t.retry.stored()
	if seat != nil {
		t.rec.Seats = seats
	}
	t.clock.tell = t.clock.tell || t.clock.clk.Spec != nil || t.votes.told(t.clock.clk.Since)
	t.rec.Clock = stored
	t.clock.clk = clk
	t.updateWake()
	return nil
}

// serverPlays reports whether the server, not a person, plays next at a
// table of seats when actor decides: chance, a bot's seat, or nobody (the
// game's end to record).
func serverPlays(seats []store.Seat, actor engine.Actor) bool {
	seat, ok := actor.Seat()
	return !ok || seats[seat].Bot != ""
}

// settle brings a table up to date after a change: it starts a full table,
// plays pending chance outcomes, records the end of the game, and starts
// the bot that must decide. What fails to store there is tried again
// later (retryLater), since no person's request would.
func (t *play) settle() {
	if t.broken != nil {
		return
	}
	for {
		v := t.board.ver
		what, err := t.advance()
		var stale staleError
		if errors.As(err, &stale) && t.board.ver != v {
			continue // caught up with another server's entry: look again
		}
		if err != nil && !errors.Is(err, store.ErrLeaseLost) {
			t.retryLater(what, err)
		}
		return
	}
}

// advance does settle's work and returns what failed to store, and why.
func (t *play) advance() (string, error) {
	if t.rec.Status == store.Open && seatList(t.rec.Seats).full() {
		if err := t.setStatus(store.Running); err != nil {
			return RetryStatus, err
		}
	}
	if t.rec.Status != store.Running {
		return "", nil
	}
	if want, changed := t.clock.want(t.env.clockNow(), t.board.sess.Actor(), t.rec.Seats, true); changed {
		if err := t.storeClock(want); err != nil {
			return RetryClock, err
		}
	}
	if seat, ok := t.clock.timeRanOut(t.env.clockNow(), t.board.sess.Actor(), t.rec.Seats, t.rec.Status == store.Running); ok {
		if !t.drives() {
			return "", nil // the server holding the lease hands the seat over
		}
		if err := t.handOver(t.env.Ctx, seat, handoverTime); err != nil {
			return RetryClock, err
		}
	}
	if actor := t.board.sess.Actor(); actor != engine.Nobody && serverPlays(t.rec.Seats, actor) && !t.drives() {
		return "", nil // another server holds the table's lease and plays here
	}
	for t.board.sess.Actor() == engine.Chance && !t.holdChance() {
		next := t.board.sess.Clone()
		played, err := next.PlayChance()
		if err != nil {
			t.env.Log.Error("chance outcome not played", "table", t.rec.ID, "err", err)
			return "", nil
		}
		if err := t.commit(t.env.Ctx, next, engine.Chance, played); err != nil {
			return RetryChance, err
		}
	}
	if t.board.sess.Actor() == engine.Nobody {
		if err := t.setStatus(store.Over); err != nil {
			return RetryStatus, err
		}
		t.env.Events.Ended(t.rec.ID)
		return "", nil
	}
	t.bots.start(t.env, t.rec, &t.board, t.owner)
	return "", nil
}

// setStatus stores and announces a table's new status. If the store fails,
// the table is left as it was.
func (t *play) setStatus(st store.Status) error {
	if err := t.env.Store.SetStatus(t.env.Ctx, t.rec.ID, st); err != nil {
		t.env.Log.Error("status not stored", "table", t.rec.ID, "status", st, "err", err)
		return err
	}
	t.retry.stored()
	t.env.Log.Info("table status", "table", t.rec.ID, "game", t.rec.Game, "status", st)
	t.rec.Status = st
	t.rec.Updated = stamp(t.env.Time())
	t.announce(nil)
	if st == store.Running {
		// Play starts: the seat that decides first now has legal moves.
		t.hub.sendEach(t.views().state())
	}
	return nil
}
