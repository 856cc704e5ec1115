package sim

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"

	"caribe/engine"
	"caribe/games"
)

// Tune is a search of a game's designer parameters for a goal: Runs
// independent NTBEA searches share Budget games, each evaluation playing
// Batch games at a point of the space; each search's recommendation then
// plays Fresh new games (seeds the search never played) that pick the
// best, and the best plays Fresh more that estimate it with intervals.
type Tune struct {
	// Config is the game, its players, the fixed options, the bots, the
	// seed and the parallelism; Games is not read.
	Config
	Params []TuneParam
	Goal   Goal
	// Budget is the number of games the searches play, all runs together.
	Budget int
	// Runs is the number of independent searches (TAG's repeats); a
	// shard plays whole runs.
	Runs int
	// Batch is the number of games of one evaluation.
	Batch int
	// Fresh is the number of new games of each recommendation, and again of
	// the best.
	Fresh int
	// Explore weighs NTBEA's exploration; Neighbours is the number of
	// mutants it weighs at each step.
	Explore    float64
	Neighbours int
	// Shard, when set, plays only the runs r with r mod N = K − 1.
	Shard Shard
}

// Iterations is the number of evaluations of each search.
func (t Tune) Iterations() int {
	if t.Runs < 1 || t.Batch < 1 {
		return 0
	}
	return t.Budget / (t.Runs * t.Batch)
}

// check refuses a tune that cannot run, naming what is wrong.
func (t Tune) check() error {
	if _, ok := labs[t.Game]; !ok {
		return fmt.Errorf("no bot plays the game %q", t.Game)
	}
	if len(t.Bots) != t.Players {
		return fmt.Errorf("%d bots for %d players: name one bot per seat", len(t.Bots), t.Players)
	}
	if len(t.Params) == 0 {
		return errors.New("name at least one parameter to tune")
	}
	switch {
	case t.Budget < 1:
		return fmt.Errorf("budget %d: give the search one game or more", t.Budget)
	case t.Runs < 1:
		return fmt.Errorf("runs %d: one search or more", t.Runs)
	case t.Batch < 1:
		return fmt.Errorf("batch %d: one game or more an evaluation", t.Batch)
	case t.Fresh < 1:
		return fmt.Errorf("fresh %d: one fresh game or more", t.Fresh)
	case t.Explore < 0:
		return fmt.Errorf("explore %g: zero or more", t.Explore)
	case t.Iterations() < 1:
		return fmt.Errorf("budget %d games gives no evaluation of %d games to each of %d runs: raise the budget to %d or more",
			t.Budget, t.Batch, t.Runs, t.Runs*t.Batch)
	}
	if _, err := ParseGoal(t.Goal.String()); err != nil {
		return err
	}
	if err := t.Shard.check(); err != nil {
		return err
	}
	if t.Shard.N > t.Runs {
		return fmt.Errorf("shard %s: a tune of %d runs splits into %d shards at most (a shard plays whole runs)", t.Shard, t.Runs, t.Runs)
	}
	return nil
}

// The seeds of a tune's games: search run r's evaluation i plays the job
// seeded SeedFor(SeedFor(seed, r), i); the recommendations play the one
// seeded SeedFor(seed, tuneSelectionStream), the best the one seeded
// SeedFor(seed, tuneConfirmationStream); run r's search draws from
// SeedFor(SeedFor(seed, r), tuneSearchStream).
const (
	tuneSelectionStream    = -1
	tuneConfirmationStream = -2
	tuneBootstrapStream    = -3
	tuneSearchStream       = -4
)

// TuneOutcome is what a tune played: its runs (a shard's only), in order.
type TuneOutcome struct {
	Tune Tune
	Runs []TuneRun
}

// TuneRun is one search and the fresh games of its recommendation.
type TuneRun struct {
	Run   int        `json:"run"`
	Steps []TuneStep `json:"steps"`
	Best  []int      `json:"best"`
	// Estimate is NTBEA's model estimate of the best's fitness.
	Estimate float64 `json:"estimate"`
	// Refused says why the game refused the best setting, when it did.
	Refused   string     `json:"refused,omitempty"`
	Selection []tuneGame `json:"selection"`
	// Confirmation is the best's second set of fresh games, played by
	// every run so that shards need no second round.
	Confirmation []tuneGame `json:"confirmation"`
}

