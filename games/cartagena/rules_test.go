package cartagena

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"caribe/engine"
)

// The rule tests use a plain tunnel, every segment "F S P K B T": flags on
// 1, 7, 13, ..., sabres on 2, 8, 14, ..., tricorns on 6, 12, ..., 36.

// allBut lists every card of the deck except those given, as sorted letters.
func allBut(cards string) string {
	var b strings.Builder
	for c := range Symbols {
		b.WriteString(strings.Repeat(Letters[c:c+1], CardsPerSymbol-strings.Count(cards, Letters[c:c+1])))
	}
	return b.String()
}

// TestBackPassesEmptyAndFullSpaces: going back, a pirate passes empty spaces
// and spaces with three pirates, stops on the nearest with one and draws one card.
func TestBackPassesEmptyAndFullSpaces(t *testing.T) {
	s := position{players: 2,
		board: "start:0001111 | F S P K B1 T | F S001 P K0 B T | F S P K B T | F S P K B T | F S P K B T | F S P K B T | boat:",
		hands: []string{"F", "S"}, draw: "K",
	}.state(t)
	log := play(t, s, back(10))
	want := "start:0001111 | F S P K B01 T | F S001 P K B T | F S P K B T | F S P K B T | F S P K B T | F S P K B T | boat:"
	if got := s.Board(); got != want {
		t.Errorf("back from 10 passing full 8:\n got %s\nwant %s", got, want)
	}
	if s.hand(0) != "FK" {
		t.Errorf("seat 0 holds %q, want F and the one card drawn, K", s.hand(0))
	}
	if got := eventsJSON(t, log); got != `[{"type":"back","seat":0,"from":10,"to":5,"draws":1},{"type":"draw","seat":0}]` {
		t.Errorf("events %s: a card from the hidden draw pile is not named", got)
	}
}

// TestBackNeedsASpaceBehind: with nothing but empty or full spaces behind it
// a pirate cannot move back, and nobody moves back onto the start.
func TestBackNeedsASpaceBehind(t *testing.T) {
	s := position{players: 2,
		board: "start:00000111 | F S0 P K B T | F S111 P K B T | F S P K B T | F S P K B T | F S P K B T | F S P K B T | boat:",
		hands: []string{"F", "S"},
	}.state(t)
	before, _ := s.MarshalJSON()
	err := s.Apply(back(2), nil)
	if err == nil || !strings.Contains(err.Error(), "no space behind space 2 holds one or two pirates") {
		t.Errorf("back from 2 with only the start behind: %v", err)
	}
	if after, _ := s.MarshalJSON(); !bytes.Equal(before, after) {
		t.Errorf("a refused move changed the state")
	}
	want := []Move{fwd(Flag, Start), fwd(Flag, 2)}
	if diff := cmp.Diff(want, s.Legal(nil)); diff != "" {
		t.Errorf("legal moves (-want +got):\n%s", diff)
	}
}

// TestBackFromTheBoat: a pirate in the boat may move back too, here passing
// the full space 36 and the empty 35 to 34, with two pirates: two cards.
func TestBackFromTheBoat(t *testing.T) {
	s := position{players: 2,
		board: "start:000001 | F S P K B T | F S P K B T | F S P K B T | F S P K B T | F S P K B T | F S P K11 B T111 | boat:0",
		hands: []string{"", "S"}, draw: "PB",
	}.state(t)
	play(t, s, back(Boat))
	want := "start:000001 | F S P K B T | F S P K B T | F S P K B T | F S P K B T | F S P K B T | F S P K011 B T111 | boat:"
	if got := s.Board(); got != want {
		t.Errorf("back from the boat:\n got %s\nwant %s", got, want)
	}
	if s.hand(0) != "PB" {
		t.Errorf("seat 0 holds %q, want the two cards drawn, PB", s.hand(0))
	}
}

