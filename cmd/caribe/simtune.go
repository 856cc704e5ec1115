package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/signal"
	"strings"

	"caribe/bots"
	"caribe/engine"
	"caribe/games"
	"caribe/sim"
)

// SimTuneCmd searches a game's designer parameters for a goal.
type SimTuneCmd struct {
	Game       string   `required:"" help:"${help_sim_game}"`
	Players    int      `default:"2" help:"${help_sim_players}"`
	Bots       string   `default:"greedy" help:"${help_sim_bots}"`
	Seed       uint64   `default:"1" help:"${help_sim_seed}"`
	Parallel   int      `default:"0" help:"${help_sim_parallel}"`
	Opt        []string `sep:"none" placeholder:"KEY=VALUE" help:"${help_sim_opt}"`
	Param      []string `sep:"none" required:"" placeholder:"KEY=LO..HI" help:"${help_sim_tune_param}"`
	Goal       string   `required:"" help:"${help_sim_tune_goal}"`
	Budget     int      `default:"2000" help:"${help_sim_tune_budget}"`
	Runs       int      `default:"2" help:"${help_sim_tune_runs}"`
	Batch      int      `default:"0" help:"${help_sim_tune_batch}"`
	Fresh      int      `default:"400" help:"${help_sim_tune_fresh}"`
	Explore    float64  `default:"0.1" help:"${help_sim_tune_explore}"`
	Neighbours int      `default:"50" help:"${help_sim_tune_neighbours}"`
	Out        string   `placeholder:"DIR" help:"${help_sim_tune_out}"`
	Shard      string   `placeholder:"K/N" help:"${help_sim_tune_shard}"`
}

// Run searches, shows its progress on standard error and prints the
// report; a shard writes its runs for the merge instead.
func (c SimTuneCmd) Run() error {
	t, err := c.tune()
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	runs := 0
	for r := range t.Runs {
		if t.Shard.Has(r) {
			runs++
		}
	}
	p := newProgress(os.Stderr, runs*(t.Iterations()*t.Batch+2*t.Fresh))
	t.Progress = p.update
	out, err := sim.RunTune(ctx, t)
	p.finish()
	if err != nil {
		return err
	}
	if t.Shard.N > 0 {
		if err := out.WriteShard(c.Out); err != nil {
			return err
		}
		fmt.Printf("Shard %s: played %s; wrote %s into %s.\n", t.Shard, counted(len(out.Runs), "run", "runs"), sim.TuneShardFile, c.Out)
		return nil
	}
	return writeTune(out, c.Out)
}

// tune checks the flags and turns them into a tune.
func (c SimTuneCmd) tune() (sim.Tune, error) {
	specs, opts, g, err := seatsAndOptions(c.Game, c.Bots, c.Players, c.Opt)
	if err != nil {
		return sim.Tune{}, err
	}
	params, err := sim.ParseTuneParams(g.Options(), c.Players, c.Opt, c.Param)
	if err != nil {
		return sim.Tune{}, fmt.Errorf("--param: %w", err)
	}
	goal, err := sim.ParseGoal(c.Goal)
	if err != nil {
		return sim.Tune{}, fmt.Errorf("--goal: %w", err)
	}
	for flag, v := range map[string]int{"--budget": c.Budget, "--runs": c.Runs, "--fresh": c.Fresh, "--neighbours": c.Neighbours} {
		if v < 1 {
			return sim.Tune{}, fmt.Errorf("%s %d: give 1 or more", flag, v)
		}
	}
	batch := c.Batch
	if batch == 0 {
		batch = 4 * c.Players
	}
	if batch < 1 {
		return sim.Tune{}, fmt.Errorf("--batch %d: give 1 or more games an evaluation (0: four per player)", c.Batch)
	}
	if c.Explore < 0 {
		return sim.Tune{}, fmt.Errorf("--explore %g: give 0 or more", c.Explore)
	}
	t := sim.Tune{Config: sim.Config{Game: c.Game, Players: c.Players, Options: opts, Bots: specs, Seed: c.Seed, Parallel: c.Parallel},
		Params: params, Goal: goal, Budget: c.Budget, Runs: c.Runs, Batch: batch, Fresh: c.Fresh, Explore: c.Explore,
		Neighbours: c.Neighbours}
	if t.Iterations() < 1 {
		return sim.Tune{}, fmt.Errorf("--budget %d: %d runs of evaluations of %d games need %d games or more", c.Budget, c.Runs, batch, c.Runs*batch)
	}
	if c.Shard != "" {
		if t.Shard, err = sim.ParseShard(c.Shard); err != nil {
			return sim.Tune{}, fmt.Errorf("--shard: %w", err)
		}
		if t.Shard.N > t.Runs {
			return sim.Tune{}, fmt.Errorf("--shard %s: a shard plays whole runs, and --runs %d splits into %d shards at most", c.Shard, t.Runs, t.Runs)
		}
		if c.Out == "" {
			return sim.Tune{}, fmt.Errorf("--shard %s: name the shard's directory with --out", c.Shard)
		}
	}
	return t, nil
}

// seatsAndOptions reads the flags of a game played by bots: the bots, one
// per seat or one for all, and the fixed options, checked as the game
// declares them.
func seatsAndOptions(game, list string, players int, opt []string) ([]bots.Spec, json.RawMessage, engine.Game, error) {
	bg, ok := games.Bots(game)
	if !ok {
		return nil, nil, nil, fmt.Errorf("--game %s: no such game (known: %s)", game, strings.Join(games.Names(), ", "))
	}
	specs, err := parseBots(bg, list)
	if err != nil {
		return nil, nil, nil, err
	}
	if len(specs) == 1 {
		for len(specs) < players {
			specs = append(specs, specs[0])
		}
	}
	if len(specs) != players {
		return nil, nil, nil, fmt.Errorf("--bots names %d bots for %d players: name one per seat, or one for all", len(specs), players)
	}
	g, _ := games.Lookup(game)
	opts, err := engine.OptionsFromPairs(g.Options(), players, opt)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("--opt: %w", err)
	}
	return specs, opts, g, nil
}

// writeTune prints a whole tune's report and writes its files where asked.
func writeTune(out *sim.TuneOutcome, dir string) error {
	rep, err := out.Report()
	if err != nil {
		return err
	}
	if err := rep.WriteSummary(os.Stdout); err != nil {
		return err
	}
	if dir == "" {
		return nil
	}
	if err := rep.WriteFiles(dir); err != nil {
		return err
	}
	fmt.Printf("Wrote %s into %s.\n", strings.Join(sim.TuneFiles, ", "), dir)
	return nil
}

// mergeTune merges the shards of a tune and writes its report.
func mergeTune(dirs []string, dir string) error {
	out, err := sim.MergeTune(dirs)
	if err != nil {
		return err
	}
	return writeTune(out, dir)
}
