package sim

import (
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"caribe/bots"
)

// WriteSummary prints the report as tables: win rate, mean score and
// margin per bot and per seat with their 95% intervals (FAIR SHARE says
// whether the win rate's interval lies above or below one in players, or
// holds it), the games' length, and how fast it ran. The games stopped at
// the move cap are counted apart (CAPPED) and left out of every figure.
func (r *Report) WriteSummary(w io.Writer) error {
	fmt.Fprintf(w, "%s, %d players, options %s, %d games from seed %d; bots %s, seats rotating\n\n",
		r.Game, r.Players, r.Options, r.Games, r.Seed, strings.Join(r.Bots, ","))
	for _, table := range []struct {
		head string
		rows []Stats
	}{{"BOT", r.ByBot}, {"SEAT", r.BySeat}} {
		tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintf(tw, "%s\tGAMES\tCAPPED\tWINS\tWIN RATE\t95%% CI\tFAIR SHARE\tSCORE\t95%% CI\tMEDIAN\tMARGIN\t95%% CI\t\n", table.head)
		fair := 1 / float64(r.Players)
		for _, s := range table.rows {
			fmt.Fprintf(tw, "%s\t%d\t%d\t%.1f\t%.1f%%\t%.1f–%.1f%%\t%s\t%.2f\t%.2f–%.2f\t%s\t%+.2f\t%+.2f–%+.2f\t\n",
				s.Name, s.Games, s.Capped, s.Wins, 100*s.WinRate.Value, 100*s.WinRate.Low, 100*s.WinRate.High, versus(s.WinRate, fair),
				s.Score.Value, s.Score.Low, s.Score.High, short(s.ScoreQuartiles.Median), s.Margin.Value, s.Margin.Low, s.Margin.High)
		}
		if err := tw.Flush(); err != nil {
			return err
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintf(w, "Game length: %s moves, %s; %s turns, %s.\n",
		mean(r.Length.Mean), spread(r.Length), mean(r.Metrics.Turns.Mean), spread(r.Metrics.Turns))
	if len(r.ByOrder) > 0 {
		f := r.ByOrder[0].WinRate
		fmt.Fprintf(w, "First to move won %.1f%% (95%% CI %.1f–%.1f%%): %s the fair share of %.1f%%.\n",
			100*f.Value, 100*f.Low, 100*f.High, versus(f, 1/float64(r.Players)), 100/float64(r.Players))
	}
	m := r.Metrics
	q := m.LeadChangesQuartiles
	fmt.Fprintf(w, "Lead changes %.2f (%.2f–%.2f), median %s (quartiles %s–%s), drama %.1f%% (%.1f–%.1f%%), decided at %.1f%% (%.1f–%.1f%%) of the game; standing: %s.\n",
		m.LeadChanges.Value, m.LeadChanges.Low, m.LeadChanges.High, short(q.Median), short(q.Q1), short(q.Q3),
		100*m.Drama.Value, 100*m.Drama.Low, 100*m.Drama.High, 100*m.DecidedAt.Value, 100*m.DecidedAt.Low, 100*m.DecidedAt.High, m.Standing)
	fmt.Fprintf(w, "Capped: %s stopped at the cap of %d moves, decided on score and left out of the figures above.\n",
		gameCount(r.Capped), bots.MaxMoves)
	return r.Timing.write(w, r.Games)
}

// mean writes a mean and its interval: "106.7 (95% CI 103.2–110.4)".
func mean(i Interval) string {
	return fmt.Sprintf("%.1f (95%% CI %.1f–%.1f)", i.Value, i.Low, i.High)
}

// spread writes a Length's median, quartiles and range.
func spread(l Length) string {
	q := l.Quartiles
	return fmt.Sprintf("median %s (quartiles %s–%s), shortest %d, longest %d", short(q.Median), short(q.Q1), short(q.Q3), l.Min, l.Max)
}

// short writes a quantile without a needless decimal: "98", "98.5".
func short(x float64) string { return strconv.FormatFloat(math.Round(x*100)/100, 'f', -1, 64) }

// gameCount writes a count of games: "1 game", "0 games".
func gameCount(n int) string {
	if n == 1 {
		return "1 game"
	}
	return strconv.Itoa(n) + " games"
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
	fmt.Fprintf(tw, "SETTING\tGAMES\tCAPPED\tFIRST TO MOVE\t95%% CI\tFAIR SHARE\tMOVES\tMEDIAN\tTURNS\tLEAD CHANGES\tMEDIAN\tDRAMA\tDECIDED AT\t\n")
	fair := 1 / float64(st.Players)
	for k, r := range st.Reports {
		f, m := r.ByOrder[0].WinRate, r.Metrics
		fmt.Fprintf(tw, "%s\t%d\t%d\t%.1f%%\t%.1f–%.1f%%\t%s\t%.1f\t%s\t%.1f\t%.2f\t%s\t%.1f%%\t%.1f%%\t\n", st.Label(k), r.Finished(),
			r.Capped, 100*f.Value, 100*f.Low, 100*f.High, versus(f, fair), r.Length.Mean.Value, short(r.Length.Quartiles.Median),
			m.Turns.Mean.Value, m.LeadChanges.Value, short(m.LeadChangesQuartiles.Median), 100*m.Drama.Value, 100*m.DecidedAt.Value)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(w)
	return t.write(w, st.Games*len(st.Reports))
}
