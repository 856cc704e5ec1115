package tortuga_test

import (
	"math"
	"math/rand/v2"
	"testing"

	"caribe/bots"
	"caribe/engine"
	"caribe/games"
	"caribe/games/tortuga"
)

// raftOnes plays greedy games of two players and returns n positions where
// a turtle on the raft has rolled a first die of 1: rolling again cannot
// bust (1 + 6 = 7) and takes it further, so stopping is a blunder.
func raftOnes(t *testing.T, n int) []*tortuga.State {
	t.Helper()
	var out []*tortuga.State
	h := rand.NewPCG(1, 1)
	for seed := uint64(1); len(out) < n; seed++ {
		s, err := tortuga.New(2, []byte(`{}`), seed)
		if err != nil {
			t.Fatal(err)
		}
		for s.Actor() != engine.Nobody && len(out) < n {
			v := s.View(-1).(tortuga.View)
			m := s.HeuristicMove(h)
			if s.Actor() == engine.Chance {
				m = s.SampleChance()
				if v.Phase == "first_die" && onRaft(v, v.Mover) && seed%3 == 0 {
					m = tortuga.Move{Kind: tortuga.Die, N: 1}
				}
			}
			if err := s.Apply(m, nil); err != nil {
				t.Fatal(err)
			}
			if w := s.View(-1).(tortuga.View); w.Phase == "decide" && len(w.Dice) == 1 && w.Dice[0] == 1 && onRaft(w, w.Mover) {
				out = append(out, s.Clone())
				break
			}
		}
	}
	return out
}

func onRaft(v tortuga.View, turtle int8) bool {
	for _, t := range v.Track[tortuga.Raft] {
		if t == turtle {
			return true
		}
	}
	return false
}

// No bot but random stops on a first die of 1 from the raft: not greedy,
// not expecti, not any level, not the searches at La Tortuga's settings.
func TestNoBotStopsOnARaftOne(t *testing.T) {
	ps := raftOnes(t, 8)
	g, _ := games.Bots("tortuga")
	specs := []string{"greedy", "expert", "expecti", "expecti2", "expecti3", "expertimax", "expectiwin", "rollout", "mcts", "ismcts", "mcts:1000", "ismcts:1000"}
	for _, l := range bots.LevelsOf(g) {
		specs = append(specs, l.Spec)
	}
	for _, spec := range specs {
		sp, err := bots.ParseSpec(spec)
		if err != nil {
			t.Fatal(err)
		}
		for seed := range uint64(3) {
			p, err := bots.NewPlayer[*tortuga.State, tortuga.Move](sp, seed, 1, g.Search())
			if err != nil {
				t.Fatal(err)
			}
			for i, s := range ps {
				if m := p.Choose(t.Context(), s); m.Kind == tortuga.Stop {
					t.Errorf("%s (seed %d) stops on a 1 from the raft in position %d: %v", spec, seed, i, s)
				}
			}
		}
	}
}

// The values are shares of the win: they sum to 1 in play, and once the
// game is over they are the winners' shares.
func TestValuesAreSharesOfTheWin(t *testing.T) {
	h := rand.NewPCG(2, 2)
	for seed := range uint64(20) {
		s, err := tortuga.New(2+int(seed%3), []byte(`{}`), seed)
		if err != nil {
			t.Fatal(err)
		}
		for s.Actor() != engine.Nobody {
			v := s.Values(nil)
			sum := 0.0
			for _, x := range v {
				if x < 0 || x > 1 {
					t.Fatalf("value %v out of 0..1 in %v", v, s)
				}
				sum += x
			}
			if math.Abs(sum-1) > 1e-9 {
				t.Fatalf("values %v sum to %v in %v", v, sum, s)
			}
			m := s.HeuristicMove(h)
			if s.Actor() == engine.Chance {
				m = s.SampleChance()
			}
			if err := s.Apply(m, nil); err != nil {
				t.Fatal(err)
			}
		}
		w := s.Winners(nil)
		for seat, x := range s.Values(nil) {
			want := 0.0
			for _, ws := range w {
				if ws == seat {
					want = 1 / float64(len(w))
				}
			}
			if x != want {
				t.Errorf("seed %d, over: seat %d valued %v, want %v (winners %v)", seed, seat, x, want, w)
			}
		}
	}
}

// A turn of two turtles is settled at its start and between the two
// turtles' moves, never while a turtle moves, from its choice to its last
// die; with one turtle each, only at the start of a turn.
func TestSettledBetweenTurtlesMoves(t *testing.T) {
	s, err := tortuga.New(2, []byte(`{}`), 1)
	if err != nil {
		t.Fatal(err)
	}
	steps := []struct {
		move    tortuga.Move
		settled bool
	}{
		{tortuga.Move{Kind: tortuga.Choose, N: 1}, false},
		{tortuga.Move{Kind: tortuga.Die, N: 2}, false},
		{tortuga.Move{Kind: tortuga.Roll}, false},
		{tortuga.Move{Kind: tortuga.Die, N: 3}, false},
		{tortuga.Move{Kind: tortuga.Stop}, true},
		{tortuga.Move{Kind: tortuga.Die, N: 5}, false},
		{tortuga.Move{Kind: tortuga.Roll}, false},
		{tortuga.Move{Kind: tortuga.Die, N: 6}, true},
	}
	if !s.Settled() {
		t.Fatal("the first turn's start is not settled")
	}
	for _, st := range steps {
		if err := s.Apply(st.move, nil); err != nil {
			t.Fatal(err)
		}
		if s.Settled() != st.settled {
			t.Errorf("after %v (%v): settled %v, want %v", st.move, s, s.Settled(), st.settled)
		}
	}
	one, err := tortuga.New(4, []byte(`{}`), 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []tortuga.Move{{Kind: tortuga.Die, N: 4}, {Kind: tortuga.Stop}} {
		if !one.Settled() == (one.View(-1).(tortuga.View).Phase == "first_die") {
			t.Errorf("one turtle each, %v: settled %v", one, one.Settled())
		}
		if err := one.Apply(m, nil); err != nil {
			t.Fatal(err)
		}
	}
	if !one.Settled() {
		t.Errorf("one turtle each: the next turn's start %v is not settled", one)
	}
}
