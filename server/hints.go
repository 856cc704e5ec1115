package server

import (
	"context"
	"encoding/json"
	"net/http"
	"net/netip"
	"slices"
	"strconv"
	"time"

	"caribe/engine"
	"caribe/server/levels"
	"caribe/server/limits"
	"caribe/server/refusal"
	"caribe/server/wire"
	"caribe/store"
)

// A table may offer hints (clockRecord.Hints): the seat that decides asks
// what the hard bot would play now. The bot thinks on a copy of the game,
// as a bot seat does, within the server's bot limits, on a bot worker of
// the hint share; the answer goes to the asking seat alone.

// hintLevel names the level whose bot gives hints in game: "hard" when
// the game offers it, else the hardest level it offers; "" when none.
func (s *Server) hintLevel(game string) string {
	if s.cfg.Advisor == nil {
		return ""
	}
	offered := s.levelsOf(game)
	switch {
	case slices.Contains(offered, "hard"):
		return "hard"
	case len(offered) > 0:
		return offered[len(offered)-1]
	}
	return ""
}

// hintSpec names the level giving hints in game and its bot spec, held to
// the server's limit; spec is "" when none.
func (s *Server) hintSpec(game string) (level, spec string) {
	level = s.hintLevel(game)
	if level == "" {
		return "", ""
	}
	spec, err := s.botSpec(game, level)
	if err != nil {
		return level, ""
	}
	return level, spec
}

// hint answers seat, deciding at version, with the move the hint bot
// would play there. A decision's hint is thought of once, whoever asks
// and however often: askers while it is under way wait for the same
// answer, later ones get it at once. A new one costs addr one hint of its
// rate and takes a place in the hint share of the bot workers (workers.go),
// refused with 429 when the share is full. The caller uses t (withTable).
func (s *Server) hint(ctx context.Context, addr netip.Addr, t *table, seat, version int) (wire.Hint, error) {
	call, job, err := t.hintAt(seat, version, nil)
	if err != nil || call != nil {
		return s.awaitHint(ctx, call, err)
	}
	level, spec := s.hintSpec(job.game)
	if spec == "" {
		return wire.Hint{}, refusal.New(http.StatusConflict, "this server plays no bot of %s to give hints", job.game)
	}
	if err := s.quotas.Take(addr, limits.Hints); err != nil {
		return wire.Hint{}, err
	}
	fresh := &hintCall{version: version, done: make(chan struct{})}
	if call, job, err = t.hintAt(seat, version, fresh); call != fresh {
		return s.awaitHint(ctx, call, err) // asked meanwhile by another, or no longer asked
	}
	if !s.workers.admitHint() {
		t.endHint(call, wire.Hint{}, s.hintShareFull())
		return s.awaitHint(ctx, call, nil)
	}
	s.running.Go(func() { s.thinkHint(t, call, job, level, spec) })
	return s.awaitHint(ctx, call, nil)
}

// longestHint is the longest a hint's request may wait: for a worker,
// then for the bot's thinking, each up to the bot time limit and its
// grace.
func (s *Server) longestHint() time.Duration { return 2 * (s.cfg.BotMaxBudget.Time + levels.Grace) }

// hintCall is the hint of one decision at a table, thought of once for
// every asker: hint and err are set before done is closed.
type hintCall struct {
	version int
	done    chan struct{}
	hint    wire.Hint
	err     error
}

// hintJob is what a hint is thought of from: a copy of the game.
type hintJob struct {
	id, game string
	seat     int
	sess     engine.Session
	seed     uint64
}

