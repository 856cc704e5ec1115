package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// --calibration replaces the shipped ladder of its game and keeps the
// others; a file that is no ladder.json is refused, named.
func TestCalibrationFiles(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "ladder.json")
	if err := os.WriteFile(good, []byte(`{"game":"tobago","bots":[{"spec":"casual","rating":1000},{"spec":"greedy","rating":1400,"low":1300,"high":1500}]}`), 0o600); err != nil {
		t.Fatal(err)
	}
	ladders, err := calibration([]string{good})
	if err != nil {
		t.Fatal(err)
	}
	games := map[string]int{}
	for _, l := range ladders {
		games[l.Game] = len(l.Bots)
	}
	if len(ladders) != 3 || games["tobago"] != 2 || games["tortuga"] != 3 || games["cartagena"] != 3 {
		t.Errorf("ladders by game and bots: %v", games)
	}
	bad := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(bad, []byte(`{"game":"tobago"}`), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := calibration([]string{bad}); err == nil || !strings.Contains(err.Error(), bad) {
		t.Errorf("a ladder without bots: %v", err)
	}
}
