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
	cmd := SimCmd{Game: "tortuga", Players: 3, Bots: "random", Games: 1, Seed: 1,
		Opt: []string{"eggs_as_dice=true", "deck=3,3,5,5,5,3", "first=2"}}
	cfg, err := cmd.config()
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"eggs_as_dice":true,"deck":[3,3,5,5,5,3],"first":2}`; string(cfg.Options) != want {
		t.Errorf("got %s, want %s", cfg.Options, want)
	}
	cmd.Opt = nil
	if cfg, _ := cmd.config(); string(cfg.Options) != "{}" {
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
		cmd := SimCmd{Game: c.game, Players: 3, Bots: "random", Games: 1, Seed: 1, Opt: c.opt}
		if _, err := cmd.config(); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %q: %v, want %q", c.game, c.opt, err, c.want)
		}
	}
}

// A short tournament from the command: its summary, report.json and charts.
func TestSimWritesItsReport(t *testing.T) {
	dir := t.TempDir()
	cmd := SimCmd{Game: "cartagena", Players: 4, Bots: "mcts:20,greedy,greedy,random", Games: 8, Seed: 1, Parallel: 2,
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
	for _, f := range []string{"winrate-by-seat.svg", "winrate-by-bot.svg", "scores.svg"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Error(err)
		}
	}
}

func TestSimRefusesBadFlags(t *testing.T) {
	for _, c := range []struct {
		cmd  SimCmd
		want string
	}{
		{SimCmd{Game: "tortuga", Players: 3, Bots: "greedy,random", Games: 1}, "2 bots for 3 players"},
		{SimCmd{Game: "tortuga", Players: 2, Bots: "greedy,wizard", Games: 1}, `unknown bot "wizard"`},
		{SimCmd{Game: "tortuga", Players: 2, Bots: "greedy", Games: 1, Opt: []string{"eggs"}}, "KEY=VALUE"},
	} {
		if err := c.cmd.Run(); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want an error mentioning %q", c.cmd, err, c.want)
		}
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
