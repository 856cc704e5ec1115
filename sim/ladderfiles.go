package sim

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strconv"
	"time"
)

// The files Ladder.WriteFiles writes.
const (
	LadderFile      = "ladder.json"
	LadderChartFile = "ladder-strength.svg"
)

// LadderTable is what ladder.json holds: each bot's rating with its
// interval, for calibrating the bot levels a server offers.
type LadderTable struct {
	Game string `json:"game"`
	// GamesPerPair two-player games were played by every pair, seats
	// rotating, from Seed.
	GamesPerPair int    `json:"games_per_pair"`
	Seed         uint64 `json:"seed"`
	// Scale says how to read a rating: Elo points, the first bot at
	// AnchorRating.
	Scale string        `json:"scale"`
	Bots  []LadderEntry `json:"bots"`
	Pairs []LadderPair  `json:"pairs"`
}

// LadderEntry is one bot's rating.
type LadderEntry struct {
	// Spec is the bot as caribe sim --bots reads it ("mcts:1000").
	Spec   string  `json:"spec"`
	Label  string  `json:"label"`
	Rating float64 `json:"rating"`
	Low    float64 `json:"low"`
	High   float64 `json:"high"`
	// Games counts the games played to their end, Capped those stopped at
	// the move cap, which the rating leaves out.
	Games  int     `json:"games"`
	Capped int     `json:"capped"`
	Wins   float64 `json:"wins"`
}

// LadderPair is how two bots fared: A's win rate over B.
type LadderPair struct {
	A     string `json:"a"`
	B     string `json:"b"`
	Games int    `json:"games"`
	// Capped counts the games stopped at the move cap, left out of Games
	// and WinRate.
	Capped  int      `json:"capped"`
	WinRate Interval `json:"win_rate"`
}

// Table is the ladder as ladder.json holds it.
func (l *Ladder) Table() LadderTable {
	t := LadderTable{Game: l.Game, GamesPerPair: l.Games, Seed: l.Seed,
		Scale: fmt.Sprintf("Elo (Bradley–Terry fit), %s at %d; low and high bound the 95%% interval", l.Bots[0], AnchorRating)}
	for i, b := range l.Bots {
		e := LadderEntry{Spec: l.Specs[i].String(), Label: b, Rating: round1(l.Ratings[i]),
			Low: round1(l.Intervals[i].Low), High: round1(l.Intervals[i].High)}
		for _, p := range l.Pairs {
			switch i {
			case p.A:
				e.Games, e.Capped = e.Games+p.Report.Finished(), e.Capped+p.Report.Capped
				e.Wins += p.Report.ByBot[0].Wins
			case p.B:
				e.Games, e.Capped = e.Games+p.Report.Finished(), e.Capped+p.Report.Capped
				e.Wins += p.Report.ByBot[1].Wins
			}
		}
		t.Bots = append(t.Bots, e)
	}
	for _, p := range l.Pairs {
		t.Pairs = append(t.Pairs, LadderPair{A: l.Bots[p.A], B: l.Bots[p.B], Games: p.Report.Finished(),
			Capped: p.Report.Capped, WinRate: p.WinRate})
	}
	return t
}

// round1 rounds to a tenth, an infinite value to a large finite one that
// JSON can hold.
func round1(v float64) float64 {
	if math.IsInf(v, 0) {
		return math.Copysign(1e9, v)
	}
	return math.Round(v*10) / 10
}

// WriteFiles writes ladder.json and the chart of strength against budget
// into dir, creating it.
func (l *Ladder) WriteFiles(dir string) error {
	data, err := json.MarshalIndent(l.Table(), "", "  ")
	if err != nil {
		return err
	}
	return writeAll(dir, []chart{{LadderFile, string(data) + "\n"}, {LadderChartFile, l.StrengthChart()}})
}

// StrengthChart draws each search's rating against its budget, on a log
// scale, one line per search; bots without a budget are horizontal bands.
func (l *Ladder) StrengthChart() string {
	type point struct {
		budget float64
		i      int
	}
	families := map[string][]point{}
	var names []string
	var flat []series
	unit := "iterations"
	for i, s := range l.Specs {
		b := float64(s.Budget.Iterations)
		if b == 0 && s.Budget.Time > 0 {
			b, unit = float64(s.Budget.Time/time.Millisecond), "milliseconds"
		}
		if b <= 0 {
			flat = append(flat, series{Name: l.Bots[i], Points: []Interval{l.Intervals[i]}})
			continue
		}
		if _, ok := families[s.Name]; !ok {
			names = append(names, s.Name)
		}
		families[s.Name] = append(families[s.Name], point{b, i})
	}
	var budgets []float64
	for _, ps := range families {
		for _, p := range ps {
			if !slices.Contains(budgets, p.budget) {
				budgets = append(budgets, p.budget)
			}
		}
	}
	slices.Sort(budgets)
	if len(budgets) == 0 {
		budgets = []float64{1}
	}
	var x []float64
	var ticks []string
	for _, b := range budgets {
		x = append(x, math.Log10(b))
		ticks = append(ticks, strconv.FormatFloat(b, 'f', -1, 64))
	}
	var lines []series
	for _, name := range names {
		s := series{Name: name, Points: make([]Interval, len(budgets)), Has: make([]bool, len(budgets))}
		for _, p := range families[name] {
			k := slices.Index(budgets, p.budget)
			s.Points[k], s.Has[k] = l.Intervals[p.i], true
		}
		lines = append(lines, s)
	}
	return lineChart(lineSpec{title: fmt.Sprintf("Strength against budget: %s, %d games per pair", l.Game, l.Games),
		xLabel: "budget per decision (" + unit + ", log scale)", yLabel: "rating (Elo)", x: x, ticks: ticks,
		lines: lines, flat: flat, ref: AnchorRating, refText: fmt.Sprintf("dashed: %s, the anchor", l.Bots[0])})
}
