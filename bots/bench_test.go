package bots

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"caribe/engine"
	"caribe/games/cartagena"
	"caribe/games/tobago"
	"caribe/games/tortuga"
)

// benchSearch times searches of 2000 iterations on one goroutine from the
// opening position, once the game's heuristic has played the first setup
// moves for every seat, and reports iterations per second.
func benchSearch[S engine.State[S, M], M engine.Move](b *testing.B, r engine.Rules[S, M], players int, options string, cfg MCTSConfig, setup int) {
	s, err := r.New(players, json.RawMessage(options), 3)
	if err != nil {
		b.Fatal(err)
	}
	h := rand.NewPCG(3, 3)
	for s.Actor() == engine.Chance || setup > 0 {
		if s.Actor() == engine.Chance {
			mustApply(s, sample(s))
			continue
		}
		mustApply(s, any(s).(engine.Heuristic[M]).HeuristicMove(h))
		setup--
	}
	const iterations = 2000
	cfg.Budget, cfg.Seed, cfg.Workers, cfg.ScoreWeight = Budget{Iterations: iterations}, 1, 1, DefaultScoreWeight
	p := NewMCTS[S, M](cfg)
	b.ReportAllocs()
	for b.Loop() {
		p.Choose(b.Context(), s)
	}
	b.ReportMetric(float64(b.N*iterations)/b.Elapsed().Seconds(), "iterations/s")
}

var (
	mctsCfg   = MCTSConfig{}
	ismctsCfg = MCTSConfig{Resample: true}
	randomCfg = MCTSConfig{RandomPlayouts: true}
)

func BenchmarkMCTSTortuga2p(b *testing.B)   { benchSearch(b, tortuga.Rules, 2, `{}`, mctsCfg, 0) }
func BenchmarkMCTSTortuga4p(b *testing.B)   { benchSearch(b, tortuga.Rules, 4, `{}`, mctsCfg, 0) }
func BenchmarkISMCTSTortuga4p(b *testing.B) { benchSearch(b, tortuga.Rules, 4, `{}`, ismctsCfg, 0) }
func BenchmarkMCTSRandomPlayoutsTortuga4p(b *testing.B) {
	benchSearch(b, tortuga.Rules, 4, `{}`, randomCfg, 0)
}
func BenchmarkMCTSCartagena2p(b *testing.B) { benchSearch(b, cartagena.Rules, 2, `{}`, mctsCfg, 0) }
func BenchmarkMCTSCartagena4p(b *testing.B) { benchSearch(b, cartagena.Rules, 4, `{}`, mctsCfg, 0) }
func BenchmarkISMCTSCartagena2p(b *testing.B) {
	benchSearch(b, cartagena.Rules, 2, `{}`, ismctsCfg, 0)
}
func BenchmarkMCTSRandomPlayoutsCartagena2p(b *testing.B) {
	benchSearch(b, cartagena.Rules, 2, `{}`, randomCfg, 0)
}

// Tobago is searched as the registry binds it (games.TobagoSearch: 32
// trees, a heuristic bias of 1; the bots cannot import the registry). Its
// set-up (each seat places its vehicle and starts a map) is played by the
// heuristic: the search starts at the first turn.
var (
	tobagoCfg       = MCTSConfig{Trees: 32, HeuristicBias: 1}
	tobagoISMCTSCfg = MCTSConfig{Resample: true, HeuristicBias: 1}
)

func BenchmarkMCTSTobago2p(b *testing.B)   { benchSearch(b, tobago.Rules, 2, `{}`, tobagoCfg, 4) }
func BenchmarkMCTSTobago4p(b *testing.B)   { benchSearch(b, tobago.Rules, 4, `{}`, tobagoCfg, 8) }
func BenchmarkISMCTSTobago2p(b *testing.B) { benchSearch(b, tobago.Rules, 2, `{}`, tobagoISMCTSCfg, 4) }
