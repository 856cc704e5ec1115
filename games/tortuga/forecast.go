package tortuga

import "caribe/forecast"

// Forecast estimates each seat's chance to win the game, fitted to the
// outcomes of games between the bots (scripts/forecastfit): a softmax over
// the seats of the weighted sum of each seat's features
// (ForecastFeatures), with one set of weights per table size (two, three,
// four and more players). Once the game is over the values are the
// winners' shares.
func (s *State) Forecast(buf []float64) []float64 {
	if s.phase == phaseOver {
		return s.shares(buf)
	}
	var f [MaxTurtles][Features]float64
	s.features(&f)
	w := &forecastWeights[min(s.cfg.players, 4)-2]
	var z [MaxTurtles]float64
	n := s.cfg.players
	for seat := range n {
		for i, x := range f[seat] {
			z[seat] += w[i] * x
		}
	}
	return forecast.AppendSoftmax(buf, z[:n])
}
