package cartagena

import "caribe/forecast"

// Forecast estimates each seat's chance to win the game, fitted to the
// outcomes of games between the bots (scripts/forecastfit): a softmax over
// the seats of the weighted sum of each seat's features
// (ForecastFeatures), with one set of weights per table size (two, three,
// four, five players). Once the game is over the values are the winners'
// shares, 1 split among them.
func (s *State) Forecast(buf []float64) []float64 {
	n := s.cfg.players
	if s.over {
		var w [MaxPlayers]int
		won := s.Winners(w[:0])
		start := len(buf)
		for range n {
			buf = append(buf, 0)
		}
		for _, p := range won {
			buf[start+p] = 1 / float64(len(won))
		}
		return buf
	}
	var f [MaxPlayers][Features]float64
	s.features(&f)
	w := &forecastWeights[min(int(n), len(forecastWeights)+1)-2]
	var z [MaxPlayers]float64
	for p := range n {
		for i, x := range f[p] {
			z[p] += w[i] * x
		}
	}
	return forecast.AppendSoftmax(buf, z[:n])
}
