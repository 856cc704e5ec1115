package rating

// Rating is a Weng-Lin skill belief: a normal distribution with mean Mu and
// standard deviation Sigma.
type Rating struct {
	Mu    float64
	Sigma float64
}

// ordinalZ is how many standard deviations Ordinal takes off the mean.
const ordinalZ = 3

// Ordinal is the conservative skill estimate Mu - 3*Sigma, which the
// player's true skill exceeds with about 99.7% probability (OpenSkill's
// ordinal with its defaults).
func (r Rating) Ordinal() float64 {
	return r.Mu - ordinalZ*r.Sigma
}

// PlackettLuce is the configuration of the Weng-Lin Plackett-Luce model. The
// zero value is not usable; start from DefaultPlackettLuce.
type PlackettLuce struct {
	// Mu and Sigma make up the rating of a new player.
	Mu    float64
	Sigma float64
	// Beta is the spread of a single game's performance around skill.
	Beta float64
	// Kappa is the floor on the factor by which a variance may shrink in
	// one update, keeping Sigma positive.
	Kappa float64
	// Tau is added (in quadrature) to every Sigma before an update, so that
	// ratings keep moving after many games.
	Tau float64
}

// DefaultPlackettLuce returns the OpenSkill defaults: Mu 25, Sigma 25/3,
// Beta 25/6, Kappa 0.0001 and Tau 25/300.
func DefaultPlackettLuce() PlackettLuce {
	return PlackettLuce{
		Mu:    25,
		Sigma: 25.0 / 3,
		Beta:  25.0 / 6,
		Kappa: 0.0001,
		Tau:   25.0 / 300,
	}
}

// New returns the rating of a player who has not played yet.
func (m PlackettLuce) New() Rating {
	return Rating{Mu: m.Mu, Sigma: m.Sigma}
}

// Display shows r on the Elo-like scale: a new player's Mu maps to 1500 and
// one initial Sigma spans 200 points (OpenSkill's suggested Elo mapping).
// The interval is Mu ± 3 Sigma, so Low orders players as Ordinal does.
func (m PlackettLuce) Display(r Rating) Display {
	scale := 200 / m.Sigma
	value := eloBase + scale*(r.Mu-m.Mu)
	half := scale * ordinalZ * r.Sigma
	return Display{Value: value, Low: value - half, High: value + half}
}
