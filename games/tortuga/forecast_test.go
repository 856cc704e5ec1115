package tortuga

import (
	"math"
	"math/rand/v2"
	"testing"

	"caribe/engine"
)

// The forecast is a chance per seat all game long, at every table size:
// each between 0 and 1, summing to 1, and once the game is over the
// winners' shares, appended after what buf already holds.
func TestForecastIsAChanceToWin(t *testing.T) {
	h := rand.NewPCG(5, 8)
	for seed := range uint64(12) {
		s, err := New(2+int(seed%4), []byte(`{}`), seed)
		if err != nil {
			t.Fatal(err)
		}
		for s.Actor() != engine.Nobody {
			sum := 0.0
			for _, x := range s.Forecast(nil) {
				if x < 0 || x > 1 || math.IsNaN(x) {
					t.Fatalf("forecast %v in %v", s.Forecast(nil), s)
				}
				sum += x
			}
			if math.Abs(sum-1) > 1e-9 {
				t.Fatalf("forecast %v sums to %v in %v", s.Forecast(nil), sum, s)
			}
			m := s.HeuristicMove(h)
			if s.Actor() == engine.Chance {
				m = s.SampleChance()
			}
			if err := s.Apply(m, nil); err != nil {
				t.Fatal(err)
			}
		}
		v := s.Forecast([]float64{-1})
		want := s.shares(nil)
		for i := range want {
			if v[1+i] != want[i] {
				t.Errorf("seed %d, over: forecast %v, want the shares %v after a value kept in buf", seed, v[1:], want)
			}
		}
	}
}

// More eggs, all else equal, is a better chance to win, at every table
// size and stage of the game: the fitted weights rank eggs as a player
// would.
func TestForecastFavoursEggs(t *testing.T) {
	h := rand.NewPCG(6, 9)
	for players := 2; players <= 5; players++ {
		s, err := New(players, []byte(`{}`), uint64(players))
		if err != nil {
			t.Fatal(err)
		}
		for s.Actor() != engine.Nobody {
			if s.Settled() {
				richer := s.Clone()
				richer.hands[1][3]++
				if a, b := s.Forecast(nil)[1], richer.Forecast(nil)[1]; b <= a {
					t.Fatalf("%d players: seat 1's chance %v with 4 more eggs, %v without, in %v", players, b, a, s)
				}
			}
			m := s.HeuristicMove(h)
			if s.Actor() == engine.Chance {
				m = s.SampleChance()
			}
			if err := s.Apply(m, nil); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// The features are Features numbers per seat, appended after what buf
// holds, and the seat whose turn it is knows it.
func TestForecastFeaturesPerSeat(t *testing.T) {
	s, err := New(3, []byte(`{}`), 2)
	if err != nil {
		t.Fatal(err)
	}
	f := s.ForecastFeatures([]float64{7})
	if len(f) != 1+3*Features || f[0] != 7 {
		t.Fatalf("%d numbers, first %v: want 7 and then %d", len(f), f[0], 3*Features)
	}
	for seat := range 3 {
		d := f[1+seat*Features+7]
		if want := float64((seat-int(s.turn)+3)%3) / 3; d != want {
			t.Errorf("seat %d: turns to wait %v, want %v", seat, d, want)
		}
	}
}

// midgame is a four-player game a dozen turns in, played by the greedy
// rule, between two turtles' moves.
func midgame(b *testing.B) *State {
	s, err := New(4, []byte(`{}`), 3)
	if err != nil {
		b.Fatal(err)
	}
	h := rand.NewPCG(3, 3)
	for turns := 0; turns < 12 || !s.Settled(); {
		if s.Settled() {
			turns++
		}
		m := s.HeuristicMove(h)
		if s.Actor() == engine.Chance {
			m = s.SampleChance()
		}
		if err := s.Apply(m, nil); err != nil {
			b.Fatal(err)
		}
	}
	return s
}

func BenchmarkForecast4p(b *testing.B) {
	s, buf := midgame(b), make([]float64, 0, 4)
	b.ReportAllocs()
	for b.Loop() {
		buf = s.Forecast(buf[:0])
	}
}

func BenchmarkValues4p(b *testing.B) {
	s, buf := midgame(b), make([]float64, 0, 4)
	b.ReportAllocs()
	for b.Loop() {
		buf = s.Values(buf[:0])
	}
}
