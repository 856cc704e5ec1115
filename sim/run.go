// Package sim is the lab of caribe: tournaments between bots, seeded, with
// the seats rotated and the games spread over cores; sweeps over the games'
// options; game metrics; rows and traces for data frames (Parquet, CSV);
// shards and their merge; ladders of bot ratings. Results are summed up
// with 95% confidence intervals and written as report.json, report.html and
// SVG charts.
package sim

import (
	"context"
	"encoding/json"

	"caribe/bots"
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
	out, err := Play(ctx, Job{Config: c})
	if err != nil {
		return nil, err
	}
	rep := out.Study().Reports[0]
	rep.Timing = out.Timing
	return rep, nil
}
