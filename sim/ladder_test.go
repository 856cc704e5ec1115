package sim

import (
	"bytes"
	"context"
	"math"
	"strings"
	"testing"
)

// pairOf is a pair of a ladder where A won wins of games against B.
func pairOf(a, b int, wins float64, games int) Pair {
	return Pair{A: a, B: b, WinRate: Wilson(wins, games, Z95), Report: &Report{Games: games}}
}

// Ratings match the Elo scale: 75% over a bot is 400·log10(3), about 191
// points; ratings of three bots that beat each other 75% in a chain, and
// 90% across it, come out in that order with the anchor at 1000.
func TestRatingsOnTheEloScale(t *testing.T) {
	r, _ := rate(2, []Pair{pairOf(0, 1, 25, 100)})
	if r[0] != AnchorRating || math.Abs(r[1]-r[0]-400*math.Log10(3)) > 0.01 {
		t.Errorf("ratings %v: want the second bot %.2f above the first", r, 400*math.Log10(3))
	}
	r, _ = rate(3, []Pair{pairOf(0, 1, 25, 100), pairOf(1, 2, 25, 100), pairOf(0, 2, 10, 100)})
	if !(r[0] == AnchorRating && r[1] > r[0]+150 && r[2] > r[1]+150) {
		t.Errorf("chain ratings %v: want each bot over 150 points above the one before", r)
	}
	r, _ = rate(2, []Pair{pairOf(0, 1, 100, 100)})
	if !(r[0] > r[1]+500) || math.IsInf(r[1], 0) {
		t.Errorf("a clean sweep gives %v: want a finite, wide gap", r)
	}
}

// A round robin plays every pair, seeds each pair apart, and ranks greedy
// over random in La Tortuga.
func TestRoundRobinRanksTheBots(t *testing.T) {
	done := 0
	l, err := RoundRobin(context.Background(), Config{Game: "tortuga", Players: 2, Bots: specs(t, "random", "greedy", "random"),
		Games: 20, Seed: 1, Progress: func(n int) { done = n }})
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Pairs) != 3 || done != 60 {
		t.Fatalf("%d pairs and %d games: want 3 and 60", len(l.Pairs), done)
	}
	if !(l.Ratings[1] > l.Ratings[0]+100 && l.Ratings[1] > l.Ratings[2]+100) {
		t.Errorf("ratings %v: want greedy far above both randoms", l.Ratings)
	}
	var out bytes.Buffer
	if err := l.WriteSummary(&out); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"RATING", "greedy", "AGAINST", "CUT BY THE CAP"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("summary lacks %q:\n%s", want, out.String())
		}
	}
	if _, err := RoundRobin(context.Background(), Config{Game: "tortuga", Players: 4, Bots: specs(t, "random", "greedy"), Games: 1}); err == nil {
		t.Error("a four-player round robin was accepted")
	}
}

// A pair's capped games count in neither its win rate nor the ratings: 25
// wins of 80 finished games rate, and bound the rating, as 25 of 80,
// whatever the 20 capped ones.
func TestLadderLeavesCappedGamesOut(t *testing.T) {
	_, finished := rate(2, []Pair{pairOf(0, 1, 25, 80)})
	p := pairOf(0, 1, 25, 80)
	p.Report = &Report{Games: 100, Capped: 20}
	_, capped := rate(2, []Pair{p})
	if math.Abs(capped[1].Low-finished[1].Low) > 1e-9 || math.Abs(capped[1].High-finished[1].High) > 1e-9 {
		t.Errorf("with 20 capped games: %+v, without: %+v", capped[1], finished[1])
	}
}
