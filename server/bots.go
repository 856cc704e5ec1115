package server

import (
	"net/http"
	"strings"
	"time"

	"caribe/bots"
)

// Levels are the bot strengths offered to people creating a table, each a
// bot spec; a spec ("greedy", "mcts:2000", "mcts:300ms") is accepted too.
var Levels = map[string]string{
	"easy":   bots.Greedy,
	"medium": bots.MCTS + ":1000",
	"hard":   bots.MCTS,
}

// levelNames lists the Levels from the easiest.
var levelNames = []string{"easy", "medium", "hard"}

// botSpec reads a level or a bot spec into the spec a seat stores.
func botSpec(level string) (string, error) {
	if spec, ok := Levels[level]; ok {
		return spec, nil
	}
	spec, err := bots.ParseSpec(level)
	if err != nil {
		return "", refuse(http.StatusBadRequest, "bot %q: not a level (%s) nor a bot: %v", level, strings.Join(levelNames, ", "), err)
	}
	return spec.String(), nil
}

// startBot sets the bot going when a bot seat must decide and none is
// thinking yet. The bot thinks on a copy of the game, without holding the
// table, and plays through the same path as people. The caller holds t.mu.
func (s *Server) startBot(t *table) {
	seat, ok := t.sess.Actor().Seat()
	if !ok || t.botBusy || t.rec.Seats[seat].Bot == "" || s.ctx.Err() != nil {
		return
	}
	spec, err := bots.ParseSpec(t.rec.Seats[seat].Bot)
	if err != nil {
		s.log.Error("bot seat with a bad spec", "table", t.rec.ID, "seat", seat, "bot", t.rec.Seats[seat].Bot, "err", err)
		return
	}
	player, ok := bots.Lookup(t.rec.Game)
	if !ok {
		s.log.Error("bot seat at a game no bot plays", "table", t.rec.ID, "seat", seat, "game", t.rec.Game)
		return
	}
	t.botBusy = true
	version, sess := t.version(), t.sess.Clone()
	seed := bots.SeedFor(t.rec.Seed, version)
	s.running.Go(func() {
		select {
		case s.bots <- struct{}{}:
		case <-s.ctx.Done():
			return
		}
		start := time.Now()
		move, err := player.Advise(sess, spec, seed)
		<-s.bots
		s.metrics.botSeconds.WithLabelValues(t.rec.Game).Observe(time.Since(start).Seconds())
		t.mu.Lock()
		t.botBusy = false
		t.mu.Unlock()
		if err != nil {
			s.log.Error("bot found no move", "table", t.rec.ID, "seat", seat, "err", err)
			return
		}
		if _, err := s.play(s.ctx, t, seat, version, move); err != nil && s.ctx.Err() == nil {
			s.log.Error("bot move refused", "table", t.rec.ID, "seat", seat, "version", version, "err", err)
		}
	})
}
