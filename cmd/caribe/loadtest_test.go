package main

import (
	"regexp"
	"strings"
	"testing"
)

// TestLoadtestPrintsItsFigures runs a small, bounded load test on a
// server started as a child process, and reads the figures it prints. The
// moves cap ends the run, however slow the machine: the duration is only
// a bound.
func TestLoadtestPrintsItsFigures(t *testing.T) {
	out, err := caribe(t, "", "loadtest", "--tables", "4", "--duration", "10m", "--think", "0", "--ramp", "0s", "--moves", "30")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	for _, want := range []string{
		`server started for the run at http://127\.0\.0\.1:\d+`, `moves/s\s+\d`, `latency p50\s+[0-9.]+ ms`, `latency p99\s+[0-9.]+ ms`,
		`errors\s+0\n`, `lost moves\s+0 of 120 checked`, `server CPU\s+[0-9.]+ µs/move \([0-9.]+ s for \d+ stored moves; server\)`,
	} {
		if !regexp.MustCompile(want).MatchString(out) {
			t.Errorf("the report lacks %s:\n%s", want, out)
		}
	}
	if m := regexp.MustCompile(`moves acknowledged\s+(\d+)`).FindStringSubmatch(out); m == nil || m[1] != "120" {
		t.Errorf("4 tables × 30 moves should acknowledge 120 moves:\n%s", out)
	}
}

// TestLoadtestInProcess runs the server in the load test's process and
// says its CPU time is shared with the load client.
func TestLoadtestInProcess(t *testing.T) {
	out, err := caribe(t, "", "loadtest", "--in-process", "--tables", "2", "--duration", "10m", "--think", "0", "--ramp", "0s", "--moves", "10")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	for _, want := range []string{`in-process server at http://127\.0\.0\.1:\d+`, `lost moves\s+0 of 20 checked`, `server CPU\s+[0-9.]+ µs/move .*server and load client together`} {
		if !regexp.MustCompile(want).MatchString(out) {
			t.Errorf("the report lacks %s:\n%s", want, out)
		}
	}
}

func TestLoadtestRefusesBadTargets(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--cross", "--target", "http://127.0.0.1:1"}, "at least two targets"},
		{[]string{"--target", "http://127.0.0.1:1,http://127.0.0.1:1/"}, "given twice"},
		{[]string{"--in-process", "--target", "http://127.0.0.1:1"}, "give it no --target"},
		{[]string{"--target", "http://127.0.0.1:1", "--target", "http://example.com:8080"}, "loopback"},
	} {
		out, err := caribe(t, "", append([]string{"loadtest", "--tables", "1"}, tc.args...)...)
		if err == nil || !strings.Contains(out, tc.want) {
			t.Errorf("%v: %v, want a refusal saying %q:\n%s", tc.args, err, tc.want, out)
		}
	}
}

func TestLoadtestRefusesOtherHosts(t *testing.T) {
	out, err := caribe(t, "", "loadtest", "--target", "http://example.com:8080", "--tables", "1")
	if err == nil || !strings.Contains(out, "loopback") {
		t.Errorf("a non-loopback target: %v\n%s", err, out)
	}
}