// TestForwardIntoTheBoat: with no free space of the card's symbol ahead (the
// last tricorn is taken, or no space is left at all), the pirate boards.
func TestForwardIntoTheBoat(t *testing.T) {
	s := position{players: 2,
		board: "start:0000111111 | F S P K B T | F S P K B T | F S P K B T | F S P K B T | F S P K B T0 | F S P K B T0 | boat:",
		hands: []string{"TF", "S"},
	}.state(t)
	log := play(t, s, fwd(Tricorn, 30), fwd(Flag, 36))
	want := "start:0000111111 | F S P K B T | F S P K B T | F S P K B T | F S P K B T | F S P K B T | F S P K B T | boat:00"
	if got := s.Board(); got != want {
		t.Errorf("tricorn from 30, flag from 36:\n got %s\nwant %s", got, want)
	}
	if got := eventsJSON(t, log); got != `[{"type":"forward","seat":0,"card":"tricorn","from":30,"to":37},`+
		`{"type":"forward","seat":0,"card":"flag","from":36,"to":37}]` {
		t.Errorf("events %s", got)
	}
	if got := s.Scores(nil); !cmp.Equal(got, []int{2, 0}) {
		t.Errorf("scores %v, want the pirates in the boat: [2 0]", got)
	}
}

// TestGameEndsMidTurn: the game ends the moment the sixth pirate boards; the
// rest of the turn is not played and that player alone wins.
func TestGameEndsMidTurn(t *testing.T) {
	s := position{players: 2,
		board: "start:111111 | F S P K B T | F S P K B T | F S P K B T | F S P K B T | F S P K B T | F S P K B T0 | boat:00000",
		hands: []string{"FF", "S"},
	}.state(t)
	log := play(t, s, fwd(Flag, 36))
	if got := eventsJSON(t, log); got != `[{"type":"forward","seat":0,"card":"flag","from":36,"to":37},`+
		`{"type":"game_over","reason":"boat","scores":[6,0],"winners":[0]}]` {
		t.Errorf("events %s", got)
	}
	if s.Actor() != engine.Nobody || len(s.Legal(nil)) != 0 || !cmp.Equal(s.Winners(nil), []int{0}) {
		t.Errorf("after the sixth pirate boarded: actor %v, legal %v, winners %v", s.Actor(), s.Legal(nil), s.Winners(nil))
	}
	err := s.Apply(end, nil)
	if err == nil || err.Error() != "the game is over: seat 0 has all six pirates in the boat" {
		t.Errorf("ending the turn after the game ended: %v", err)
	}
	if !strings.HasSuffix(s.String(), "|| over, winners 0 | hands F,S | draw 99 discard 1") {
		t.Errorf("String() = %s", s)
	}
}

// TestTurnOfOneToThreeActions: a turn needs one action, may end after one or
// two, and passes by itself after the third.
func TestTurnOfOneToThreeActions(t *testing.T) {
	s := position{players: 2,
		board: "start:000000111111 | F S P K B T | F S P K B T | F S P K B T | F S P K B T | F S P K B T | F S P K B T | boat:",
		hands: []string{"FSPKBT", "FSP"},
	}.state(t)
	if err := s.Apply(end, nil); err == nil || !strings.Contains(err.Error(), "a turn needs at least one action") {
		t.Errorf("ending a turn before any action: %v", err)
	}
	play(t, s, fwd(Flag, Start))
	if l := s.Legal(nil); l[len(l)-1] != end {
		t.Errorf("after one action the last legal move is %v, want end", l[len(l)-1])
	}
	if got := eventsJSON(t, play(t, s, end)); got != `[{"type":"end","seat":0},{"type":"turn","seat":1}]` {
		t.Errorf("end: events %s", got)
	}
	// Seat 1's flag passes space 1, taken by seat 0's pirate, to 7.
	log := play(t, s, fwd(Flag, Start), fwd(Sabre, Start), fwd(Pistol, Start))
	if got := eventsJSON(t, log[len(log)-1:]); got != `[{"type":"turn","seat":0}]` || s.turn != 0 || s.actions != 0 {
		t.Errorf("after three actions: last event %s, seat %d with %d actions; want seat 0's turn", got, s.turn, s.actions)
	}
	want := "start:00000111 | F0 S1 P1 K B T | F1 S P K B T | F S P K B T | F S P K B T | F S P K B T | F S P K B T | boat:"
	if got := s.Board(); got != want {
		t.Errorf("board\n got %s\nwant %s", got, want)
	}
}

