package sim

import (
	"cmp"
	"encoding/json"
	"fmt"
	"slices"
)

// TuneReport is what a tune found: report.json of caribe sim tune.
type TuneReport struct {
	Game    string          `json:"game"`
	Players int             `json:"players"`
	Bots    []string        `json:"bots"`
	Seed    uint64          `json:"seed"`
	Options json.RawMessage `json:"options"`
	Goal    string          `json:"goal"`
	// GoalText says what the goal looks for and what its fitness is.
	GoalText string      `json:"goal_text"`
	Params   []TuneParam `json:"params"`
	// Space is the number of settings in the space.
	Space      float64 `json:"space"`
	Budget     int     `json:"budget"`
	Runs       int     `json:"runs"`
	Batch      int     `json:"batch"`
	Iterations int     `json:"iterations"`
	Fresh      int     `json:"fresh"`
	Explore    float64 `json:"explore"`
	Neighbours int     `json:"neighbours"`
	// Tried are the settings the searches evaluated, the most evaluated
	// (where the searches settled) first, then by mean fitness.
	Tried []TuneTried `json:"tried"`
	// Searches are the runs: each one's evaluations and recommendation.
	Searches []TuneSearch `json:"searches"`
	// Best is the recommendation of best fitness on the first fresh games,
	// estimated on the second.
	Best TuneBest `json:"best"`
}

// TuneTried is one setting the searches evaluated.
type TuneTried struct {
	Point       []int             `json:"point"`
	Values      []json.RawMessage `json:"values"`
	Evaluations int               `json:"evaluations"`
	// Fitness is the mean fitness of its evaluations.
	Fitness float64 `json:"fitness"`
	Refused string  `json:"refused,omitempty"`
}

// TuneSearch is one run of the search.
type TuneSearch struct {
	Run int `json:"run"`
	// Steps are the points evaluated, in order, and their fitness.
	Steps []TuneStep `json:"steps"`
	// Best is the run's recommendation, Estimate NTBEA's model estimate of
	// its fitness, and Selection its first fresh games.
	Best      []int             `json:"best"`
	Values    []json.RawMessage `json:"values"`
	Estimate  float64           `json:"estimate"`
	Refused   string            `json:"refused,omitempty"`
	Selection TuneEstimate      `json:"selection"`
}

// TuneBest is the setting the tune recommends.
type TuneBest struct {
	Run     int               `json:"run"`
	Point   []int             `json:"point"`
	Values  []json.RawMessage `json:"values"`
	Options json.RawMessage   `json:"options"`
	// Selection are the fresh games that picked it among the runs'
	// recommendations; Confirmation are new games again, which no choice
	// has seen: the estimate to quote.
	Selection    TuneEstimate `json:"selection"`
	Confirmation TuneEstimate `json:"confirmation"`
	Refused      string       `json:"refused,omitempty"`
}

// Report sums the whole tune up; a shard's outcome has no report (the
// best is chosen among every run).
func (o *TuneOutcome) Report() (*TuneReport, error) {
	t := o.Tune
	if t.Shard.N > 0 || len(o.Runs) != t.Runs {
		return nil, fmt.Errorf("a report needs every run of the tune; merge the shards")
	}
	rep := &TuneReport{Game: t.Game, Players: t.Players, Seed: t.Seed, Options: t.spec().Options, Goal: t.Goal.String(),
		GoalText: t.Goal.Describe(t.Players), Params: t.Params, Space: 1, Budget: t.Budget, Runs: t.Runs, Batch: t.Batch,
		Iterations: t.Iterations(), Fresh: t.Fresh, Explore: t.Explore, Neighbours: t.Neighbours, Tried: []TuneTried{}}
	for _, b := range t.Bots {
		rep.Bots = append(rep.Bots, b.Label())
	}
	for _, p := range t.Params {
		rep.Space *= float64(len(p.Values))
	}
	values := func(p []int) []json.RawMessage {
		out := make([]json.RawMessage, len(p))
		for d, v := range p {
			out[d] = t.Params[d].Values[v]
		}
		return out
	}
	index := map[string]int{}
	for _, r := range o.Runs {
		for _, s := range r.Steps {
			key := fmt.Sprint(s.Point)
			k, ok := index[key]
			if !ok {
				k = len(rep.Tried)
				index[key] = k
				rep.Tried = append(rep.Tried, TuneTried{Point: s.Point, Values: values(s.Point), Refused: s.Refused})
			}
			rep.Tried[k].Evaluations++
			rep.Tried[k].Fitness += s.Fitness
		}
	}
	for k := range rep.Tried {
		rep.Tried[k].Fitness /= float64(rep.Tried[k].Evaluations)
	}
	slices.SortStableFunc(rep.Tried, func(a, b TuneTried) int {
		if a.Evaluations != b.Evaluations {
			return b.Evaluations - a.Evaluations
		}
		return cmp.Compare(b.Fitness, a.Fitness)
	})
	best := -1
	for i, r := range o.Runs {
		sel := tuneEstimateOf(t.Goal, t.Players, r.Selection, GameSeed(GameSeed(t.Seed, tuneBootstrapStream), 2*i))
		rep.Searches = append(rep.Searches, TuneSearch{Run: r.Run, Steps: r.Steps, Best: r.Best, Values: values(r.Best),
			Estimate: r.Estimate, Refused: r.Refused, Selection: sel})
		if r.Refused == "" && (best < 0 || sel.Fitness.Value > rep.Searches[best].Selection.Fitness.Value) {
			best = i
		}
	}
	if best < 0 {
		best = 0
	}
	r := o.Runs[best]
	opts, err := pointOptions(t.Options, t.Params, r.Best)
	if err != nil {
		return nil, err
	}
	rep.Best = TuneBest{Run: r.Run, Point: r.Best, Values: values(r.Best), Options: opts, Refused: r.Refused,
		Selection:    rep.Searches[best].Selection,
		Confirmation: tuneEstimateOf(t.Goal, t.Players, r.Confirmation, GameSeed(GameSeed(t.Seed, tuneBootstrapStream), 2*best+1))}
	return rep, nil
}

// Label names a setting of the tune by its values.
func (rep *TuneReport) Label(point []int) string { return pointLabel(rep.Params, point) }
