package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime/debug"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"

	"caribe/bots"
	"caribe/cpuprofile"
	"caribe/engine"
	"caribe/games"
	"caribe/sim"
)

// SimCmd is the lab: tournaments and sweeps (run, the default), the merge
// of shards, ladders of bot ratings, tunes of designer parameters, and the
// calibration of a game's win forecast.
type SimCmd struct {
	Run       SimRunCmd       `cmd:"" default:"withargs" help:"${help_sim_run}"`
	Merge     SimMergeCmd     `cmd:"" help:"${help_sim_merge}"`
	Ladder    SimLadderCmd    `cmd:"" help:"${help_sim_ladder}"`
	Tune      SimTuneCmd      `cmd:"" help:"${help_sim_tune}"`
	Calibrate SimCalibrateCmd `cmd:"" help:"${help_sim_calibrate}"`
}

// SimRunCmd runs a tournament between bots, at one setting of the options
// or over a sweep of them, all of its games or one shard.
type SimRunCmd struct {
	Game     string   `required:"" help:"${help_sim_game}"`
	Players  int      `default:"2" help:"${help_sim_players}"`
	Bots     string   `default:"greedy,random" help:"${help_sim_bots}"`
	Games    int      `default:"1000" help:"${help_sim_games}"`
	Seed     uint64   `default:"1" help:"${help_sim_seed}"`
	Parallel int      `default:"0" help:"${help_sim_parallel}"`
	Opt      []string `sep:"none" placeholder:"KEY=VALUE" help:"${help_sim_opt}"`
	Sweep    []string `sep:"none" placeholder:"KEY=V1,V2" help:"${help_sim_sweep}"`
	Out      string   `placeholder:"DIR" help:"${help_sim_out}"`
	Rows     string   `placeholder:"FILE" help:"${help_sim_rows}"`
	Trace    string   `placeholder:"FILE" help:"${help_sim_trace}"`
	Seats    string   `name:"seat-rows" placeholder:"FILE" help:"${help_sim_seat_rows}"`
	Shard    string   `placeholder:"K/N" help:"${help_sim_shard}"`
	Round    bool     `name:"round-robin" help:"${help_sim_round}"`
	Profile  string   `name:"cpuprofile" placeholder:"FILE" help:"${help_sim_cpuprofile}"`
}

// Run plays the tournament, shows its progress on standard error and
// prints the summary on standard output; a shard writes its games for the
// merge instead.
func (c SimRunCmd) Run() (err error) {
	job, err := c.job()
	if err != nil {
		return err
	}
	stopProfile, err := cpuprofile.Start(c.Profile)
	if err != nil {
		return err
	}
	defer func() { err = errors.Join(err, stopProfile()) }()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if c.Round {
		return ladder(ctx, job.Config, c.Games, "")
	}
	total := job.Games * max(1, len(job.Settings))
	if job.Shard.N > 0 {
		total = (total - job.Shard.K + job.Shard.N) / job.Shard.N
	}
	p := newProgress(os.Stderr, total)
	job.Progress = p.update
	out, err := sim.Play(ctx, job)
	p.finish()
	if err != nil {
		return err
	}
	out.Build = build()
	files := tableFiles{rows: c.Rows, seats: c.Seats, trace: c.Trace}
	if job.Shard.N > 0 {
		if err := out.WriteShard(c.Out); err != nil {
			return err
		}
		fmt.Printf("Shard %s: played %s in %s; wrote %s into %s.\n", job.Shard, counted(len(out.Played), "game", "games"),
			out.Timing.Elapsed.Round(time.Millisecond), sim.ShardFile, c.Out)
		return files.write(out)
	}
	return writeOutcome(out, out.Timing, c.Out, files)
}

