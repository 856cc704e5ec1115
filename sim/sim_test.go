package sim

import (
	"context"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"caribe/bots"
)

func specs(t testing.TB, names ...string) []bots.Spec {
	t.Helper()
	var out []bots.Spec
	for _, n := range names {
		s, err := bots.ParseSpec(n)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, s)
	}
	return out
}

// The Wilson interval matches values worked by hand (and by R's
// prop.test without continuity correction).
func TestWilson(t *testing.T) {
	for _, c := range []struct {
		wins      float64
		n         int
		low, high float64
	}{
		{8, 10, 0.4902, 0.9433},
		{0, 10, 0, 0.2775},
		{10, 10, 0.7225, 1},
		{50, 100, 0.4038, 0.5962},
		{5000, 10000, 0.4902, 0.5098},
	} {
		got := Wilson(c.wins, c.n, Z95)
		if math.Abs(got.Low-c.low) > 5e-5 || math.Abs(got.High-c.high) > 5e-5 || got.Value != c.wins/float64(c.n) {
			t.Errorf("Wilson(%v, %d) = %+v, want [%v, %v]", c.wins, c.n, got, c.low, c.high)
		}
	}
	if got := Wilson(0, 0, Z95); got.Low != 0 || got.High != 1 {
		t.Errorf("no trials: %+v, want [0, 1]", got)
	}
}

// Over any run of as many games as seats, every bot sits in every seat once.
func TestSeatsRotate(t *testing.T) {
	for players := 2; players <= 5; players++ {
		for start := 0; start < 3; start++ {
			seen := make([][]bool, players)
			for b := range seen {
				seen[b] = make([]bool, players)
			}
			for g := start; g < start+players; g++ {
				seats := Seats(players, g)
				for s, b := range seats {
					seen[b][s] = true
				}
				sorted := slices.Clone(seats)
				slices.Sort(sorted)
				for i, b := range sorted {
					if i != b {
						t.Fatalf("game %d: seats %v do not hold each bot once", g, seats)
					}
				}
			}
			for b := range seen {
				if slices.Contains(seen[b], false) {
					t.Fatalf("%d players from game %d: bot %d missed a seat: %v", players, start, b, seen[b])
				}
			}
		}
	}
}

// The same seed gives the same report.json, whether the games are played
// one at a time or two at once; another seed gives another.
func TestReportDoesNotDependOnParallel(t *testing.T) {
	run := func(seed uint64, parallel int) string {
		rep, err := Run(context.Background(), Config{Game: "cartagena", Players: 3, Options: json.RawMessage(`{"variant":"tortuga"}`),
			Bots: specs(t, "mcts:50", "greedy", "random"), Games: 12, Seed: seed, Parallel: parallel})
		if err != nil {
			t.Fatal(err)
		}
		b, err := json.Marshal(rep)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	one, two := run(7, 1), run(7, 2)
	if one != two {
		t.Fatalf("parallel 1 and 2 differ:\n%s\n%s", one, two)
	}
	if run(8, 2) == one {
		t.Fatal("seeds 7 and 8 give the same report")
	}
}

// Greedy beats random, in a sample small enough to run with the tests: the
// 95% interval of its win rate lies above one half.
func TestGreedyBeatsRandom(t *testing.T) {
	for _, game := range []string{"tortuga", "cartagena"} {
		rep, err := Run(context.Background(), Config{Game: game, Players: 2, Bots: specs(t, "greedy", "random"), Games: 60, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		if g := rep.ByBot[0]; g.Name != "greedy" || !(g.WinRate.Low > 0.5) {
			t.Errorf("%s: %+v", game, g)
		}
	}
}

// A whole tournament: the report adds up, and the files are written.
func TestRunWritesTheReport(t *testing.T) {
	var progress []int
	rep, err := Run(context.Background(), Config{Game: "tortuga", Players: 4, Options: json.RawMessage(`{"eggs_as_dice":true}`),
		Bots: specs(t, "greedy", "greedy", "random", "mcts:30"), Games: 8, Seed: 3, Parallel: 2,
		Progress: func(done int) { progress = append(progress, done) }})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(progress, []int{1, 2, 3, 4, 5, 6, 7, 8}) {
		t.Errorf("progress %v", progress)
	}
	if len(rep.ByBot) != 3 || rep.ByBot[0].Name != "greedy" || rep.ByBot[0].Games != 16 || rep.ByBot[2].Name != "mcts:30" {
		t.Errorf("by bot: %+v", rep.ByBot)
	}
	wins, seatWins := 0.0, 0.0
	for _, b := range rep.ByBot {
		wins += b.Wins
	}
	for _, s := range rep.BySeat {
		seatWins += s.Wins
		if s.Games != 8 {
			t.Errorf("%s played %d games, want 8", s.Name, s.Games)
		}
	}
	if math.Abs(wins-8) > 1e-9 || math.Abs(seatWins-8) > 1e-9 {
		t.Errorf("wins add up to %v by bot and %v by seat, want 8", wins, seatWins)
	}
	if rep.Length.Min > rep.Length.Max || rep.Length.Mean.Value < float64(rep.Length.Min) {
		t.Errorf("length %+v", rep.Length)
	}
	dir := t.TempDir()
	if err := rep.WriteFiles(dir); err != nil {
		t.Fatal(err)
	}
	var back Report
	data, err := os.ReadFile(filepath.Join(dir, ReportFile))
	if err != nil || json.Unmarshal(data, &back) != nil || back.Games != 8 || back.Game != "tortuga" {
		t.Fatalf("report.json: %v\n%s", err, data)
	}
	for _, f := range []string{SeatChartFile, BotChartFile, ScoreChartFile} {
		svg, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil || !strings.HasPrefix(string(svg), "<svg") || !strings.HasSuffix(string(svg), "</svg>\n") {
			t.Errorf("%s: %v", f, err)
		}
	}
	var out strings.Builder
	if err := rep.WriteSummary(&out); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"tortuga, 4 players", "mcts:30", "seat 3", "Game length", "games/s"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("summary lacks %q:\n%s", want, out.String())
		}
	}
}

// Bad tournaments are refused before any game is played.
func TestRunRefuses(t *testing.T) {
	for _, c := range []struct {
		cfg  Config
		want string
	}{
		{Config{Game: "chess", Players: 2, Bots: specs(t, "random", "random"), Games: 1}, `no bot plays the game "chess"`},
		{Config{Game: "tortuga", Players: 3, Bots: specs(t, "random", "random"), Games: 1}, "2 bots for 3 players"},
		{Config{Game: "tortuga", Players: 2, Bots: specs(t, "random", "random")}, "at least one game"},
		{Config{Game: "tortuga", Players: 2, Options: json.RawMessage(`{"colour":1}`), Bots: specs(t, "random", "random"), Games: 3}, "colour"},
	} {
		if _, err := Run(context.Background(), c.cfg); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want an error mentioning %q", c.cfg, err, c.want)
		}
	}
}
