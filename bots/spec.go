package bots

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Budget is how much a search may think per decision: a number of
// iterations (deterministic) or a wall-clock time (not). The zero Budget
// means the bot's default.
type Budget struct {
	Iterations int
	Time       time.Duration
}

// ParseBudget reads "2000" (iterations) or a duration such as "200ms" or
// "1.5s"; an empty string is the zero Budget.
func ParseBudget(text string) (Budget, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return Budget{}, nil
	}
	if n, err := strconv.Atoi(text); err == nil {
		if n < 1 {
			return Budget{}, fmt.Errorf("budget: %d iterations; give at least 1", n)
		}
		return Budget{Iterations: n}, nil
	}
	d, err := time.ParseDuration(text)
	if err != nil || d <= 0 {
		return Budget{}, fmt.Errorf("budget %q: give iterations (\"2000\") or a positive duration (\"200ms\")", text)
	}
	return Budget{Time: d}, nil
}

// String writes the budget as ParseBudget reads it; "" for the default.
func (b Budget) String() string {
	switch {
	case b.Iterations > 0:
		return strconv.Itoa(b.Iterations)
	case b.Time > 0:
		return b.Time.String()
	}
	return ""
}

// The bots' names.
const (
	Random = "random"
	Greedy = "greedy"
	MCTS   = "mcts"
	ISMCTS = "ismcts"
)

// Names lists the bots.
func Names() []string { return []string{Random, Greedy, MCTS, ISMCTS} }

// Spec names a bot and its budget, written "mcts", "mcts:5000" or
// "ismcts:300ms". Only the searches take a budget.
type Spec struct {
	Name   string
	Budget Budget
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
	case Random, Greedy:
		if b != (Budget{}) {
			return Spec{}, fmt.Errorf("the %s bot does not search: it takes no budget", name)
		}
	case MCTS, ISMCTS:
	default:
		return Spec{}, fmt.Errorf("unknown bot %q (known: %s)", name, strings.Join(Names(), ", "))
	}
	return Spec{Name: name, Budget: b}, nil
}

// String writes the spec as ParseSpec reads it.
func (s Spec) String() string {
	if b := s.Budget.String(); b != "" {
		return s.Name + ":" + b
	}
	return s.Name
}
