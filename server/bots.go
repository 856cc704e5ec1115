package server

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"caribe/engine"
)

// Advisor is what the server needs of the bots.
type Advisor interface {
	// Check returns nil when spec names a bot (a level name is resolved by
	// the server first) that plays game, or an error naming what is wrong.
	Check(game, spec string) error
	// Advise returns the move the bot of spec would play now in sess for
	// the seat that must decide; sess is left unchanged.
	Advise(sess engine.Session, spec string, seed uint64) (json.RawMessage, error)
}

// Level is a bot strength offered to people creating a table: its Name
// ("easy") stands for a bot Spec ("greedy").
type Level struct {
	Name, Spec string
}

// checkLevels refuses levels without an advisor to play them, or with a
// name or spec missing or a name given twice.
func checkLevels(levels []Level, advisor Advisor) error {
	if len(levels) > 0 && advisor == nil {
		return fmt.Errorf("server: bot levels are given but no advisor plays them")
	}
	for i, l := range levels {
		if l.Name == "" || l.Spec == "" {
			return fmt.Errorf("server: bot level %d: a name and a spec are required, not %+v", i, l)
		}
		if slices.ContainsFunc(levels[:i], func(o Level) bool { return o.Name == l.Name }) {
			return fmt.Errorf("server: bot level %q is given twice", l.Name)
		}
	}
	return nil
}

// levelsOf names the levels whose bot plays game, from the easiest.
func (s *Server) levelsOf(game string) []string {
	names := []string{}
	for _, l := range s.cfg.Levels {
		if s.cfg.Advisor.Check(game, l.Spec) == nil {
			names = append(names, l.Name)
		}
	}
	return names
}

// botSpec reads a level or a bot spec ("greedy", "mcts:2000",
// "mcts:300ms") into the spec a seat at a table of game stores.
func (s *Server) botSpec(game, level string) (string, error) {
	if s.cfg.Advisor == nil {
		return "", refuse(http.StatusBadRequest, "bot %q: this server plays no bots", level)
	}
	spec := strings.TrimSpace(level)
	i := slices.IndexFunc(s.cfg.Levels, func(l Level) bool { return l.Name == spec })
	if i >= 0 {
		spec = s.cfg.Levels[i].Spec
	}
	switch err := s.cfg.Advisor.Check(game, spec); {
	case err != nil && i >= 0:
		return "", refuse(http.StatusBadRequest, "bot %q (%s): %v", level, spec, err)
	case err != nil:
		names := make([]string, len(s.cfg.Levels))
		for i, l := range s.cfg.Levels {
			names[i] = l.Name
		}
		return "", refuse(http.StatusBadRequest, "bot %q: not a level (%s) nor a bot: %v", level, strings.Join(names, ", "), err)
	}
	return spec, nil
}

// startBot sets the bot going when a bot seat must decide and none is
// thinking yet. The bot thinks on a copy of the game, without holding the
// table, and plays through the same path as people. The caller holds t.mu.
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
	spec, version, sess := t.rec.Seats[seat].Bot, t.version(), t.sess.Clone()
	seed := botSeed(t.rec.Seed, version)
	s.running.Go(func() {
		select {
		case s.bots <- struct{}{}:
		case <-s.ctx.Done():
			return
		}
		start := time.Now()
		move, err := s.cfg.Advisor.Advise(sess, spec, seed)
		<-s.bots
		s.metrics.botSeconds.WithLabelValues(t.rec.Game).Observe(time.Since(start).Seconds())
		t.mu.Lock()
		t.botBusy = false
		t.mu.Unlock()
		if err != nil {
			s.log.Error("bot found no move", "table", t.rec.ID, "seat", seat, "bot", spec, "err", err)
			return
		}
		if _, err := s.play(s.ctx, t, seat, version, move); err != nil && s.ctx.Err() == nil {
			s.log.Error("bot move refused", "table", t.rec.ID, "seat", seat, "version", version, "err", err)
		}
	})
}

// botSeed is the seed of a bot deciding at a version of the table: a one-way
// derivation of the table's secret seed, so that nothing a bot plays tells
// anything of the seed (and so of the hidden cards).
func botSeed(tableSeed uint64, version int) uint64 {
	return engine.SubSeed(tableSeed, "bot "+strconv.Itoa(version))
}
