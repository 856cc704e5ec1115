package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestOptionsJSON(t *testing.T) {
	got, err := optionsJSON([]string{"variant=tortuga", "eggs_as_dice=true", "deck=[3,3,5,5,5,3]", "first=2", "name=coral cove"})
	if err != nil {
		t.Fatal(err)
	}
	want := `{"variant":"tortuga","eggs_as_dice":true,"deck":[3,3,5,5,5,3],"first":2,"name":"coral cove"}`
	if string(got) != want {
		t.Errorf("got %s, want %s", got, want)
	}
	if got, _ := optionsJSON(nil); string(got) != "{}" {
		t.Errorf("no options: %s", got)
	}
	for _, bad := range [][]string{{"variant"}, {"=3"}, {"first=1", "first=2"}} {
		if _, err := optionsJSON(bad); err == nil {
			t.Errorf("%q accepted", bad)
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