// TuneStep is one evaluation of a search.
type TuneStep struct {
	Point []int `json:"point"`
	// Seed is the seed of the evaluation's games as a job: caribe sim
	// --seed Seed --games Batch with the setting's options plays them.
	Seed    uint64  `json:"seed"`
	Fitness float64 `json:"fitness"`
	// Refused says why the game refused the setting, when it did.
	Refused string `json:"refused,omitempty"`
}

// RunTune plays the tune's searches (its shard's) and their fresh games.
// The outcome depends only on the tune, not on Parallel or the machine
// (with iteration budgets).
func RunTune(ctx context.Context, t Tune) (*TuneOutcome, error) {
	if err := t.check(); err != nil {
		return nil, err
	}
	g, _ := games.Lookup(t.Game)
	out := &TuneOutcome{Tune: t}
	done := 0
	progress := t.Progress
	t.Progress = nil
	for r := range t.Runs {
		if !t.Shard.Has(r) {
			continue
		}
		run, err := t.run(ctx, g, r, func(n int) {
			done += n
			if progress != nil {
				progress(done)
			}
		})
		if err != nil {
			return nil, err
		}
		out.Runs = append(out.Runs, run)
	}
	return out, nil
}

// run plays search r and its recommendation's fresh games, telling played
// how many games each batch played.
func (t Tune) run(ctx context.Context, g engine.Game, r int, played func(int)) (TuneRun, error) {
	sizes := make([]int, len(t.Params))
	for d, p := range t.Params {
		sizes[d] = len(p.Values)
	}
	base := GameSeed(t.Seed, r)
	s := GameSeed(base, tuneSearchStream)
	rng := rand.New(rand.NewPCG(s, GameSeed(s, 0)))
	run := TuneRun{Run: r}
	var fail error
	res := NTBEA{Sizes: sizes, Neighbours: t.Neighbours, Explore: t.Explore}.Run(rng, t.Iterations(), func(p []int) float64 {
		if fail != nil {
			return t.Goal.worst()
		}
		step := TuneStep{Point: p, Seed: GameSeed(base, len(run.Steps))}
		batch, refused, err := t.play(ctx, g, p, step.Seed, t.Batch)
		fail = err
		step.Refused = refused
		step.Fitness = t.Goal.worst()
		if refused == "" {
			step.Fitness = t.Goal.score(batch, t.Players)
		}
		run.Steps = append(run.Steps, step)
		played(len(batch))
		return step.Fitness
	})
	if fail != nil {
		return TuneRun{}, fail
	}
	run.Best, run.Estimate = res.Best, res.Estimate
	var err error
	if run.Selection, run.Refused, err = t.play(ctx, g, run.Best, GameSeed(t.Seed, tuneSelectionStream), t.Fresh); err != nil {
		return TuneRun{}, err
	}
	played(len(run.Selection))
	if run.Confirmation, _, err = t.play(ctx, g, run.Best, GameSeed(t.Seed, tuneConfirmationStream), t.Fresh); err != nil {
		return TuneRun{}, err
	}
	played(len(run.Confirmation))
	return run, nil
}

// play plays n games of the setting at point p, the job seeded seed. A
// setting the game refuses (its options, or a set-up from them) plays none
// and says why.
func (t Tune) play(ctx context.Context, g engine.Game, p []int, seed uint64, n int) (_ []tuneGame, refused string, err error) {
	opts, err := pointOptions(t.Options, t.Params, p)
	if err != nil {
		return nil, "", err
	}
	if err := engine.CheckOptions(g.Options(), t.Players, opts); err != nil {
		return nil, err.Error(), nil
	}
	if _, err := g.New(t.Players, opts, GameSeed(seed, 0)); err != nil {
		return nil, err.Error(), nil
	}
	c := t.Config
	c.Options, c.Games, c.Seed = opts, n, seed
	out, err := Play(ctx, Job{Config: c})
	if err != nil {
		return nil, "", fmt.Errorf("%s: %w", pointLabel(t.Params, p), err)
	}
	games := make([]tuneGame, len(out.Played))
	for i, x := range out.Played {
		games[i] = tuneGameOf(x)
	}
	return games, "", nil
}

// spec is the tune as a shard records it: everything but the speed.
func (t Tune) spec() tuneSpec {
	s := tuneSpec{Game: t.Game, Players: t.Players, Options: t.Options, Bots: t.Bots, Seed: t.Seed, Params: t.Params,
		Goal: t.Goal, Budget: t.Budget, Runs: t.Runs, Batch: t.Batch, Fresh: t.Fresh, Explore: t.Explore, Neighbours: t.Neighbours}
	if len(s.Options) == 0 {
		s.Options = json.RawMessage("{}")
	}
	return s
}
