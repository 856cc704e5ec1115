package learn

import "testing"

// BenchmarkFor is a course asked for again, as every lesson request asks.
func BenchmarkFor(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, ok, err := For("tobago"); !ok || err != nil {
			b.Fatal(err)
		}
	}
}
