package tobago

import (
	"math"
	"testing"
)

// The forecast is the softmax of each seat's features weighted by the
// fitted weights (ForecastWeights) and multiplied by its table size's
// factor, at every table size; ForecastWeights hands out a copy.
func TestForecastMultipliesTheWeightedSumsByTheTableFactor(t *testing.T) {
	for players := 2; players <= MaxPlayers; players++ {
		w := ForecastWeights(players)
		if len(w) != Features {
			t.Fatalf("%d players: %d weights, want %d", players, len(w), Features)
		}
		factor := forecastTemper[sizeRow(players)]
		checked := 0
		heuristicGame(t, players, uint64(players), func(s *State) {
			if checked++; checked%7 != 0 {
				return
			}
			f := s.ForecastFeatures(nil)
			z := make([]float64, players)
			top := math.Inf(-1)
			for p := range players {
				for i, x := range f[p*Features : (p+1)*Features] {
					z[p] += w[i] * x
				}
				z[p] *= factor
				top = max(top, z[p])
			}
			sum := 0.0
			for p := range z {
				z[p] = math.Exp(z[p] - top)
				sum += z[p]
			}
			for p, got := range s.Forecast(nil) {
				if want := z[p] / sum; math.Abs(got-want) > 1e-12 {
					t.Fatalf("%d players, seat %d: forecast %v, want %v", players, p, got, want)
				}
			}
		})
		w[0] += 1
		if ForecastWeights(players)[0] == w[0] {
			t.Errorf("%d players: changing the weights handed out changed the forecast's own", players)
		}
	}
}
