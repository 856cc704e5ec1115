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

// Report is what a load test measured, over all its targets and, in
// PerTarget, target by target.
type Report struct {
	Game string `json:"game"`
	// Targets are the servers' URLs. OwnServer says the run started the
	// server, InProcess that it ran in the load test's own process.
	Targets   []string `json:"targets"`
	OwnServer bool     `json:"own_server"`
	InProcess bool     `json:"in_process"`
	// Cross says a table's players were on different targets.
	Cross   bool    `json:"cross"`
	Tables  int     `json:"tables"`
	ThinkMS float64 `json:"think_ms"`
	// Started counts the tables set up and playing, Finished those whose
	// game ended within the run.
	Started     int `json:"tables_started"`
	Finished    int `json:"tables_finished"`
	Connections int `json:"connections"`
	// Seconds is the playing phase's wall time, ramp included.
	Seconds float64 `json:"seconds"`
	// Ended says what ended the playing phase: "duration" (it passed),
	// "tables done" (every table's game ended or reached the moves cap)
	// or "cancelled" (the run was interrupted).
	Ended string `json:"ended"`
	// Moves counts the players' moves acknowledged by their broadcast.
	Moves       int     `json:"moves"`
	MovesPerSec float64 `json:"moves_per_sec"`
	// SteadyPerSec is the rate once every table had been set up; 0 when
	// that left less than a second.
	SteadyPerSec float64 `json:"steady_moves_per_sec"`
	// Stored counts the moves stored for the tables, chance outcomes
	// included.
	Stored int `json:"stored_moves"`
	// Latency times a move from its sending to its broadcast reaching the
	// other player; AckLatency to its broadcast reaching the mover.
	Latency    Latency `json:"latency_ms"`
	AckLatency Latency `json:"ack_latency_ms"`
	// Errors counts the errors by kind; Examples holds the first of each.
	Errors     map[string]int    `json:"errors"`
	ErrorCount int               `json:"error_count"`
	Examples   map[string]string `json:"error_examples,omitempty"`
	// Checked counts the acknowledged moves looked up in the store, Lost
	// those missing from it or stored differently.
	Checked int `json:"checked"`
	Lost    int `json:"lost"`
	// CPU is the servers' CPU time per stored move, all targets together.
	CPU       ServerCPU      `json:"server_cpu"`
	PerTarget []TargetReport `json:"per_target"`
}

// TargetReport is what a load test measured on one target. Moves, their
// latency and lost moves count the moves submitted through it.
type TargetReport struct {
	Target string `json:"target"`
	// Tables counts the tables created through the target, Connections
	// the players connected to it.
	Tables      int       `json:"tables_created"`
	Connections int       `json:"connections"`
	Moves       int       `json:"moves"`
	MovesPerSec float64   `json:"moves_per_sec"`
	Latency     Latency   `json:"latency_ms"`
	ErrorCount  int       `json:"error_count"`
	Checked     int       `json:"checked"`
	Lost        int       `json:"lost"`
	CPU         ServerCPU `json:"server_cpu"`
}

// Latency summarises the times from a move's submission to a broadcast
// of it, in milliseconds.
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

