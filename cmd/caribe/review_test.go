package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"caribe/review"
)

// tortugaRecord is a whole game of La Tortuga, the greedy rule against
// the expert rule.
const tortugaRecord = "testdata/tortuga-2p-record.json"

func TestReviewPrintsEachPlayersFigures(t *testing.T) {
	out, err := caribe(t, "", "review", "--lang", "en", tortugaRecord)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	for _, want := range []string{"La Tortuga, 2 players", "seat  accuracy", "\n0  ", "\n1  ", "Accuracy: 100 for the best moves"} {
		if !strings.Contains(out, want) {
			t.Errorf("the review lacks %q:\n%s", want, out)
		}
	}
	out, err = caribe(t, "", "review", "--lang", "ru", tortugaRecord)
	if err != nil || !strings.Contains(out, "место  точность") {
		t.Errorf("the review in Russian: %v\n%s", err, out)
	}
}

func TestReviewJSONHoldsEveryMove(t *testing.T) {
	out, err := caribe(t, "", "review", "--json", tortugaRecord)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	var rep review.Report
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	var rec struct{ Moves []json.RawMessage }
	data, _ := os.ReadFile(tortugaRecord)
	if err := json.Unmarshal(data, &rec); err != nil {
		t.Fatal(err)
	}
	if len(rep.Decisions)+len(rep.Rolls) != len(rec.Moves) || len(rep.Seats) != 2 {
		t.Fatalf("%d decisions, %d rolls and %d seats for %d moves", len(rep.Decisions), len(rep.Rolls), len(rep.Seats), len(rec.Moves))
	}
	d := rep.Decisions[0]
	if d.Number < 1 || len(d.Before) != 2 || len(d.After) != 2 || len(d.Move) == 0 || len(d.Best) == 0 || d.Judgement == "" {
		t.Errorf("the first decision is incomplete: %+v", d)
	}
}

func TestReviewNamesTheFirstBadMove(t *testing.T) {
	data, err := os.ReadFile(tortugaRecord)
	if err != nil {
		t.Fatal(err)
	}
	var rec map[string]any
	if err := json.Unmarshal(data, &rec); err != nil {
		t.Fatal(err)
	}
	moves := rec["moves"].([]any)
	moves[6] = map[string]any{"type": "die", "value": 7}
	bad, _ := json.Marshal(rec)
	path := filepath.Join(t.TempDir(), "bad.json")
	if err := os.WriteFile(path, bad, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := caribe(t, "", "review", path)
	if err == nil || !strings.Contains(out, "replaying move 7") {
		t.Errorf("a die of 7 at move 7: %v\n%s", err, out)
	}
}
