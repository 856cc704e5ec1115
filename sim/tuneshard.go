package sim

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"caribe/bots"
)

// TuneShardFile is the file a shard of a tune writes into its directory:
// the tune and its runs, all a merge needs.
const TuneShardFile = "tune-shard.json"

// tuneSpec is a tune as its shards record it.
type tuneSpec struct {
	Game       string          `json:"game"`
	Players    int             `json:"players"`
	Options    json.RawMessage `json:"options"`
	Bots       []bots.Spec     `json:"bots"`
	Seed       uint64          `json:"seed"`
	Params     []TuneParam     `json:"params"`
	Goal       Goal            `json:"goal"`
	Budget     int             `json:"budget"`
	Runs       int             `json:"runs"`
	Batch      int             `json:"batch"`
	Fresh      int             `json:"fresh"`
	Explore    float64         `json:"explore"`
	Neighbours int             `json:"neighbours"`
}

// tune is the spec as a tune.
func (s tuneSpec) tune() Tune {
	return Tune{Config: Config{Game: s.Game, Players: s.Players, Options: s.Options, Bots: s.Bots, Seed: s.Seed},
		Params: s.Params, Goal: s.Goal, Budget: s.Budget, Runs: s.Runs, Batch: s.Batch, Fresh: s.Fresh,
		Explore: s.Explore, Neighbours: s.Neighbours}
}

// tuneShardState is what TuneShardFile holds.
type tuneShardState struct {
	Tune  tuneSpec  `json:"tune"`
	Shard Shard     `json:"shard"`
	Runs  []TuneRun `json:"runs"`
}

// WriteShard writes a shard's runs into dir as TuneShardFile, creating dir.
func (o *TuneOutcome) WriteShard(dir string) error {
	data, err := json.Marshal(tuneShardState{Tune: o.Tune.spec(), Shard: o.Tune.Shard, Runs: o.Runs})
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, TuneShardFile), append(data, '\n'), reportFilePerms)
}

// IsTuneShard reports whether dir holds a shard of a tune.
func IsTuneShard(dir string) bool {
	_, err := os.Stat(filepath.Join(dir, TuneShardFile))
	return err == nil
}

// MergeTune reads the shards of a tune written into dirs and puts their
// runs together as the outcome of the whole tune: the same report as one
// run on one machine. The shards must be of one tune and hold every run
// of it once.
func MergeTune(dirs []string) (*TuneOutcome, error) {
	states, err := readShards(dirs, TuneShardFile, "tune", func(st tuneShardState) Shard { return st.Shard }, sameTune)
	if err != nil {
		return nil, err
	}
	first := states[0]
	var runs []TuneRun
	for _, st := range states {
		runs = append(runs, st.Runs...)
	}
	slices.SortFunc(runs, func(a, b TuneRun) int { return a.Run - b.Run })
	for i, r := range runs {
		if r.Run != i || i >= first.Tune.Runs {
			return nil, fmt.Errorf("merge: the shards hold runs %s, not runs 0 to %d once each", runList(runs), first.Tune.Runs-1)
		}
	}
	if len(runs) != first.Tune.Runs {
		return nil, fmt.Errorf("merge: %d runs for a tune of %d", len(runs), first.Tune.Runs)
	}
	return &TuneOutcome{Tune: first.Tune.tune(), Runs: runs}, nil
}

// readShards reads file from each of dirs, the shards of one job (what
// names it: job, tune), and checks that they are of the same one and hold
// its shards 1 to N once each; the states come in the order of dirs.
func readShards[T any](dirs []string, file, what string, shardOf func(T) Shard, same func(a, b T) bool) ([]T, error) {
	if len(dirs) == 0 {
		return nil, errors.New("merge: name the shards' directories")
	}
	var states []T
	seen := map[int]string{}
	for i, dir := range dirs {
		name := filepath.Join(dir, file)
		data, err := os.ReadFile(name)
		if err != nil {
			return nil, fmt.Errorf("merge: %w", err)
		}
		var st T
		if err := json.Unmarshal(data, &st); err != nil {
			return nil, fmt.Errorf("merge: %s: %w", name, err)
		}
		if i > 0 && !same(states[0], st) {
			return nil, fmt.Errorf("merge: %s is a shard of another %s than %s", dir, what, dirs[0])
		}
		k := shardOf(st).K
		if other, ok := seen[k]; ok {
			return nil, fmt.Errorf("merge: %s and %s both hold shard %s", other, dir, shardOf(st))
		}
		seen[k] = dir
		states = append(states, st)
	}
	n := shardOf(states[0]).N
	if n == 0 {
		return nil, fmt.Errorf("merge: %s holds a whole %s, not a shard", dirs[0], what)
	}
	var missing []string
	for k := 1; k <= n; k++ {
		if _, ok := seen[k]; !ok {
			missing = append(missing, Shard{k, n}.String())
		}
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("merge: shards %s are missing", strings.Join(missing, ", "))
	}
	return states, nil
}

// sameTune reports whether two shards are of one tune.
func sameTune(a, b tuneShardState) bool {
	x, _ := json.Marshal(a.Tune)
	y, _ := json.Marshal(b.Tune)
	return bytes.Equal(x, y) && a.Shard.N == b.Shard.N
}

// runList lists the runs' numbers.
func runList(runs []TuneRun) string {
	parts := make([]string, len(runs))
	for i, r := range runs {
		parts[i] = fmt.Sprint(r.Run)
	}
	return strings.Join(parts, ", ")
}
