package sim

import (
	"math/rand/v2"
	"slices"
)

// TuneEstimate sums up a set of fresh games of one setting: the goal's
// fitness and the numbers it reads, with 95% intervals. Capped games
// (stopped at the move cap) are counted and left out of every figure.
type TuneEstimate struct {
	Games  int `json:"games"`
	Capped int `json:"capped"`
	// Fitness is the goal's fitness of the games, with a bootstrap
	// percentile interval.
	Fitness Interval `json:"fitness"`
	// FirstWin is the first player's win rate (Wilson interval).
	FirstWin Interval `json:"first_win"`
	// Turns, Moves and LeadChanges are means with bootstrap percentile
	// intervals.
	Turns       Interval `json:"turns"`
	Moves       Interval `json:"moves"`
	LeadChanges Interval `json:"lead_changes"`
	// TurnsQuartiles are the turns' median and quartiles.
	TurnsQuartiles Quartiles `json:"turns_quartiles"`
}

// tuneResamples is the number of resamples of a bootstrap interval.
const tuneResamples = 2000

// tuneEstimateOf sums up games for goal g; the bootstrap draws from seed.
func tuneEstimateOf(g Goal, players int, games []tuneGame, seed uint64) TuneEstimate {
	var kept []tuneGame
	for _, x := range games {
		if !x.Capped {
			kept = append(kept, x)
		}
	}
	e := TuneEstimate{Games: len(games), Capped: len(games) - len(kept)}
	n := len(kept)
	if n == 0 {
		w := g.worst()
		e.Fitness = Interval{w, w, w}
		e.FirstWin = Wilson(0, 0, Z95)
		return e
	}
	stats := func(xs []tuneGame) [4]float64 {
		var s [4]float64
		for _, x := range xs {
			s[0] += float64(x.Turns)
			s[1] += float64(x.Moves)
			s[2] += float64(x.LeadChanges)
		}
		for i := range 3 {
			s[i] /= float64(len(xs))
		}
		s[3] = g.score(xs, players)
		return s
	}
	point := stats(kept)
	rng := rand.New(rand.NewPCG(seed, GameSeed(seed, 0)))
	samples := make([][]float64, 4)
	re := make([]tuneGame, n)
	for range tuneResamples {
		for i := range re {
			re[i] = kept[rng.IntN(n)]
		}
		s := stats(re)
		for k := range samples {
			samples[k] = append(samples[k], s[k])
		}
	}
	iv := func(k int) Interval {
		slices.Sort(samples[k])
		return Interval{point[k], quantile(samples[k], 0.025), quantile(samples[k], 0.975)}
	}
	e.Turns, e.Moves, e.LeadChanges, e.Fitness = iv(0), iv(1), iv(2), iv(3)
	won := 0.0
	var turns Sample
	for _, x := range kept {
		won += x.FirstWon
		turns.Add(float64(x.Turns))
	}
	e.FirstWin = Wilson(won, n, Z95)
	e.TurnsQuartiles = turns.Quartiles()
	return e
}
