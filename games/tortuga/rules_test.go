package tortuga

import (
	"encoding/json"
	"strings"
	"testing"

	"caribe/engine"
	"github.com/google/go-cmp/cmp"
)

// Rulings: "The first die is always rolled"; nothing else is legal before it.
func TestFirstDieIsAlwaysRolled(t *testing.T) {
	s := scenario(t, 4, `{"eggs_as_dice":true}`, "")
	if s.Actor() != engine.Chance {
		t.Fatalf("a turn opens with the first die, actor %v", s.Actor())
	}
	refused(t, s, "stop", "a die is being rolled")
	refused(t, s, "card 2", "a die is being rolled")
	refused(t, s, "die 7", "a die shows 1 to 6")
}

// Rulebook, "Поездка верхом": a turtle that ends on another is laid on top of it.
func TestLandingOnAStackClimbsOnTop(t *testing.T) {
	s := scenario(t, 4, "", "3:BY")
	play(t, s, "die 3", "stop")
	wantBoard(t, s, "raft:G 3:BYR")
}

// Rulebook: turtles below the moving one stay; it carries those above.
func TestMovingTurtleCarriesOnlyThoseAbove(t *testing.T) {
	s := scenario(t, 4, "", "6:BRYG")
	play(t, s, "die 2", "stop")
	wantBoard(t, s, "6:B 8:RYG")
}

// Rulebook and rulings: a bust sends the moving turtle and those above it to
// the raft, where the stack dissolves; those below stay.
func TestBustSendsTheGroupToTheRaft(t *testing.T) {
	s := scenario(t, 4, "", "6:BRYG")
	play(t, s, "die 5", "roll", "die 4")
	wantBoard(t, s, "raft:RYG 6:B")
}

// Rulebook: a third die that keeps the sum at most 7 moves the group sum × 3
// without a further decision; one that passes 7 busts.
func TestThirdDie(t *testing.T) {
	s := scenario(t, 4, "", "")
	play(t, s, "die 1", "roll", "die 1", "roll", "die 1")
	wantBoard(t, s, "raft:YBG 9:R")
	play(t, s, "die 3", "roll", "die 3", "roll", "die 2")
	wantBoard(t, s, "raft:YBG 9:R")
	if s.turn != 2 {
		t.Fatalf("yellow busted; seat 2 is next, not %d", s.turn)
	}
}

// Rulings: a move that ends exactly on 21 reaches the beach; from 21 a
// short move does not.
func TestBeachExactlyAndFromTheBeach(t *testing.T) {
	s := scenario(t, 4, "", "18:R 21:Y")
	faceUpIs(t, s, 6)
	play(t, s, "die 3", "stop")
	wantBoard(t, s, "raft:BG 21:YR")
	if s.Scores(nil)[0] != 6 {
		t.Fatalf("red lands on 21 and lays 6, scores %v", s.Scores(nil))
	}
	s = scenario(t, 4, "", "21:R")
	play(t, s, "die 1", "stop")
	wantBoard(t, s, "raft:YBG 1:R")
	if s.Scores(nil)[0] != 0 {
		t.Fatalf("leaving the beach lays nothing, scores %v", s.Scores(nil))
	}
}

// Rulebook, "Игра вдвоём и втроём": with two turtles the player chooses which
// moves first, then the other moves.
func TestTwoTurtlesChooseThenMoveBoth(t *testing.T) {
	s := scenario(t, 2, "", "")
	if diff := cmp.Diff([]Move{{Choose, 0}, {Choose, 1}}, s.Legal(nil)); diff != "" {
		t.Fatalf("seat 0 chooses between its turtles (-want +got):\n%s", diff)
	}
	refused(t, s, "choose 2", "not one of seat 0's turtles")
	refused(t, s, "die 3", "must first choose")
	play(t, s, "choose 1", "die 2", "stop")
	wantBoard(t, s, "raft:RBG 2:Y")
	if s.Actor() != engine.Chance || s.mover != 0 || s.turn != 0 {
		t.Fatalf("red, seat 0's other turtle, moves next: mover %d turn %d", s.mover, s.turn)
	}
	play(t, s, "die 2", "stop")
	wantBoard(t, s, "raft:BG 2:YR")
	if s.Actor() != 1 || s.phase != phaseChoose {
		t.Fatalf("then seat 1 chooses, actor %v", s.Actor())
	}
}

// Rulings: the game ends at once when the 7 eggs are laid, before a second turtle moves.
func TestBeachEndsTheGameBeforeTheSecondTurtle(t *testing.T) {
	s := scenario(t, 2, "", "20:R")
	for s.next < s.ncards {
		s.hands[0][s.cards[s.next]-1]++
		s.next++
	}
	play(t, s, "choose 0", "die 1", "stop")
	if s.Actor() != engine.Nobody {
		t.Fatalf("the game should be over, %v", s)
	}
	refused(t, s, "die 1", "game is over")
	if len(s.Legal(nil)) != 0 {
		t.Fatalf("no legal move after the end")
	}
}

