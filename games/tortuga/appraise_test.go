package tortuga

import (
	"math"
	"math/rand/v2"
	"testing"

	"caribe/engine"
)

// The expert's valuation is zero-sum among the seats all game long, and
// once the game is over it gives each winner its share of endEggs.
func TestAppraiseIsZeroSum(t *testing.T) {
	h := rand.NewPCG(2, 3)
	for seed := range uint64(12) {
		s, err := New(2+int(seed%3), []byte(`{}`), seed)
		if err != nil {
			t.Fatal(err)
		}
		for s.Actor() != engine.Nobody {
			sum := 0.0
			for _, x := range s.Appraise(nil) {
				sum += x
			}
			if math.Abs(sum) > 1e-9 {
				t.Fatalf("values %v sum to %v in %v", s.Appraise(nil), sum, s)
			}
			m := s.HeuristicMove(h)
			if s.Actor() == engine.Chance {
				m = s.SampleChance()
			}
			if err := s.Apply(m, nil); err != nil {
				t.Fatal(err)
			}
		}
		v := s.Appraise([]float64{-1})
		if w := s.Winners(nil); len(w) == 1 && v[1+w[0]] != endEggs {
			t.Errorf("seed %d, over: winner %d valued %v, want %v (after a value kept in buf)", seed, w[0], v[1:], endEggs)
		}
	}
}

// Standing on another player's turtle is worth a ride (one move of the
// lone race), and near the beach the top turtle's owner counts on the
// carrier's card too: R on G against G on R, on one space, at four players
// (R is seat 0's, G seat 3's), differ by the ride, counted for the one and
// against the other, shared among three opponents.
func TestAppraiseCountsRides(t *testing.T) {
	for _, c := range []struct {
		name       string
		p          int8
		rIsOn, gIs string
	}{
		{"far from the beach", 3, "3:GR", "3:RG"},
		{"near the beach", 16, "16:GR", "16:RG"},
	} {
		riding := scenario(t, 4, "", c.rIsOn)
		carried := scenario(t, 4, "", c.gIs).Appraise(nil)
		l := riding.cfg.laps()
		ride := riding.cardWorth() * l.gain
		if riding.cfg.track-c.p <= rideReach {
			ride += riding.cardWorth() * l.reach[c.p]
		}
		if got, want := riding.Appraise(nil)[0]-carried[0], ride*4/3; math.Abs(got-want) > 1e-9 {
			t.Errorf("%s: R on G is worth %v more to R's seat than G on R, want %v", c.name, got, want)
		}
	}
}
