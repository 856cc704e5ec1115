package server

import (
	"context"
	"net/http"
	"slices"
	"strconv"

	"caribe/engine"
	"caribe/server/wire"
	"caribe/store"
)

// A table may offer hints (clockRecord.Hints): the seat that decides asks
// what the hard bot would play now. The bot thinks on a copy of the game,
// as a bot seat does, within the server's bot limits and counted among
// its bot workers; the answer goes to the asking seat alone.

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
// would play there. The caller uses t (withTable).
func (s *Server) hint(ctx context.Context, t *table, seat, version int) (wire.Hint, error) {
	t.mu.Lock()
	switch {
	case !t.clk.Hints:
		t.mu.Unlock()
		return wire.Hint{}, refuse(http.StatusConflict, "hints are off at this table")
	case t.rec.Status != store.Running:
		t.mu.Unlock()
		return wire.Hint{}, refuse(http.StatusConflict, "the table is %s: hints are given while the game goes on", t.rec.Status)
	case version != t.version():
		t.mu.Unlock()
		return wire.Hint{}, refuse(http.StatusConflict, "stale hint: it was asked at version %d, the table is at version %d", version, t.version())
	}
	if a, ok := t.sess.Actor().Seat(); !ok || a != seat {
		actor := t.sess.Actor()
		t.mu.Unlock()
		return wire.Hint{}, refuse(http.StatusConflict, "not your decision: seat %d asks, %v decides now; a hint is for the seat that decides", seat, actor)
	}
	id, game, sess := t.rec.ID, t.rec.Game, t.sess.Clone()
	seed := engine.SubSeed(t.rec.Seed, "hint "+strconv.Itoa(version))
	t.mu.Unlock()
	level, spec := s.hintSpec(game)
	if spec == "" {
		return wire.Hint{}, refuse(http.StatusConflict, "this server plays no bot of %s to give hints", game)
	}
	select {
	case s.bots <- struct{}{}:
	case <-ctx.Done():
		return wire.Hint{}, ctx.Err()
	case <-s.ctx.Done():
		return wire.Hint{}, refuse(http.StatusServiceUnavailable, "the server is shutting down")
	}
	move, err := s.think(game, sess, spec, seed)
	<-s.bots
	if err != nil {
		s.log.Error("hint not found", "table", id, "seat", seat, "bot", spec, "err", err)
		return wire.Hint{}, err
	}
	return wire.Hint{Version: version, Move: move, Level: level}, nil
}

func (s *Server) handleHint(w http.ResponseWriter, r *http.Request, t *table) {
	var req wire.HintRequest
	seat, ok := s.seatAction(w, r, t, &req)
	if !ok {
		return
	}
	h, err := s.hint(r.Context(), t, seat, req.Version)
	if err != nil {
		writeErrorAt(w, err, t.currentVersion())
		return
	}
	writeJSON(w, http.StatusOK, h)
}