// TestForcedPass: a player who can neither play a card nor move a pirate
// back passes; passing is refused to anyone who can act.
func TestForcedPass(t *testing.T) {
	s := position{players: 3,
		board: "start:00000111111222222 | F S P K B T | F S0 P K B T | F S P K B T | F S P K B T | F S P K B T | F S P K B T | boat:",
		hands: []string{"", "", "K"}, turn: 1,
	}.state(t)
	if diff := cmp.Diff([]Move{pass}, s.Legal(nil)); diff != "" {
		t.Errorf("seat 1, no card and no pirate out of the start (-want +got):\n%s", diff)
	}
	if got := eventsJSON(t, play(t, s, pass)); got != `[{"type":"pass","seat":1},{"type":"turn","seat":2}]` {
		t.Errorf("pass: events %s", got)
	}
	if err := s.Apply(pass, nil); err == nil || !strings.Contains(err.Error(), "seat 2 holds cards to play") {
		t.Errorf("seat 2 passing with a key in hand: %v", err)
	}
	play(t, s, fwd(Key, Start), end)
	if err := s.Apply(pass, nil); err == nil || !strings.Contains(err.Error(), "seat 0 has a pirate that can move back") {
		t.Errorf("seat 0 passing with no card but a pirate on 8 that can go back to 4: %v", err)
	}
}

// TestStalled: when no player can act any more (no cards in hand, no pirate
// with a space of one or two pirates behind it) nothing can ever change, so
// the game ends at once and the most pirates in the boat win.
func TestStalled(t *testing.T) {
	s := position{players: 2,
		board: "start:111 | F S P K B T | F S P K000 B T | F S P111 K B T | F S P K B T | F S P K B T | F S P K B T0 | boat:00",
		hands: []string{"B", ""},
	}.state(t)
	log := play(t, s, fwd(Bottle, 36))
	if got := eventsJSON(t, log); got != `[{"type":"forward","seat":0,"card":"bottle","from":36,"to":37},`+
		`{"type":"game_over","reason":"stalled","scores":[3,0],"winners":[0]}]` {
		t.Errorf("events %s", got)
	}
	tie := position{players: 2,
		board: "start: | F S P K B T | F S P K000 B T | F S P111 K B T | F S P K B T | F S P K B T | F S P K B T | boat:000111",
		hands: []string{"", ""},
	}.state(t)
	if tie.Actor() != engine.Nobody || !cmp.Equal(tie.Winners(nil), []int{0, 1}) {
		t.Errorf("stalled with three aboard each: actor %v, winners %v; want over, shared", tie.Actor(), tie.Winners(nil))
	}
}

// TestLastCardOfTheDrawPile: drawing two with one card left takes it, then
// shuffles the discard pile into a new draw pile and takes the second.
func TestLastCardOfTheDrawPile(t *testing.T) {
	s := position{players: 2,
		board: "start:000001111 | F S P K B T | F S11 P K B T | F S P K B T | F S0 P K B T | F S P K B T | F S P K B T | boat:",
		hands: []string{"F", "S"}, draw: "K", rest: "discard",
	}.state(t)
	discarded := s.discarded()
	log := play(t, s, back(20))
	want := `[{"type":"back","seat":0,"from":20,"to":8,"draws":2},{"type":"draw","seat":0},` +
		`{"type":"reshuffle","cards":` + itoa(discarded) + `},{"type":"draw","seat":0}]`
	if got := eventsJSON(t, log); got != want {
		t.Errorf("events\n got %s\nwant %s", got, want)
	}
	if s.held[0] != 3 || s.hands[0][Key] != 1 || int(s.npile) != discarded-1 || s.discarded() != 0 {
		t.Errorf("seat 0 holds %q, draw pile %d, discard %d; want F, K and one more, %d and 0",
			s.hand(0), s.npile, s.discarded(), discarded-1)
	}
}

