package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"caribe/server/levels"
)

// --bot-max-budget reads iterations and a time in either order; a kind left
// out keeps its default, and the flag's default is the server's.
func TestBotMaxBudgetFlag(t *testing.T) {
	for in, want := range map[string]levels.Budget{
		"20000,1s":      levels.DefaultMaxBudget,
		" 500ms , 3000": {Iterations: 3000, Time: 500 * time.Millisecond},
		"5000":          {Iterations: 5000, Time: levels.DefaultMaxBudget.Time},
		"2s":            {Iterations: levels.DefaultMaxBudget.Iterations, Time: 2 * time.Second},
	} {
		var b botBudget
		if err := b.UnmarshalText([]byte(in)); err != nil || levels.Budget(b) != want {
			t.Errorf("%q: %+v, %v; want %+v", in, b, err, want)
		}
	}
	for in, want := range map[string]string{
		"":          "give iterations and a time",
		"1s,2s":     "a time once",
		"10,20":     "iterations once",
		"0,1s":      "at least 1",
		"lots":      `budget "lots"`,
		"1000,-1s":  "positive duration",
		"1000,1s,,": "give iterations and a time",
	} {
		var b botBudget
		if err := b.UnmarshalText([]byte(in)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want an error containing %q", in, err, want)
		}
	}
	if def := levels.DefaultMaxBudget.String(); def != "20000,1s" {
		t.Errorf("the server's default is %s, the flag's 20000,1s", def)
	}
}

// caribe serve refuses a bad --bot-max-budget, from the flag or from
// CARIBE_BOT_MAX_BUDGET, before it opens the database.
func TestServeRefusesABadBotMaxBudget(t *testing.T) {
	db := filepath.Join(t.TempDir(), "caribe.db")
	out, err := caribe(t, "", "serve", "--db", db, "--bot-max-budget", "lots")
	if err == nil || !strings.Contains(out, "--bot-max-budget") || !strings.Contains(out, `budget "lots"`) {
		t.Errorf("--bot-max-budget lots: %v\n%s", err, out)
	}
	cmd := exec.Command(os.Args[0], "serve", "--db", db)
	cmd.Env = append(os.Environ(), "CARIBE_MAIN=1", "CARIBE_BOT_MAX_BUDGET=1s,2s")
	if b, err := cmd.CombinedOutput(); err == nil || !strings.Contains(string(b), "a time once") {
		t.Errorf("CARIBE_BOT_MAX_BUDGET=1s,2s: %v\n%s", err, b)
	}
	if _, err := os.Stat(db); err == nil {
		t.Error("the database was created")
	}
}
