package server

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

// play checks and plays a seat's move chosen at version, stores it, tells
// every client, then plays any chance outcome that follows and lets a bot
// seat that must decide next start thinking. It returns the table's version
// after all that. On a refusal nothing changes.
func (s *Server) play(ctx context.Context, t *table, seat, version int, move json.RawMessage) (v int, err error) {
	start := time.Now()
	t.mu.Lock()
	defer s.unlock(t, &err)
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
	if err := s.outOfTime(t, seat, s.clockNow()); err != nil {
		return t.version(), err
	}
	next := t.sess.Clone()
	played, err := next.Play(move)
	if err != nil {
		return t.version(), refusal.New(http.StatusUnprocessableEntity, "illegal move: %v", err)
	}
	if err := s.commit(ctx, t, next, actor, played); err != nil {
		var stale staleError
		if errors.As(err, &stale) {
			s.settle(t)
			return t.version(), err
		}
		if t.rec.Seats[seat].Bot != "" && !errors.Is(err, store.ErrLeaseLost) {
			// Only the bot plays its seat: unless it tries again, the
			// table waits for ever.
			s.retryLater(t, retryBot, err)
		}
		return t.version(), err
	}
	s.metrics.moveSeconds.Observe(time.Since(start).Seconds())
	s.settle(t)
	return t.version(), nil
}

// commit stores a played move, makes next the table's state and tells
// every client. If the store fails, or another server stored a move
// first, the table is left as it was (caught up, then).
func (s *Server) commit(ctx context.Context, t *table, next engine.Session, by engine.Actor, played engine.Played) error {
	if err := s.append(ctx, t, played.Move, by, next, nil); err != nil {
		return err
	}
	before := t.sess
	t.sess = next
	t.ver++
	t.touch(s.now())
	u := update{version: t.version(), by: by, move: played.Move, events: mustJSON(played.Events)}
	t.undo.record(by, u.version, played.Move, before, undoable(before, next, u))
	t.remember(u, s.cfg.Recent)
	s.broadcast(t, u)
	s.tellClock(t)
	s.snapshotDue(t)
	return nil
}

// append stores entry, made by by, as the table's next, after which the
// game is next and, when seat is set, that seat changed hands; with it
// goes the table's clock, the decision it ended charged (clock.go). When
// another server sharing the store stored that entry first, the table
// catches up with the store and append refuses the entry as stale. The
// caller holds t.mu.
func (s *Server) append(ctx context.Context, t *table, entry json.RawMessage, by engine.Actor, next engine.Session, seat *store.SeatChange) error {
	start := time.Now()
	actor := next.Actor()
	seats := t.rec.Seats
	if seat != nil {
		seats = slices.Clone(seats)
		seats[seat.Index] = seat.Seat
	}
	r := next.Result()
	clk := t.clk.after(by, s.clockNow(), actor, seats, t.rec.Status == store.Running && !r.Over)
	stored := clk.stored()
	fence, leased := int64(0), true
	if seat == nil { // a seat changing hands is no move of the lease holder's
		fence, leased = s.fenceOf(t, by)
	}
	if !leased {
		return fmt.Errorf("table %s: %w", t.rec.ID, store.ErrLeaseLost)
	}
	m := store.Move{Seq: t.version() + 1, Entry: entry, Actor: int(actor), Due: serverPlays(seats, actor), Clock: &stored, Seat: seat, Fence: fence}
	if r.Over {
		m.Result = mustJSON(r)
	}
	err := s.cfg.Store.AppendMove(ctx, t.rec.ID, m)
	if errors.Is(err, store.ErrLeaseLost) {
		s.leaseLost(t)
		return err
	}
	if errors.Is(err, store.ErrConflict) {
		s.log.Info("entry stored first by another server: catching up", "table", t.rec.ID, "version", m.Seq)
		s.catchUp(t)
		return staleError{t.version()}
	}
	if err != nil {
		s.log.Error("move not stored", "table", t.rec.ID, "version", m.Seq, "err", err)
		return unstored(err)
	}
	s.metrics.storeSeconds.Observe(time.Since(start).Seconds())
	s.metrics.moves.WithLabelValues(t.rec.Game).Inc()
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
func (s *Server) tellClock(t *table) {
	if t.tell {
		t.tell = false
		s.announce(t, nil)
	}
}

// serverPlays reports whether the server, not a person, plays next when
// actor decides: chance, a bot's seat, or nobody (the game's end to
// record). The caller holds t.mu.
func (s *Server) serverPlays(t *table, actor engine.Actor) bool {
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
func (s *Server) settle(t *table) {
	if t.broken != nil {
		return
	}
	for {
		v := t.version()
		what, err := s.advance(t)
		var stale staleError
		if errors.As(err, &stale) && t.version() != v {
			continue // caught up with another server's entry: look again
		}
		if err != nil && !errors.Is(err, store.ErrLeaseLost) {
			s.retryLater(t, what, err)
		}
		return
	}
}

// advance does settle's work and returns what failed to store, and why.
// The caller holds t.mu.
func (s *Server) advance(t *table) (string, error) {
	if t.rec.Status == store.Open && t.full() {
		if err := s.setStatus(t, store.Running); err != nil {
			return retryStatus, err
		}
	}
	if t.rec.Status != store.Running {
		return "", nil
	}
	if err := s.syncClock(t); err != nil {
		return retryClock, err
	}
	if seat, ok := t.timeRanOut(s.clockNow()); ok {
		if !s.drives(t) {
			return "", nil // the server holding the lease hands the seat over
		}
		if err := s.handOver(s.ctx, t, seat, handoverTime); err != nil {
			return retryClock, err
		}
	}
	if actor := t.sess.Actor(); actor != engine.Nobody && s.serverPlays(t, actor) && !s.drives(t) {
		return "", nil // another server holds the table's lease and plays here
	}
	for t.sess.Actor() == engine.Chance && !s.holdChance(t) {
		next := t.sess.Clone()
		played, err := next.PlayChance()
		if err != nil {
			s.log.Error("chance outcome not played", "table", t.rec.ID, "err", err)
			return "", nil
		}
		if err := s.commit(s.ctx, t, next, engine.Chance, played); err != nil {
			return retryChance, err
		}
	}
	if t.sess.Actor() == engine.Nobody {
		if err := s.setStatus(t, store.Over); err != nil {
			return retryStatus, err
		}
		s.rated.Ended(t.rec.ID)
		return "", nil
	}
	s.startBot(t)
	return "", nil
}

// setStatus stores and announces a table's new status. If the store fails,
// the table is left as it was. The caller holds t.mu.
func (s *Server) setStatus(t *table, st store.Status) error {
	if err := s.cfg.Store.SetStatus(s.ctx, t.rec.ID, st); err != nil {
		s.log.Error("status not stored", "table", t.rec.ID, "status", st, "err", err)
		return err
	}
	t.stored()
	s.log.Info("table status", "table", t.rec.ID, "game", t.rec.Game, "status", st)
	t.rec.Status = st
	t.touch(s.now())
	s.announce(t, nil)
	if st == store.Running {
		// Play starts: the seat that decides first now has legal moves.
		t.sendEach(t.stateMessage)
	}
	return nil
}
