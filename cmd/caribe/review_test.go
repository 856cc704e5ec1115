package main

import (
	"encoding/json"
	"fmt"
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
	if !strings.Contains(out, ": На кубике ") || strings.Contains(out, ": die ") {
		t.Errorf("the review in Russian names the dice of its luck list in English:\n%s", out)
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

// TestReviewNamesMovesInRussian reviews a Cartagena and a Tobago game and
// prints them in Russian: every mistake's move and better move is named
// by the terminal client's Russian words, never by the review's English
// text.
func TestReviewNamesMovesInRussian(t *testing.T) {
	for _, file := range []string{"../../games/testdata/review-cartagena-2p.json", "../../games/testdata/review-tobago-2p.json"} {
		out, err := caribe(t, "", "review", "--json", file)
		if err != nil {
			t.Fatalf("%s: %v\n%s", file, err, out)
		}
		var rep review.Report
		if err := json.Unmarshal([]byte(out), &rep); err != nil {
			t.Fatal(err)
		}
		rec, err := loadRecord(file)
		if err != nil {
			t.Fatal(err)
		}
		var ru strings.Builder
		name := moveNamer(rec, "ru")
		printReview(&ru, &rep, "ru", name)
		shown := 0
		for _, d := range rep.Decisions {
			if d.Lost < review.InaccuracyLoss {
				continue
			}
			shown++
			line := fmt.Sprintf("ход %d,", d.Number)
			i := strings.Index(ru.String(), line)
			if i < 0 {
				t.Fatalf("%s: no line for move %d:\n%s", file, d.Number, ru.String())
			}
			text := ru.String()[i:]
			text = text[:strings.IndexByte(text, '\n')]
			for _, m := range []json.RawMessage{d.Move, d.Best} {
				want := name(m, "")
				if want == "" || !strings.Contains(text, want) {
					t.Errorf("%s: the line %q lacks the move's Russian words %q", file, text, want)
				}
			}
			if strings.Contains(text, d.Text) {
				t.Errorf("%s: the line %q names the move in English, %q", file, text, d.Text)
			}
		}
		if shown == 0 {
			t.Fatalf("%s: the review shows no mistakes, so this test shows nothing", file)
		}
	}
}
