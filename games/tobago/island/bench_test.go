package island

import (
	"math/rand/v2"
	"testing"
)

func BenchmarkGenerateSmall(b *testing.B) {
	b.ReportAllocs()
	var seed uint64
	for b.Loop() {
		Generate(seed, Small)
		seed++
	}
}

func BenchmarkGenerateLarge(b *testing.B) {
	b.ReportAllocs()
	var seed uint64
	for b.Loop() {
		Generate(seed, Large)
		seed++
	}
}

func BenchmarkValidate(b *testing.B) {
	is := Generate(1, Large)
	b.ReportAllocs()
	for b.Loop() {
		if is.Validate() != nil {
			b.Fatal("invalid")
		}
	}
}

// allClues is every clue of every kind against every label.
func allClues() []Clue {
	var out []Clue
	for k := range numKinds {
		for l := range numLabels {
			out = append(out, Clue{k, l})
		}
	}
	return out
}

func BenchmarkClueSet(b *testing.B) {
	is := Generate(1, Large)
	clues := allClues()
	var sink HexSet
	b.ReportAllocs()
	for b.Loop() {
		for _, c := range clues {
			sink = sink.Union(is.ClueSet(c))
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(clues)), "ns/clue")
	_ = sink
}

// BenchmarkCandidates intersects the clue sets of a five-clue map from all
// land, as a treasure map's candidates are computed.
func BenchmarkCandidates(b *testing.B) {
	is := Generate(1, Large)
	clues := []Clue{{NextTo, HutLabel}, {NotIn, BeachLabel}, {WithinSight, OceanLabel}, {OutOfSight, StatueLabel}, {NotNextTo, RiverLabel}}
	var n int
	b.ReportAllocs()
	for b.Loop() {
		c := is.Land()
		for _, clue := range clues {
			c = c.Intersect(is.ClueSet(clue))
		}
		n += c.Len()
	}
}

func BenchmarkCanPlay(b *testing.B) {
	is := Generate(1, Large)
	m := NewMap(is)
	m.Candidates = is.ClueSet(Clue{NextTo, HutLabel})
	c := Clue{NotIn, JungleLabel}
	if m.CanPlay(is, c) != nil {
		b.Fatal("refused")
	}
	b.ReportAllocs()
	for b.Loop() {
		if m.CanPlay(is, c) != nil {
			b.Fatal("refused")
		}
	}
}

func BenchmarkHunt(b *testing.B) {
	is := Generate(1, Small)
	deck := Deck()
	r := rand.New(rand.NewPCG(1, 1))
	b.ReportAllocs()
	for b.Loop() {
		Hunt(is, deck, 3, 4, r)
	}
}
