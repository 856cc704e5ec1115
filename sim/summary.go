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
	fmt.Fprintf(w, "Game length: %.1f moves (95%% CI %.1f–%.1f), shortest %d, longest %d; %.1f turns (%.1f–%.1f).\n",
		r.Length.Mean.Value, r.Length.Mean.Low, r.Length.Mean.High, r.Length.Min, r.Length.Max,
		r.Metrics.Turns.Mean.Value, r.Metrics.Turns.Mean.Low, r.Metrics.Turns.Mean.High)
	if len(r.ByOrder) > 0 {
		f := r.ByOrder[0].WinRate
		fmt.Fprintf(w, "First to move won %.1f%% (95%% CI %.1f–%.1f%%): %s the fair share of %.1f%%.\n",
			100*f.Value, 100*f.Low, 100*f.High, versus(f, 1/float64(r.Players)), 100/float64(r.Players))
	}
	m := r.Metrics
	fmt.Fprintf(w, "Lead changes %.2f (%.2f–%.2f), drama %.1f%% (%.1f–%.1f%%), decided at %.1f%% (%.1f–%.1f%%) of the game; standing: %s.\n",
		m.LeadChanges.Value, m.LeadChanges.Low, m.LeadChanges.High, 100*m.Drama.Value, 100*m.Drama.Low, 100*m.Drama.High,
		100*m.DecidedAt.Value, 100*m.DecidedAt.Low, 100*m.DecidedAt.High, m.Standing)
	if r.Adjudicated > 0 {
		fmt.Fprintf(w, "Adjudicated on score after %d moves: %d games.\n", bots.MaxMoves, r.Adjudicated)
	}
	return r.Timing.write(w, r.Games)
}

// write prints how fast the games ran and each bot's thinking; nothing
// for games merged from shards, whose timing is lost.
func (t Timing) write(w io.Writer, games int) error {
	if t.Elapsed == 0 {
		return nil
	}
	secs := t.Elapsed.Seconds()
	fmt.Fprintf(w, "Ran in %s: %.1f games/s, %.0f moves/s.\n", t.Elapsed.Round(time.Millisecond),
		float64(games)/secs, float64(t.Moves)/secs)
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

// WriteSummary prints the study: a single setting's report, or a sweep's
// table of settings (the win rate of the first to move, the length and the
// metrics of each), then how fast it ran.
func (st *Study) WriteSummary(w io.Writer, t Timing) error {
	if !st.IsSweep() {
		r := *st.Reports[0]
		r.Timing = t
		return r.WriteSummary(w)
	}
	fmt.Fprintf(w, "%s, %d players, %d games per setting from seed %d; bots %s, seats rotating\n\n",
		st.Game, st.Players, st.Games, st.Seed, strings.Join(st.Bots, ","))
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "SETTING\tGAMES\tFIRST TO MOVE\t95%% CI\tFAIR SHARE\tMOVES\tTURNS\tLEAD CHANGES\tDRAMA\tDECIDED AT\t\n")
	fair := 1 / float64(st.Players)
	for k, r := range st.Reports {
		f, m := r.ByOrder[0].WinRate, r.Metrics
		fmt.Fprintf(tw, "%s\t%d\t%.1f%%\t%.1f–%.1f%%\t%s\t%.1f\t%.1f\t%.2f\t%.1f%%\t%.1f%%\t\n", st.Label(k), r.Games,
			100*f.Value, 100*f.Low, 100*f.High, versus(f, fair), r.Length.Mean.Value, m.Turns.Mean.Value,
			m.LeadChanges.Value, 100*m.Drama.Value, 100*m.DecidedAt.Value)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(w)
	return t.write(w, st.Games*len(st.Reports))
}
