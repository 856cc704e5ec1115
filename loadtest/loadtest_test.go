package loadtest

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"caribe/server/limits"
)

// run plays a load test, failing the test on an error.
func run(t *testing.T, cfg Config) Report {
	t.Helper()
	if cfg.Seed == 0 {
		cfg.Seed = 1
	}
	if len(cfg.Targets) == 0 {
		cfg.Start = serverStarter(t)
	}
	var progress bytes.Buffer
	cfg.Every = 500 * time.Millisecond
	rep, err := Run(context.Background(), cfg, &progress)
	if err != nil {
		t.Fatal(err)
	}
	var text bytes.Buffer
	if err := rep.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	t.Logf("progress:\n%s\n%s", progress.String(), text.String())
	return rep
}

// checkClean checks what every healthy run shows: every table started,
// moves played, none lost, no error, latency percentiles in order, every
// move timed back to its mover and to the other player (no move is made
// before both players are in), but for at most a table's last when the
// run was cut short (its broadcast may reach the other player after the
// grace for moves in flight), and the servers' CPU time per stored move.
func checkClean(t *testing.T, rep Report, tables int) {
	t.Helper()
	if rep.Started != tables || rep.Connections != 2*tables {
		t.Errorf("%d tables started and %d connections, want %d and %d", rep.Started, rep.Connections, tables, 2*tables)
	}
	checkPlayed(t, rep, tables)
}

// checkPlayed checks checkClean's all but the count of tables started.
func checkPlayed(t *testing.T, rep Report, tables int) {
	t.Helper()
	if rep.Moves == 0 || rep.MovesPerSec <= 0 {
		t.Errorf("%d moves at %.1f/s: none played", rep.Moves, rep.MovesPerSec)
	}
	if rep.ErrorCount != 0 {
		t.Errorf("%d errors: %v %v", rep.ErrorCount, rep.Errors, rep.Examples)
	}
	if rep.Lost != 0 || rep.Checked != rep.Moves {
		t.Errorf("%d lost of %d checked, %d acknowledged", rep.Lost, rep.Checked, rep.Moves)
	}
	if rep.Stored < rep.Moves {
		t.Errorf("%d moves stored, fewer than the %d acknowledged", rep.Stored, rep.Moves)
	}
	for name, l := range map[string]Latency{"latency": rep.Latency, "ack latency": rep.AckLatency} {
		if l.P50 <= 0 || l.P50 > l.P90 || l.P90 > l.P99 || l.P99 > l.Max {
			t.Errorf("%s out of order: %+v", name, l)
		}
	}
	untimed := 0
	if rep.Ended != endedTablesDone {
		untimed = tables
	}
	if rep.AckLatency.Samples != rep.Moves || rep.Latency.Samples > rep.Moves || rep.Latency.Samples < rep.Moves-untimed {
		t.Errorf("%d moves timed back to the mover and %d to the other player, for %d moves at %d tables",
			rep.AckLatency.Samples, rep.Latency.Samples, rep.Moves, tables)
	}
	c := rep.CPU
	if c.Error != "" || c.StoredMoves < rep.Moves || c.Seconds <= 0 || c.MicrosPerMove <= 0 {
		t.Errorf("server CPU %+v for %d moves acknowledged", c, rep.Moves)
	}
}

func TestSmallRunLosesNothing(t *testing.T) {
	const tables = 20
	cfg := Config{Tables: tables, Game: "cartagena", Think: time.Millisecond, Duration: 10 * time.Second, Ramp: 200 * time.Millisecond}
	rep := run(t, cfg)
	checkClean(t, rep, tables)
	if !rep.InProcess {
		t.Error("no target given, yet the server was not in process")
	}
	if rep.Seconds < cfg.Duration.Seconds()-0.5 && rep.Finished != tables {
		t.Errorf("the run ended after %.1f s with %d of %d games over", rep.Seconds, rep.Finished, tables)
	}
}

func TestMovesCapEndsEachTable(t *testing.T) {
	const tables, moves = 10, 25
	rep := run(t, Config{Tables: tables, Game: "tortuga", Duration: MaxDuration, Moves: moves})
	checkClean(t, rep, tables)
	if rep.Moves != tables*moves || rep.Finished != 0 || rep.Ended != endedTablesDone {
		t.Errorf("%d moves and %d games over, ended by %q; want %d moves, none over, ended as the tables were done",
			rep.Moves, rep.Finished, rep.Ended, tables*moves)
	}
	if rep.Stored <= rep.Moves {
		t.Errorf("%d moves stored for %d acknowledged: La Tortuga's dice are missing", rep.Stored, rep.Moves)
	}
}

