package cartagena

import (
	"encoding/json"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"caribe/engine"
)

// playForecast plays a game of players seats by the casual rule from seed,
// calling at before every move.
func playForecast(t *testing.T, players int, options string, seed uint64, at func(s *State)) *State {
	t.Helper()
	s, err := New(players, json.RawMessage(options), seed)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.NewPCG(seed, 11)
	for moves := 0; s.Actor() != engine.Nobody; moves++ {
		if moves > 5000 {
			t.Fatalf("seed %d: no end in %d moves: %v", seed, moves, s)
		}
		at(s)
		play(t, s, s.HeuristicMove(r))
	}
	return s
}

// The forecast is a chance per seat all game long, at every table size:
// each between 0 and 1, summing to 1, and once the game is over exactly
// the winners' shares, appended after what buf already holds.
func TestForecastIsAChanceToWin(t *testing.T) {
	for seed := range uint64(12) {
		players := 2 + int(seed%4)
		s := playForecast(t, players, `{}`, seed, func(s *State) {
			if f := s.Forecast(nil); len(f) != players || !isChance(f) {
				t.Fatalf("forecast %v is no chance per seat in %v", f, s)
			}
		})
		got := s.Forecast([]float64{-1})
		want := make([]float64, players)
		won := s.Winners(nil)
		for _, w := range won {
			want[w] = 1 / float64(len(won))
		}
		if got[0] != -1 || !slices.Equal(got[1:], want) {
			t.Errorf("seed %d, over (winners %v): forecast %v, want -1 kept and then %v", seed, won, got, want)
		}
	}
}

// isChance reports whether v is a chance per seat: each between 0 and 1,
// summing to 1.
func isChance(v []float64) bool {
	sum := 0.0
	for _, x := range v {
		if !(x >= 0 && x <= 1) {
			return false
		}
		sum += x
	}
	return math.Abs(sum-1) < 1e-9
}

// A stalled game shared by two seats gives each of them half.
func TestForecastOverSharesTheWin(t *testing.T) {
	s := position{players: 3, board: "start:012 | F2 P2 K B T S | S K P B T F | P K S T F B | " +
		"K B P T F S | T F B S K P | S P T K F B | boat:0000011111222", hands: []string{"", "", ""}}.state(t)
	s.over = true
	if got, want := s.Forecast(nil), []float64{0.5, 0.5, 0}; !slices.Equal(got, want) {
		t.Errorf("over, seats 0 and 1 with five pirates in the boat, seat 2 with three: forecast %v, want %v", got, want)
	}
}

// A reader of the rulebook knows who is winning here: blue (seat 0) has
// five pirates in the boat and its last one on space 35, with a hand of
// cards, while every other seat's pirates are all still at the start. At every
// table size the forecast makes blue the favourite, red's turn or not.
func TestForecastFavoursTheSeatAhead(t *testing.T) {
	for players := 2; players <= MaxPlayers; players++ {
		start := ""
		for p := 1; p < players; p++ {
			start += string(rune('0' + p))
		}
		ps := position{players: players, turn: 1,
			board: "start:" + strings.Repeat(start, PiratesEach) + " | F P K B T S | S K P B T F | P K S T F B | " +
				"K B P T F S | T F B S K P | S P T K F0 B | boat:00000"}
		for range players {
			ps.hands = append(ps.hands, "FSP")
		}
		s := ps.state(t)
		f := s.Forecast(nil)
		for p := 1; p < players; p++ {
			if f[0] <= f[p] {
				t.Errorf("%d players: blue's chance %.3f not above seat %d's %.3f in %v", players, f[0], p, f[p], s)
			}
		}
		if f[0] < 0.5 {
			t.Errorf("%d players: blue's chance %.3f, want it the likelier outcome in %v", players, f[0], s)
		}
	}
}

// The features are Features numbers per seat, appended after what buf
// holds, all game long at every table size, and say how many seats move
// before each.
func TestForecastFeaturesPerSeat(t *testing.T) {
	for players := 2; players <= MaxPlayers; players++ {
		playForecast(t, players, `{}`, uint64(players), func(s *State) {
			f := s.ForecastFeatures([]float64{7})
			if len(f) != 1+players*Features || f[0] != 7 {
				t.Fatalf("%d players: %d numbers, first %v: want 7 and then %d", players, len(f), f[0], players*Features)
			}
			for seat := range players {
				before := float64((seat-int(s.turn)+players)%players) / float64(players)
				if got := f[1+seat*Features+6]; got != before {
					t.Fatalf("%d players, seat %d: seats before it %v, want %v in %v", players, seat, got, before, s)
				}
			}
		})
	}
}

// The features read only what every seat sees: re-drawing everything
// hidden from a spectator (the hands in Jamaica and Hispaniola, the draw
// pile's order, the generator) leaves them as they were, all game long,
// while it does change the hands.
func TestForecastFeaturesReadNothingHidden(t *testing.T) {
	for _, variant := range variantNames {
		changed := 0
		for seed := range uint64(6) {
			r := rand.NewPCG(seed, 12)
			playForecast(t, 2+int(seed%4), `{"variant":"`+variant+`"}`, seed, func(s *State) {
				want := s.ForecastFeatures(nil)
				o := s.Clone()
				o.Determinize(-1, r)
				if o.hands != s.hands || o.pile != s.pile {
					changed++
				}
				if got := o.ForecastFeatures(nil); !slices.Equal(got, want) {
					t.Fatalf("%s, seed %d: features %v, %v after re-drawing what is hidden, in %v", variant, seed, want, got, s)
				}
				if got, want := o.Forecast(nil), s.Forecast(nil); !slices.Equal(got, want) {
					t.Fatalf("%s, seed %d: forecast %v, %v after re-drawing what is hidden, in %v", variant, seed, want, got, s)
				}
			})
		}
		if changed == 0 {
			t.Errorf("%s: re-drawing never changed a hand or the pile: the test saw nothing hidden", variant)
		}
	}
}

// Forecast allocates nothing beyond buf's growth, in play and once over.
func TestForecastAllocatesNothing(t *testing.T) {
	buf := make([]float64, 0, MaxPlayers)
	s := playForecast(t, 4, `{}`, 3, func(s *State) {
		if a := testing.AllocsPerRun(5, func() { buf = s.Forecast(buf[:0]) }); a != 0 {
			t.Fatalf("Forecast allocates %v times in %v", a, s)
		}
	})
	if a := testing.AllocsPerRun(5, func() { buf = s.Forecast(buf[:0]) }); a != 0 {
		t.Errorf("Forecast of a game over allocates %v times", a)
	}
}

func BenchmarkForecast4p(b *testing.B) {
	s, err := New(4, json.RawMessage(`{}`), 3)
	if err != nil {
		b.Fatal(err)
	}
	r := rand.NewPCG(3, 3)
	for range 40 {
		if err := s.Apply(s.HeuristicMove(r), nil); err != nil {
			b.Fatal(err)
		}
	}
	buf := make([]float64, 0, 4)
	b.ReportAllocs()
	for b.Loop() {
		buf = s.Forecast(buf[:0])
	}
}