// job checks the flags and turns them into a job.
func (c SimRunCmd) job() (sim.Job, error) {
	if c.Round {
		for flag, set := range map[string]bool{"--out": c.Out != "", "--sweep": len(c.Sweep) > 0, "--rows": c.Rows != "",
			"--trace": c.Trace != "", "--seat-rows": c.Seats != "", "--shard": c.Shard != ""} {
			if set {
				return sim.Job{}, fmt.Errorf("%s: --round-robin takes no such flag; caribe sim ladder --out writes ladder.json", flag)
			}
		}
		cfg, err := ladderConfig(c.Game, c.Bots, c.Games, c.Seed, c.Parallel, c.Opt)
		return sim.Job{Config: cfg}, err
	}
	specs, opts, g, err := seatsAndOptions(c.Game, c.Bots, c.Players, c.Opt)
	if err != nil {
		return sim.Job{}, err
	}
	job := sim.Job{Config: sim.Config{Game: c.Game, Players: c.Players, Options: opts, Bots: specs, Games: c.Games,
		Seed: c.Seed, Parallel: c.Parallel}, Trace: c.Trace != ""}
	if len(c.Sweep) > 0 {
		if job.Settings, job.Sweep, err = sim.Grid(g.Options(), c.Players, c.Opt, c.Sweep); err != nil {
			return sim.Job{}, fmt.Errorf("--sweep: %w", err)
		}
	}
	if c.Shard != "" {
		if job.Shard, err = sim.ParseShard(c.Shard); err != nil {
			return sim.Job{}, fmt.Errorf("--shard: %w", err)
		}
		if c.Out == "" {
			return sim.Job{}, fmt.Errorf("--shard %s: name the shard's directory with --out", c.Shard)
		}
	}
	return job, nil
}

// parseBots reads a comma-separated list of bots or levels of a game.
func parseBots(bg bots.Game, list string) ([]bots.Spec, error) {
	var specs []bots.Spec
	for _, b := range strings.Split(list, ",") {
		s, err := bots.ParseLevelSpec(bg, b)
		if err != nil {
			return nil, err
		}
		specs = append(specs, s)
	}
	return specs, nil
}

// writeOutcome prints a whole job's summary and writes its report files,
// rows and trace where asked.
func writeOutcome(out *sim.Outcome, t sim.Timing, dir string, files tableFiles) error {
	st := out.Study()
	if err := st.WriteSummary(os.Stdout, t); err != nil {
		return err
	}
	if dir != "" {
		if err := st.WriteFiles(dir); err != nil {
			return err
		}
		fmt.Printf("Wrote %s into %s.\n", strings.Join(st.Files(), ", "), dir)
	}
	return files.write(out)
}

// tableFiles are the files of rows asked for: one row per game, per game
// and seat, per move; empty where not asked.
type tableFiles struct {
	rows, seats, trace string
}

// write writes the rows, the seats' rows and the trace where asked.
func (f tableFiles) write(out *sim.Outcome) error {
	if f.rows != "" {
		if err := out.WriteRows(f.rows); err != nil {
			return err
		}
		fmt.Printf("Wrote one row per game into %s.\n", f.rows)
	}
	if f.seats != "" {
		if err := out.WriteSeatRows(f.seats); err != nil {
			return err
		}
		fmt.Printf("Wrote one row per game and seat into %s.\n", f.seats)
	}
	if f.trace != "" {
		if !out.Job.Trace {
			return fmt.Errorf("--trace %s: the shards were played without --trace", f.trace)
		}
		if err := out.WriteTrace(f.trace); err != nil {
			return err
		}
		fmt.Printf("Wrote one row per move into %s.\n", f.trace)
	}
	return nil
}

// build names this caribe for the metadata of the files it writes.
func build() sim.Build {
	b := sim.Build{Version: version(), Commit: buildCommit}
	if info, ok := debug.ReadBuildInfo(); ok {
		rev, _, modified := commit(info)
		b.Commit = rev
		if modified {
			b.Commit += " (modified)"
		}
	}
	return b
}

// SimMergeCmd puts the shards of one job together.
type SimMergeCmd struct {
	Dirs  []string `arg:"" placeholder:"DIR" help:"${help_sim_merge_dirs}"`
	Out   string   `placeholder:"DIR" help:"${help_sim_out}"`
	Rows  string   `placeholder:"FILE" help:"${help_sim_rows}"`
	Trace string   `placeholder:"FILE" help:"${help_sim_trace}"`
	Seats string   `name:"seat-rows" placeholder:"FILE" help:"${help_sim_seat_rows}"`
}

// Run merges the shards and writes what one run on one machine would
// have: the summary, the report files, the rows and the trace.
func (c SimMergeCmd) Run() error {
	if len(c.Dirs) > 0 && sim.IsTuneShard(c.Dirs[0]) {
		return mergeTune(c.Dirs, c.Out)
	}
	out, err := sim.Merge(c.Dirs)
	if err != nil {
		return err
	}
	out.Build = build()
	return writeOutcome(out, sim.Timing{}, c.Out, tableFiles{rows: c.Rows, seats: c.Seats, trace: c.Trace})
}

