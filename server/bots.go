package server

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"caribe/engine"
	"caribe/server/levels"
	"caribe/server/refusal"
	"caribe/store"
)

// levelsOf names the levels whose bot plays game, from the easiest.
func (s *Server) levelsOf(game string) []string {
	names := []string{}
	for _, l := range s.cfg.Levels {
		if s.cfg.Advisor.Check(game, l.SpecFor(game)) != nil {
			continue
		}
		if _, err := s.bound(game, l.SpecFor(game)); err == nil {
			names = append(names, l.Name)
		}
	}
	return names
}

// bound holds a bot spec to the server's limit (Advisor.Bound).
func (s *Server) bound(game, spec string) (string, error) {
	return s.cfg.Advisor.Bound(game, spec, s.cfg.BotMaxBudget.Iterations, s.cfg.BotMaxBudget.Time)
}

// warnLevelsOverLimit logs the levels that some game does not offer
// because their bot asks more than the server's limit.
func (s *Server) warnLevelsOverLimit() {
	if s.cfg.Advisor == nil {
		return
	}
	for _, l := range s.cfg.Levels {
		for g := range s.games {
			spec := l.SpecFor(g)
			if _, err := s.bound(g, spec); s.cfg.Advisor.Check(g, spec) == nil && err != nil {
				s.log.Warn("bot level over this server's limit: not offered", "level", l.Name, "bot", spec, "game", g, "limit", s.cfg.BotMaxBudget.String(), "err", err)
			}
		}
	}
}

// warnOverLimit logs, once as the server starts, each bot seat of a stored
// table still in play whose spec asks more than the server's limit (stored
// before the limit was lowered, or before there were limits): the seat
// plays at the limit.
func (s *Server) warnOverLimit(t *table) {
	if s.cfg.Advisor == nil || t.rec.Status == store.Over {
		return
	}
	for i, seat := range t.rec.Seats {
		if seat.Bot == "" {
			continue
		}
		if spec, err := s.bound(t.rec.Game, seat.Bot); err != nil && spec != seat.Bot {
			s.log.Warn("bot seat over this server's limit: it plays at the limit", "table", t.rec.ID, "seat", i,
				"bot", seat.Bot, "plays", spec, "err", err)
		}
	}
}

// botSpec reads a level or a bot spec ("greedy", "mcts:2000",
// "mcts:300ms") into the spec a seat at a table of game stores.
func (s *Server) botSpec(game, level string) (string, error) {
	if s.cfg.Advisor == nil {
		return "", refusal.New(http.StatusBadRequest, "bot %q: this server plays no bots", level)
	}
	spec := strings.TrimSpace(level)
	i := slices.IndexFunc(s.cfg.Levels, func(l levels.Level) bool { return l.Name == spec })
	if i >= 0 {
		spec = s.cfg.Levels[i].SpecFor(game)
	}
	switch err := s.cfg.Advisor.Check(game, spec); {
	case err != nil && i >= 0:
		return "", refusal.New(http.StatusBadRequest, "bot %q (%s): %v", level, spec, err)
	case err != nil:
		names := make([]string, len(s.cfg.Levels))
		for i, l := range s.cfg.Levels {
			names[i] = l.Name
		}
		return "", refusal.New(http.StatusBadRequest, "bot %q: not a level (%s) nor a bot: %v", level, strings.Join(names, ", "), err)
	}
	if _, err := s.bound(game, spec); err != nil {
		if i >= 0 {
			return "", refusal.New(http.StatusBadRequest, "bot %q (%s): %v (--bot-max-budget)", level, spec, err)
		}
		return "", refusal.New(http.StatusBadRequest, "bot %q: %v (--bot-max-budget)", level, err)
	}
	return spec, nil
}

// startBot sets the bot going when a bot seat must decide and none is
// thinking yet. The bot thinks on a copy of the game, without holding the
// table, within the server's limit, and plays through the same path as
// people, no sooner than the server's bot pace after the previous move
// (which was just played). The caller holds t.mu.
func (s *Server) startBot(t *table) {
	seat, ok := t.sess.Actor().Seat()
	if !ok || t.botBusy || t.rec.Seats[seat].Bot == "" || s.ctx.Err() != nil {
		return
	}
	if s.cfg.Advisor == nil {
		s.log.Error("bot seat on a server that plays no bots", "table", t.rec.ID, "seat", seat, "bot", t.rec.Seats[seat].Bot)
		return
	}
	t.botBusy = true
	// A stored seat over the limit plays at the limit (warnOverLimit).
	spec, _ := s.bound(t.rec.Game, t.rec.Seats[seat].Bot)
	// The goroutine reads only these copies: t.rec may be replaced
	// meanwhile (catchUp), under the lock it does not hold.
	version, sess, game, id := t.version(), t.sess.Clone(), t.rec.Game, t.rec.ID
	seed := botSeed(t.rec.Seed, version)
	previous := time.Now()
	t.users.Add(1) // the table stays in memory until the bot has played
	s.running.Go(func() {
		defer s.letGo(t)
		if !s.workers.take(s.ctx, botWork) {
			return
		}
		start := time.Now()
		move, err := s.think(game, sess, spec, seed)
		s.workers.done(botWork)
		s.metrics.botSeconds.WithLabelValues(game).Observe(time.Since(start).Seconds())
		if err == nil {
			s.keepPace(previous)
		}
		t.mu.Lock()
		t.botBusy = false
		t.mu.Unlock()
		if s.ctx.Err() != nil {
			return // the server is closing: the bot decides again at the next start
		}
		if err != nil {
			s.log.Error("bot found no move", "table", id, "seat", seat, "bot", spec, "err", err)
			return
		}
		if _, err := s.play(s.ctx, t, seat, version, move); err != nil && s.ctx.Err() == nil {
			s.log.Error("bot move refused", "table", id, "seat", seat, "version", version, "err", err)
		}
	})
}

// keepPace waits until the server's bot pace has passed since the
// previous move, or the server closes.
func (s *Server) keepPace(previous time.Time) {
	wait := s.cfg.BotPace - time.Since(previous)
	if wait <= 0 {
		return
	}
	timer := time.NewTimer(wait)
	defer timer.Stop()
	select {
	case <-timer.C:
	case <-s.ctx.Done():
	}
}

// think asks the advisor for a bot's move by the decision's deadline, the
// time limit plus levels.Grace, or sooner if the server closes.
func (s *Server) think(game string, sess engine.Session, spec string, seed uint64) (json.RawMessage, error) {
	ctx, cancel := context.WithTimeout(s.ctx, s.cfg.BotMaxBudget.Time+levels.Grace)
	defer cancel()
	move, err := s.cfg.Advisor.Advise(ctx, sess, spec, seed)
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		s.metrics.botCut.WithLabelValues(game).Inc()
		s.log.Debug("bot decision cut at its deadline", "game", game, "bot", spec)
	}
	return move, err
}

// botSeed is the seed of a bot deciding at a version of the table: a one-way
// derivation of the table's secret seed, so that nothing a bot plays tells
// anything of the seed (and so of the hidden cards).
func botSeed(tableSeed uint64, version int) uint64 {
	return engine.SubSeed(tableSeed, "bot "+strconv.Itoa(version))
}
