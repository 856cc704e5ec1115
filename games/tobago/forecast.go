package tobago

import "caribe/forecast"

// Forecast estimates each seat's chance to win the game, fitted to the
// outcomes of games between the bots (scripts/forecastfit): a softmax over
// the seats of the weighted sum of each seat's features
// (ForecastFeatures), with one set of weights per table size (two, three
// and four players), times a factor per table size fitted afterwards on
// games of the levels (forecastTemper). Once the game is over the values
// are the winners' shares: 1 split among the seats with the most coins.
func (s *State) Forecast(buf []float64) []float64 {
	n := s.cfg.players
	if s.phase == phaseOver {
		best := -1
		for p := range n {
			best = max(best, s.coins(p))
		}
		winners := 0
		for p := range n {
			if s.coins(p) == best {
				winners++
			}
		}
		for p := range n {
			share := 0.0
			if s.coins(p) == best {
				share = 1 / float64(winners)
			}
			buf = append(buf, share)
		}
		return buf
	}
	var f [MaxPlayers][Features]float64
	s.features(&f)
	size := sizeRow(int(n))
	w, t := &forecastWeights[size], forecastTemper[size]
	var z [MaxPlayers]float64
	for p := range n {
		for i, x := range f[p] {
			z[p] += w[i] * x
		}
		z[p] *= t
	}
	return forecast.AppendSoftmax(buf, z[:n])
}

// ForecastWeights returns a copy of the weights Forecast gives a table of
// players' features, as scripts/forecastfit fitted them, before its
// factor for the table size (forecastTemper) sharpens or flattens them.
func ForecastWeights(players int) []float64 {
	w := forecastWeights[sizeRow(players)]
	return w[:]
}

// sizeRow is the row of the weights and factors for a table of players:
// one per table size from two, the last serving larger tables too.
func sizeRow(players int) int {
	return min(players, len(forecastWeights)+1) - 2
}
