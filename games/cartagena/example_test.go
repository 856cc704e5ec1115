package cartagena

import "testing"

// The rulebook's illustration is not printed in full, so this is a board
// consistent with every fact its text states, in the Tortuga variant with
// blue (seat 0), red (seat 1) and yellow (seat 2):
//   - flags on 12, 17 and 23; 12 and 17 occupied, 23 free (yellow's example);
//   - red on 8, two pirates on 6, space 7 empty (red's example);
//   - sabres on 6 (occupied), 7, 15 and 24 (free) (blue's first choice);
//   - blue on the start, twice on 6, on 17 (with two others) and alone on 18;
//     one pirate on 12; nobody on 13-16 (blue's second choice);
//   - a bottle on 18 and every bottle space after 17 occupied (blue's third);
//   - blue holds four sabres and a bottle, nobody else a sabre, and the
//     open row's second and third cards are sabres.
var rulebookExample = position{
	variant: "tortuga",
	players: 3,
	board: "start:01122 | F P K B T S00 | S K1 P2 B T F1 | P K S T F012 B0 | " +
		"K B1 P T F S | T F B0 S K P | S P T K F B2 | boat:2",
	hands: []string{"SSSSBK", "FPK", "TKB"},
	row:   "FSSKPBTFKPBT",
}

// TestRulebookYellowFlag: yellow plays a flag and moves a pirate from 9 to
// 23, passing 12 and 17 because they are occupied.
func TestRulebookYellowFlag(t *testing.T) {
	ps := rulebookExample
	ps.turn, ps.hands = 2, []string{"SSSSBK", "FPK", "TKBF"}
	s := ps.state(t)
	play(t, s, fwd(Flag, 9))
	want := "start:01122 | F P K B T S00 | S K1 P B T F1 | P K S T F012 B0 | " +
		"K B1 P T F2 S | T F B0 S K P | S P T K F B2 | boat:2"
	if got := s.Board(); got != want {
		t.Errorf("after yellow's flag from 9:\n got %s\nwant %s", got, want)
	}
	if got := s.hand(2); got != "KBT" {
		t.Errorf("yellow's hand %q, want the flag gone: KBT", got)
	}
}

// TestRulebookRedBack: red moves a pirate back from 8 to 6, where two
// pirates stand, and draws two cards (from the row, in Tortuga).
func TestRulebookRedBack(t *testing.T) {
	ps := rulebookExample
	ps.turn = 1
	s := ps.state(t)
	log := play(t, s, back(8))
	want := "start:01122 | F P K B T S001 | S K P2 B T F1 | P K S T F012 B0 | " +
		"K B1 P T F S | T F B0 S K P | S P T K F B2 | boat:2"
	if got := s.Board(); got != want {
		t.Errorf("after red's back move from 8:\n got %s\nwant %s", got, want)
	}
	if got := s.hand(1); got != "FFSPK" {
		t.Errorf("red's hand %q, want FPK and the row's first two cards F, S: FFSPK", got)
	}
	if got := eventsJSON(t, log); got != `[{"type":"back","seat":1,"from":8,"to":6,"draws":2},`+
		`{"type":"draw","seat":1,"card":"flag"},{"type":"draw","seat":1,"card":"sabre"}]` {
		t.Errorf("events %s", got)
	}
}

// TestRulebookBlueSabres is blue's first choice: three sabres move one
// pirate from the start to 7, one from 6 to 15 (passing 7, taken by the first
// action) and one from 6 to 24. The turn then passes to red.
func TestRulebookBlueSabres(t *testing.T) {
	s := rulebookExample.state(t)
	play(t, s, fwd(Sabre, Start), fwd(Sabre, 6), fwd(Sabre, 6))
	want := "start:1122 | F P K B T S | S0 K1 P2 B T F1 | P K S0 T F012 B0 | " +
		"K B1 P T F S0 | T F B0 S K P | S P T K F B2 | boat:2"
	if got := s.Board(); got != want {
		t.Errorf("after three sabres:\n got %s\nwant %s", got, want)
	}
	if s.hand(0) != "SKB" || s.turn != 1 || s.actions != 0 {
		t.Errorf("blue holds %q, turn %d actions %d; want SKB and red's turn", s.hand(0), s.turn, s.actions)
	}
}

// TestRulebookBlueBackThree is blue's second choice: three back moves, from
// 17 to 12 (one card), from 18 to 17 (two cards) and with the same pirate
// from 17 to 12 (two cards): five cards, the first five of the row.
func TestRulebookBlueBackThree(t *testing.T) {
	s := rulebookExample.state(t)
	play(t, s, back(17), back(18), back(17))
	want := "start:01122 | F P K B T S00 | S K1 P2 B T F001 | P K S T F12 B | " +
		"K B1 P T F S | T F B0 S K P | S P T K F B2 | boat:2"
	if got := s.Board(); got != want {
		t.Errorf("after three back moves:\n got %s\nwant %s", got, want)
	}
	if got := s.held[0]; got != 6+5 {
		t.Errorf("blue holds %d cards, want 6 + 1 + 2 + 2 = 11", got)
	}
	if s.hand(0) != "FSSSSSSPKKB" || s.rowLeft() != "BTFKPBT" {
		t.Errorf("blue holds %q, row %q; want the row's FSSKP added", s.hand(0), s.rowLeft())
	}
}

// TestRulebookBlueMiddle is blue's third choice: a bottle takes the pirate on
// 17 past the occupied bottle spaces into the boat; the pirate on 18 goes
// back to 17, now with two pirates, for two cards, freeing the bottle space;
// a sabre takes a pirate from the start to 7.
func TestRulebookBlueMiddle(t *testing.T) {
	s := rulebookExample.state(t)
	log := play(t, s, fwd(Bottle, 17))
	if got := eventsJSON(t, log); got != `[{"type":"forward","seat":0,"card":"bottle","from":17,"to":37}]` {
		t.Errorf("bottle from 17: events %s, want the pirate in the boat (37)", got)
	}
	play(t, s, back(18), fwd(Sabre, Start))
	want := "start:1122 | F P K B T S00 | S0 K1 P2 B T F1 | P K S T F012 B | " +
		"K B1 P T F S | T F B0 S K P | S P T K F B2 | boat:02"
	if got := s.Board(); got != want {
		t.Errorf("after bottle, back, sabre:\n got %s\nwant %s", got, want)
	}
	if s.hand(0) != "FSSSSK" || s.turn != 1 {
		t.Errorf("blue holds %q (want the row's F, S added to SSSK), turn %d", s.hand(0), s.turn)
	}
	if got := s.forwardTarget(11, Bottle); got != 18 {
		t.Errorf("a bottle from 11 now goes to %d, want the freed space 18", got)
	}
}
