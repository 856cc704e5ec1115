package tortuga

import "math"

// Features is the number of features per seat that Forecast weighs
// (ForecastFeatures).
const Features = 16

// ForecastFeatures appends, for each seat in turn, the Features numbers
// that Forecast's model weighs, from the seat's point of view: its eggs,
// its turtles' places and rides in the lone race (the equity of Values),
// each also scaled by the prizes left; its cards; when it next moves; its
// chance of taking the face-up card; how its turtles stand in stacks;
// and, with the deck empty, whether reaching the beach wins it the game.
// scripts/forecastfit records them to fit the model.
func (s *State) ForecastFeatures(buf []float64) []float64 {
	var f [MaxTurtles][Features]float64
	s.features(&f)
	for seat := range s.cfg.players {
		buf = append(buf, f[seat][:]...)
	}
	return buf
}

// features fills f with each seat's features (ForecastFeatures).
func (s *State) features(f *[MaxTurtles][Features]float64) {
	n := s.cfg.players
	laps := s.cfg.laps()
	card := s.cardWorth()
	left := s.ncards - s.next
	g := 1 / math.Sqrt(float64(left+1))
	up := 7.0
	if left > 0 {
		up = float64(s.cards[s.next])
	}
	eq := s.equity(false)
	var place, reach, best, ride, carry, raft [MaxTurtles]float64
	for t := range s.cfg.turtles() {
		o := s.Owner(int(t))
		p := s.pos[t]
		place[o] += card * laps.h[p]
		r := laps.reach[p]
		reach[o] += r
		best[o] = max(best[o], r)
		if p == Raft {
			raft[o]++
			continue
		}
		stack := s.on(p)
		for _, b := range stack[:s.level[t]] {
			if s.Owner(int(b)) != o {
				ride[o]++
				break
			}
		}
		for _, a := range stack[s.level[t]+1:] {
			if s.Owner(int(a)) != o {
				carry[o]++
				break
			}
		}
	}
	var eggs [MaxTurtles]float64
	for seat := range n {
		eggs[seat] = float64(s.eggs(seat))
	}
	for seat := range n {
		other := 0.0
		for o := range n {
			if o != seat {
				other = max(other, eggs[o])
			}
		}
		d := (seat - s.turn + n) % n
		rides := eq[seat] - place[seat]
		x := &f[seat]
		x[0] = eggs[seat] * g
		x[1] = place[seat] * g
		x[2] = rides * g
		x[3] = eggs[seat] / 10
		x[4] = place[seat] / 10
		x[5] = rides / 10
		x[6] = float64(s.cardCount(seat)) / 4
		x[7] = float64(d) / float64(n)
		if d == 0 {
			x[8] = best[seat] * up / 6
		}
		x[9] = reach[seat] * card / 6
		x[10] = ride[seat]
		x[11] = carry[seat]
		x[12] = raft[seat]
		x[13] = (eggs[seat] - other) / 10
		if left == 0 && eggs[seat]+7 > other {
			x[14] = best[seat]
			if d == 0 {
				x[15] = best[seat]
			}
		}
	}
}
