package rating

import (
	"fmt"
	"math"
)

// glickoScale converts between the Glicko scale and the Glicko-2 scale
// (Glickman, step 2).
const glickoScale = 173.7178

// convergence is the tolerance of the volatility iteration (Glickman's
// epsilon, step 5).
const convergence = 0.000001

// GlickoRating is a Glicko-2 rating on the familiar Glicko scale: Rating
// (1500 for a new player), its deviation RD and the volatility of the
// player's skill.
type GlickoRating struct {
	Rating     float64
	RD         float64
	Volatility float64
}

// Display shows g as Glickman suggests: the rating with the 95% interval
// Rating ± 2 RD.
func (g GlickoRating) Display() Display {
	return Display{Value: g.Rating, Low: g.Rating - 2*g.RD, High: g.Rating + 2*g.RD}
}

// Result is one game of a rating period, seen from the rated player: the
// opponent's rating before the period and the player's score, 1 for a win,
// 0.5 for a draw and 0 for a loss.
type Result struct {
	Opponent GlickoRating
	Score    float64
}

// Glicko2 is the configuration of the Glicko-2 system.
type Glicko2 struct {
	// Tau constrains how fast volatility changes and must be positive;
	// Glickman suggests values between 0.3 and 1.2.
	Tau float64
}

// DefaultGlicko2 returns the system with Tau 0.5, the value of Glickman's
// example.
func DefaultGlicko2() Glicko2 {
	return Glicko2{Tau: 0.5}
}

// New returns the rating of a player who has not played yet: 1500 with
// deviation 350 and volatility 0.06 (Glickman, step 1).
func (s Glicko2) New() GlickoRating {
	return GlickoRating{Rating: 1500, RD: 350, Volatility: 0.06}
}

// RateGame rates one two-player game as its own rating period: scoreA is a's
// score against b (1, 0.5 or 0), and both players are updated from their
// ratings before the game.
func (s Glicko2) RateGame(a, b GlickoRating, scoreA float64) (GlickoRating, GlickoRating, error) {
	na, err := s.Update(a, []Result{{Opponent: b, Score: scoreA}})
	if err != nil {
		return GlickoRating{}, GlickoRating{}, err
	}
	nb, err := s.Update(b, []Result{{Opponent: a, Score: 1 - scoreA}})
	if err != nil {
		return GlickoRating{}, GlickoRating{}, err
	}
	return na, nb, nil
}

// Update returns player's rating after a rating period with the given
// results, following Glickman's steps 1 to 8. With no results only the
// deviation grows (step 6).
func (s Glicko2) Update(player GlickoRating, results []Result) (GlickoRating, error) {
	if !(s.Tau > 0) || math.IsInf(s.Tau, 0) {
		return GlickoRating{}, fmt.Errorf("%w: Glicko-2 tau %v", ErrInvalid, s.Tau)
	}
	if err := checkGlicko(player); err != nil {
		return GlickoRating{}, err
	}
	mu := (player.Rating - 1500) / glickoScale
	phi := player.RD / glickoScale
	sigma := player.Volatility
	if len(results) == 0 {
		return GlickoRating{
			Rating:     player.Rating,
			RD:         glickoScale * math.Hypot(phi, sigma),
			Volatility: sigma,
		}, nil
	}

	// Steps 3 and 4: estimated variance v and improvement delta.
	invV, sum := 0.0, 0.0
	for _, r := range results {
		if err := checkGlicko(r.Opponent); err != nil {
			return GlickoRating{}, err
		}
		if !(r.Score >= 0 && r.Score <= 1) {
			return GlickoRating{}, fmt.Errorf("%w: score %v is outside [0, 1]", ErrInvalid, r.Score)
		}
		muJ := (r.Opponent.Rating - 1500) / glickoScale
		gJ := g(r.Opponent.RD / glickoScale)
		e := 1 / (1 + math.Exp(-gJ*(mu-muJ)))
		invV += gJ * gJ * e * (1 - e)
		sum += gJ * (r.Score - e)
	}
	v := 1 / invV
	delta := v * sum

	// Steps 5 to 8.
	sigma = s.volatility(phi, sigma, v, delta)
	phiStar := math.Hypot(phi, sigma)
	phi = 1 / math.Sqrt(1/(phiStar*phiStar)+invV)
	mu += phi * phi * sum
	return GlickoRating{
		Rating:     glickoScale*mu + 1500,
		RD:         glickoScale * phi,
		Volatility: sigma,
	}, nil
}

// g weighs a game by the opponent's deviation (Glickman, step 3).
func g(phi float64) float64 {
	return 1 / math.Sqrt(1+3*phi*phi/(math.Pi*math.Pi))
}

// volatility finds the new volatility by the Illinois algorithm (Glickman,
// step 5).
func (s Glicko2) volatility(phi, sigma, v, delta float64) float64 {
	a := math.Log(sigma * sigma)
	tauSq := s.Tau * s.Tau
	f := func(x float64) float64 {
		ex := math.Exp(x)
		d := phi*phi + v + ex
		return ex*(delta*delta-phi*phi-v-ex)/(2*d*d) - (x-a)/tauSq
	}
	lo := a
	var hi float64
	if delta*delta > phi*phi+v {
		hi = math.Log(delta*delta - phi*phi - v)
	} else {
		k := 1.0
		for f(a-k*s.Tau) < 0 {
			k++
		}
		hi = a - k*s.Tau
	}
	fLo, fHi := f(lo), f(hi)
	for math.Abs(hi-lo) > convergence {
		mid := lo + (lo-hi)*fLo/(fHi-fLo)
		fMid := f(mid)
		if fMid*fHi <= 0 {
			lo, fLo = hi, fHi
		} else {
			fLo /= 2
		}
		hi, fHi = mid, fMid
	}
	return math.Exp(lo / 2)
}

// checkGlicko rejects ratings the system cannot update.
func checkGlicko(r GlickoRating) error {
	if math.IsNaN(r.Rating) || math.IsInf(r.Rating, 0) || !(r.RD > 0) || math.IsInf(r.RD, 0) || !(r.Volatility > 0) || math.IsInf(r.Volatility, 0) {
		return fmt.Errorf("%w: Glicko-2 rating %+v", ErrInvalid, r)
	}
	return nil
}