// SimLadderCmd plays a round robin between bots and rates them.
type SimLadderCmd struct {
	Game     string   `required:"" help:"${help_sim_game}"`
	Bots     string   `required:"" help:"${help_sim_ladder_bots}"`
	Games    int      `default:"100" help:"${help_sim_ladder_games}"`
	Seed     uint64   `default:"1" help:"${help_sim_seed}"`
	Parallel int      `default:"0" help:"${help_sim_parallel}"`
	Opt      []string `sep:"none" placeholder:"KEY=VALUE" help:"${help_sim_opt}"`
	Out      string   `placeholder:"DIR" help:"${help_sim_ladder_out}"`
}

// Run plays every pair of the bots, prints the ladder and writes its files.
func (c SimLadderCmd) Run() error {
	cfg, err := ladderConfig(c.Game, c.Bots, c.Games, c.Seed, c.Parallel, c.Opt)
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	return ladder(ctx, cfg, c.Games, c.Out)
}

// ladderConfig checks a ladder's flags.
func ladderConfig(game, list string, n int, seed uint64, parallel int, opt []string) (sim.Config, error) {
	bg, ok := games.Bots(game)
	if !ok {
		return sim.Config{}, fmt.Errorf("--game %s: no such game (known: %s)", game, strings.Join(games.Names(), ", "))
	}
	specs, err := parseBots(bg, list)
	if err != nil {
		return sim.Config{}, err
	}
	if len(specs) < 2 {
		return sim.Config{}, fmt.Errorf("a ladder ranks at least two bots; --bots names %d", len(specs))
	}
	g, _ := games.Lookup(game)
	opts, err := engine.OptionsFromPairs(g.Options(), 2, opt)
	if err != nil {
		return sim.Config{}, fmt.Errorf("--opt: %w", err)
	}
	return sim.Config{Game: game, Players: 2, Options: opts, Bots: specs, Games: n, Seed: seed, Parallel: parallel}, nil
}

// ladder plays every pair of the bots, prints their ladder and, with a
// directory, writes ladder.json and the chart of strength against budget.
func ladder(ctx context.Context, cfg sim.Config, games int, dir string) error {
	pairs := len(cfg.Bots) * (len(cfg.Bots) - 1) / 2
	p := newProgress(os.Stderr, pairs*games)
	cfg.Progress = p.update
	l, err := sim.RoundRobin(ctx, cfg)
	p.finish()
	if err != nil {
		return err
	}
	if err := l.WriteSummary(os.Stdout); err != nil {
		return err
	}
	if dir == "" {
		return nil
	}
	if err := l.WriteFiles(dir); err != nil {
		return err
	}
	fmt.Printf("Wrote %s and %s into %s.\n", sim.LadderFile, sim.LadderChartFile, dir)
	return nil
}

// progress shows how far a tournament has got: a bar with its rate and the
// time left on a terminal, else a plain line every tenth of the games.
type progress struct {
	w     io.Writer
	total int
	bar   *progressbar.ProgressBar
	start time.Time
	step  int
}

func newProgress(w *os.File, total int) *progress {
	p := &progress{w: w, total: total, start: time.Now(), step: max(1, total/10)}
	if term.IsTerminal(int(w.Fd())) {
		p.bar = progressbar.NewOptions(total,
			progressbar.OptionSetWriter(w),
			progressbar.OptionSetDescription("games"),
			progressbar.OptionShowCount(),
			progressbar.OptionShowIts(),
			progressbar.OptionSetItsString("games"),
			progressbar.OptionSetPredictTime(true),
			progressbar.OptionThrottle(100*time.Millisecond),
			progressbar.OptionClearOnFinish(),
		)
	}
	return p
}

func (p *progress) update(done int) {
	if p.bar != nil {
		_ = p.bar.Set(done)
		return
	}
	if done%p.step != 0 && done != p.total {
		return
	}
	secs := time.Since(p.start).Seconds()
	rate := float64(done) / secs
	left := time.Duration(float64(p.total-done) / rate * float64(time.Second))
	fmt.Fprintf(p.w, "sim: %d/%d games (%.0f%%), %.1f games/s, %s left\n",
		done, p.total, 100*float64(done)/float64(p.total), rate, left.Round(time.Second))
}

func (p *progress) finish() {
	if p.bar != nil {
		_ = p.bar.Finish()
	}
}
