package loadtest

import (
	"bytes"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestTablesSpreadRoundRobin plays on two servers, each with its own
// database, so both players of a table are on one server: the tables,
// players, moves and CPU figures are told apart by server.
func TestTablesSpreadRoundRobin(t *testing.T) {
	var urls []string
	for range 2 {
		l, err := serverStarter(t)()
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			if err := l.Stop(); err != nil {
				t.Error(err)
			}
		})
		urls = append(urls, l.URL)
	}
	const tables, moves = 6, 20
	rep := run(t, Config{Tables: tables, Game: "cartagena", Duration: 10 * time.Second, Moves: moves, Targets: urls})
	checkClean(t, rep, tables)
	if !slices.Equal(rep.Targets, urls) || len(rep.PerTarget) != 2 {
		t.Fatalf("targets %v, %d reported, want %v", rep.Targets, len(rep.PerTarget), urls)
	}
	stored := 0
	for _, tr := range rep.PerTarget {
		const each = tables / 2
		if tr.Tables != each || tr.Connections != 2*each || tr.Moves != each*moves || tr.Checked != each*moves ||
			tr.Lost != 0 || tr.ErrorCount != 0 || tr.Latency.Samples < each*moves-each || tr.MovesPerSec <= 0 {
			t.Errorf("%s: %+v, want %d tables, %d players and %d moves, all checked and timed", tr.Target, tr, each, 2*each, each*moves)
		}
		if c := tr.CPU; c.Error != "" || c.StoredMoves < each*moves || c.MicrosPerMove <= 0 {
			t.Errorf("%s: CPU %+v for %d moves", tr.Target, c, each*moves)
		}
		stored += tr.CPU.StoredMoves
	}
	if rep.CPU.StoredMoves != stored {
		t.Errorf("%d stored moves in total, the targets' add up to %d", rep.CPU.StoredMoves, stored)
	}
	var text bytes.Buffer
	if err := rep.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	for _, want := range append([]string{"Per target", "tables round-robin", "µs/move"}, urls...) {
		if !strings.Contains(text.String(), want) {
			t.Errorf("the report lacks %q:\n%s", want, text.String())
		}
	}
}

func TestPlacement(t *testing.T) {
	r := &runner{targets: []*target{newTarget("a"), newTarget("b"), newTarget("c")}}
	seats := func(i int) string {
		on := r.placeTable(i)
		return on[0].base + on[1].base
	}
	var got []string
	for i := range 4 {
		got = append(got, seats(i))
	}
	if want := []string{"aa", "bb", "cc", "aa"}; !slices.Equal(got, want) {
		t.Errorf("tables placed %v, want %v", got, want)
	}
	r.cfg.Cross = true
	got = got[:0]
	for i := range 4 {
		got = append(got, seats(i))
	}
	if want := []string{"ab", "bc", "ca", "ab"}; !slices.Equal(got, want) {
		t.Errorf("tables placed across %v, want %v", got, want)
	}
}

func TestSplitTargets(t *testing.T) {
	got := SplitTargets([]string{"http://127.0.0.1:1", " http://127.0.0.1:2 , http://127.0.0.1:3,", ""})
	want := []string{"http://127.0.0.1:1", "http://127.0.0.1:2", "http://127.0.0.1:3"}
	if !slices.Equal(got, want) {
		t.Errorf("split %v, want %v", got, want)
	}
	bases, err := checkTargets([]string{"http://127.0.0.1:1/", "http://localhost:2"}, true)
	if err != nil || !slices.Equal(bases, []string{"http://127.0.0.1:1", "http://localhost:2"}) {
		t.Errorf("checked %v, %v", bases, err)
	}
	if _, err := checkTargets([]string{"http://127.0.0.1:1"}, true); err == nil || !strings.Contains(err.Error(), "at least two targets") {
		t.Errorf("cross on one target: %v", err)
	}
	if _, err := checkTargets([]string{"http://127.0.0.1:1", "http://127.0.0.1:1/"}, false); err == nil || !strings.Contains(err.Error(), "given twice") {
		t.Errorf("a target twice: %v", err)
	}
}
