package cartagena

import (
	"math/rand/v2"
	"slices"
	"testing"

	"caribe/engine"
)

// The heuristic move is legal in every position of random games of every
// variant, and choosing it changes nothing.
func TestHeuristicMoveIsLegal(t *testing.T) {
	r := rand.NewPCG(1, 2)
	for _, variant := range variantNames {
		for seed := range uint64(20) {
			s, err := New(3, []byte(`{"variant":"`+variant+`"}`), seed)
			if err != nil {
				t.Fatal(err)
			}
			pick := rand.New(rand.NewPCG(seed, 3))
			for n := 0; s.Actor() != engine.Nobody && n < 2000; n++ {
				before := *s
				m := s.HeuristicMove(r)
				if *s != before {
					t.Fatalf("HeuristicMove changed the state")
				}
				legal := s.Legal(nil)
				if !slices.Contains(legal, m) {
					t.Fatalf("%s seed %d: %v is not legal in %v", variant, seed, m, s)
				}
				if pick.IntN(2) == 0 {
					m = legal[pick.IntN(len(legal))]
				}
				play(t, s, m)
			}
		}
	}
}

// mostly is the move HeuristicMove plays most often over many seeds, and
// how often; it varies one time in eight.
func mostly(s *State) (Move, float64) {
	count := map[Move]int{}
	const n = 400
	for seed := range uint64(n) {
		count[s.HeuristicMove(rand.NewPCG(seed, 5))]++
	}
	var best Move
	for m, k := range count {
		if k > count[best] {
			best = m
		}
	}
	return best, float64(count[best]) / n
}

// The greedy rule: the rearmost pirate moves, with the card that sends it
// furthest; of cards that send it equally far, the one held most goes.
func TestHeuristicAdvancesTheRearmostPirate(t *testing.T) {
	for _, c := range []struct {
		board string
		hand  string
		want  Move
	}{
		// From the start the flag reaches 1, the tricorn 6: the tricorn.
		{"start:0111111 | F S P K B T | F S P K B T0 | F S P K B T | F S P K B T | F S P K B T | F S P K B T | boat:0000", "FT", fwd(Tricorn, 0)},
		// The pirate on 2 is the rearmost; the flag passes the taken 7 to 13.
		{"start:11111 | F S0 P K B T | F1 S P K B T0 | F S P K B T | F S P K B T | F S P K B T | F S P K B T | boat:0000", "FP", fwd(Flag, 2)},
		// Both cards take the pirate on 35 into the boat: it plays the sabre, held twice.
		{"start:111111 | F S P K B T | F S P K B T | F S P K B T | F S P K B T | F S P K B T | F S P K B0 T | boat:00000", "FSS", fwd(Sabre, 35)},
	} {
		s := position{players: 2, board: c.board, hands: []string{c.hand, "K"}}.state(t)
		if got, share := mostly(s); got != c.want || share < 0.8 {
			t.Errorf("%s, hand %s: %v %.0f%% of the time, want %v", c.board, c.hand, got, 100*share, c.want)
		}
	}
}

// Out of cards it moves a pirate back, for the most cards and the least
// ground lost, and not out of the boat while a pirate in the tunnel can go;
// with nothing to do it ends the turn, or passes before any action.
func TestHeuristicDrawsWhenOutOfCards(t *testing.T) {
	for _, c := range []struct {
		board   string
		actions int
		want    Move
	}{
		// 9 goes back to 8 for one card, 14 back to 12 for two: 14.
		{"start:111 | F S P K B T | F S1 P0 K B T11 | F S0 P K B T | F S P K B T | F S P K B T | F S P K B T | boat:0000", 0, back(14)},
		// 9 back to 8 for one card, losing less than 14 back to 9, and
		// rather than a pirate from the boat.
		{"start:11111 | F S P K B T | F S1 P0 K B T | F S0 P K B T | F S P K B T | F S P K B T | F S P K B T | boat:0000", 0, back(9)},
		// Only the boat's pirate can go back.
		{"start:011111 | F S P K B T | F S1 P K B T | F S P K B T | F S P K B T | F S P K B T | F S P K B T | boat:00000", 0, back(Boat)},
		// Nothing can go back: end the turn, or pass before any action.
		{"start:0111111 | F S P K B T | F S P K B T | F S P K B T | F S P K B T | F S P K B T | F S P K B T | boat:00000", 1, end},
		{"start:0111111 | F S P K B T | F S P K B T | F S P K B T | F S P K B T | F S P K B T | F S P K B T | boat:00000", 0, pass},
	} {
		s := position{players: 2, board: c.board, hands: []string{"", "K"}, actions: c.actions}.state(t)
		if got, share := mostly(s); got != c.want || share < 0.8 {
			t.Errorf("%s: %v %.0f%% of the time, want %v", c.board, got, 100*share, c.want)
		}
	}
}
