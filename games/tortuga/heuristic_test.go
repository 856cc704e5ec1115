package tortuga

import (
	"math/rand/v2"
	"testing"
)

// The heuristic move is legal in every position of random games, and
// choosing it changes nothing.
func TestHeuristicMoveIsLegal(t *testing.T) { ruleIsLegal(t, (*State).HeuristicMove) }

// The greedy rule: stop once the move reaches the beach, roll on a low
// sum, stop on a high one far from the raft, with two turtles move the
// one further ahead first, and spend a cheap egg card to reach the beach
// when the face-up card is worth more.
func TestHeuristicMove(t *testing.T) {
	r := rand.NewPCG(3, 4)
	for _, c := range []struct {
		players int
		options string
		board   string
		moves   []string
		want    string
	}{
		{4, ``, "18:R", []string{"die 3"}, "stop"},
		{4, ``, "5:R", []string{"die 1"}, "roll"},
		{4, ``, "raft:R", []string{"die 4"}, "roll"},
		{4, ``, "15:R", []string{"die 5"}, "stop"},
		{4, ``, "3:R", []string{"die 2", "roll", "die 2"}, "roll"},
		{4, ``, "3:R", []string{"die 2", "roll", "die 4"}, "stop"},
		{2, ``, "3:R 9:Y", nil, "choose 1"},
		{2, ``, "12:R 9:Y", nil, "choose 0"},
	} {
		s := scenario(t, c.players, c.options, c.board)
		play(t, s, c.moves...)
		if got := s.HeuristicMove(r).String(); got != c.want {
			t.Errorf("%s after %v: %s, want %s", c.board, c.moves, got, c.want)
		}
	}
	s := scenario(t, 4, `{"eggs_as_dice":true}`, "17:R")
	faceUpIs(t, s, 1)
	s.hands[0][0]++ // seat 0 has laid the face-up 1
	s.next++
	faceUpIs(t, s, 6)
	play(t, s, "die 1")
	if got := s.HeuristicMove(r).String(); got != "card 1" {
		t.Errorf("17 + (1 + card 1) × 2 reaches the beach for a 6: %s, want card 1", got)
	}
	faceUpIs(t, s, 1)
	if got := s.HeuristicMove(r).String(); got == "card 1" {
		t.Errorf("a card of 1 is not spent to win a 1")
	}
}
