package forecast

// Decile is one tenth of the range of forecast chances: of every seat at
// every position whose chance fell in [Lo, Hi), how many there were, their
// mean forecast chance and the share of them that won.
type Decile struct {
	Lo, Hi   float64
	Seats    int
	Forecast float64
	Won      float64
}

// Off is how far the decile's share of wins lies from its mean forecast,
// in chance (0.05 is five points).
func (d Decile) Off() float64 { return d.Won - d.Forecast }

// Tally gathers forecasts and outcomes into deciles: the reliability
// diagram of a forecast. Its zero value is empty and ready.
type Tally struct {
	sumF, sumW [10]float64
	count      [10]int
}

// Add counts one seat forecast to win with chance c, whose share of the
// game's win was won.
func (t *Tally) Add(c, won float64) {
	d := min(max(int(c*10), 0), 9)
	t.sumF[d] += c
	t.sumW[d] += won
	t.count[d]++
}

// Deciles are the ten deciles, those no forecast fell in with Seats 0.
func (t *Tally) Deciles() []Decile {
	ds := make([]Decile, 10)
	for d := range ds {
		ds[d] = Decile{Lo: float64(d) / 10, Hi: float64(d+1) / 10, Seats: t.count[d]}
		if t.count[d] > 0 {
			ds[d].Forecast = t.sumF[d] / float64(t.count[d])
			ds[d].Won = t.sumW[d] / float64(t.count[d])
		}
	}
	return ds
}

// Deciles is the reliability diagram of the weights w on the positions ps:
// every seat at every position.
func Deciles(ps []Position, w []float64) []Decile {
	var t Tally
	if len(ps) == 0 {
		return t.Deciles()
	}
	z := make([]float64, len(ps[0].X))
	for _, p := range ps {
		for i, c := range Chances(p, w, z) {
			t.Add(c, p.Won[i])
		}
	}
	return t.Deciles()
}