// report gathers the measures once every player is done; cpu holds each
// target's CPU figures.
func (r *runner) report(ph phase, v verification, cpu []ServerCPU) Report {
	var acked, delivered []time.Duration
	byTarget := map[*target][]time.Duration{}
	for _, t := range r.tables {
		for seat, p := range t.players {
			acked = append(acked, p.samples...)
			delivered = append(delivered, p.delivered...)
			mover := t.on[1-seat]
			byTarget[mover] = append(byTarget[mover], p.delivered...)
		}
	}
	rep := Report{
		Game: r.cfg.Game, Cross: r.cfg.Cross, Tables: r.cfg.Tables, ThinkMS: ms(r.cfg.Think),
		Started: int(r.started.Load()), Finished: int(r.finished.Load()), Connections: int(r.conns.Load()),
		Seconds: ph.stop.Sub(ph.start).Seconds(), Ended: ph.ended, Moves: int(r.moves.Load()), Stored: v.stored,
		Latency: summarize(delivered), AckLatency: summarize(acked), Errors: maps.Clone(r.errs),
		ErrorCount: int(r.errCount.Load()), Examples: maps.Clone(r.examples), Checked: v.checked, Lost: v.lost,
	}
	for i, tg := range r.targets {
		rep.Targets = append(rep.Targets, tg.base)
		rep.OwnServer, rep.InProcess = tg.local, tg.sharesCPU
		tr := TargetReport{
			Target: tg.base, Tables: int(tg.tables.Load()), Connections: int(tg.conns.Load()),
			Moves: int(tg.moves.Load()), Latency: summarize(byTarget[tg]), ErrorCount: int(tg.errCount.Load()),
			Checked: v.byTarget[tg].checked, Lost: v.byTarget[tg].lost, CPU: cpu[i],
		}
		if rep.Seconds > 0 {
			tr.MovesPerSec = float64(ph.targetMoves[i]) / rep.Seconds
		}
		rep.PerTarget = append(rep.PerTarget, tr)
	}
	rep.CPU = totalCPU(rep.Targets, cpu)
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

// WriteText prints the report as a table, followed by a table of the
// targets when there are several.
func (rep Report) WriteText(w io.Writer) error {
	server := strings.Join(rep.Targets, ", ")
	switch {
	case rep.InProcess:
		server = "in-process server at " + server
	case rep.OwnServer:
		server = "server started for the run at " + server
	case len(rep.Targets) > 1 && rep.Cross:
		server = "servers " + server + ", a table's players on different servers"
	case len(rep.Targets) > 1:
		server = "servers " + server + ", tables round-robin"
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
	row("playing phase", "%.1f s, ended by: %s", rep.Seconds, rep.Ended)
	row("moves acknowledged", "%d", rep.Moves)
	row("moves/s", "%.1f", rep.MovesPerSec)
	if rep.SteadyPerSec > 0 {
		row("moves/s after the ramp", "%.1f", rep.SteadyPerSec)
	}
	row("moves stored", "%d (chance outcomes included)", rep.Stored)
	l := rep.Latency
	row("latency p50", "%.2f ms (sent to received by the other player)", l.P50)
	row("latency p90", "%.2f ms", l.P90)
	row("latency p99", "%.2f ms", l.P99)
	row("latency max", "%.2f ms", l.Max)
	row("latency mean", "%.2f ms (%d samples)", l.Mean, l.Samples)
	row("ack latency p50", "%.2f ms (sent to received back by the mover)", rep.AckLatency.P50)
	row("ack latency p99", "%.2f ms", rep.AckLatency.P99)
	row("errors", "%d%s", rep.ErrorCount, rep.errorBreakdown())
	row("lost moves", "%d of %d checked", rep.Lost, rep.Checked)
	row("server CPU", "%s", rep.CPU)
	if err := tw.Flush(); err != nil {
		return err
	}
	for _, k := range slices.Sorted(maps.Keys(rep.Examples)) {
		fmt.Fprintf(w, "  first %s error: %s\n", k, rep.Examples[k])
	}
	if len(rep.PerTarget) > 1 {
		return rep.writeTargets(w)
	}
	return nil
}

// writeTargets prints a row of figures per target.
func (rep Report) writeTargets(w io.Writer) error {
	fmt.Fprintf(w, "\nPer target (moves, latency and lost moves by the target a move was sent through):\n")
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "  target\ttables\tplayers\tmoves\tmoves/s\tp50 ms\tp90 ms\tp99 ms\tmax ms\terrors\tlost\tCPU s\tµs/move\t\n")
	for _, t := range rep.PerTarget {
		l := t.Latency
		fmt.Fprintf(tw, "  %s\t%d\t%d\t%d\t%.1f\t%.2f\t%.2f\t%.2f\t%.2f\t%d\t%d of %d\t%s\t%s\t\n",
			t.Target, t.Tables, t.Connections, t.Moves, t.MovesPerSec, l.P50, l.P90, l.P99, l.Max,
			t.ErrorCount, t.Lost, t.Checked, cpuSeconds(t.CPU), cpuPerMove(t.CPU))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	for _, t := range rep.PerTarget {
		if t.CPU.Error != "" {
			fmt.Fprintf(w, "  %s: CPU unavailable: %s\n", t.Target, t.CPU.Error)
		}
	}
	return nil
}

// cpuSeconds is a target's CPU seconds as a table cell, "-" if unknown.
func cpuSeconds(c ServerCPU) string {
	if c.Error != "" {
		return "-"
	}
	return fmt.Sprintf("%.2f", c.Seconds)
}

// cpuPerMove is a target's CPU per stored move as a table cell, "-" if
// unknown or no move was stored.
func cpuPerMove(c ServerCPU) string {
	if c.Error != "" || c.StoredMoves == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f", c.MicrosPerMove)
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
