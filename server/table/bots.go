package table

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"caribe/engine"
	"caribe/server/levels"
	"caribe/server/refusal"
)

// Bots are the server's bots: the advisor that plays them, the levels it
// offers, the limit of each decision, the pace of their moves and the
// workers they think on, shared by every table's bots and hints.
type Bots struct {
	// Advisor plays the bot seats; nil: the server plays no bots.
	Advisor levels.Advisor
	// Levels are the strengths offered by name, from the easiest.
	Levels []levels.Level
	// MaxBudget bounds each decision (server.Config.BotMaxBudget).
	MaxBudget levels.Budget
	// Pace is the least time from a table's previous move to a bot's
	// move there (server.Config.BotPace).
	Pace    time.Duration
	workers *workers
}

// NewBots makes the bots of a server with n workers.
func NewBots(advisor levels.Advisor, offered []levels.Level, max levels.Budget, pace time.Duration, n int) *Bots {
	return &Bots{Advisor: advisor, Levels: offered, MaxBudget: max, Pace: pace, workers: newWorkers(n)}
}

// Busy counts the workers thinking for a table's bot (hint false) or a
// hint.
func (b *Bots) Busy(hint bool) int {
	if hint {
		return b.workers.held(hintWork)
	}
	return b.workers.held(botWork)
}

// LevelsOf names the levels whose bot plays game, from the easiest.
func (b *Bots) LevelsOf(game string) []string {
	names := []string{}
	for _, l := range b.Levels {
		if b.Advisor.Check(game, l.SpecFor(game)) != nil {
			continue
		}
		if _, err := b.bound(game, l.SpecFor(game)); err == nil {
			names = append(names, l.Name)
		}
	}
	return names
}

// bound holds a bot spec to the server's limit (Advisor.Bound).
func (b *Bots) bound(game, spec string) (string, error) {
	return b.Advisor.Bound(game, spec, b.MaxBudget.Iterations, b.MaxBudget.Time)
}

// WarnLevelsOverLimit logs the levels that some of games does not offer
// because their bot asks more than the server's limit.
func (b *Bots) WarnLevelsOverLimit(games []string, log *slog.Logger) {
	if b.Advisor == nil {
		return
	}
	for _, l := range b.Levels {
		for _, g := range games {
			spec := l.SpecFor(g)
			if _, err := b.bound(g, spec); b.Advisor.Check(g, spec) == nil && err != nil {
				log.Warn("bot level over this server's limit: not offered", "level", l.Name, "bot", spec, "game", g, "limit", b.MaxBudget.String(), "err", err)
			}
		}
	}
}

// Spec reads a level or a bot spec ("greedy", "mcts:2000",
// "mcts:300ms") into the spec a seat at a table of game stores.
func (b *Bots) Spec(game, level string) (string, error) {
	if b.Advisor == nil {
		return "", refusal.New(http.StatusBadRequest, "bot %q: this server plays no bots", level)
	}
	spec := strings.TrimSpace(level)
	i := slices.IndexFunc(b.Levels, func(l levels.Level) bool { return l.Name == spec })
	if i >= 0 {
		spec = b.Levels[i].SpecFor(game)
	}
	switch err := b.Advisor.Check(game, spec); {
	case err != nil && i >= 0:
		return "", refusal.New(http.StatusBadRequest, "bot %q (%s): %v", level, spec, err)
	case err != nil:
		names := make([]string, len(b.Levels))
		for i, l := range b.Levels {
			names[i] = l.Name
		}
		return "", refusal.New(http.StatusBadRequest, "bot %q: not a level (%s) nor a bot: %v", level, strings.Join(names, ", "), err)
	}
	if _, err := b.bound(game, spec); err != nil {
		if i >= 0 {
			return "", refusal.New(http.StatusBadRequest, "bot %q (%s): %v (--bot-max-budget)", level, spec, err)
		}
		return "", refusal.New(http.StatusBadRequest, "bot %q: %v (--bot-max-budget)", level, err)
	}
	return spec, nil
}

// keepPace waits until the bots' pace has passed since the previous
// move, or ctx ends.
func (b *Bots) keepPace(ctx context.Context, previous time.Time) {
	wait := b.Pace - time.Since(previous)
	if wait <= 0 {
		return
	}
	timer := time.NewTimer(wait)
	defer timer.Stop()
	select {
	case <-timer.C:
	case <-ctx.Done():
	}
}

// think asks the advisor for a bot's move by the decision's deadline, the
// time limit plus levels.Grace, or sooner if ctx ends; a decision cut at
// its deadline is counted in cut and logged.
func (b *Bots) think(ctx context.Context, game string, sess engine.Session, spec string, seed uint64, cut *prometheus.CounterVec, log *slog.Logger) (json.RawMessage, error) {
	ctx, cancel := context.WithTimeout(ctx, b.MaxBudget.Time+levels.Grace)
	defer cancel()
	move, err := b.Advisor.Advise(ctx, sess, spec, seed)
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		cut.WithLabelValues(game).Inc()
		log.Debug("bot decision cut at its deadline", "game", game, "bot", spec)
	}
	return move, err
}

// SetHintShare sets how many hints may be admitted at once, in place of
// HintShareOf the workers: for tests about something else.
func (b *Bots) SetHintShare(n int) {
	b.workers.mu.Lock()
	defer b.workers.mu.Unlock()
	b.workers.share = n
}
