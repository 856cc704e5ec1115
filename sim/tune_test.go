package sim

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"caribe/bots"
	"caribe/engine"
	"caribe/games"
)

// smallTune is a real tune of Cartagena's actions a turn and hand size
// for a fair first player, on a small budget.
func smallTune(t *testing.T, parallel int) Tune {
	t.Helper()
	g, _ := games.Lookup("cartagena")
	params, err := ParseTuneParams(g.Options(), 2, nil, []string{"actions_per_turn=2..4", "hand_size=4,6"})
	if err != nil {
		t.Fatal(err)
	}
	greedy, err := bots.ParseSpec("greedy")
	if err != nil {
		t.Fatal(err)
	}
	return Tune{Config: Config{Game: "cartagena", Players: 2, Bots: []bots.Spec{greedy, greedy}, Seed: 5, Parallel: parallel},
		Params: params, Goal: Goal{Kind: "fair"}, Budget: 48, Runs: 3, Batch: 4, Fresh: 12, Explore: 0.1}
}

// reportBytes is the tune's report.json, report.html and text summary.
func reportBytes(t *testing.T, o *TuneOutcome) []byte {
	t.Helper()
	rep, err := o.Report()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := rep.WriteFiles(dir); err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := rep.WriteSummary(&b); err != nil {
		t.Fatal(err)
	}
	for _, f := range TuneFiles {
		data, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		b.Write(data)
	}
	return b.Bytes()
}

// A tune's report depends only on the tune, not on how many games play
// at once; its shards merge into the same bytes; and it reports the
// settings tried, each run's recommendation and the best with intervals
// from fresh games.
func TestTuneIsDeterministicAndShardsMerge(t *testing.T) {
	ctx := context.Background()
	one, err := RunTune(ctx, smallTune(t, 1))
	if err != nil {
		t.Fatal(err)
	}
	want := reportBytes(t, one)
	two, err := RunTune(ctx, smallTune(t, 2))
	if err != nil {
		t.Fatal(err)
	}
	if got := reportBytes(t, two); !bytes.Equal(got, want) {
		t.Error("the report differs with --parallel 2")
	}
	var dirs []string
	for k := 1; k <= 2; k++ {
		tu := smallTune(t, 2)
		tu.Shard = Shard{k, 2}
		out, err := RunTune(ctx, tu)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := out.Report(); err == nil {
			t.Error("a shard's outcome gave a report of its own")
		}
		dir := filepath.Join(t.TempDir(), "shard")
		if err := out.WriteShard(dir); err != nil {
			t.Fatal(err)
		}
		dirs = append(dirs, dir)
	}
	if !IsTuneShard(dirs[0]) {
		t.Fatalf("%s is not seen as a tune's shard", dirs[0])
	}
	if _, err := MergeTune(dirs[:1]); err == nil || !strings.Contains(err.Error(), "2/2") {
		t.Errorf("a merge without shard 2/2: %v", err)
	}
	merged, err := MergeTune([]string{dirs[1], dirs[0]})
	if err != nil {
		t.Fatal(err)
	}
	if got := reportBytes(t, merged); !bytes.Equal(got, want) {
		t.Error("the merged shards' report differs from one run's")
	}

	rep, _ := one.Report()
	if rep.Iterations != 4 || len(rep.Searches) != 3 || len(rep.Searches[0].Steps) != 4 {
		t.Errorf("%d iterations, %d searches; want 4 evaluations in each of 3", rep.Iterations, len(rep.Searches))
	}
	evals := 0
	for _, tr := range rep.Tried {
		evals += tr.Evaluations
	}
	if evals != 12 || len(rep.Tried) > 6 {
		t.Errorf("%d settings tried with %d evaluations; want at most 6 settings and 12 evaluations", len(rep.Tried), evals)
	}
	c := rep.Best.Confirmation
	if c.Games != 12 || c.FirstWin.Low > c.FirstWin.Value || c.FirstWin.High < c.FirstWin.Value || c.Turns.Low <= 0 {
		t.Errorf("best's estimate on fresh games: %+v", c)
	}
	for _, s := range rep.Searches {
		if s.Selection.Fitness.Value > rep.Best.Selection.Fitness.Value {
			t.Errorf("run %d's recommendation did better on the fresh games (%g) than the best (%g)", s.Run,
				s.Selection.Fitness.Value, rep.Best.Selection.Fitness.Value)
		}
	}
	var opts map[string]int
	if err := json.Unmarshal(rep.Best.Options, &opts); err != nil || opts["actions_per_turn"] < 2 || opts["hand_size"] < 4 {
		t.Errorf("best options %s: %v", rep.Best.Options, err)
	}
}

