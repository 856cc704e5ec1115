package main

import (
	"fmt"
	"strings"

	"caribe/bots"
	"caribe/server/levels"
)

// botBudget is the value of serve --bot-max-budget: the most one bot
// decision may spend, as a search's iterations and a time, "20000,1s", in
// either order. A kind left out keeps its default
// (levels.DefaultMaxBudget).
type botBudget levels.Budget

// UnmarshalText reads "20000,1s", "20000" or "1s".
func (b *botBudget) UnmarshalText(text []byte) error {
	v := levels.DefaultMaxBudget
	var seen bots.Budget
	for part := range strings.SplitSeq(string(text), ",") {
		p, err := bots.ParseBudget(part)
		switch {
		case err != nil:
			return err
		case p == (bots.Budget{}):
			return fmt.Errorf("%q: give iterations and a time, as \"20000,1s\"", text)
		case p.Iterations > 0 && seen.Iterations > 0, p.Time > 0 && seen.Time > 0:
			return fmt.Errorf("%q: give iterations once and a time once", text)
		case p.Iterations > 0:
			seen.Iterations, v.Iterations = p.Iterations, p.Iterations
		default:
			seen.Time, v.Time = p.Time, p.Time
		}
	}
	*b = botBudget(v)
	return nil
}
