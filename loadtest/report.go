package loadtest

import (
	"fmt"
	"io"
	"maps"
	"math"
	"slices"
	"strings"
	"text/tabwriter"
	"time"
)

// Report is what a load test measured.
type Report struct {
	Game string `json:"game"`
	// Target is the server's URL; InProcess says the run started it.
	Target    string  `json:"target"`
	InProcess bool    `json:"in_process"`
	Tables    int     `json:"tables"`
	ThinkMS   float64 `json:"think_ms"`
	// Started counts the tables set up and playing, Finished those whose
	// game ended within the run.
	Started     int `json:"tables_started"`
	Finished    int `json:"tables_finished"`
	Connections int `json:"connections"`
	// Seconds is the playing phase's wall time, ramp included.
	Seconds float64 `json:"seconds"`
	// Moves counts the players' moves acknowledged by their broadcast.
	Moves       int     `json:"moves"`
	MovesPerSec float64 `json:"moves_per_sec"`
	// SteadyPerSec is the rate once every table had been set up; 0 when
	// that left less than a second.
	SteadyPerSec float64 `json:"steady_moves_per_sec"`
	// Stored counts the moves stored for the tables, chance outcomes
	// included.
	Stored  int     `json:"stored_moves"`
	Latency Latency `json:"latency_ms"`
	// Errors counts the errors by kind; Examples holds the first of each.
	Errors     map[string]int    `json:"errors"`
	ErrorCount int               `json:"error_count"`
	Examples   map[string]string `json:"error_examples,omitempty"`
	// Checked counts the acknowledged moves looked up in the store, Lost
	// those missing from it or stored differently.
	Checked int `json:"checked"`
	Lost    int `json:"lost"`
}

// Latency summarises the times from a move's submission to its broadcast
// reaching the mover, in milliseconds.
type Latency struct {
	Samples int     `json:"samples"`
	Mean    float64 `json:"mean"`
	P50     float64 `json:"p50"`
	P90     float64 `json:"p90"`
	P99     float64 `json:"p99"`
	Max     float64 `json:"max"`
}

// summarize computes a latency summary; it sorts samples.
func summarize(samples []time.Duration) Latency {
	if len(samples) == 0 {
		return Latency{}
	}
	slices.Sort(samples)
	var sum time.Duration
	for _, s := range samples {
		sum += s
	}
	return Latency{
		Samples: len(samples),
		Mean:    ms(sum / time.Duration(len(samples))),
		P50:     ms(percentile(samples, 0.50)),
		P90:     ms(percentile(samples, 0.90)),
		P99:     ms(percentile(samples, 0.99)),
		Max:     ms(samples[len(samples)-1]),
	}
}

// percentile is the nearest-rank percentile p (0 to 1) of sorted samples.
func percentile(sorted []time.Duration, p float64) time.Duration {
	i := int(math.Ceil(p*float64(len(sorted)))) - 1
	return sorted[min(max(i, 0), len(sorted)-1)]
}

// ms is d in milliseconds.
func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// report gathers the measures once every player is done.
func (r *runner) report(target string, inProcess bool, ph phase, v verification) Report {
	var samples []time.Duration
	r.eachPlayer(func(p *player) { samples = append(samples, p.samples...) })
	rep := Report{
		Game: r.cfg.Game, Target: target, InProcess: inProcess, Tables: r.cfg.Tables, ThinkMS: ms(r.cfg.Think),
		Started: int(r.started.Load()), Finished: int(r.finished.Load()), Connections: int(r.conns.Load()),
		Seconds: ph.stop.Sub(ph.start).Seconds(), Moves: int(r.moves.Load()), Stored: v.stored,
		Latency: summarize(samples), Errors: maps.Clone(r.errs), ErrorCount: int(r.errCount.Load()),
		Examples: maps.Clone(r.examples), Checked: v.checked, Lost: v.lost,
	}
	if rep.Seconds > 0 {
		rep.MovesPerSec = float64(ph.moves) / rep.Seconds
	}
	if !ph.ramped.IsZero() {
		if secs := ph.stop.Sub(ph.ramped).Seconds(); secs >= 1 {
			rep.SteadyPerSec = float64(ph.moves-ph.rampMoves) / secs
		}
	}
	return rep
}

// WriteText prints the report as a table.
func (rep Report) WriteText(w io.Writer) error {
	server := rep.Target
	if rep.InProcess {
		server = "in-process server at " + server
	}
	think := "no think time"
	if rep.ThinkMS > 0 {
		think = fmt.Sprintf("think %s ±25%%", time.Duration(rep.ThinkMS*float64(time.Millisecond)))
	}
	fmt.Fprintf(w, "Load test: %d tables of %s, two WebSocket players each, %s; %s\n\n", rep.Tables, rep.Game, think, server)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	row := func(name, format string, args ...any) {
		fmt.Fprintf(tw, "  %s\t"+format+"\n", append([]any{name}, args...)...)
	}
	row("tables started", "%d", rep.Started)
	row("tables finished", "%d", rep.Finished)
	row("connections", "%d", rep.Connections)
	row("playing phase", "%.1f s", rep.Seconds)
	row("moves acknowledged", "%d", rep.Moves)
	row("moves/s", "%.1f", rep.MovesPerSec)
	if rep.SteadyPerSec > 0 {
		row("moves/s after the ramp", "%.1f", rep.SteadyPerSec)
	}
	row("moves stored", "%d (chance outcomes included)", rep.Stored)
	l := rep.Latency
	row("latency p50", "%.2f ms", l.P50)
	row("latency p90", "%.2f ms", l.P90)
	row("latency p99", "%.2f ms", l.P99)
	row("latency max", "%.2f ms", l.Max)
	row("latency mean", "%.2f ms (%d samples)", l.Mean, l.Samples)
	row("errors", "%d%s", rep.ErrorCount, rep.errorBreakdown())
	row("lost moves", "%d of %d checked", rep.Lost, rep.Checked)
	if err := tw.Flush(); err != nil {
		return err
	}
	for _, k := range slices.Sorted(maps.Keys(rep.Examples)) {
		fmt.Fprintf(w, "  first %s error: %s\n", k, rep.Examples[k])
	}
	return nil
}

// errorBreakdown lists the errors by kind, as " (kind n, …)".
func (rep Report) errorBreakdown() string {
	if len(rep.Errors) == 0 {
		return ""
	}
	var parts []string
	for _, k := range slices.Sorted(maps.Keys(rep.Errors)) {
		parts = append(parts, fmt.Sprintf("%s %d", k, rep.Errors[k]))
	}
	return " (" + strings.Join(parts, ", ") + ")"
}
