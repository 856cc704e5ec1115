package bots

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Budget is how much a search may think per decision: a number of
// iterations (deterministic) or a wall-clock time (not), and a cap on the
// time of any decision. The zero Budget means the bot's default.
type Budget struct {
	Iterations int
	Time       time.Duration
	// Cap, with iterations (or the default), ends a decision at this time
	// even with iterations left: the move is then chosen among what the
	// search has found, which depends on the machine's load.
	Cap time.Duration
}

// ParseBudget reads "2000" (iterations), a duration such as "200ms" or
// "1.5s", or iterations capped in time: "2000/1s", or "/1s" for the
// default iterations within a second. An empty string is the zero Budget.
func ParseBudget(text string) (Budget, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return Budget{}, nil
	}
	if iters, limit, ok := strings.Cut(text, "/"); ok {
		var b Budget
		if iters = strings.TrimSpace(iters); iters != "" {
			n, err := strconv.Atoi(iters)
			if err != nil || n < 1 {
				return Budget{}, fmt.Errorf("budget %q: before the / give at least 1 iteration (\"2000/1s\")", text)
			}
			b.Iterations = n
		}
		d, err := time.ParseDuration(strings.TrimSpace(limit))
		if err != nil || d <= 0 {
			return Budget{}, fmt.Errorf("budget %q: after the / give a positive duration (\"2000/1s\")", text)
		}
		b.Cap = d
		return b, nil
	}
	if n, err := strconv.Atoi(text); err == nil {
		if n < 1 {
			return Budget{}, fmt.Errorf("budget: %d iterations; give at least 1", n)
		}
		return Budget{Iterations: n}, nil
	}
	d, err := time.ParseDuration(text)
	if err != nil || d <= 0 {
		return Budget{}, fmt.Errorf("budget %q: give iterations (\"2000\"), a positive duration (\"200ms\") or both (\"2000/1s\")", text)
	}
	return Budget{Time: d}, nil
}

// String writes the budget as ParseBudget reads it; "" for the default.
func (b Budget) String() string {
	switch {
	case b.Cap > 0 && b.Iterations > 0:
		return strconv.Itoa(b.Iterations) + "/" + b.Cap.String()
	case b.Cap > 0:
		return "/" + b.Cap.String()
	case b.Iterations > 0:
		return strconv.Itoa(b.Iterations)
	case b.Time > 0:
		return b.Time.String()
	}
	return ""
}

// Deadline is the longest a decision on this budget may take: its time,
// else its cap; zero when only iterations bound it.
func (b Budget) Deadline() time.Duration {
	if b.Time > 0 {
		return b.Time
	}
	return b.Cap
}

// The bots' names.
const (
	Random = "random"
	Greedy = "greedy"
	Casual = "casual"
	// ExpertName is the game's strong rule-based player (Expert).
	ExpertName = "expert"
	MCTS       = "mcts"
	ISMCTS     = "ismcts"
	// Expecti is the expectimax to the end of the stage under way,
	// Expecti2 to the end of the next and Expecti3 one stage further
	// (engine.Evaluator).
	Expecti  = "expecti"
	Expecti2 = "expecti2"
	Expecti3 = "expecti3"
	// Expertimax is Expecti2 with its leaves valued as the game's expert
	// values a move (Appraiser).
	Expertimax = "expertimax"
	// Expectiwin is Expecti2 with its leaves valued by the game's win
	// chances fitted to played games (Forecaster).
	Expectiwin = "expectiwin"
	// Rollout plays the move whose playouts by the game's expert rule end
	// best by the fitted forecast (Expert, Forecaster).
	Rollout = "rollout"
)

// Names lists the bots.
func Names() []string {
	return []string{Random, Casual, Greedy, ExpertName, Expecti, Expecti2, Expecti3, Expertimax, Expectiwin, Rollout, MCTS, ISMCTS}
}

// Spec names a bot and its budget, written "mcts", "mcts:5000" or
// "ismcts:300ms". Only the searches take a budget.
type Spec struct {
	Name   string
	Budget Budget
	// Level is the level this spec was named by ("hard"), if any.
	Level string
}

// ParseLevelSpec reads a level of g ("hard") into its spec, or else a bot
// spec as ParseSpec does.
func ParseLevelSpec(g Game, text string) (Spec, error) {
	name := strings.TrimSpace(text)
	if spec, ok := LevelSpec(g, name); ok {
		s, err := ParseSpec(spec)
		if err != nil {
			return Spec{}, fmt.Errorf("level %s of %s (%s): %w", name, g.Name(), spec, err)
		}
		s.Level = name
		return s, nil
	}
	return ParseSpec(text)
}

// ParseSpec reads a bot's name with an optional ":budget".
func ParseSpec(text string) (Spec, error) {
	name, budget, _ := strings.Cut(strings.TrimSpace(text), ":")
	return NewSpec(name, budget)
}

// NewSpec checks a bot's name and budget.
func NewSpec(name, budget string) (Spec, error) {
	b, err := ParseBudget(budget)
	if err != nil {
		return Spec{}, err
	}
	switch name {
	case Random, Casual, Greedy, ExpertName:
		if b != (Budget{}) {
			return Spec{}, fmt.Errorf("the %s bot does not search: it takes no budget", name)
		}
	case Expecti, Expecti2, Expecti3, Expertimax, Expectiwin, Rollout:
		if b != (Budget{}) {
			return Spec{}, fmt.Errorf("the %s bot searches a fixed depth: it takes no budget", name)
		}
	case MCTS, ISMCTS:
	default:
		return Spec{}, fmt.Errorf("unknown bot %q (known: %s)", name, strings.Join(Names(), ", "))
	}
	return Spec{Name: name, Budget: b}, nil
}

// Label names the spec in reports: "hard (mcts:/1s)" for a level, else
// the spec itself.
func (s Spec) Label() string {
	if s.Level != "" {
		return s.Level + " (" + s.String() + ")"
	}
	return s.String()
}

// String writes the spec as ParseSpec reads it.
func (s Spec) String() string {
	if b := s.Budget.String(); b != "" {
		return s.Name + ":" + b
	}
	return s.Name
}