// Rulebook: once the last card is taken, the 7-egg beach waits for the next group.
func TestLastCardThenSevenEggBeach(t *testing.T) {
	s := scenario(t, 4, "", "20:R 19:Y")
	for s.next < s.ncards-1 {
		s.hands[3][s.cards[s.next]-1]++
		s.next++
	}
	last := s.cards[s.next]
	play(t, s, "die 1", "stop")
	if s.Actor() != engine.Chance || s.hands[0][last-1] == 0 || s.faceUp() != 0 {
		t.Fatalf("red takes the last card (%d) and the game goes on: %v", last, s)
	}
	play(t, s, "die 2", "stop")
	if s.Actor() != engine.Nobody || s.beachBy != 1 {
		t.Fatalf("yellow reaches the uncovered beach and ends the game: %v", s)
	}
}

// Rulebook, "Вариант игры": a card may stand for the 2nd or 3rd die, not the
// first; at most one a turn; the sum stays at most 7; only the top turtle's
// owner's own cards; not at all unless the variant is on.
func TestEggCardsAsDice(t *testing.T) {
	s := scenario(t, 2, `{"eggs_as_dice":true}`, "")
	for _, v := range []int8{2, 4} {
		faceUpIs(t, s, v)
		s.hands[0][v-1]++
		s.next++
	}
	play(t, s, "choose 0", "die 4")
	if diff := cmp.Diff([]Move{{Kind: Stop}, {Kind: Roll}, {Card, 2}}, s.Legal(nil)); diff != "" {
		t.Fatalf("4 + card 4 would pass 7 (-want +got):\n%s", diff)
	}
	refused(t, s, "card 4", "over 7")
	refused(t, s, "card 3", "no egg card with 3 eggs")
	play(t, s, "card 2", "stop")
	play(t, s, "die 1")
	refused(t, s, "card 4", "only one egg card")
	if len(s.Legal(nil)) != 2 {
		t.Fatalf("no card for the second turtle in the same turn: %v", s.Legal(nil))
	}

	off := scenario(t, 4, "", "")
	faceUpIs(t, off, 2)
	off.hands[0][1] = 1
	off.next++
	play(t, off, "die 1")
	refused(t, off, "card 2", "not enabled")
}

// Rulings: on a stack, the top turtle's owner spends their own card; the
// turn owner's cards are not theirs to offer.
func TestEggCardBelongsToTheTopTurtlesOwner(t *testing.T) {
	s := scenario(t, 4, `{"eggs_as_dice":true}`, "4:RY")
	faceUpIs(t, s, 3)
	s.hands[0][2] = 1
	s.next++
	play(t, s, "die 2")
	if s.Actor() != 1 {
		t.Fatalf("yellow's owner decides, got %v", s.Actor())
	}
	refused(t, s, "card 3", "seat 1, the top turtle's owner, holds no egg card with 3 eggs")
}

// Rulings: 4 cards are removed unseen and the top card is face up: a view
// shows the face-up card and how many remain, never the hidden order.
func TestViewHidesTheDeckOrder(t *testing.T) {
	a, err := New(4, json.RawMessage(`{}`), 3)
	if err != nil {
		t.Fatal(err)
	}
	b := a.Clone()
	b.cards[0], b.cards[1] = 6, 1
	b.cards[b.next+2], b.cards[b.ncards-1] = b.cards[b.ncards-1], b.cards[b.next+2]
	va, _ := json.Marshal(a.View(0))
	vb, _ := json.Marshal(b.View(2))
	if string(va) != string(vb) {
		t.Fatalf("views differ although only hidden cards differ:\n%s\n%s", va, vb)
	}
	v := a.View(-1).(View)
	if v.DeckLeft != 20 || v.FaceUp != a.cards[RemovedCards] {
		t.Fatalf("view: %d cards left with %d face up, want 20 with %d", v.DeckLeft, v.FaceUp, a.cards[RemovedCards])
	}
	var keys map[string]json.RawMessage
	if err := json.Unmarshal(va, &keys); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"deck", "removed", "rng"} {
		if _, ok := keys[k]; ok {
			t.Fatalf("view carries %q: %s", k, va)
		}
	}
}

// Options are checked and named.
func TestOptionErrors(t *testing.T) {
	for _, c := range []struct {
		players int
		options string
		want    string
	}{
		{4, `{"two_turtles":true}`, "2 or 3 players"},
		{4, `{"eggs_as_dise":true}`, "eggs_as_dise"},
		{4, `{"deck":[1,1,1,1,0,0]}`, "more than the 4 removed"},
		{4, `{"first":4}`, "seat 4"},
		{8, `{}`, "2 to 7 players"},
		{3, `[1]`, "tortuga options"},
	} {
		if _, err := New(c.players, json.RawMessage(c.options), 1); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%d players %s: error %v, want it to mention %q", c.players, c.options, err, c.want)
		}
	}
	s, err := New(3, json.RawMessage(`{"two_turtles":false,"first":2}`), 1)
	if err != nil || s.cfg.turtles() != 3 || s.Actor() != engine.Chance || s.turn != 2 {
		t.Fatalf("three players with one turtle each, seat 2 first: %v %v", s, err)
	}
}
