package sim

import (
	"context"
	"path/filepath"
	"testing"

	"caribe/bots"
	"caribe/games"
)

// BenchmarkRows measures games per second of a 400-game La Tortuga tournament
// (greedy against random, one game at a time): played by the bots' own
// loop, by the lab with rows and traces off, with the rows written to
// Parquet, and with the rows and the trace written.
func BenchmarkRows(b *testing.B) {
	const n = 400
	job := Job{Config: Config{Game: "tortuga", Players: 2, Bots: specs(b, "greedy", "random"), Games: n, Seed: 1, Parallel: 1}}
	dir := b.TempDir()
	g, _ := games.Bots("tortuga")
	for _, c := range []struct {
		name        string
		rows, trace bool
	}{{"lab", false, false}, {"rows", true, false}, {"rows+trace", true, true}} {
		b.Run(c.name, func(b *testing.B) {
			j := job
			j.Trace = c.trace
			for b.Loop() {
				out, err := Play(context.Background(), j)
				if err != nil {
					b.Fatal(err)
				}
				if c.rows {
					if err := out.WriteRows(filepath.Join(dir, "games.parquet")); err != nil {
						b.Fatal(err)
					}
				}
				if c.trace {
					if err := out.WriteTrace(filepath.Join(dir, "moves.parquet")); err != nil {
						b.Fatal(err)
					}
				}
			}
			b.ReportMetric(float64(n*b.N)/b.Elapsed().Seconds(), "games/s")
		})
	}
	b.Run("bots.Play", func(b *testing.B) {
		for b.Loop() {
			for i := range n {
				seats := job.Bots
				if i%2 == 1 {
					seats = []bots.Spec{job.Bots[1], job.Bots[0]}
				}
				if _, err := g.Play(2, nil, GameSeed(1, i), seats, 1); err != nil {
					b.Fatal(err)
				}
			}
		}
		b.ReportMetric(float64(n*b.N)/b.Elapsed().Seconds(), "games/s")
	})
}

// BenchmarkStudy measures summing up one setting of 4,000 Cartagena games
// (greedy bots): the tallies, the quartiles and every mean's bootstrap.
func BenchmarkStudy(b *testing.B) {
	out, err := Play(context.Background(), Job{Config: Config{Game: "cartagena", Players: 2, Bots: specs(b, "greedy", "greedy"),
		Games: 4000, Seed: 1}})
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		out.Study()
	}
}
