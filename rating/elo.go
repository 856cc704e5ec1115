package rating

import "math"

// FromElo places a player rated on the Elo scale by a Bradley–Terry fit
// (400 points for odds of ten to one), such as `caribe sim ladder` gives
// bots, on this model's scale. diff is the player's Elo above the fit's
// anchor, which stands at a newcomer's Mu, and sd the standard error of
// diff in Elo points.
//
// In the Plackett–Luce model two players of known skill (Sigma near 0)
// beat each other with the logistic odds of (μa−μb)/(√2·β), so an Elo
// difference d is a Mu difference d·ln10/400·√2·β; sd converts alike.
// Sigma is at least minSigma, so that a rating fitted among bots still
// moves when people play it.
func (m PlackettLuce) FromElo(diff, sd, minSigma float64) Rating {
	perElo := math.Ln10 / 400 * math.Sqrt2 * m.Beta
	return Rating{Mu: m.Mu + diff*perElo, Sigma: max(sd*perElo, minSigma)}
}
