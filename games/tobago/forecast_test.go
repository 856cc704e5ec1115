package tobago

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"caribe/engine"
	"caribe/games/tobago/island"
)

// heuristicGame plays a game of the given size by the greedy rule, calling
// visit at every decision.
func heuristicGame(t testing.TB, players int, seed uint64, visit func(s *State)) *State {
	t.Helper()
	s, err := New(players, nil, seed)
	if err != nil {
		t.Fatal(err)
	}
	h := rand.NewPCG(seed, 9)
	for s.Actor() != engine.Nobody {
		visit(s)
		if err := s.Apply(s.HeuristicMove(h), nil); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// The forecast is a chance per seat all game long, at every table size:
// each between 0 and 1, summing to 1, and once the game is over the
// winners' shares, appended after what buf already holds.
func TestForecastIsAChanceToWin(t *testing.T) {
	for seed := range uint64(9) {
		players := 2 + int(seed%3)
		s := heuristicGame(t, players, seed, func(s *State) {
			v := s.Forecast(nil)
			sum := 0.0
			for _, x := range v {
				if x < 0 || x > 1 || math.IsNaN(x) {
					t.Fatalf("forecast %v in %v", v, s)
				}
				sum += x
			}
			if len(v) != players || math.Abs(sum-1) > 1e-9 {
				t.Fatalf("forecast %v sums to %v in %v", v, sum, s)
			}
		})
		v := s.Forecast([]float64{-1})
		winners := s.Winners(nil)
		if len(v) != 1+players || v[0] != -1 {
			t.Fatalf("seed %d, over: forecast %v, want -1 kept and %d shares", seed, v, players)
		}
		for p := range players {
			want := 0.0
			if slices.Contains(winners, p) {
				want = 1 / float64(len(winners))
			}
			if v[1+p] != want {
				t.Errorf("seed %d, over: forecast %v, want the winners %v's shares", seed, v[1:], winners)
			}
		}
	}
}

// A tie at the end is shared: two seats with the most coins get half each.
func TestForecastSharesATie(t *testing.T) {
	s := aheadAtTheEnd(t, 3, 1)
	s.held[0] = s.held[1]
	s.phase = phaseOver
	if v := s.Forecast(nil); v[0] != 0.5 || v[1] != 0.5 || v[2] != 0 {
		t.Errorf("forecast %v, want 0.5 0.5 0 for a tie of seats 0 and 1", v)
	}
}

// aheadAtTheEnd is a game of the given size in seat 0's turn with the
// treasure deck down to its last five cards: the rest were shared out,
// seat ahead holding every 5 and 6 of them and the others nothing, the
// smaller cards discarded face up and the curses struck. The most coins
// win (the rulebook), and there are at most 30 coins left to share.
func aheadAtTheEnd(t *testing.T, players int, ahead int8) *State {
	t.Helper()
	s := scenario(t, players, `{}`, seatHexes(t, players)...)
	for s.ntdeck > 5 {
		s.ntdeck--
		c := s.tdeck[s.ntdeck]
		switch {
		case c == Curse:
			s.tout[Curse]++
		case c >= 5:
			s.held[ahead][c]++
		default:
			s.tdisc[c]++
			s.tseen[c]++
		}
	}
	mustCheck(t, s)
	return s
}

// seatHexes are land hexes for the vehicles of a scenario.
func seatHexes(t *testing.T, players int) []island.Hex {
	t.Helper()
	s, err := New(players, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	var hexes []island.Hex
	for i := s.b.land.NextCell(0); len(hexes) < players; i = s.b.land.NextCell(i + 1) {
		hexes = append(hexes, hexOf(int16(i)))
	}
	return hexes
}

// A seat far ahead in coins as the treasure deck runs out is the
// favourite at every table size, whichever seat it is, and the more so
// than at the start of the game.
func TestForecastFavoursTheRichSeatNearTheEnd(t *testing.T) {
	for players := 2; players <= MaxPlayers; players++ {
		for ahead := range int8(players) {
			s := aheadAtTheEnd(t, players, ahead)
			v := s.Forecast(nil)
			for p := range players {
				if int8(p) != ahead && v[p] >= v[ahead] {
					t.Fatalf("%d players, seat %d with %d coins: forecast %v", players, ahead, s.coins(ahead), v)
				}
			}
			if v[ahead] < 0.8 {
				t.Errorf("%d players, seat %d with %d coins against none, five cards left: only %.3f", players, ahead, s.coins(ahead), v[ahead])
			}
		}
	}
}

// The features are Features numbers per seat, appended after what buf
// holds; each seat's first is its coins and its thirteenth how many seats
// move before it.
func TestForecastFeaturesPerSeat(t *testing.T) {
	heuristicGame(t, 3, 2, func(s *State) {
		f := s.ForecastFeatures([]float64{7})
		if len(f) != 1+3*Features || f[0] != 7 {
			t.Fatalf("%d numbers, first %v: want 7 and then %d", len(f), f[0], 3*Features)
		}
		for seat := range int8(3) {
			x := f[1+int(seat)*Features:][:Features]
			coins, wait := float64(s.coins(seat))/10, float64((seat-s.turn+3)%3)/3
			if x[0] != coins || x[12] != wait {
				t.Fatalf("seat %d: coins %v and seats before it %v, want %v and %v", seat, x[0], x[12], coins, wait)
			}
		}
	})
}

// The features read nothing hidden: with every hand, the clue deck, the
// treasure deck and discards, a sharing's face-down cards and the seats'
// draws dealt again as a spectator cannot tell apart, they stay the same.
func TestForecastFeaturesReadNothingHidden(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 33))
	changed := 0
	for _, s := range positions(t, 3) {
		o := rehide(t, stateOf(t, s), -1, r)
		if string(mustMarshal(t, o)) != string(mustMarshal(t, s)) {
			changed++
		}
		if a, b := s.ForecastFeatures(nil), o.ForecastFeatures(nil); !slices.Equal(a, b) {
			t.Fatalf("features %v\nwith the hidden cards dealt again %v\nin %v", a, b, s)
		}
	}
	if changed == 0 {
		t.Fatal("no position's hidden cards were dealt otherwise")
	}
}

// midgame is a four-player game played by the greedy rule to the first
// decision with half the treasure deck drawn.
func midgame(t testing.TB) *State {
	t.Helper()
	var mid *State
	heuristicGame(t, 4, 3, func(s *State) {
		if mid == nil && s.phase == phaseTurn && int(s.ntdeck) <= (s.cfg.goldCards()+int(s.cfg.curses))/2 {
			mid = s.Clone()
		}
	})
	if mid == nil {
		t.Fatal("the game ended before half the treasure deck was drawn")
	}
	return mid
}

// Forecast allocates nothing when buf has room.
func TestForecastAllocatesNothing(t *testing.T) {
	s, buf := midgame(t), make([]float64, 0, 4)
	if a := testing.AllocsPerRun(100, func() { buf = s.Forecast(buf[:0]) }); a != 0 {
		t.Errorf("%v allocations a forecast", a)
	}
}

func BenchmarkForecast4p(b *testing.B) {
	s, buf := midgame(b), make([]float64, 0, 4)
	b.ReportAllocs()
	for b.Loop() {
		buf = s.Forecast(buf[:0])
	}
}
