package main

import (
	"regexp"
	"strings"
	"testing"
)

// TestLoadtestPrintsItsFigures runs a small, bounded load test and reads
// the figures it prints.
func TestLoadtestPrintsItsFigures(t *testing.T) {
	out, err := caribe(t, "", "loadtest", "--tables", "4", "--duration", "3s", "--think", "0", "--ramp", "0s", "--moves", "30")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	for _, want := range []string{`moves/s\s+\d`, `latency p50\s+[0-9.]+ ms`, `latency p99\s+[0-9.]+ ms`, `errors\s+0\n`, `lost moves\s+0 of 120 checked`} {
		if !regexp.MustCompile(want).MatchString(out) {
			t.Errorf("the report lacks %s:\n%s", want, out)
		}
	}
	if m := regexp.MustCompile(`moves acknowledged\s+(\d+)`).FindStringSubmatch(out); m == nil || m[1] != "120" {
		t.Errorf("4 tables × 30 moves should acknowledge 120 moves:\n%s", out)
	}
}

func TestLoadtestRefusesOtherHosts(t *testing.T) {
	out, err := caribe(t, "", "loadtest", "--target", "http://example.com:8080", "--tables", "1")
	if err == nil || !strings.Contains(out, "loopback") {
		t.Errorf("a non-loopback target: %v\n%s", err, out)
	}
}