// hintAt checks that seat may ask a hint at version and returns the hint
// of that decision, asked already; when there is none it sets fresh as
// the decision's hint and returns it (nil: sets nothing) with what to
// think it from.
func (t *table) hintAt(seat, version int, fresh *hintCall) (*hintCall, hintJob, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	switch {
	case !t.clk.Hints:
		return nil, hintJob{}, refusal.New(http.StatusConflict, "hints are off at this table")
	case t.rec.Status != store.Running:
		return nil, hintJob{}, refusal.New(http.StatusConflict, "the table is %s: hints are given while the game goes on", t.rec.Status)
	case version != t.version():
		return nil, hintJob{}, refusal.New(http.StatusConflict, "stale hint: it was asked at version %d, the table is at version %d", version, t.version())
	}
	if a, ok := t.sess.Actor().Seat(); !ok || a != seat {
		return nil, hintJob{}, refusal.New(http.StatusConflict, "not your decision: seat %d asks, %v decides now; a hint is for the seat that decides", seat, t.sess.Actor())
	}
	if t.hint != nil && t.hint.version == version {
		return t.hint, hintJob{}, nil
	}
	job := hintJob{id: t.rec.ID, game: t.rec.Game, seat: seat, sess: t.sess.Clone(), seed: engine.SubSeed(t.rec.Seed, "hint "+strconv.Itoa(version))}
	if fresh != nil {
		t.hint = fresh
	}
	return fresh, job, nil
}

// thinkHint thinks of call's hint on a bot worker of the hint share, once
// one is free and no table's bot waits for it; it waits no longer than a
// decision may take.
func (s *Server) thinkHint(t *table, call *hintCall, job hintJob, level, spec string) {
	ctx, cancel := context.WithTimeout(s.ctx, s.cfg.BotMaxBudget.Time+levels.Grace)
	took := s.workers.take(ctx, hintWork)
	cancel()
	var hint wire.Hint
	var err error
	switch {
	case !took && s.ctx.Err() != nil:
		s.workers.leave()
		err = refusal.New(http.StatusServiceUnavailable, "the server is shutting down")
	case !took:
		s.workers.leave()
		err = s.hintShareFull()
	default:
		var move json.RawMessage
		move, err = s.think(job.game, job.sess, spec, job.seed)
		s.workers.done(hintWork)
		hint = wire.Hint{Version: call.version, Move: move, Level: level}
		if err != nil {
			s.log.Error("hint not found", "table", job.id, "seat", job.seat, "bot", spec, "err", err)
		}
	}
	t.endHint(call, hint, err)
}

// endHint gives call's askers its answer; a hint not found is forgotten,
// so that the next asker tries again.
func (t *table) endHint(call *hintCall, hint wire.Hint, err error) {
	call.hint, call.err = hint, err
	if err != nil {
		t.mu.Lock()
		if t.hint == call {
			t.hint = nil
		}
		t.mu.Unlock()
	}
	close(call.done)
}

// hintShareFull refuses a hint when the hint share of the bot workers is
// full (or they are all kept busy by the tables' bots): retry once a
// decision has had its time.
func (s *Server) hintShareFull() error {
	return s.quotas.Refuse(limits.HintShare, s.cfg.BotMaxBudget.Time+levels.Grace,
		"too many hints are being thought of on this server at once (limit %q): the tables' bots come first", limits.HintShare)
}

// awaitHint waits for call's answer, unless err already refuses it.
func (s *Server) awaitHint(ctx context.Context, call *hintCall, err error) (wire.Hint, error) {
	if err != nil {
		return wire.Hint{}, err
	}
	select {
	case <-call.done:
		return call.hint, call.err
	case <-ctx.Done():
		return wire.Hint{}, ctx.Err()
	case <-s.ctx.Done():
		return wire.Hint{}, refusal.New(http.StatusServiceUnavailable, "the server is shutting down")
	}
}

func (s *Server) handleHint(w http.ResponseWriter, r *http.Request, t *table) {
	var req wire.HintRequest
	seat, ok := s.seatAction(w, r, t, &req)
	if !ok {
		return
	}
	h, err := s.hint(r.Context(), s.quotas.ClientAddress(r), t, seat, req.Version)
	if err != nil {
		writeErrorAt(w, err, t.currentVersion())
		return
	}
	writeJSON(w, http.StatusOK, h)
}
