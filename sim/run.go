// Package sim runs tournaments between bots: seeded, with the seats
// rotated, the games spread over cores, and the results summed up with 95%
// confidence intervals, written as report.json and SVG charts.
package sim

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"time"

	"caribe/bots"
	"caribe/games"
)

// Config is one tournament.
type Config struct {
	Game    string
	Players int
	// Options are the game's options, a JSON object (empty: the defaults).
	Options json.RawMessage
	// Bots are the players before rotation, one per seat.
	Bots  []bots.Spec
	Games int
	Seed  uint64
	// Parallel is how many games are played at once (0: one per core). It
	// changes the speed, never the report.
	Parallel int
	// Progress, when set, is called from one goroutine after each game with
	// the number of games finished so far.
	Progress func(done int)
}

// Seats returns which entry of Bots plays each seat in game i: the seats
// rotate by one each game, so over any run of Players games every bot sits
// in every seat once.
func Seats(players, game int) []int {
	out := make([]int, players)
	for s := range out {
		out[s] = (s + game) % players
	}
	return out
}

// GameSeed is the seed of game i of a tournament seeded with seed.
func GameSeed(seed uint64, game int) uint64 { return bots.SeedFor(seed, game) }

// Run plays the tournament and reports on it. The report depends only on
// the config, not on Parallel or the machine (with iteration budgets).
func Run(ctx context.Context, c Config) (*Report, error) {
	g, ok := games.Bots(c.Game)
	if !ok {
		return nil, fmt.Errorf("no bot plays the game %q", c.Game)
	}
	if len(c.Bots) != c.Players {
		return nil, fmt.Errorf("%d bots for %d players: name one bot per seat", len(c.Bots), c.Players)
	}
	if c.Games < 1 {
		return nil, errors.New("play at least one game")
	}
	parallel := c.Parallel
	if parallel < 1 {
		parallel = runtime.GOMAXPROCS(0)
	}
	parallel = min(parallel, c.Games)
	workers := max(1, runtime.GOMAXPROCS(0)/parallel)
	results := make([]bots.Result, c.Games)
	start := time.Now()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	next := make(chan int)
	done := make(chan error)
	var wg sync.WaitGroup
	for range parallel {
		wg.Go(func() {
			for i := range next {
				seats := make([]bots.Spec, c.Players)
				for s, b := range Seats(c.Players, i) {
					seats[s] = c.Bots[b]
				}
				r, err := g.Play(c.Players, c.Options, GameSeed(c.Seed, i), seats, workers)
				if err != nil {
					err = fmt.Errorf("game %d: %w", i, err)
				}
				results[i] = r
				done <- err
			}
		})
	}
	go func() {
		defer close(next)
		for i := range c.Games {
			select {
			case next <- i:
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
		if c.Progress != nil && first == nil {
			c.Progress(n)
		}
	}
	if first == nil {
		first = ctx.Err()
	}
	if first != nil {
		return nil, first
	}
	rep := summarize(c, results)
	rep.Timing = timing(c, results, time.Since(start))
	return rep, nil
}
