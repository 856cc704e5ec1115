package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"

	"caribe/bots"
	"caribe/engine"
	"caribe/games"
	"caribe/sim"
)

// SimCmd runs a tournament between bots.
type SimCmd struct {
	Game     string   `required:"" help:"${help_sim_game}"`
	Players  int      `default:"2" help:"${help_sim_players}"`
	Bots     string   `default:"greedy,random" help:"${help_sim_bots}"`
	Games    int      `default:"1000" help:"${help_sim_games}"`
	Seed     uint64   `default:"1" help:"${help_sim_seed}"`
	Parallel int      `default:"0" help:"${help_sim_parallel}"`
	Opt      []string `sep:"none" placeholder:"KEY=VALUE" help:"${help_sim_opt}"`
	Out      string   `placeholder:"DIR" help:"${help_sim_out}"`
	Round    bool     `name:"round-robin" help:"${help_sim_round}"`
}

// Run plays the tournament, shows its progress on standard error and
// prints the summary on standard output.
func (c SimCmd) Run() error {
	cfg, err := c.config()
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if c.Round {
		return c.roundRobin(ctx, cfg)
	}
	p := newProgress(os.Stderr, c.Games)
	cfg.Progress = p.update
	rep, err := sim.Run(ctx, cfg)
	p.finish()
	if err != nil {
		return err
	}
	if err := rep.WriteSummary(os.Stdout); err != nil {
		return err
	}
	if c.Out != "" {
		if err := rep.WriteFiles(c.Out); err != nil {
			return err
		}
		fmt.Printf("Wrote %s, %s, %s and %s into %s.\n", sim.ReportFile, sim.SeatChartFile, sim.BotChartFile, sim.ScoreChartFile, c.Out)
	}
	return nil
}

// config checks the flags and turns them into a tournament.
func (c SimCmd) config() (sim.Config, error) {
	bg, ok := games.Bots(c.Game)
	if !ok {
		return sim.Config{}, fmt.Errorf("--game %s: no such game (known: %s)", c.Game, strings.Join(games.Names(), ", "))
	}
	var specs []bots.Spec
	for _, b := range strings.Split(c.Bots, ",") {
		s, err := bots.ParseLevelSpec(bg, b)
		if err != nil {
			return sim.Config{}, err
		}
		specs = append(specs, s)
	}
	if c.Round {
		if c.Out != "" {
			return sim.Config{}, fmt.Errorf("--out: a round robin writes no files; run a pair alone for its report")
		}
		if c.Players != 2 {
			return sim.Config{}, fmt.Errorf("--round-robin plays two-player games, not --players %d", c.Players)
		}
		if len(specs) < 2 {
			return sim.Config{}, fmt.Errorf("--round-robin ranks at least two bots; --bots names %d", len(specs))
		}
	}
	if len(specs) == 1 {
		for len(specs) < c.Players {
			specs = append(specs, specs[0])
		}
	}
	if len(specs) != c.Players && !c.Round {
		return sim.Config{}, fmt.Errorf("--bots names %d bots for %d players: name one per seat, or one for all", len(specs), c.Players)
	}
	g, _ := games.Lookup(c.Game)
	opts, err := engine.OptionsFromPairs(g.Options(), c.Players, c.Opt)
	if err != nil {
		return sim.Config{}, fmt.Errorf("--opt: %w", err)
	}
	return sim.Config{Game: c.Game, Players: c.Players, Options: opts, Bots: specs, Games: c.Games, Seed: c.Seed, Parallel: c.Parallel}, nil
}

// roundRobin plays every pair of the bots and prints their ladder.
func (c SimCmd) roundRobin(ctx context.Context, cfg sim.Config) error {
	pairs := len(cfg.Bots) * (len(cfg.Bots) - 1) / 2
	p := newProgress(os.Stderr, pairs*c.Games)
	cfg.Progress = p.update
	l, err := sim.RoundRobin(ctx, cfg)
	p.finish()
	if err != nil {
		return err
	}
	return l.WriteSummary(os.Stdout)
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
