package tortuga_test

import (
	"encoding/json"
	"testing"

	"caribe/bots"
	"caribe/games"
	"caribe/games/tortuga"
)

// player makes a bot of the given spec with La Tortuga's search settings.
func player(t *testing.T, spec string, seed uint64) bots.Player[*tortuga.State, tortuga.Move] {
	t.Helper()
	g, _ := games.Bots("tortuga")
	sp, err := bots.ParseSpec(spec)
	if err != nil {
		t.Fatal(err)
	}
	p, err := bots.NewPlayer[*tortuga.State, tortuga.Move](sp, seed, 1, g.Search())
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// Every bot plays whole games on other tracks, bust limits and decks to
// their end.
func TestBotsPlayDesignParameters(t *testing.T) {
	g, _ := games.Bots("tortuga")
	for _, c := range []struct {
		options string
		seats   []string
	}{
		{`{"track":12,"bust_limit":5}`, []string{"expecti2", "mcts:200", "rollout"}},
		{`{"track":40,"bust_limit":10,"eggs_as_dice":true,"removed":0}`, []string{"casual", "greedy", "expecti", "expert"}},
		{`{"track":15,"bust_limit":6}`, []string{"expecti3", "expert", "expertimax", "expectiwin"}},
		{`{"track":7,"bust_limit":18,"deck":[0,0,4,4,4,0]}`, []string{"ismcts:200", "expecti", "greedy", "casual"}},
	} {
		var seats []bots.Spec
		for _, s := range c.seats {
			sp, err := bots.ParseSpec(s)
			if err != nil {
				t.Fatal(err)
			}
			seats = append(seats, sp)
		}
		res, err := g.Play(len(seats), json.RawMessage(c.options), 3, seats, 1)
		if err != nil {
			t.Fatalf("%s: %v", c.options, err)
		}
		if res.Adjudicated || len(res.Winners) == 0 || res.Moves == 0 {
			t.Errorf("%s %v: %d moves, winners %v, adjudicated %v", c.options, c.seats, res.Moves, res.Winners, res.Adjudicated)
		}
		for seat, n := range res.Decisions {
			if n == 0 {
				t.Errorf("%s: %s never decided", c.options, c.seats[seat])
			}
		}
	}
}

// The bots read the bust limit: on the raft after a first die of 6, with
// the rulebook's 7 a second die busts five times in six and they stop;
// with a limit of 18 nothing busts and they roll, on a track long enough
// that the beach is out of reach either way.
func TestBotsRollWhenNothingBusts(t *testing.T) {
	for _, c := range []struct {
		options string
		want    tortuga.Kind
	}{{`{"track":63}`, tortuga.Stop}, {`{"track":63,"bust_limit":18}`, tortuga.Roll}} {
		s, err := tortuga.New(4, json.RawMessage(c.options), 1)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Apply(tortuga.Move{Kind: tortuga.Die, N: 6}, nil); err != nil {
			t.Fatal(err)
		}
		for _, spec := range []string{"greedy", "expert", "expecti", "expecti2", "expecti3", "expertimax", "expectiwin", "rollout"} {
			if m := player(t, spec, 1).Choose(t.Context(), s); m.Kind != c.want {
				t.Errorf("%s, %s on a first 6: %v, want %v", c.options, spec, m, tortuga.Move{Kind: c.want})
			}
		}
	}
}

// The expectimax bots allocate nothing once warmed, on another track with
// another bust limit as on the rulebook's.
func TestExpectiDesignAllocatesNothing(t *testing.T) {
	s, err := tortuga.New(2, json.RawMessage(`{"track":30,"bust_limit":9}`), 4)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Apply(s.Legal(nil)[0], nil); err != nil {
		t.Fatal(err)
	}
	if err := s.Apply(tortuga.Move{Kind: tortuga.Die, N: 3}, nil); err != nil {
		t.Fatal(err)
	}
	if _, ok := s.Actor().Seat(); !ok || len(s.Legal(nil)) < 2 {
		t.Fatalf("want a roll-again decision, %v", s)
	}
	for _, spec := range []string{"expecti", "expecti2", "expecti3", "expertimax", "expectiwin"} {
		p := player(t, spec, 1)
		for range 3 {
			p.Choose(t.Context(), s)
		}
		if allocs := testing.AllocsPerRun(5, func() { p.Choose(t.Context(), s) }); allocs != 0 {
			t.Errorf("%s: %v allocations a decision", spec, allocs)
		}
	}
}
