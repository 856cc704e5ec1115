package sim

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"sync"
	"time"

	"caribe/bots"
	"caribe/games"
)

// Job is a run of the lab: a tournament played at one or more settings of
// the game's options (a sweep), Games games each, all of its games or one
// shard of them.
type Job struct {
	Config
	// Settings are the option settings played, in order; empty: one, the
	// Config's Options.
	Settings []Setting
	// Sweep names the swept options and their values, when there are any.
	Sweep []SweepKey
	// Shard, when set, plays only that shard's games.
	Shard Shard
	// Trace records every move of every game.
	Trace bool
}

// Setting is one setting of a sweep: the values of its swept options and
// the options object they make with the rest.
type Setting struct {
	// Values are the swept options' values, in the order of Job.Sweep, as
	// JSON.
	Values  []json.RawMessage `json:"values"`
	Options json.RawMessage   `json:"options"`
}

// Outcome is what a job played: its games in index order (a shard's
// only), and how fast it ran.
type Outcome struct {
	Job    Job
	Played []Played
	Timing Timing
	// Build names the caribe that writes the outcome's files, for their
	// metadata; the caller sets it.
	Build Build
}

// settings returns the job's settings, one at least.
func (j Job) settings() []Setting {
	if len(j.Settings) > 0 {
		return j.Settings
	}
	opts := j.Options
	if len(opts) == 0 {
		opts = json.RawMessage("{}")
	}
	return []Setting{{Options: opts}}
}

// total is the number of games of the whole job, every shard included.
func (j Job) total() int { return len(j.settings()) * j.Games }

// Play plays the job's games (its shard's, when it has one), spread over
// Parallel goroutines; the outcome depends only on the job, not on
// Parallel or the machine (with iteration budgets). Game i of setting k has
// index k·Games + i, seed GameSeed(Seed, i) and seats Seats(Players, i):
// every setting plays the same seeds and seatings, so settings compare on
// common random numbers.
func Play(ctx context.Context, j Job) (*Outcome, error) {
	lab, ok := labs[j.Game]
	g, okBots := games.Bots(j.Game)
	if !ok || !okBots {
		return nil, fmt.Errorf("no bot plays the game %q", j.Game)
	}
	if len(j.Bots) != j.Players {
		return nil, fmt.Errorf("%d bots for %d players: name one bot per seat", len(j.Bots), j.Players)
	}
	if j.Games < 1 {
		return nil, errors.New("play at least one game")
	}
	if err := j.Shard.check(); err != nil {
		return nil, err
	}
	var indices []int
	for i := range j.total() {
		if j.Shard.Has(i) {
			indices = append(indices, i)
		}
	}
	played := make([]Played, len(indices))
	if len(indices) == 0 {
		return &Outcome{Job: j, Played: played}, nil
	}
	settings := j.settings()
	parallel := j.Parallel
	if parallel < 1 {
		parallel = runtime.GOMAXPROCS(0)
	}
	parallel = min(parallel, len(indices))
	workers := max(1, runtime.GOMAXPROCS(0)/parallel)
	start := time.Now()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	next := make(chan int)
	done := make(chan error)
	var wg sync.WaitGroup
	for range parallel {
		wg.Go(func() {
			for k := range next {
				idx := indices[k]
				set, i := idx/j.Games, idx%j.Games
				seats := make([]bots.Spec, j.Players)
				for s, b := range Seats(j.Players, i) {
					seats[s] = j.Bots[b]
				}
				p, err := lab.play(gameSetup{players: j.Players, options: settings[set].Options, seed: GameSeed(j.Seed, i),
					seats: seats, workers: workers, search: g.Search(), trace: j.Trace})
				if err != nil {
					err = fmt.Errorf("game %d: %w", idx, err)
				}
				p.Index, p.Setting = idx, set
				played[k] = p
				done <- err
			}
		})
	}
	go func() {
		defer close(next)
		for k := range indices {
			select {
			case next <- k:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() {
		wg.Wait()
		close(done)
	}()
	var first error
	n := 0
	for err := range done {
		if err != nil && first == nil {
			first = err
			cancel()
		}
		n++
		if j.Progress != nil && first == nil {
			j.Progress(n)
		}
	}
	if first == nil {
		first = ctx.Err()
	}
	if first != nil {
		return nil, first
	}
	return &Outcome{Job: j, Played: played, Timing: timing(played, time.Since(start))}, nil
}

// timing adds up the moves and each distinct bot's thinking.
func timing(played []Played, elapsed time.Duration) Timing {
	t := Timing{Elapsed: elapsed}
	for _, p := range played {
		t.Moves += p.Moves
		for _, x := range p.thinking {
			t.Bots = addThinking(t.Bots, x)
		}
	}
	return t
}

// addThinking adds x to the entry of ts with x's name, appending x when
// there is none, and returns ts.
func addThinking(ts []Thinking, x Thinking) []Thinking {
	k := slices.IndexFunc(ts, func(t Thinking) bool { return t.Name == x.Name })
	if k < 0 {
		return append(ts, x)
	}
	t := &ts[k]
	t.Decisions += x.Decisions
	t.Total += x.Total
	t.Slowest = max(t.Slowest, x.Slowest)
	t.Cut += x.Cut
	return ts
}
