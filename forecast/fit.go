package forecast

import (
	"errors"
	"fmt"
	"math"

	"gonum.org/v1/gonum/mat"
)

// Ridge is the weight of the penalty on the squared weights, per position:
// it keeps a feature that never varies (or always goes with a win) from
// running off to infinity.
const Ridge = 1e-4

// newtonSteps bounds Newton's method; it converges in a few.
const newtonSteps = 50

// Fit fits the weights by maximum likelihood, slightly penalised (Ridge),
// by Newton's method from start (nil: all zero, every seat alike), and
// returns them with the mean log-likelihood per position.
func Fit(ps []Position, start []float64) ([]float64, float64, error) {
	if len(ps) == 0 || len(ps[0].X) == 0 {
		return nil, 0, errors.New("forecast: no positions to fit")
	}
	k := len(ps[0].X[0])
	w := make([]float64, k)
	if start != nil {
		if len(start) != k {
			return nil, 0, fmt.Errorf("forecast: %d starting weights for %d features", len(start), k)
		}
		copy(w, start)
	}
	lambda := Ridge * float64(len(ps))
	z := make([]float64, len(ps[0].X))
	mean := make([]float64, k)
	for range newtonSteps {
		grad := mat.NewVecDense(k, nil)
		hess := mat.NewSymDense(k, nil)
		for _, p := range ps {
			c := Chances(p, w, z)
			clear(mean)
			for i, f := range p.X {
				for a, v := range f {
					mean[a] += c[i] * v
					grad.SetVec(a, grad.AtVec(a)+p.Won[i]*v)
				}
			}
			for a := range k {
				grad.SetVec(a, grad.AtVec(a)-mean[a])
			}
			for i, f := range p.X {
				for a := range k {
					da := f[a] - mean[a]
					for b := a; b < k; b++ {
						hess.SetSym(a, b, hess.At(a, b)+c[i]*da*(f[b]-mean[b]))
					}
				}
			}
		}
		for a := range k {
			grad.SetVec(a, grad.AtVec(a)-2*lambda*w[a])
			hess.SetSym(a, a, hess.At(a, a)+2*lambda)
		}
		var step mat.VecDense
		if err := step.SolveVec(hess, grad); err != nil {
			return nil, 0, fmt.Errorf("forecast: a Newton step: %w", err)
		}
		for a := range k {
			w[a] += step.AtVec(a)
		}
		if mat.Norm(&step, 2) < 1e-9 {
			break
		}
	}
	return w, MeanLL(ps, w), nil
}

// MeanLL is the mean log-likelihood per position of the outcomes of ps
// under the weights w: the closer to zero, the better the forecast.
func MeanLL(ps []Position, w []float64) float64 {
	if len(ps) == 0 {
		return 0
	}
	z := make([]float64, len(ps[0].X))
	ll := 0.0
	for _, p := range ps {
		c := Chances(p, w, z)
		for i, y := range p.Won {
			if y > 0 {
				ll += y * math.Log(max(c[i], 1e-300))
			}
		}
	}
	return ll / float64(len(ps))
}
