package rating

import (
	"fmt"
	"math"
)

// Rate updates the ratings of a free-for-all game, in which every player is a
// team of one. ranks[i] is the place of players[i]: lower is better, and
// equal ranks are a tie (a shared place). The order of players does not
// matter; the result is in the order given.
func (m PlackettLuce) Rate(players []Rating, ranks []int) ([]Rating, error) {
	teams := make([][]Rating, len(players))
	for i := range players {
		teams[i] = players[i : i+1 : i+1]
	}
	rated, err := m.RateTeams(teams, ranks)
	if err != nil {
		return nil, err
	}
	out := make([]Rating, len(players))
	for i, team := range rated {
		out[i] = team[0]
	}
	return out, nil
}

// RateTeams updates the ratings of a game between teams. ranks[i] is the
// place of teams[i]: lower is better, and equal ranks are a tie. A team's
// skill is the sum of its players' skills, and each player moves in
// proportion to their share of the team's variance (Weng and Lin, Algorithm
// 4, the Plackett-Luce model; ties share a place as in OpenSkill). The input
// is left unchanged.
func (m PlackettLuce) RateTeams(teams [][]Rating, ranks []int) ([][]Rating, error) {
	if err := m.check(teams, ranks); err != nil {
		return nil, err
	}
	n := len(teams)
	tauSq := m.Tau * m.Tau

	// Per team: summed mean, summed variance (after the tau drift), and
	// exp(mu/c) for the Plackett-Luce strengths.
	mu := make([]float64, n)
	varSum := make([]float64, n)
	strength := make([]float64, n)
	cSq := 0.0
	for i, team := range teams {
		for _, p := range team {
			mu[i] += p.Mu
			varSum[i] += p.Sigma*p.Sigma + tauSq
		}
		cSq += varSum[i] + m.Beta*m.Beta
	}
	c := math.Sqrt(cSq)
	maxMu := mu[0]
	for _, v := range mu[1:] {
		maxMu = max(maxMu, v)
	}
	for i := range mu {
		// Shifting every exponent by the same amount leaves all ratios
		// unchanged and keeps exp from overflowing.
		strength[i] = math.Exp((mu[i] - maxMu) / c)
	}

	// sumQ[q] sums the strengths of the teams placed at q's rank or worse;
	// tied[q] counts the teams sharing q's rank.
	sumQ := make([]float64, n)
	tied := make([]float64, n)
	for q := range n {
		for i := range n {
			if ranks[i] >= ranks[q] {
				sumQ[q] += strength[i]
			}
			if ranks[i] == ranks[q] {
				tied[q]++
			}
		}
	}

	out := make([][]Rating, n)
	for i, team := range teams {
		omega, delta := 0.0, 0.0
		for q := range n {
			if ranks[q] > ranks[i] {
				continue
			}
			p := strength[i] / sumQ[q]
			delta += p * (1 - p) / tied[q]
			if q == i {
				omega += (1 - p) / tied[q]
			} else {
				omega -= p / tied[q]
			}
		}
		omega *= varSum[i] / c
		gamma := math.Sqrt(varSum[i]) / c
		delta *= gamma * varSum[i] / (c * c)

		out[i] = make([]Rating, len(team))
		for j, p := range team {
			share := (p.Sigma*p.Sigma + tauSq) / varSum[i]
			out[i][j] = Rating{
				Mu:    p.Mu + share*omega,
				Sigma: math.Sqrt(p.Sigma*p.Sigma+tauSq) * math.Sqrt(max(1-share*delta, m.Kappa)),
			}
		}
	}
	return out, nil
}

// check rejects games the model cannot rate.
func (m PlackettLuce) check(teams [][]Rating, ranks []int) error {
	if len(teams) < 2 {
		return ErrTooFewTeams
	}
	if len(ranks) != len(teams) {
		return fmt.Errorf("%w: %d ranks for %d teams", ErrRankCount, len(ranks), len(teams))
	}
	for i, team := range teams {
		if len(team) == 0 {
			return fmt.Errorf("%w: team %d has no players", ErrInvalid, i)
		}
		for _, p := range team {
			if math.IsNaN(p.Mu) || math.IsInf(p.Mu, 0) || !(p.Sigma > 0) || math.IsInf(p.Sigma, 0) {
				return fmt.Errorf("%w: team %d has rating %+v", ErrInvalid, i, p)
			}
		}
	}
	return nil
}