// The fresh games are not games of the search, and the best's second set
// is not its first: no seed of one is a seed of another.
func TestTuneFreshGamesHaveNewSeeds(t *testing.T) {
	tu := smallTune(t, 1)
	out, err := RunTune(context.Background(), tu)
	if err != nil {
		t.Fatal(err)
	}
	search := map[uint64]bool{}
	for _, r := range out.Runs {
		for _, s := range r.Steps {
			for g := range tu.Batch {
				search[GameSeed(s.Seed, g)] = true
			}
		}
	}
	if len(search) != tu.Runs*tu.Iterations()*tu.Batch {
		t.Errorf("%d distinct seeds in the searches' %d games", len(search), tu.Runs*tu.Iterations()*tu.Batch)
	}
	selection := map[uint64]bool{}
	for _, r := range out.Runs {
		for _, x := range r.Selection {
			selection[x.Seed] = true
			if search[x.Seed] {
				t.Errorf("run %d: a fresh game has the seed %d of a game of the search", r.Run, x.Seed)
			}
		}
	}
	for _, r := range out.Runs {
		for _, x := range r.Confirmation {
			if search[x.Seed] || selection[x.Seed] {
				t.Errorf("run %d: a confirmation game has the seed %d of a game already played", r.Run, x.Seed)
			}
		}
	}
	if len(selection) != tu.Fresh {
		t.Errorf("%d distinct seeds in the %d fresh games", len(selection), tu.Fresh)
	}
}

// Bad input is refused, naming what is wrong.
func TestTuneRefusesBadInput(t *testing.T) {
	g, _ := games.Lookup("cartagena")
	for _, c := range []struct {
		params []string
		opt    []string
		want   string
	}{
		{[]string{"speed=1..3"}, nil, `unknown option "speed"`},
		{[]string{"actions_per_turn=5..2"}, nil, "LO must be below HI"},
		{[]string{"actions_per_turn=1..x"}, nil, "is not read"},
		{[]string{"actions_per_turn=1..6/0"}, nil, "step"},
		{[]string{"actions_per_turn=0..3"}, nil, "actions_per_turn"},
		{[]string{"actions_per_turn=3"}, nil, "two values or more"},
		{[]string{"actions_per_turn=1..3", "actions_per_turn=4..5"}, nil, "tuned twice"},
		{[]string{"actions_per_turn=1..3"}, []string{"actions_per_turn=2"}, "also fixed"},
		{nil, nil, "at least one parameter"},
	} {
		if _, err := ParseTuneParams(g.Options(), 2, c.opt, c.params); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v; want an error saying %q", c.params, err, c.want)
		}
	}
	for text, want := range map[string]string{"fastest": "unknown goal", "turns=0": "turns=N", "turns": "turns=N", "fair=1": "unknown goal"} {
		if _, err := ParseGoal(text); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("goal %q: %v; want an error saying %q", text, err, want)
		}
	}
	for name, change := range map[string]func(*Tune){
		"budget 0":        func(tu *Tune) { tu.Budget = 0 },
		"budget 8 games":  func(tu *Tune) { tu.Budget = 8 },
		"fresh 0":         func(tu *Tune) { tu.Fresh = 0 },
		"shard 4/4":       func(tu *Tune) { tu.Shard = Shard{4, 4} },
		"no bot plays":    func(tu *Tune) { tu.Game = "chess" },
		"explore -1":      func(tu *Tune) { tu.Explore = -1 },
		"runs 0":          func(tu *Tune) { tu.Runs = 0 },
		"batch 0":         func(tu *Tune) { tu.Batch = 0 },
		"unknown goal":    func(tu *Tune) { tu.Goal = Goal{Kind: "fastest"} },
		"1 bots for 2":    func(tu *Tune) { tu.Bots = tu.Bots[:1] },
		"at least one pa": func(tu *Tune) { tu.Params = nil },
	} {
		tu := smallTune(t, 1)
		change(&tu)
		_, err := RunTune(context.Background(), tu)
		word := name
		if err == nil || !strings.Contains(err.Error(), word) {
			t.Errorf("%s: %v; want an error naming %q", name, err, word)
		}
	}
}

