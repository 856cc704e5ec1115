package sim

import (
	"math"

	"gonum.org/v1/gonum/mat"
)

// eloPerNat converts a difference of log strengths to Elo points.
const eloPerNat = 400 / math.Ln10

// standardErrors are the standard errors of the Bradley–Terry log
// strengths fitted to wins (wins[i][j]: i's wins over j), the first held
// fixed: the square roots of the diagonal of the inverse of the Fisher
// information, whose entries are Σ n·p·(1−p) on the diagonal and −n·p·(1−p)
// off it, for n games between two bots and p the fitted chance of one
// beating the other. The first bot's error is zero; a bot cut off from the
// others gets an infinite one.
func standardErrors(wins [][]float64, strength []float64) []float64 {
	n := len(strength)
	se := make([]float64, n)
	if n < 2 {
		return se
	}
	m := n - 1
	info := make([][]float64, m)
	for i := range info {
		info[i] = make([]float64, m)
	}
	for i := range n {
		for j := range n {
			if i == j {
				continue
			}
			games := wins[i][j] + wins[j][i]
			p := strength[i] / (strength[i] + strength[j])
			w := games * p * (1 - p)
			if i > 0 {
				info[i-1][i-1] += w
				if j > 0 {
					info[i-1][j-1] -= w
				}
			}
		}
	}
	inv, ok := invert(info)
	for i := 1; i < n; i++ {
		se[i] = math.Inf(1)
		if ok && inv[i-1][i-1] >= 0 {
			se[i] = math.Sqrt(inv[i-1][i-1])
		}
	}
	return se
}

// invert inverts a square matrix; ok is false for a singular or
// ill-conditioned one.
func invert(a [][]float64) (inv [][]float64, ok bool) {
	n := len(a)
	flat := make([]float64, 0, n*n)
	for _, row := range a {
		flat = append(flat, row...)
	}
	var m mat.Dense
	if err := m.Inverse(mat.NewDense(n, n, flat)); err != nil {
		return nil, false
	}
	inv = make([][]float64, n)
	for i := range inv {
		inv[i] = mat.Row(nil, i, &m)
	}
	return inv, true
}
