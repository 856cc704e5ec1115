// Package levels is the bots a server offers: the advisor that plays
// them, the named levels that stand for bot specs, and the budget that
// bounds one decision.
package levels

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"caribe/engine"
)

// Advisor is what the server needs of the bots.
type Advisor interface {
	// Check returns nil when spec names a bot (a level name is resolved by
	// the server first) that plays game, or an error naming what is wrong.
	Check(game, spec string) error
	// Bound holds spec to a limit of iterations and of time d per decision
	// in game: it returns spec itself when it asks no more, else the same
	// bot at the limit with an error saying what is over ("999999999
	// iterations is over this server's limit of 20000").
	Bound(game, spec string, iterations int, d time.Duration) (string, error)
	// Advise returns the move the bot of spec would play now in sess for
	// the seat that must decide; sess is left unchanged. It returns soon
	// after ctx ends: at the decision's deadline with the best move found
	// so far; when the server closes, its answer is dropped.
	Advise(ctx context.Context, sess engine.Session, spec string, seed uint64) (json.RawMessage, error)
}

// Budget bounds one bot decision: the iterations of a search and the
// time any bot thinks.
type Budget struct {
	Iterations int
	Time       time.Duration
}

// DefaultMaxBudget is the limit of a server given none: a search of up
// to 20,000 iterations or one second, to keep to the goal of a decision
// within a second. The default levels fit it (hard searches 10,000
// iterations, 3,000 at Tobago).
var DefaultMaxBudget = Budget{Iterations: 20_000, Time: time.Second}

// Grace is how long past the time limit a decision may run before its
// search is cut: time to load the game, stop the search and choose.
const Grace = 250 * time.Millisecond

// OrDefault fills the fields of b that bound nothing with
// DefaultMaxBudget's.
func (b Budget) OrDefault() Budget {
	if b.Iterations < 1 {
		b.Iterations = DefaultMaxBudget.Iterations
	}
	if b.Time <= 0 {
		b.Time = DefaultMaxBudget.Time
	}
	return b
}

// String writes the budget as caribe serve --bot-max-budget reads it.
func (b Budget) String() string { return fmt.Sprintf("%d,%v", b.Iterations, b.Time) }

// Level is a bot strength offered to people creating a table: its Name
// ("easy") stands for a bot Spec ("greedy"), or in the games of Games for
// another spec each.
type Level struct {
	Name, Spec string
	Games      map[string]string
}

// SpecFor is the bot spec of the level in game.
func (l Level) SpecFor(game string) string {
	if spec, ok := l.Games[game]; ok {
		return spec
	}
	return l.Spec
}

// Check refuses levels without an advisor to play them, or with a name
// or spec missing or a name given twice.
func Check(levels []Level, advisor Advisor) error {
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

// NameOf names the level of levels whose bot in game is spec, or "".
func NameOf(levels []Level, game, spec string) string {
	if spec == "" {
		return ""
	}
	for _, l := range levels {
		if l.SpecFor(game) == spec {
			return l.Name
		}
	}
	return ""
}
