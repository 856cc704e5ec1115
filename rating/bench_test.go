package rating_test

import (
	"testing"

	"caribe/rating"
)

func BenchmarkRateFourPlayers(b *testing.B) {
	m := rating.DefaultPlackettLuce()
	players := []rating.Rating{a1, b1, c1, d1}
	ranks := []int{2, 1, 4, 2}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := m.Rate(players, ranks); err != nil {
			b.Fatal(err)
		}
	}
}
