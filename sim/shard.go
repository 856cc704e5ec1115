package sim

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"caribe/bots"
)

// Shard is slice K of N of a job's games: game i belongs to shard
// i mod N + 1, whatever machine plays it. The zero Shard is every game.
type Shard struct {
	K int `json:"k"`
	N int `json:"n"`
}

// ParseShard reads "K/N", 1 ≤ K ≤ N.
func ParseShard(text string) (Shard, error) {
	k, n, ok := strings.Cut(strings.TrimSpace(text), "/")
	ki, err1 := strconv.Atoi(k)
	ni, err2 := strconv.Atoi(n)
	if !ok || err1 != nil || err2 != nil {
		return Shard{}, fmt.Errorf("shard %q: write K/N, e.g. 3/16", text)
	}
	s := Shard{ki, ni}
	return s, s.check()
}

// Has reports whether game i belongs to the shard.
func (s Shard) Has(i int) bool { return s.N == 0 || i%s.N == s.K-1 }

// String writes the shard as ParseShard reads it.
func (s Shard) String() string { return fmt.Sprintf("%d/%d", s.K, s.N) }

func (s Shard) check() error {
	if s != (Shard{}) && (s.N < 1 || s.K < 1 || s.K > s.N) {
		return fmt.Errorf("shard %d/%d: want K/N with 1 ≤ K ≤ N", s.K, s.N)
	}
	return nil
}

// ShardFile is the file a shard writes into its directory: the job and
// its games, all a merge needs.
const ShardFile = "shard.json"

// shardState is what ShardFile holds.
type shardState struct {
	Game     string      `json:"game"`
	Players  int         `json:"players"`
	Bots     []bots.Spec `json:"bots"`
	Games    int         `json:"games"`
	Seed     uint64      `json:"seed"`
	Settings []Setting   `json:"settings"`
	Sweep    []SweepKey  `json:"sweep"`
	Trace    bool        `json:"trace"`
	Shard    Shard       `json:"shard"`
	Played   []Played    `json:"played"`
}

// WriteShard writes a shard's outcome into dir as ShardFile, creating dir.
func (o *Outcome) WriteShard(dir string) error {
	j := o.Job
	st := shardState{Game: j.Game, Players: j.Players, Bots: j.Bots, Games: j.Games, Seed: j.Seed,
		Settings: j.settings(), Sweep: j.Sweep, Trace: j.Trace, Shard: j.Shard, Played: o.Played}
	data, err := json.Marshal(st)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, ShardFile), append(data, '\n'), reportFilePerms)
}

// Merge reads the shards written into dirs and puts their games together
// as the outcome of the whole job: the same reports, rows and charts as
// one run on one machine. The shards must be of one job and hold every
// game of it once.
func Merge(dirs []string) (*Outcome, error) {
	states, err := readShards(dirs, ShardFile, "job", func(st shardState) Shard { return st.Shard }, sameJob)
	if err != nil {
		return nil, err
	}
	first := states[0]
	var played []Played
	for _, st := range states {
		played = append(played, st.Played...)
	}
	slices.SortFunc(played, func(a, b Played) int { return a.Index - b.Index })
	j := Job{Config: Config{Game: first.Game, Players: first.Players, Bots: first.Bots, Games: first.Games, Seed: first.Seed},
		Settings: first.Settings, Sweep: first.Sweep, Trace: first.Trace}
	if len(played) != j.total() {
		return nil, fmt.Errorf("merge: %d games for a job of %d", len(played), j.total())
	}
	for i, p := range played {
		if p.Index != i {
			return nil, fmt.Errorf("merge: game %d is missing", i)
		}
	}
	if len(j.Settings) == 1 && len(j.Sweep) == 0 {
		j.Options = j.Settings[0].Options
	}
	return &Outcome{Job: j, Played: played}, nil
}

// sameJob reports whether two shards are of one job.
func sameJob(a, b shardState) bool {
	a.Shard.K, b.Shard.K = 0, 0
	a.Played, b.Played = nil, nil
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return bytes.Equal(x, y)
}