// TestDurationBoundsTheRun: games that outlast the duration are stopped
// by it, not before it passed, every table set up by then still playing.
// How many are set up by then, and how many moves made, depends on the
// machine's speed.
func TestDurationBoundsTheRun(t *testing.T) {
	const tables = 30
	cfg := Config{Tables: tables, Game: "tobago", Think: 20 * time.Millisecond, Duration: 2 * time.Second, Ramp: 300 * time.Millisecond}
	rep := run(t, cfg)
	if rep.Started == 0 || rep.Started > tables || rep.Connections < 2*rep.Started || rep.Connections > 2*tables {
		t.Fatalf("%d of %d tables set up within %s, with %d connections", rep.Started, tables, cfg.Duration, rep.Connections)
	}
	if rep.Moves > 0 {
		checkPlayed(t, rep, rep.Started)
	} else if rep.ErrorCount != 0 || rep.Lost != 0 {
		t.Errorf("no move played within %s (a slow machine), yet %d errors and %d lost: %v", cfg.Duration, rep.ErrorCount, rep.Lost, rep.Errors)
	}
	if rep.Ended != endedByDuration || rep.Finished != 0 {
		t.Errorf("the run ended by %q with %d games of Tobago over, want by its duration with none over", rep.Ended, rep.Finished)
	}
	if rep.Seconds < cfg.Duration.Seconds() {
		t.Errorf("playing phase %.2f s, shorter than the duration, %s", rep.Seconds, cfg.Duration)
	}
}

// cancelOnWrite cancels a run at its first progress line.
type cancelOnWrite struct{ cancel context.CancelFunc }

func (c cancelOnWrite) Write(p []byte) (int, error) {
	c.cancel()
	return len(p), nil
}

// TestCancellingEndsTheRun: a run cancelled while its games go on stops
// playing and still reports, saying it was cancelled.
func TestCancellingEndsTheRun(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	const tables = 2
	cfg := Config{Tables: tables, Game: "tobago", Think: 20 * time.Millisecond, Duration: MaxDuration, Every: 100 * time.Millisecond,
		Start: serverStarter(t), Seed: 1}
	rep, err := Run(ctx, cfg, cancelOnWrite{cancel})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Ended != endedByCancelling || rep.Finished != 0 || rep.Seconds >= cfg.Duration.Seconds() {
		t.Errorf("the run ended by %q after %.1f s with %d games over, want cancelled with none over", rep.Ended, rep.Seconds, rep.Finished)
	}
	if rep.Lost != 0 || rep.ErrorCount != 0 {
		t.Errorf("%d moves lost and %d errors: %v", rep.Lost, rep.ErrorCount, rep.Errors)
	}
}

func TestTargetServer(t *testing.T) {
	l, err := serverStarter(t)()
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := l.Stop(); err != nil {
			t.Error(err)
		}
	}()
	const tables = 8
	rep := run(t, Config{Tables: tables, Game: "cartagena", Think: time.Millisecond, Duration: 10 * time.Second, Moves: 30, Targets: []string{l.URL + "/"}})
	checkClean(t, rep, tables)
	if rep.InProcess || rep.OwnServer || len(rep.Targets) != 1 || rep.Targets[0] != l.URL {
		t.Errorf("targets %v (own %v, in process %v), want %s", rep.Targets, rep.OwnServer, rep.InProcess, l.URL)
	}
	if len(rep.PerTarget) != 1 || rep.PerTarget[0].Moves != rep.Moves || rep.PerTarget[0].CPU.String() != rep.CPU.String() {
		t.Errorf("one target, yet its figures differ from the run's: %+v", rep.PerTarget)
	}
	if s := rep.CPU.Steady; s == nil || s.StoredMoves == 0 || s.StoredMoves > rep.CPU.StoredMoves || s.Seconds > rep.CPU.Seconds {
		t.Errorf("the figure after the ramp %+v, of the run's %+v", s, rep.CPU)
	}
}

