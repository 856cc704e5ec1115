package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A designer's tune through the binary: one run, and the same tune in two
// shard processes merged by caribe sim merge, print and write the same
// report byte for byte, and --parallel changes none of it.
func TestSimTuneShardsMergeLikeOneRun(t *testing.T) {
	dir := t.TempDir()
	common := []string{"sim", "tune", "--game", "tortuga", "--bots", "greedy", "--param", "track=15..25/5",
		"--param", "bust_limit=6,7,8", "--goal", "turns=40", "--budget", "32", "--runs", "2", "--batch", "4", "--fresh", "8", "--seed", "3"}
	run := func(args ...string) string {
		t.Helper()
		out, err := caribe(t, "", append(append([]string{}, common...), args...)...)
		if err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
		return out
	}
	one := run("--out", filepath.Join(dir, "one"), "--parallel", "1")
	if !strings.Contains(one, "Best: track=") || !strings.Contains(one, "on 8 new games") {
		t.Fatalf("the summary names no best setting:\n%s", one)
	}
	par := run("--out", filepath.Join(dir, "par"), "--parallel", "2")
	run("--shard", "1/2", "--out", filepath.Join(dir, "a"))
	run("--shard", "2/2", "--out", filepath.Join(dir, "b"))
	merged, err := caribe(t, "", "sim", "merge", "--out", filepath.Join(dir, "two"), filepath.Join(dir, "b"), filepath.Join(dir, "a"))
	if err != nil {
		t.Fatalf("%v\n%s", err, merged)
	}
	// The summary, without the progress lines on standard error before it
	// and the line naming the directory after it.
	summary := func(out string) string { return out[strings.Index(out, "Tune of"):strings.Index(out, "Wrote ")] }
	if summary(par) != summary(one) || summary(merged) != summary(one) {
		t.Errorf("the summaries differ:\none run:\n%s\n--parallel 2:\n%s\nmerged:\n%s", one, par, merged)
	}
	for _, other := range []string{"par", "two"} {
		for _, f := range []string{"report.json", "report.html"} {
			a, err1 := os.ReadFile(filepath.Join(dir, "one", f))
			b, err2 := os.ReadFile(filepath.Join(dir, other, f))
			if err1 != nil || err2 != nil || string(a) != string(b) {
				t.Errorf("%s of %s differs from one run's (%v, %v)", f, other, err1, err2)
			}
		}
	}
}

// caribe sim tune refuses bad flags, naming what is wrong.
func TestSimTuneRefusesBadFlags(t *testing.T) {
	ok := SimTuneCmd{Game: "cartagena", Players: 2, Bots: "greedy", Param: []string{"actions_per_turn=1..4"}, Goal: "fair",
		Budget: 100, Runs: 2, Fresh: 10, Explore: 0.1, Neighbours: 50}
	for _, c := range []struct {
		change func(*SimTuneCmd)
		want   string
	}{
		{func(c *SimTuneCmd) { c.Param = []string{"speed=1..4"} }, `--param: unknown option "speed"`},
		{func(c *SimTuneCmd) { c.Param = []string{"actions_per_turn=4..1"} }, "--param: parameter actions_per_turn: range \"4..1\""},
		{func(c *SimTuneCmd) { c.Param = []string{"actions_per_turn=0..4"} }, "--param: option actions_per_turn"},
		{func(c *SimTuneCmd) { c.Goal = "fastest" }, "--goal: goal \"fastest\": unknown goal"},
		{func(c *SimTuneCmd) { c.Budget = 0 }, "--budget 0"},
		{func(c *SimTuneCmd) { c.Budget = 10 }, "--budget 10: 2 runs of evaluations of 8 games need 16 games or more"},
		{func(c *SimTuneCmd) { c.Fresh = 0 }, "--fresh 0"},
		{func(c *SimTuneCmd) { c.Explore = -1 }, "--explore -1"},
		{func(c *SimTuneCmd) { c.Shard, c.Out = "3/3", "x" }, "--shard 3/3: a shard plays whole runs"},
		{func(c *SimTuneCmd) { c.Shard = "1/2" }, "name the shard's directory with --out"},
		{func(c *SimTuneCmd) { c.Game = "chess" }, "--game chess: no such game"},
	} {
		cmd := ok
		c.change(&cmd)
		if err := cmd.Run(); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want an error mentioning %q", cmd, err, c.want)
		}
	}
}
