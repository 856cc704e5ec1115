package sim

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"caribe/games"
)

// sweepJob is a small sweep of La Tortuga over eggs_as_dice and the first
// seat, traced.
func sweepJob(t *testing.T) Job {
	t.Helper()
	g, _ := games.Lookup("tortuga")
	settings, keys, err := Grid(g.Options(), 2, nil, []string{"eggs_as_dice=false,true", "first=0,1"})
	if err != nil {
		t.Fatal(err)
	}
	return Job{Config: Config{Game: "tortuga", Players: 2, Bots: specs(t, "greedy", "random"), Games: 5, Seed: 9},
		Settings: settings, Sweep: keys, Trace: true}
}

// writeEverything writes an outcome's report files, rows and trace (as
// Parquet and as CSV) into dir.
func writeEverything(t *testing.T, out *Outcome, dir string) {
	t.Helper()
	if err := out.Study().WriteFiles(dir); err != nil {
		t.Fatal(err)
	}
	for _, ext := range []string{".parquet", ".csv"} {
		if err := out.WriteRows(filepath.Join(dir, "rows"+ext)); err != nil {
			t.Fatal(err)
		}
		if err := out.WriteTrace(filepath.Join(dir, "trace"+ext)); err != nil {
			t.Fatal(err)
		}
		if err := out.WriteSeatRows(filepath.Join(dir, "seats"+ext)); err != nil {
			t.Fatal(err)
		}
	}
}

// One machine and three shards merged write the same bytes: report.json,
// report.html, every chart, the rows and the trace.
func TestShardsMergeToTheSameBytes(t *testing.T) {
	job := sweepJob(t)
	job.Parallel = 2
	whole, err := Play(context.Background(), job)
	if err != nil {
		t.Fatal(err)
	}
	whole.Build = testBuild
	one := t.TempDir()
	writeEverything(t, whole, one)
	var dirs []string
	for k := 1; k <= 3; k++ {
		sj := job
		sj.Shard, sj.Parallel = Shard{K: k, N: 3}, 1
		out, err := Play(context.Background(), sj)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range out.Played {
			if p.Index%3 != k-1 {
				t.Fatalf("shard %d/3 played game %d", k, p.Index)
			}
		}
		dir := filepath.Join(t.TempDir(), "shard")
		if err := out.WriteShard(dir); err != nil {
			t.Fatal(err)
		}
		dirs = append(dirs, dir)
	}
	dirs[0], dirs[2] = dirs[2], dirs[0]
	merged, err := Merge(dirs)
	if err != nil {
		t.Fatal(err)
	}
	merged.Build = testBuild
	two := t.TempDir()
	writeEverything(t, merged, two)
	entries, err := os.ReadDir(one)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 11 {
		t.Errorf("%d files written, want 11 (report.json, report.html, 3 sweep charts, rows, seats' rows and trace twice)", len(entries))
	}
	for _, e := range entries {
		a, _ := os.ReadFile(filepath.Join(one, e.Name()))
		b, err := os.ReadFile(filepath.Join(two, e.Name()))
		if err != nil || !bytes.Equal(a, b) {
			t.Errorf("%s differs between one machine and the merged shards (%v)", e.Name(), err)
		}
	}
	if _, err := Merge(dirs[:2]); err == nil || !strings.Contains(err.Error(), "shards 1/3 are missing") {
		t.Errorf("two shards of three merged: %v", err)
	}
	if _, err := Merge([]string{dirs[0], dirs[0], dirs[1], dirs[2]}); err == nil || !strings.Contains(err.Error(), "both hold shard") {
		t.Errorf("a shard given twice: %v", err)
	}
}
