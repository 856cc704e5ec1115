package bots

import (
	"encoding/json"
	"testing"

	"caribe/engine"
	"caribe/games/cartagena"
	"caribe/games/tortuga"
)

// benchSearch times searches of 2000 iterations from the opening position
// on one goroutine and reports iterations per second.
func benchSearch[S engine.State[S, M], M engine.Move](b *testing.B, r engine.Rules[S, M], players int, options string, cfg MCTSConfig) {
	s, err := r.New(players, json.RawMessage(options), 3)
	if err != nil {
		b.Fatal(err)
	}
	for s.Actor() == engine.Chance {
		mustApply(s, s.SampleChance())
	}
	const iterations = 2000
	cfg.Budget, cfg.Seed, cfg.Workers, cfg.ScoreWeight = Budget{Iterations: iterations}, 1, 1, DefaultScoreWeight
	p := NewMCTS[S, M](cfg)
	b.ReportAllocs()
	for b.Loop() {
		p.Choose(s)
	}
	b.ReportMetric(float64(b.N*iterations)/b.Elapsed().Seconds(), "iterations/s")
}

var (
	mctsCfg   = MCTSConfig{}
	ismctsCfg = MCTSConfig{Resample: true}
	randomCfg = MCTSConfig{RandomPlayouts: true}
)

func BenchmarkMCTSTortuga2p(b *testing.B)   { benchSearch(b, tortuga.Rules, 2, `{}`, mctsCfg) }
func BenchmarkMCTSTortuga4p(b *testing.B)   { benchSearch(b, tortuga.Rules, 4, `{}`, mctsCfg) }
func BenchmarkISMCTSTortuga4p(b *testing.B) { benchSearch(b, tortuga.Rules, 4, `{}`, ismctsCfg) }
func BenchmarkMCTSRandomPlayoutsTortuga4p(b *testing.B) {
	benchSearch(b, tortuga.Rules, 4, `{}`, randomCfg)
}
func BenchmarkMCTSCartagena2p(b *testing.B) { benchSearch(b, cartagena.Rules, 2, `{}`, mctsCfg) }
func BenchmarkMCTSCartagena4p(b *testing.B) { benchSearch(b, cartagena.Rules, 4, `{}`, mctsCfg) }
func BenchmarkISMCTSCartagena2p(b *testing.B) {
	benchSearch(b, cartagena.Rules, 2, `{}`, ismctsCfg)
}
func BenchmarkMCTSRandomPlayoutsCartagena2p(b *testing.B) {
	benchSearch(b, cartagena.Rules, 2, `{}`, randomCfg)
}
