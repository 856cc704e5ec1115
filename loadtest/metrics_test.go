package loadtest

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// exposition is a server's /metrics text, abridged.
const exposition = `# HELP caribe_moves_total Moves stored, chance outcomes included, by game.
# TYPE caribe_moves_total counter
caribe_moves_total{game="cartagena"} 1200
caribe_moves_total{game="tortuga"} 34
caribe_limit_refusals_total{limit="moves"} 0
caribe_table_not_loaded{table="odd \"}\" name"} 1
# HELP process_cpu_seconds_total Total user and system CPU time spent in seconds.
# TYPE process_cpu_seconds_total counter
process_cpu_seconds_total 2.5
go_gc_duration_seconds{quantile="0.5"} 1.2e-05 1700000000000
`

func TestParseCounters(t *testing.T) {
	c, err := parseCounters(strings.NewReader(exposition))
	if err != nil {
		t.Fatal(err)
	}
	if c != (counters{cpuSeconds: 2.5, moves: 1234}) {
		t.Errorf("read %+v, want 2.5 CPU seconds and 1234 moves", c)
	}
	noMoves := strings.ReplaceAll(exposition, "caribe_moves_total{", "caribe_other_total{")
	if c, err := parseCounters(strings.NewReader(noMoves)); err != nil || c.moves != 0 || c.cpuSeconds != 2.5 {
		t.Errorf("before any move: %+v, %v, want no moves and 2.5 s", c, err)
	}
}

func TestParseCountersRefuses(t *testing.T) {
	for name, tc := range map[string]struct{ text, want string }{
		"no CPU":          {strings.ReplaceAll(exposition, "process_cpu", "other_cpu"), "no process_cpu_seconds_total"},
		"empty":           {"", "no process_cpu_seconds_total"},
		"bad value":       {"process_cpu_seconds_total two\n", "line 1"},
		"unclosed labels": {`caribe_moves_total{game="x" 3` + "\n", "unterminated labels"},
		"no value":        {"process_cpu_seconds_total\n", "line 1"},
	} {
		if _, err := parseCounters(strings.NewReader(tc.text)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error saying %q", name, err, tc.want)
		}
	}
}

// TestCPUPerMove reads a stand-in server's /metrics before and after moves.
func TestCPUPerMove(t *testing.T) {
	text := "process_cpu_seconds_total 1.5\ncaribe_moves_total{game=\"cartagena\"} 100\n"
	hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/metrics" {
			http.NotFound(w, r)
			return
		}
		w.Write([]byte(text))
	}))
	defer hs.Close()
	tg := newTarget(hs.URL)
	defer tg.api.close()
	tg.readBefore(t.Context())
	text = "process_cpu_seconds_total 1.9\ncaribe_moves_total{game=\"cartagena\"} 600\n"
	c := tg.cpu(t.Context())
	if c.Error != "" || c.StoredMoves != 500 || c.MicrosPerMove < 799.99 || c.MicrosPerMove > 800.01 {
		t.Errorf("%+v, want 0.4 s for 500 moves: 800 µs/move", c)
	}
	if s := c.String(); !strings.Contains(s, "800.0 µs/move") || strings.Contains(s, "load client") {
		t.Errorf("printed %q", s)
	}
	text = "caribe_moves_total 700\n"
	if c := tg.cpu(t.Context()); c.Error == "" || !strings.Contains(c.Error, hs.URL) || !strings.Contains(c.Error, "process_cpu_seconds_total") {
		t.Errorf("CPU missing after the run: %+v", c)
	}
}

func TestTotalCPU(t *testing.T) {
	each := []ServerCPU{{Seconds: 1, StoredMoves: 1000}, {Seconds: 3, StoredMoves: 1000, WithClient: true}}
	got := totalCPU([]string{"a", "b"}, each)
	if got.Seconds != 4 || got.StoredMoves != 2000 || got.MicrosPerMove != 2000 || !got.WithClient {
		t.Errorf("total %+v, want 4 s for 2000 moves, 2000 µs/move, with the client", got)
	}
	each[1].Error = "no process_cpu_seconds_total"
	if got := totalCPU([]string{"a", "b"}, each); got.Error != "unavailable for b" || got.Seconds != 0 {
		t.Errorf("one target's figures missing: %+v", got)
	}
	if s := (ServerCPU{Seconds: 0.5}).String(); !strings.Contains(s, "no move stored") {
		t.Errorf("no moves printed as %q", s)
	}
}
