// Package forecast fits and checks a game's win forecast: each seat's
// chance to win, a softmax over the seats of a weighted sum of the seat's
// features (a conditional logit model), fitted by maximum likelihood to
// the outcomes of played games. A game offers the features
// (Featured); scripts/forecastfit plays the games, fits the weights and
// writes them as Go source; the game's Forecast weighs them with Softmax;
// Deciles tells whether the chances mean what they say.
package forecast

import "math"

// Featured is a game state that describes each seat for the model.
type Featured interface {
	// ForecastFeatures appends, for each seat in turn, the same number of
	// features, read only from what every seat can see.
	ForecastFeatures(buf []float64) []float64
}

// Position is one state of a played game: each seat's features and each
// seat's share of the game's win (1 split among the winners).
type Position struct {
	X   [][]float64
	Won []float64
}

// Chances returns each seat's chance to win at p under the weights w,
// written into z (one entry per seat).
func Chances(p Position, w []float64, z []float64) []float64 {
	for i, x := range p.X {
		z[i] = dot(w, x)
	}
	return softmax(z[:len(p.X)])
}

// AppendSoftmax appends the softmax of z, which it overwrites: the chance
// of each seat whose weighted sum of features is z's entry.
func AppendSoftmax(buf, z []float64) []float64 {
	return append(buf, softmax(z)...)
}

// softmax turns z into its softmax in place, shifted by its largest entry
// so that no exponential overflows.
func softmax(z []float64) []float64 {
	top := math.Inf(-1)
	for _, x := range z {
		top = max(top, x)
	}
	sum := 0.0
	for i, x := range z {
		z[i] = math.Exp(x - top)
		sum += z[i]
	}
	for i := range z {
		z[i] /= sum
	}
	return z
}

// dot is the weighted sum of the features x under w.
func dot(w, x []float64) float64 {
	s := 0.0
	for k, v := range x {
		s += w[k] * v
	}
	return s
}

// Weighed turns each seat's features at every position into the one
// feature a factor on the weights w is fitted to: their sum weighted by
// w. A fit of the result (Fit) is the factor that makes w's chances
// likeliest.
func Weighed(ps []Position, w []float64) []Position {
	out := make([]Position, len(ps))
	for k, p := range ps {
		q := Position{X: make([][]float64, len(p.X)), Won: p.Won}
		for i, x := range p.X {
			q.X[i] = []float64{dot(w, x)}
		}
		out[k] = q
	}
	return out
}
