package tortuga

import (
	"testing"

	"caribe/engine"
	"github.com/google/go-cmp/cmp"
)

// Rulebook, "Процесс игры", example: the first die shows 2, the second 6;
// 2 + 6 = 8 is over 7, so the turtle goes back to the raft.
func TestRulebookTwoThenSixBusts(t *testing.T) {
	s := scenario(t, 4, "", "raft:YBG 9:R")
	play(t, s, "die 2", "roll", "die 6")
	wantBoard(t, s, "raft:RYBG")
	if s.Actor() != engine.Chance || s.turn != 1 {
		t.Fatalf("after a bust the turn passes to seat 1's first die; got turn %d, actor %v", s.turn, s.Actor())
	}
}

// Rulebook, "Перемещение черепахи": dice 4 and 2, 4 + 2 = 6, the turtle moves 6 × 2 = 12.
func TestRulebookFourPlusTwoMovesTwelve(t *testing.T) {
	s := scenario(t, 4, "", "")
	ev := play(t, s, "die 4", "roll", "die 2", "stop")
	wantBoard(t, s, "raft:YBG 12:R")
	if m, ok := ev[1].(Moved); !ok || m.Spaces != 12 || m.Multiplier != 2 {
		t.Fatalf("want a move of 12 (×2), got %+v", ev)
	}
}

// Rulebook: dice 2, 1 and 4 make 7, the turtle moves 7 × 3 = 21, all round
// the island to the space it started from, passing the beach.
func TestRulebookTwoOneFourMovesTwentyOne(t *testing.T) {
	s := scenario(t, 4, "", "5:R")
	faceUpIs(t, s, 3)
	play(t, s, "die 2", "roll", "die 1", "roll", "die 4")
	wantBoard(t, s, "raft:YBG 5:R")
	if got := s.Scores(nil)[0]; got != 3 {
		t.Fatalf("going round passes the beach: red should lay 3 eggs, has %d", got)
	}
}

// Rulebook: "if the turtle was on the raft, it now ends on space 21, the beach".
func TestRulebookTwentyOneFromRaftLandsOnBeach(t *testing.T) {
	s := scenario(t, 4, "", "")
	faceUpIs(t, s, 4)
	play(t, s, "die 2", "roll", "die 1", "roll", "die 4")
	wantBoard(t, s, "raft:YBG 21:R")
	if got := s.Scores(nil)[0]; got != 4 {
		t.Fatalf("red reached the beach and should lay 4 eggs, has %d", got)
	}
}

// Rulebook, "Карты кладок", example and its illustration: red (middle) on
// blue (bottom) with yellow on top, at space 18. Red's turn: the first die
// shows 1; yellow's owner asks for the second (2) and the third (3); red and
// yellow move (1 + 2 + 3) × 3 = 18 to space 15, passing the beach, blue stays,
// and yellow's owner takes the face-up card of 5 eggs.
func TestRulebookRedYellowBlueStack(t *testing.T) {
	s := scenario(t, 4, "", "raft:G 18:BRY")
	faceUpIs(t, s, 5)
	play(t, s, "die 1")
	if s.Actor() != 1 {
		t.Fatalf("yellow's owner (seat 1) decides for the stack, not %v", s.Actor())
	}
	play(t, s, "roll", "die 2")
	if s.Actor() != 1 {
		t.Fatalf("yellow's owner still decides, not %v", s.Actor())
	}
	ev := play(t, s, "roll", "die 3")
	wantBoard(t, s, "raft:G 15:RY 18:B")
	if diff := cmp.Diff([]int{0, 5, 0, 0}, s.Scores(nil)); diff != "" {
		t.Fatalf("yellow's owner lays 5 eggs, red's none (-want +got):\n%s", diff)
	}
	var laid Laid
	for _, e := range ev {
		if l, ok := e.(Laid); ok {
			laid = l
		}
	}
	if laid.Seat != 1 || laid.Eggs != 5 || laid.Turtle != 1 {
		t.Fatalf("want yellow's owner to lay 5 eggs, events %+v", ev)
	}
}

// Rulebook, "Конец игры", example: Marina 1,3,3,4,5,6 = 22; Evgeny 1,2,4,4,6 =
// 17; Darya 2,3,4,6 and the 7-egg beach = 22; Andrey 3,3,4,5,5 = 20. Marina
// and Darya tie on 22, but Marina has 6 cards to Darya's 5 (4 and the beach):
// Marina wins. Here Darya's turtle ends the game by reaching the beach once
// the twenty cards are gone.
func TestRulebookMarinaDashaTieBreak(t *testing.T) {
	s := scenario(t, 4, "", "20:B")
	s.hands[0] = [6]int8{1, 0, 2, 1, 1, 1}           // Marina
	s.hands[1] = [6]int8{1, 1, 0, 2, 0, 1}           // Evgeny
	s.hands[2] = [6]int8{0, 1, 1, 1, 0, 1}           // Darya
	s.hands[3] = [6]int8{0, 0, 2, 1, 2, 0}           // Andrey
	s.cards, s.ncards = [maxDeck]int8{1, 2, 5, 5}, 4 // removed at set-up
	s.next = s.ncards
	s.startTurn(2)
	s.setPhase(s.phase)
	if err := s.Check(); err != nil {
		t.Fatalf("the example's cards must be the whole deck: %v", err)
	}
	ev := play(t, s, "die 1", "stop")
	if s.Actor() != engine.Nobody {
		t.Fatalf("the 7-egg beach ends the game at once, actor %v", s.Actor())
	}
	if diff := cmp.Diff([]int{22, 17, 22, 20}, s.Scores(nil)); diff != "" {
		t.Fatalf("scores (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]int{0}, s.Winners(nil)); diff != "" {
		t.Fatalf("Marina wins on cards (-want +got):\n%s", diff)
	}
	if over, ok := ev[len(ev)-1].(GameOver); !ok || !cmp.Equal(over.Winners, []int{0}) {
		t.Fatalf("last event should announce Marina, got %+v", ev)
	}
}

// Rulebook, "Вариант игры", example: holding a card of 2 eggs, the first die
// shows 5; spending the card makes (5 + 2) × 2 = 14, and the card leaves the game.
func TestRulebookVariantFivePlusCardTwo(t *testing.T) {
	s := scenario(t, 4, `{"eggs_as_dice":true}`, "")
	faceUpIs(t, s, 2) // seat 0 laid eggs earlier and took a card of 2
	s.hands[0][1] = 1
	s.next++
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	play(t, s, "die 5", "card 2", "stop")
	wantBoard(t, s, "raft:YBG 14:R")
	if s.hands[0][1] != 0 || s.spent[1] != 1 || s.Scores(nil)[0] != 0 {
		t.Fatalf("the spent card leaves the game and scores nothing: hand %v spent %v", s.hands[0], s.spent)
	}
}
