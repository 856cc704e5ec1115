package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// --opt values are read as their declarations say, and checked against them.
func TestSimOptionsFollowTheDeclarations(t *testing.T) {
	cmd := SimRunCmd{Game: "tortuga", Players: 3, Bots: "random", Games: 1, Seed: 1,
		Opt: []string{"eggs_as_dice=true", "deck=3,3,5,5,5,3", "first=2"}}
	cfg, err := cmd.job()
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"eggs_as_dice":true,"deck":[3,3,5,5,5,3],"first":2}`; string(cfg.Options) != want {
		t.Errorf("got %s, want %s", cfg.Options, want)
	}
	cmd.Opt = nil
	if cfg, _ := cmd.job(); string(cfg.Options) != "{}" {
		t.Errorf("no options: %s", cfg.Options)
	}
	for _, c := range []struct {
		game string
		opt  []string
		want string
	}{
		{"tortuga", []string{"variant"}, "write KEY=VALUE"},
		{"tortuga", []string{"=3"}, "write KEY=VALUE"},
		{"tortuga", []string{"first=1", "first=2"}, "given twice"},
		{"tortuga", []string{"name=coral cove"}, `--opt: unknown option "name"`},
		{"cartagena", []string{"variant=cuba"}, `--opt: option variant: "cuba" is not one of jamaica, tortuga, hispaniola`},
		{"tobago", []string{"curses=5"}, "--opt: option curses: 5 is out of range: 0 to 2"},
		{"chess", nil, "--game chess: no such game"},
	} {
		cmd := SimRunCmd{Game: c.game, Players: 3, Bots: "random", Games: 1, Seed: 1, Opt: c.opt}
		if _, err := cmd.job(); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %q: %v, want %q", c.game, c.opt, err, c.want)
		}
	}
}

// A short tournament from the command: its summary, report.json and charts.
func TestSimWritesItsReport(t *testing.T) {
	dir := t.TempDir()
	cmd := SimRunCmd{Game: "cartagena", Players: 4, Bots: "mcts:20,greedy,greedy,random", Games: 8, Seed: 1, Parallel: 2,
		Opt: []string{"variant=tortuga"}, Out: dir}
	out := captureStdout(t, func() {
		if err := cmd.Run(); err != nil {
			t.Fatal(err)
		}
	})
	for _, want := range []string{"cartagena, 4 players", `options {"variant":"tortuga"}`, "mcts:20", "seat 3", "games/s"} {
		if !strings.Contains(out, want) {
			t.Errorf("summary lacks %q:\n%s", want, out)
		}
	}
	var rep struct {
		Games int               `json:"games"`
		Bots  []string          `json:"bots"`
		Opts  map[string]string `json:"options"`
	}
	data, err := os.ReadFile(filepath.Join(dir, "report.json"))
	if err != nil || json.Unmarshal(data, &rep) != nil || rep.Games != 8 || len(rep.Bots) != 4 || rep.Opts["variant"] != "tortuga" {
		t.Fatalf("report.json: %v %+v", err, rep)
	}
	for _, f := range []string{"winrate-by-seat.svg", "winrate-by-bot.svg", "scores.svg", "winrate-by-order.svg", "report.html"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Error(err)
		}
	}
}

func TestSimRefusesBadFlags(t *testing.T) {
	for _, c := range []struct {
		cmd  SimRunCmd
		want string
	}{
		{SimRunCmd{Game: "tortuga", Players: 3, Bots: "greedy,random", Games: 1}, "2 bots for 3 players"},
		{SimRunCmd{Game: "tortuga", Players: 2, Bots: "greedy,wizard", Games: 1}, `unknown bot "wizard"`},
		{SimRunCmd{Game: "tortuga", Players: 2, Bots: "greedy", Games: 1, Opt: []string{"eggs"}}, "KEY=VALUE"},
		{SimRunCmd{Game: "tortuga", Players: 2, Bots: "greedy", Games: 1, Sweep: []string{"eggs_as_dice=true,maybe"}}, "--sweep: option eggs_as_dice"},
		{SimRunCmd{Game: "tortuga", Players: 2, Bots: "greedy", Games: 1, Sweep: []string{"first"}}, "--sweep: \"first\": write KEY=V1,V2"},
		{SimRunCmd{Game: "tortuga", Players: 2, Bots: "greedy", Games: 1, Shard: "4/3", Out: "x"}, "--shard: shard 4/3"},
		{SimRunCmd{Game: "tortuga", Players: 2, Bots: "greedy", Games: 1, Shard: "1/3"}, "name the shard's directory with --out"},
		{SimRunCmd{Game: "tortuga", Players: 2, Bots: "greedy", Games: 1, Rows: "rows.json"}, `not ".json"`},
		{SimRunCmd{Game: "tortuga", Players: 2, Bots: "greedy", Games: 1, Seats: "seats.txt"}, `not ".txt"`},
		{SimRunCmd{Game: "tortuga", Players: 2, Bots: "greedy,random", Games: 1, Round: true, Out: "x"}, "--out: --round-robin takes no such flag"},
	} {
		if err := c.cmd.Run(); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want an error mentioning %q", c.cmd, err, c.want)
		}
	}
}

// The designer's path, through the binary: a sweep played on two
// "machines" (two shard processes), merged, gives the report, report.html
// and rows (per game and per seat) of one run on one machine, byte for byte.
func TestSimShardsMergeLikeOneRun(t *testing.T) {
	dir := t.TempDir()
	common := []string{"sim", "--game", "cartagena", "--players", "2", "--bots", "greedy,random", "--games", "6", "--seed", "4",
		"--sweep", "variant=jamaica,tortuga"}
	run := func(args ...string) {
		t.Helper()
		if out, err := caribe(t, "", append(append([]string{}, common...), args...)...); err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
	}
	one := filepath.Join(dir, "one")
	run("--out", one, "--rows", filepath.Join(one, "games.parquet"), "--seat-rows", filepath.Join(one, "seats.parquet"))
	run("--shard", "1/2", "--out", filepath.Join(dir, "a"))
	run("--shard", "2/2", "--out", filepath.Join(dir, "b"))
	two := filepath.Join(dir, "two")
	out, err := caribe(t, "", "sim", "merge", "--out", two, "--rows", filepath.Join(two, "games.parquet"),
		"--seat-rows", filepath.Join(two, "seats.parquet"), filepath.Join(dir, "a"), filepath.Join(dir, "b"))
	if err != nil || !strings.Contains(out, `variant="tortuga"`) {
		t.Fatalf("%v\n%s", err, out)
	}
	for _, f := range []string{"report.json", "report.html", "sweep-winrate.svg", "sweep-metrics.svg", "games.parquet", "seats.parquet"} {
		a, err1 := os.ReadFile(filepath.Join(one, f))
		b, err2 := os.ReadFile(filepath.Join(two, f))
		if err1 != nil || err2 != nil || string(a) != string(b) {
			t.Errorf("%s: one run and the merged shards differ (%v, %v)", f, err1, err2)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "a", "shard.json")); err != nil {
		t.Error(err)
	}
}

// caribe sim ladder rates the bots and writes ladder.json; --round-robin
// still plays the same ladder.
func TestSimLadderWritesItsTable(t *testing.T) {
	dir := t.TempDir()
	out, err := caribe(t, "", "sim", "ladder", "--game", "tortuga", "--bots", "random,greedy", "--games", "10", "--out", dir)
	if err != nil || !strings.Contains(out, "95% CI") {
		t.Fatalf("%v\n%s", err, out)
	}
	var table struct {
		Bots []struct {
			Spec   string  `json:"spec"`
			Rating float64 `json:"rating"`
			Low    float64 `json:"low"`
			High   float64 `json:"high"`
		} `json:"bots"`
	}
	data, err := os.ReadFile(filepath.Join(dir, "ladder.json"))
	if err != nil || json.Unmarshal(data, &table) != nil || len(table.Bots) != 2 || table.Bots[1].Spec != "greedy" ||
		!(table.Bots[1].Low < table.Bots[1].Rating && table.Bots[1].Rating < table.Bots[1].High) {
		t.Fatalf("ladder.json: %v\n%s", err, data)
	}
	old, err := caribe(t, "", "sim", "--game", "tortuga", "--bots", "random,greedy", "--games", "10", "--round-robin")
	if err != nil || !strings.Contains(old, "RATING") {
		t.Fatalf("--round-robin: %v\n%s", err, old)
	}
}

// captureStdout runs f with standard output going to a pipe and returns what it wrote.
func captureStdout(t *testing.T, f func()) string {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	saved := os.Stdout
	os.Stdout = w
	done := make(chan string)
	go func() {
		var b strings.Builder
		buf := make([]byte, 4096)
		for {
			n, err := r.Read(buf)
			b.Write(buf[:n])
			if err != nil {
				done <- b.String()
				return
			}
		}
	}()
	defer func() { os.Stdout = saved }()
	f()
	w.Close()
	return <-done
}
