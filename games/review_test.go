package games

import (
	"context"
	"encoding/json"
	"os"
	"testing"

	"caribe/engine"
)

// reviewRecord reads a whole game's record kept for the reviews' tests
// and benchmarks: testdata/review-GAME-2p.json.
func reviewRecord(tb testing.TB, game string) engine.Record {
	tb.Helper()
	data, err := os.ReadFile("testdata/review-" + game + "-2p.json")
	if err != nil {
		tb.Fatal(err)
	}
	var rec engine.Record
	if err := json.Unmarshal(data, &rec); err != nil {
		tb.Fatal(err)
	}
	return rec
}

// reviewed are the games whose reviews are tested and timed here.
var reviewed = []string{"tortuga", "cartagena", "tobago"}

func TestEveryGameReviewsAWholeGame(t *testing.T) {
	for _, name := range reviewed {
		t.Run(name, func(t *testing.T) {
			g, ok := Reviewer(name)
			if !ok {
				t.Fatalf("no review of %s", name)
			}
			rec := reviewRecord(t, name)
			rep, err := g.Review(context.Background(), rec, 1, nil)
			if err != nil {
				t.Fatal(err)
			}
			if n := len(rep.Decisions) + len(rep.Rolls); n != len(rec.Moves) {
				t.Errorf("%d decisions and rolls for %d moves", n, len(rec.Moves))
			}
			for _, s := range rep.Seats {
				if s.Decisions == 0 || s.Accuracy <= 0 || s.Accuracy > 100 {
					t.Errorf("seat %d: %d decisions, accuracy %.1f", s.Seat, s.Decisions, s.Accuracy)
				}
			}
		})
	}
}

// BenchmarkReview times the review of a whole two-player game of each
// game with its registered setup (issue: a Cartagena game under 10 s of
// one core, a Tobago game under 30 s): run with -cpu 1.
func BenchmarkReview(b *testing.B) {
	for _, name := range reviewed {
		b.Run(name, func(b *testing.B) {
			g, _ := Reviewer(name)
			rec := reviewRecord(b, name)
			for b.Loop() {
				if _, err := g.Review(context.Background(), rec, 1, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