// TestATargetsLimitsAreNamed: a target with its limits in place refuses
// the load test's excess, and the report says which flag lifts the limit.
func TestATargetsLimitsAreNamed(t *testing.T) {
	l, err := limitedStarter(t, limits.Limits{Create: limits.Rate{N: 3, Per: time.Minute}})()
	if err != nil {
		t.Fatal(err)
	}
	defer l.Stop()
	rep, err := Run(context.Background(), Config{Tables: 5, Game: "tortuga", Duration: 5 * time.Second, Moves: 4, Targets: []string{l.URL}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Started != 3 || rep.Errors["create"] != 2 || !strings.Contains(rep.Examples["create"], "429") ||
		!strings.Contains(rep.Examples["create"], "start the server with --limit-create off") {
		t.Errorf("%d tables started, errors %v, examples %v", rep.Started, rep.Errors, rep.Examples)
	}
}

func TestTargetMustBeLoopback(t *testing.T) {
	for _, target := range []string{
		"http://127.0.0.1:8080", "http://127.3.2.1:9", "http://[::1]:8080", "http://localhost:8080/", "http://LocalHost",
	} {
		if _, err := checkTarget(target); err != nil {
			t.Errorf("%s refused: %v", target, err)
		}
	}
	for _, target := range []string{
		"http://10.0.0.1:8080", "http://192.168.1.20", "http://example.com", "http://0.0.0.0:8080", "http://[::]:8080",
		"http://[::ffff:10.0.0.1]:80", "http://localhost.example.com", "http://127.0.0.1.nip.io",
	} {
		_, err := Run(context.Background(), Config{Tables: 1, Game: "cartagena", Duration: time.Second, Targets: []string{target}}, nil)
		if err == nil || !strings.Contains(err.Error(), "not a loopback address") {
			t.Errorf("%s: %v, want a refusal as not loopback", target, err)
		}
	}
	for _, target := range []string{"https://127.0.0.1", "127.0.0.1:8080", "http://127.0.0.1:8080/api", "ws://127.0.0.1:8080"} {
		if _, err := checkTarget(target); err == nil {
			t.Errorf("%s accepted as a base URL", target)
		}
	}
}

func TestConfigBounds(t *testing.T) {
	ok := Config{Tables: 10, Game: "cartagena", Duration: time.Minute, Ramp: 10 * time.Second, Targets: []string{"http://127.0.0.1:8080"}}
	if err := ok.check(); err != nil {
		t.Fatalf("%+v refused: %v", ok, err)
	}
	for name, change := range map[string]func(*Config){
		"no tables":              func(c *Config) { c.Tables = 0 },
		"too many tables":        func(c *Config) { c.Tables = MaxTables + 1 },
		"no game":                func(c *Config) { c.Game = "" },
		"no duration":            func(c *Config) { c.Duration = 0 },
		"too long":               func(c *Config) { c.Duration = MaxDuration + time.Second },
		"negative think":         func(c *Config) { c.Think = -time.Millisecond },
		"too long a think":       func(c *Config) { c.Think = MaxThink + time.Second },
		"ramp beyond duration":   func(c *Config) { c.Ramp = 2 * time.Minute },
		"negative moves":         func(c *Config) { c.Moves = -1 },
		"negative progress time": func(c *Config) { c.Every = -time.Second },
		"no server":              func(c *Config) { c.Targets = nil },
		"cross with one target":  func(c *Config) { c.Cross = true },
		"a target twice":         func(c *Config) { c.Targets = []string{"http://127.0.0.1:8080", "http://127.0.0.1:8080/"} },
		"one target not local":   func(c *Config) { c.Targets = append(c.Targets, "http://10.0.0.1:8080") },
	} {
		c := ok
		change(&c)
		if err := c.check(); err == nil {
			t.Errorf("%s: %+v accepted", name, c)
		}
	}
}

func TestPercentiles(t *testing.T) {
	var samples []time.Duration
	for i := 100; i >= 1; i-- {
		samples = append(samples, time.Duration(i)*time.Millisecond)
	}
	l := summarize(samples)
	want := Latency{Samples: 100, Mean: 50.5, P50: 50, P90: 90, P99: 99, Max: 100}
	if l != want {
		t.Errorf("summary %+v, want %+v", l, want)
	}
	if (summarize(nil) != Latency{}) {
		t.Error("no samples, yet a summary")
	}
}
