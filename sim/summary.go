package sim

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"

	"caribe/bots"
)

// WriteSummary prints the report as tables: win rate, mean score and
// margin per bot and per seat with their 95% intervals (FAIR SHARE says
// whether the win rate's interval lies above or below one in players, or
// holds it), the games' length, and how fast it ran.
func (r *Report) WriteSummary(w io.Writer) error {
	fmt.Fprintf(w, "%s, %d players, options %s, %d games from seed %d; bots %s, seats rotating\n\n",
		r.Game, r.Players, r.Options, r.Games, r.Seed, strings.Join(r.Bots, ","))
	for _, table := range []struct {
		head string
		rows []Stats
	}{{"BOT", r.ByBot}, {"SEAT", r.BySeat}} {
		tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintf(tw, "%s\tGAMES\tWINS\tWIN RATE\t95%% CI\tFAIR SHARE\tSCORE\t95%% CI\tMARGIN\t95%% CI\t\n", table.head)
		fair := 1 / float64(r.Players)
		for _, s := range table.rows {
			fmt.Fprintf(tw, "%s\t%d\t%.1f\t%.1f%%\t%.1f–%.1f%%\t%s\t%.2f\t%.2f–%.2f\t%+.2f\t%+.2f–%+.2f\t\n",
				s.Name, s.Games, s.Wins, 100*s.WinRate.Value, 100*s.WinRate.Low, 100*s.WinRate.High, versus(s.WinRate, fair),
				s.Score.Value, s.Score.Low, s.Score.High, s.Margin.Value, s.Margin.Low, s.Margin.High)
		}
		if err := tw.Flush(); err != nil {
			return err
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintf(w, "Game length: %.1f moves (95%% CI %.1f–%.1f), shortest %d, longest %d.\n",
		r.Length.Mean.Value, r.Length.Mean.Low, r.Length.Mean.High, r.Length.Min, r.Length.Max)
	if r.Adjudicated > 0 {
		fmt.Fprintf(w, "Adjudicated on score after %d moves: %d games.\n", bots.MaxMoves, r.Adjudicated)
	}
	t := r.Timing
	secs := t.Elapsed.Seconds()
	fmt.Fprintf(w, "Ran in %s: %.1f games/s, %.0f moves/s.\n", t.Elapsed.Round(time.Millisecond),
		float64(r.Games)/secs, float64(t.Moves)/secs)
	return writeThinking(w, t.Bots)
}

// writeThinking prints each bot's decisions: how many, their mean and
// slowest time, and how many the cap cut short.
func writeThinking(w io.Writer, bots []Thinking) error {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "BOT\tDECISIONS\tMEAN\tSLOWEST\tCUT BY THE CAP\t\n")
	for _, b := range bots {
		mean := time.Duration(0)
		if b.Decisions > 0 {
			mean = b.Total / time.Duration(b.Decisions)
		}
		fmt.Fprintf(tw, "%s\t%d\t%s\t%s\t%d\t\n", b.Name, b.Decisions, roundDuration(mean), roundDuration(b.Slowest), b.Cut)
	}
	return tw.Flush()
}

// versus says where an interval lies against a value: "above", "below" or
// "within".
func versus(i Interval, x float64) string {
	switch {
	case !i.Excludes(x):
		return "within"
	case i.Low > x:
		return "above"
	}
	return "below"
}

// roundDuration keeps three significant figures or so.
func roundDuration(d time.Duration) time.Duration {
	switch {
	case d >= time.Second:
		return d.Round(time.Millisecond)
	case d >= time.Millisecond:
		return d.Round(10 * time.Microsecond)
	}
	return d.Round(100 * time.Nanosecond)
}