// TestNothingLeftToDraw: with the draw and discard piles both empty, the
// back move is still legal and draws what there is: nothing.
func TestNothingLeftToDraw(t *testing.T) {
	s := position{players: 2,
		board: "start:000001111 | F S P K B T | F S11 P K B T | F S P K B T | F S0 P K B T | F S P K B T | F S P K B T | boat:",
		hands: []string{allBut(""), ""},
	}.state(t)
	log := play(t, s, back(20))
	if got := eventsJSON(t, log); got != `[{"type":"back","seat":0,"from":20,"to":8,"draws":2}]` {
		t.Errorf("events %s", got)
	}
	if s.held[0] != Cards {
		t.Errorf("seat 0 holds %d cards, want all %d", s.held[0], Cards)
	}
}

// TestTortugaRowRefill: drawing the row's last card lays out the next twelve
// from the draw pile at once, and a second card comes from the new row.
func TestTortugaRowRefill(t *testing.T) {
	s := position{variant: "tortuga", players: 2,
		board: "start:000001111 | F S P K B T | F S11 P K B T | F S P K B T | F S0 P K B T | F S P K B T | F S P K B T | boat:",
		hands: []string{"F", "S"}, row: "K", draw: "FSPKBTFSPKBT",
	}.state(t)
	log := play(t, s, back(20))
	want := `[{"type":"back","seat":0,"from":20,"to":8,"draws":2},{"type":"draw","seat":0,"card":"key"},` +
		`{"type":"row","cards":"FSPKBTFSPKBT"},{"type":"draw","seat":0,"card":"flag"}]`
	if got := eventsJSON(t, log); got != want {
		t.Errorf("events\n got %s\nwant %s", got, want)
	}
	if s.hand(0) != "FFK" || s.rowLeft() != "SPKBTFSPKBT" {
		t.Errorf("seat 0 holds %q, row %q", s.hand(0), s.rowLeft())
	}
}

// TestTortugaRowRefillAcrossReshuffle: a new row takes what the draw pile
// has, then the discard pile shuffled; with both exhausted it is shorter.
func TestTortugaRowRefillAcrossReshuffle(t *testing.T) {
	s := position{variant: "tortuga", players: 2,
		board: "start:000001111 | F S P K B T | F S11 P K B T | F S P K B T | F S0 P K B T | F S P K B T | F S P K B T | boat:",
		hands: []string{"F", "S"}, row: "K", draw: "FSP", discard: "TTTT", rest: "discard",
	}.state(t)
	log := play(t, s, back(20))
	if got := eventsJSON(t, log[2:3]); got != `[{"type":"reshuffle","cards":`+itoa(Cards-6)+`}]` {
		t.Errorf("third event %s, want the discard pile reshuffled", got)
	}
	if s.rowLen != RowSize || s.rowLeft()[:2] != "SP" || int(s.npile) != Cards-6-9 {
		t.Errorf("row %q, draw pile %d; want F, S, P then 9 reshuffled cards, 1 taken", s.rowLeft(), s.npile)
	}

	short := position{variant: "tortuga", players: 2,
		board: "start:000001111 | F S P K B T | F S11 P K B T | F S P K B T | F S0 P K B T | F S P K B T | F S P K B T | boat:",
		hands: []string{allBut("KFS"), ""}, row: "K", draw: "FS",
	}.state(t)
	log = play(t, short, back(20))
	want := `[{"type":"back","seat":0,"from":20,"to":8,"draws":2},{"type":"draw","seat":0,"card":"key"},` +
		`{"type":"row","cards":"FS"},{"type":"draw","seat":0,"card":"flag"}]`
	if got := eventsJSON(t, log); got != want {
		t.Errorf("row of two left anywhere:\n got %s\nwant %s", got, want)
	}
	play(t, short, fwd(Key, Start), fwd(Key, Start))
	if short.rowLeft() != "S" {
		t.Errorf("row %q, want S still there, the discards waiting for the next refill", short.rowLeft())
	}
}

