package tortuga

import (
	"math/rand/v2"
	"testing"
)

// The expert's move is legal in every position of random games, never a
// blunder, and choosing it changes nothing.
func TestExpertMoveIsLegal(t *testing.T) { ruleIsLegal(t, (*State).ExpertMove) }

// The expert's rules, each in a position where it decides otherwise than
// the greedy rule or where the rule alone says what to do.
func TestExpertMove(t *testing.T) {
	r := rand.NewPCG(3, 4)
	for _, c := range []struct {
		name    string
		players int
		board   string
		moves   []string
		want    string
	}{
		{"the move reaches the beach", 4, "18:R", []string{"die 3"}, "stop"},
		{"a low total from the raft", 4, "raft:R", []string{"die 2"}, "roll"},
		{"a bust costs the whole way", 4, "15:R", []string{"die 5"}, "stop"},
		{"a high total far along", 4, "3:R", []string{"die 2", "roll", "die 4"}, "stop"},
		{"stop on another's turtle, which must carry you", 4, "4:G 1:R", []string{"die 3"}, "stop"},
		{"the same total with nobody to ride", 4, "1:R", []string{"die 3"}, "roll"},
		{"the lower of two own turtles carries the other", 2, "6:RY 9:G", nil, "choose 0"},
		{"the lower of two own turtles carries the other", 2, "6:YR 9:G", nil, "choose 1"},
	} {
		s := scenario(t, c.players, "", c.board)
		play(t, s, c.moves...)
		if got := s.ExpertMove(r).String(); got != c.want {
			t.Errorf("%s: %s after %v: %s, want %s", c.name, c.board, c.moves, got, c.want)
		}
	}
}

// Riding: the expert stops where the greedy rule rolls on, when another
// player's turtle stands where the group would end.
func TestExpertRidesWhereGreedyRolls(t *testing.T) {
	r := rand.NewPCG(5, 6)
	s := scenario(t, 4, "", "4:G 1:R")
	play(t, s, "die 3")
	if got := s.HeuristicMove(r).String(); got != "roll" {
		t.Fatalf("the greedy rule plays %s here; the scenario needs it to roll", got)
	}
	if got := s.ExpertMove(r).String(); got != "stop" {
		t.Errorf("1 + 3 ends on 4, on top of G: %s, want stop", got)
	}
}

// Egg cards as dice: the expert spends a cheap card to take the group onto
// the beach for a dearer one, and not for a cheaper one.
func TestExpertSpendsACardNearTheBeach(t *testing.T) {
	r := rand.NewPCG(7, 8)
	s := scenario(t, 4, `{"eggs_as_dice":true}`, "17:R")
	faceUpIs(t, s, 1)
	s.hands[0][0]++ // seat 0 has laid the face-up 1
	s.next++
	faceUpIs(t, s, 6)
	play(t, s, "die 3")
	if got := s.ExpertMove(r).String(); got != "card 1" {
		t.Errorf("17 + (3 + card 1) × 2 reaches the beach for a 6 where a die busts one time in three: %s, want card 1", got)
	}
}

// The last card: with the deck empty the beach ends the game, and the
// expert reaches it when that wins and keeps away from it when that loses.
func TestExpertEndsTheGameOnlyToWin(t *testing.T) {
	r := rand.NewPCG(9, 10)
	for _, c := range []struct {
		deck, mine string
		want       string
	}{{`[0,0,0,0,1,1]`, "5 against 6", "stop"}, {`[1,0,0,0,0,2]`, "1 against 12", "roll"}} {
		s := scenario(t, 4, `{"removed":0,"deck":`+c.deck+`}`, "17:R")
		for i := s.next; i < s.ncards; i++ {
			seat := 0 // the card below 6; seat 1 the sixes
			if s.cards[i] == 6 {
				seat = 1
			}
			s.hands[seat][s.cards[i]-1]++
		}
		s.next = s.ncards
		play(t, s, "die 2", "roll", "die 1")
		if got := s.ExpertMove(r).String(); got != c.want {
			t.Errorf("%s eggs, 17 + 3 × 3 ends the game: %s, want %s", c.mine, got, c.want)
		}
	}
}
