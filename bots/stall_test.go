package bots

import (
	"context"
	"os"
	"testing"

	"caribe/engine"
	"caribe/games/tobago"
)

// TestSearchesBreakAStall plays on a Tobago position from a game of two
// medium searches that went on for 20,000 moves: every map located, one
// treasure card left, and both seats exchanging their hands turn after
// turn. The searches still exchange there, but after StallRounds such
// rounds one of them plays the rule of thumb and the game ends. Each move
// is a new search's, as the server asks a bot for one move at a time: the
// stall is read from the position, not remembered.
func TestSearchesBreakAStall(t *testing.T) {
	data, err := os.ReadFile("testdata/tobago-stall.json")
	if err != nil {
		t.Fatal(err)
	}
	s, err := tobago.Rules.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	const limit = 2000
	moves := 0
	for ; moves < limit && s.Actor() != engine.Nobody; moves++ {
		var m tobago.Move
		if s.Actor() == engine.Chance {
			m, _ = engine.BindChance[*tobago.State, tobago.Move](s).Sample()
		} else {
			p := NewMCTS[*tobago.State, tobago.Move](MCTSConfig{Budget: Budget{Iterations: 1000}, Trees: 32,
				Workers: 1, HeuristicBias: 1, WinDepth: 1, Seed: uint64(moves)})
			m = p.Choose(context.Background(), s)
			if moves < 2*StallRounds && m.String() != "exchange" {
				t.Fatalf("move %d is %v: the searches no longer stall here, so this test shows nothing", moves+1, m)
			}
		}
		if err := s.Apply(m, nil); err != nil {
			t.Fatalf("move %d %v: %v", moves+1, m, err)
		}
	}
	if s.Actor() != engine.Nobody {
		t.Fatalf("the game has not ended after %d more moves", limit)
	}
	t.Logf("the game ended %d moves on", moves)
}