// The goals leave capped games out and score what they aim at.
func TestTuneGoalsScore(t *testing.T) {
	games := []tuneGame{{FirstWon: 1, Turns: 40, LeadChanges: 2}, {FirstWon: 0, Turns: 60, LeadChanges: 4},
		{FirstWon: 1, Turns: 5000, LeadChanges: 900, Capped: true}}
	for text, want := range map[string]float64{"fair": 0, "turns=50": 0, "turns=100": -0.5, "moves=10": -1, "lead-changes": 0.75} {
		g, err := ParseGoal(text)
		if err != nil {
			t.Fatal(err)
		}
		if got := g.score(games, 2); got != want {
			t.Errorf("%s: fitness %g, want %g", text, got, want)
		}
		if got := g.score(games[2:], 2); got != g.worst() {
			t.Errorf("%s: capped games only score %g, want the worst %g", text, got, g.worst())
		}
	}
	e := tuneEstimateOf(Goal{Kind: "lead-changes"}, 2, games, 1)
	if e.Games != 3 || e.Capped != 1 || e.LeadChanges.Value != 3 || e.LeadChanges.Low < 2 || e.LeadChanges.High > 4 {
		t.Errorf("estimate %+v: want 3 games, 1 capped, lead changes 3 within 2 to 4", e)
	}
}

// A setting the game refuses is not played: it scores the worst fitness,
// and the report says why in the game's words, the same whatever
// --parallel; the search recommends a setting the game takes.
func TestTuneReportsRefusedSettings(t *testing.T) {
	g, _ := games.Lookup("cartagena")
	opt := []string{"cards_per_symbol=5"}
	params, err := ParseTuneParams(g.Options(), 2, opt, []string{"hand_size=10,40"})
	if err != nil {
		t.Fatal(err)
	}
	fixed, err := engine.OptionsFromPairs(g.Options(), 2, opt)
	if err != nil {
		t.Fatal(err)
	}
	var reports [][]byte
	for _, parallel := range []int{1, 2} {
		tu := smallTune(t, parallel)
		tu.Options, tu.Params, tu.Budget, tu.Runs = fixed, params, 32, 1
		out, err := RunTune(context.Background(), tu)
		if err != nil {
			t.Fatal(err)
		}
		reports = append(reports, reportBytes(t, out))
		rep, _ := out.Report()
		refused := 0
		for _, tr := range rep.Tried {
			if string(tr.Values[0]) == "40" {
				refused++
				if !strings.HasPrefix(tr.Refused, "hand_size: 40 cards") || tr.Fitness != -1 {
					t.Errorf("hand_size=40: refused %q, fitness %g; want the game's reason and -1", tr.Refused, tr.Fitness)
				}
			}
		}
		if refused != 1 || string(rep.Best.Values[0]) != "10" || rep.Best.Refused != "" {
			t.Errorf("%d refused settings tried, best %s (refused %q); want hand_size=40 refused, hand_size=10 best",
				refused, rep.Best.Values[0], rep.Best.Refused)
		}
	}
	if !bytes.Equal(reports[0], reports[1]) {
		t.Error("the report of a tune with refused settings differs with --parallel")
	}
}