// TestLegalMoves lists the legal moves of a position exactly: one forward
// move per symbol in hand and pirate position (not from the boat), one back
// move per position with a space of one or two pirates behind, no end
// before the first action.
func TestLegalMoves(t *testing.T) {
	s := position{players: 2,
		board: "start:0001111 | F S P1 K B T | F S0 P K B T | F S01 P K B T | F S P K B T | F S P K B T | F S P K B T | boat:0",
		hands: []string{"SKS", "B"},
	}.state(t)
	want := []Move{fwd(Sabre, Start), fwd(Sabre, 8), fwd(Sabre, 14), fwd(Key, Start), fwd(Key, 8), fwd(Key, 14),
		back(8), back(14), back(Boat)}
	if diff := cmp.Diff(want, s.Legal(nil)); diff != "" {
		t.Errorf("legal moves (-want +got):\n%s", diff)
	}
	play(t, s, fwd(Sabre, 14))
	want = []Move{fwd(Sabre, Start), fwd(Sabre, 8), fwd(Sabre, 20), fwd(Key, Start), fwd(Key, 8), fwd(Key, 20),
		back(8), back(20), back(Boat), end}
	if diff := cmp.Diff(want, s.Legal(nil)); diff != "" {
		t.Errorf("after sabre from 14 (-want +got):\n%s", diff)
	}
}

// TestIllegalMoves: each illegal move names the rule it breaks and leaves the
// state exactly as it was.
func TestIllegalMoves(t *testing.T) {
	s := position{players: 2,
		board: "start:0001111 | F S P1 K B T | F S0 P K B T | F S01 P K B T | F S P K B T | F S P K B T | F S P K B T | boat:0",
		hands: []string{"SKS", "B"},
	}.state(t)
	for _, c := range []struct {
		m    Move
		want string
	}{
		{fwd(Bottle, Start), "seat 0 holds no bottle card to play"},
		{fwd(Sabre, Boat), "a pirate in the boat cannot move forward"},
		{fwd(Sabre, 5), "seat 0 has no pirate on space 5"},
		{fwd(Sabre, 40), "position 40 is off the board"},
		{move(Forward, 7, 0), "no such card symbol 7"},
		{back(Start), "a pirate at the start cannot move back"},
		{back(3), "seat 0 has no pirate on space 3"},
		{end, "a turn needs at least one action"},
		{pass, "seat 0 holds cards to play"},
		{move(9, 0, 0), "no such move kind 9"},
		// A card or kind too large or negative for a Move's bits reads
		// back out of range, and is refused as such.
		{fwd(Sabre, -1), "position -1 is off the board"},
		{move(Forward, -1, 0), "no such card symbol 15"},
		{move(Forward, 100, 0), "no such card symbol 15"},
		{move(-1, 0, 0), "no such move kind 15"},
		{move(100, 0, 0), "no such move kind 15"},
	} {
		before, _ := s.MarshalJSON()
		err := s.Apply(c.m, nil)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: error %v, want %q", c.m, err, c.want)
		}
		if after, _ := s.MarshalJSON(); !bytes.Equal(before, after) {
			t.Errorf("%v: refused, but the state changed", c.m)
		}
	}
}

// TestLegalMatchesApply: over random games, every conceivable move is
// accepted exactly when Legal lists it.
func TestLegalMatchesApply(t *testing.T) {
	var all []Move
	for k := Forward; k <= Pass; k++ {
		for c := range Symbol(Symbols) {
			for pos := int8(-1); pos <= Boat+1; pos++ {
				card, from := c, pos
				if k != Forward {
					card = 0
				}
				if k == End || k == Pass {
					from = 0
				}
				m := move(k, card, from)
				if !slicesContains(all, m) {
					all = append(all, m)
				}
			}
		}
	}
	var c State
	for seed := range uint64(40) {
		s, err := New(2+int(seed%4), json.RawMessage(`{"variant":"`+variantNames[seed%3]+`"}`), seed)
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; s.Actor() != engine.Nobody; step++ {
			legal := s.Legal(nil)
			for _, m := range all {
				c.CopyFrom(s)
				err := c.Apply(m, nil)
				if (err == nil) != slicesContains(legal, m) {
					t.Fatalf("seed %d step %d: %v accepted %v, listed %v\n%v", seed, step, m, err == nil, slicesContains(legal, m), s)
				}
			}
			play(t, s, legal[(step*7+int(seed))%len(legal)])
		}
	}
}

func slicesContains(ms []Move, m Move) bool {
	for _, x := range ms {
		if x == m {
			return true
		}
	}
	return false
}
