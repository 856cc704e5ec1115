package sim

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"strings"
	"text/tabwriter"

	"caribe/bots"
)

// Ladder is a round robin's results: every pair of bots played the same
// number of two-player games, seats rotating, and each bot got a rating.
type Ladder struct {
	Game  string
	Bots  []string
	Games int // per pair
	Seed  uint64
	Pairs []Pair
	// Ratings are on the Elo scale, fitted to every game (Bradley–Terry,
	// a shared win counting half to each), the first bot at AnchorRating.
	Ratings []float64
	// Intervals are the ratings' 95% intervals against the anchor, from
	// the fit's Hessian (the anchor's has no width).
	Intervals []Interval
	// Specs are the bots as given.
	Specs []bots.Spec
	// Thinks is each bot's decisions, summed over its pairs.
	Thinks []Thinking
}

// Pair is how two bots of a ladder fared against each other.
type Pair struct {
	A, B int // indices into Ladder.Bots
	// WinRate is A's share of the wins over B in the games played to their
	// end, with its Wilson interval; the capped games count in neither
	// the rate nor the ratings.
	WinRate Interval
	Report  *Report
}

// AnchorRating is the rating of a ladder's first bot.
const AnchorRating = 1000

// RoundRobin plays c.Games two-player games between every pair of
// c.Bots (in any number) and rates the bots. Pair i is seeded with
// GameSeed(c.Seed, i), so any pair's games can be replayed alone.
func RoundRobin(ctx context.Context, c Config) (*Ladder, error) {
	if c.Players != 2 {
		return nil, fmt.Errorf("a round robin plays two-player games, not %d-player ones", c.Players)
	}
	if len(c.Bots) < 2 {
		return nil, errors.New("a round robin needs at least two bots")
	}
	l := &Ladder{Game: c.Game, Games: c.Games, Specs: c.Bots, Seed: c.Seed}
	for _, b := range c.Bots {
		l.Bots = append(l.Bots, b.Label())
	}
	progress := c.Progress
	done := 0
	for a := range c.Bots {
		for b := a + 1; b < len(c.Bots); b++ {
			pc := c
			pc.Bots = []bots.Spec{c.Bots[a], c.Bots[b]}
			pc.Seed = GameSeed(c.Seed, len(l.Pairs))
			pc.Progress = nil
			if progress != nil {
				base := done
				pc.Progress = func(n int) { progress(base + n) }
			}
			rep, err := Run(ctx, pc)
			if err != nil {
				return nil, fmt.Errorf("%s against %s: %w", l.Bots[a], l.Bots[b], err)
			}
			done += c.Games
			l.Pairs = append(l.Pairs, Pair{A: a, B: b, WinRate: rep.ByBot[0].WinRate, Report: rep})
			for _, t := range rep.Timing.Bots {
				l.Thinks = addThinking(l.Thinks, t)
			}
		}
	}
	l.Ratings, l.Intervals = rate(len(c.Bots), l.Pairs)
	return l, nil
}

// rate fits Bradley–Terry strengths to the pairs' wins by the MM algorithm
// (Hunter 2004) and puts them on the Elo scale, 400·log10 of a strength
// ratio, the first bot at AnchorRating. A bot that won or lost every game
// has no finite strength: half a win is moved to its opponents' side (or
// its own) in each pair, which keeps the order and bounds the gap. The
// intervals are rating ± 1.96 standard errors, from the inverse of the
// log-likelihood's Hessian with the anchor held fixed.
func rate(n int, pairs []Pair) ([]float64, []Interval) {
	wins := make([][]float64, n)
	for i := range wins {
		wins[i] = make([]float64, n)
	}
	for _, p := range pairs {
		games := float64(p.Report.Finished())
		w := p.WinRate.Value * games
		w = min(max(w, 0.5), games-0.5)
		wins[p.A][p.B] += w
		wins[p.B][p.A] += games - w
	}
	strength := make([]float64, n)
	for i := range strength {
		strength[i] = 1
	}
	next := make([]float64, n)
	for range 10_000 {
		change := 0.0
		for i := range n {
			won, denom := 0.0, 0.0
			for j := range n {
				if i == j {
					continue
				}
				won += wins[i][j]
				if g := wins[i][j] + wins[j][i]; g > 0 {
					denom += g / (strength[i] + strength[j])
				}
			}
			next[i] = strength[i]
			if denom > 0 {
				next[i] = won / denom
			}
		}
		for i := range n {
			next[i] /= next[0]
			change = max(change, math.Abs(next[i]-strength[i]))
		}
		copy(strength, next)
		if change < 1e-12 {
			break
		}
	}
	out := make([]float64, n)
	for i, s := range strength {
		out[i] = AnchorRating + 400*math.Log10(s)
	}
	se := standardErrors(wins, strength)
	intervals := make([]Interval, n)
	for i, r := range out {
		half := Z95 * eloPerNat * se[i]
		intervals[i] = Interval{r, r - half, r + half}
	}
	return out, intervals
}

// WriteSummary prints the ladder: the ratings, each pair's win rate over
// the games played to their end (the capped ones counted apart), and each
// bot's decision times.
func (l *Ladder) WriteSummary(w io.Writer) error {
	fmt.Fprintf(w, "%s, round robin of %s: %d two-player games per pair, seats rotating\n\n", l.Game, strings.Join(l.Bots, ", "), l.Games)
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "BOT\tRATING\t95%% CI\t\n")
	for i, b := range l.Bots {
		fmt.Fprintf(tw, "%s\t%.0f\t%.0f–%.0f\t\n", b, l.Ratings[i], l.Intervals[i].Low, l.Intervals[i].High)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(w)
	tw = tabwriter.NewWriter(w, 0, 4, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "BOT\tAGAINST\tGAMES\tCAPPED\tWIN RATE\t95%% CI\t\n")
	for _, p := range l.Pairs {
		fmt.Fprintf(tw, "%s\t%s\t%d\t%d\t%.1f%%\t%.1f–%.1f%%\t\n", l.Bots[p.A], l.Bots[p.B], p.Report.Finished(), p.Report.Capped,
			100*p.WinRate.Value, 100*p.WinRate.Low, 100*p.WinRate.High)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(w)
	return writeThinking(w, l.Thinks)
}
