package sim

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Goal is what a tune looks for: a fitness of a batch of games, the higher
// the better, in [-1, 1].
type Goal struct {
	// Kind is fair, turns, moves or lead-changes.
	Kind string `json:"kind"`
	// Target is the game length aimed at, for turns and moves.
	Target float64 `json:"target,omitempty"`
}

// goalKinds are the goals ParseGoal knows, as they are written.
var goalKinds = []string{"fair", "turns=N", "moves=N", "lead-changes"}

// ParseGoal reads a goal: fair (the first player's win rate closest to
// 1/players), turns=N or moves=N (the mean game length closest to N
// players' turns or moves), lead-changes (the most lead changes a game).
func ParseGoal(text string) (Goal, error) {
	k, v, hasValue := strings.Cut(strings.TrimSpace(text), "=")
	switch {
	case (k == "fair" || k == "lead-changes") && !hasValue:
		return Goal{Kind: k}, nil
	case k == "turns" || k == "moves":
		n, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		if !hasValue || err != nil || !(n >= 1) {
			return Goal{}, fmt.Errorf("goal %q: write %s=N with N a length of 1 or more, e.g. %s=60", text, k, k)
		}
		return Goal{Kind: k, Target: n}, nil
	}
	return Goal{}, fmt.Errorf("goal %q: unknown goal (known: %s)", text, strings.Join(goalKinds, ", "))
}

// String writes the goal as ParseGoal reads it.
func (g Goal) String() string {
	if g.Kind == "turns" || g.Kind == "moves" {
		return g.Kind + "=" + strconv.FormatFloat(g.Target, 'g', -1, 64)
	}
	return g.Kind
}

// Describe says in words what the goal looks for and what its fitness is.
func (g Goal) Describe(players int) string {
	switch g.Kind {
	case "fair":
		return fmt.Sprintf("the first player's win rate closest to 1/%d; fitness −|win rate − 1/%d|", players, players)
	case "turns", "moves":
		return fmt.Sprintf("mean game length closest to %s %s; fitness −min(1, |mean − %[1]s| / %[1]s)",
			strconv.FormatFloat(g.Target, 'g', -1, 64), g.Kind)
	}
	return "the most lead changes a game; fitness mean / (1 + mean)"
}

// Measure names what the goal measures in a game.
func (g Goal) Measure() string {
	switch g.Kind {
	case "fair":
		return "first player's win rate"
	case "turns", "moves":
		return "mean " + g.Kind
	}
	return "mean lead changes"
}

// tuneGame is what a tune keeps of a game: the numbers its goals read.
type tuneGame struct {
	Seed uint64 `json:"seed"`
	// FirstWon is the first player's share of the win.
	FirstWon    float64 `json:"first_won"`
	Moves       int     `json:"moves"`
	Turns       int     `json:"turns"`
	LeadChanges int     `json:"lead_changes"`
	// Capped games were stopped at the move cap; the goals leave them out.
	Capped bool `json:"capped,omitempty"`
}

// tuneGameOf keeps what a tune reads of a played game.
func tuneGameOf(p Played) tuneGame {
	g := tuneGame{Seed: p.Seed, Moves: p.Moves, Turns: p.Turns, LeadChanges: p.LeadChanges, Capped: p.Capped}
	if slices.Contains(p.Winners, p.First) {
		g.FirstWon = 1 / float64(len(p.Winners))
	}
	return g
}

// measure is the goal's measure of one game.
func (g Goal) measure(x tuneGame) float64 {
	switch g.Kind {
	case "fair":
		return x.FirstWon
	case "turns":
		return float64(x.Turns)
	case "moves":
		return float64(x.Moves)
	}
	return float64(x.LeadChanges)
}

// fitness is the goal's fitness of the mean measure m of games.
func (g Goal) fitness(m float64, players int) float64 {
	switch g.Kind {
	case "fair":
		d := m - 1/float64(players)
		return -max(d, -d)
	case "turns", "moves":
		d := (m - g.Target) / g.Target
		return -min(1, max(d, -d))
	}
	return m / (1 + m)
}

// worst is the fitness of a batch without a game to measure: every one
// capped, or a setting the game refuses.
func (g Goal) worst() float64 {
	if g.Kind == "lead-changes" {
		return 0
	}
	return -1
}

// score is the goal's fitness of a batch of games, the capped ones left
// out.
func (g Goal) score(games []tuneGame, players int) float64 {
	sum, n := 0.0, 0
	for _, x := range games {
		if !x.Capped {
			sum += g.measure(x)
			n++
		}
	}
	if n == 0 {
		return g.worst()
	}
	return g.fitness(sum/float64(n), players)
}
