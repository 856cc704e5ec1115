package tobago

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"caribe/engine"
	"caribe/games/tobago/island"
)

// rulebookIsland is the small island of the island package's rulebook
// tests (a generated island edited by hand until it matched what the
// rulebook's examples state; it obeys every rule of an island). The
// rulebook's movement examples are laid out on it:
//
//	~   ~   ~   ~   ~   ~   ~   ~   ~   ~   ~   ~   ~   ~
//	  ~   ~   ~   ~   ~   B   R   B   B   ~   ~   ~   ~   ~        row 1: (5,1) (6,1) (7,1) (8,1)
//	~   ~   ~   ~   ~   J   J   R   R   B   ~   ~   ~   ~          row 2: (4,2) (5,2) (6,2) (7,2) (8,2)
//	  ~   ~   ~   ~   J   Jh  M   M↖  Mp  B   R   B   ~   ~        row 3: (3,3) ... (10,3)
//	~   ~   ~   ~   J   J   J   M   L   S   R   S   B   ~          row 4: (2,4) ... (10,4)
//	  ~   ~   ~   B   Jp  J   S   L   L   R   S   S↗  B   ~        row 5: (1,5) ... (10,5)
//	~   ~   ~   B   S   L   M   J   L   R   B   B   Bh  ~          row 6: (0,6) ... (9,6)
//	  ~   Bh  B   S→  S   M   J   J   R   B   ~   ~   ~   ~        row 7: (-2,7) ... (6,7)
//	~   ~   ~   B   S   B   Bh  B   Bp  B   ~   ~   ~   ~          row 8: (-1,8) ... (5,8)
//	  ~   ~   ~   B   B   ~   ~   ~   ~   ~   ~   ~   ~   ~        row 9: (-1,9) (0,9)
const rulebookIsland = `
~   ~   ~   ~   ~   ~   ~   ~   ~   ~   ~   ~   ~   ~
  ~   ~   ~   ~   ~   B   R   B   B   ~   ~   ~   ~   ~
~   ~   ~   ~   ~   J   J   R   R   B   ~   ~   ~   ~
  ~   ~   ~   ~   J   Jh  M   M↖  Mp  B   R   B   ~   ~
~   ~   ~   ~   J   J   J   M   L   S   R   S   B   ~
  ~   ~   ~   B   Jp  J   S   L   L   R   S   S↗  B   ~
~   ~   ~   B   S   L   M   J   L   R   B   B   Bh  ~
  ~   Bh  B   S→  S   M   J   J   R   B   ~   ~   ~   ~
~   ~   ~   B   S   B   Bh  B   Bp  B   ~   ~   ~   ~
  ~   ~   ~   B   B   ~   ~   ~   ~   ~   ~   ~   ~   ~
`

// onRulebookIsland is the options of a game on rulebookIsland, with more.
func onRulebookIsland(more string) string {
	b, _ := json.Marshal(rulebookIsland)
	if more != "" {
		more = "," + more
	}
	return `{"island_map":` + string(b) + more + `}`
}

// Map indexes, for readability.
const (
	white int8 = iota
	grey
	brown
	black
)

// hx is the grid index of hex (q,r).
func hx(q, r int) int16 { return cellOf(island.Hex{Q: q, R: r}) }

// Move constructors for tests.
func placeAt(q, r int) Move { return Move{Kind: Place, Hex: hx(q, r)} }
func stepTo(q, r int) Move  { return Move{Kind: Step, Hex: hx(q, r)} }
func clue(k island.Kind, l island.Label) island.Clue {
	return island.Clue{Kind: k, Label: l}
}
func playOn(c island.Clue, m int8) Move { return Move{Kind: PlayClue, Clue: c, Map: m} }
func raiseMap(m int8) Move              { return Move{Kind: Raise, Map: m} }
func amulet(p Power) Move               { return Move{Kind: UseAmulet, Power: p} }
func removeMarker(m int8, q, r int) Move {
	return Move{Kind: UseAmulet, Power: RemoveMarker, Map: m, Hex: hx(q, r)}
}
func extraClue(c island.Clue, m int8) Move {
	return Move{Kind: UseAmulet, Power: ExtraClue, Clue: c, Map: m}
}

var (
	stop = Move{Kind: Stop}
	take = Move{Kind: Take}
	pass = Move{Kind: Pass}
	end  = Move{Kind: End}
)

// scenario sets up a game whose set-up is skipped: the whole clue deck
// shuffled and no hand dealt, every map empty, the vehicles at the given
// hexes (seat order) and seat 0 to play its turn. Helpers below lay out
// the rest.
func scenario(t *testing.T, players int, options string, vehicles ...island.Hex) *State {
	t.Helper()
	s, err := New(players, json.RawMessage(options), 1)
	if err != nil {
		t.Fatal(err)
	}
	s.shuffleClues(s.cdeck[:s.ncdeck])
	if len(vehicles) != players {
		t.Fatalf("scenario: %d vehicles for %d players", len(vehicles), players)
	}
	for p, h := range vehicles {
		s.at[p] = cellOf(h)
	}
	s.startTurn(0, nil)
	mustCheck(t, s)
	return s
}

// fromDeck takes a card of clue c out of the clue deck.
func fromDeck(t *testing.T, s *State, c island.Clue) {
	t.Helper()
	for k, d := range s.cdeck[:s.ncdeck] {
		if d == c {
			copy(s.cdeck[k:], s.cdeck[k+1:s.ncdeck])
			s.ncdeck--
			return
		}
	}
	t.Fatalf("no %q card left in the clue deck", c.String())
}

// give puts clue cards from the deck into seat p's hand.
func give(t *testing.T, s *State, p int8, clues ...island.Clue) {
	t.Helper()
	for _, c := range clues {
		fromDeck(t, s, c)
		s.hand[p][s.nhand[p]] = c
		s.nhand[p]++
	}
}

// onMap plays clue cards from the deck on map m for seat p, one rose each.
func onMap(t *testing.T, s *State, m int8, p int8, clues ...island.Clue) {
	t.Helper()
	for _, c := range clues {
		fromDeck(t, s, c)
		if !s.maps[m].narrows(s.b, c) {
			t.Fatalf("%q does not narrow the %s map", c.String(), Colours[m])
		}
		s.maps[m].add(s.b, c, p)
		s.noteLocated(m)
		s.roses[p]--
	}
}

// candidatesAre leaves map m only the given candidates, as if amulets had
// removed the other markers.
func candidatesAre(t *testing.T, s *State, m int8, hexes ...island.Hex) {
	t.Helper()
	set := island.SetOf(hexes...)
	if !set.SubsetOf(s.maps[m].cand) {
		t.Fatalf("%v are not all candidates of the %s map %v", hexes, Colours[m], s.maps[m].cand)
	}
	s.maps[m].setCand(s.b, set)
	s.noteLocated(m)
}

// amuletsOn lays amulets on the island.
func amuletsOn(s *State, hexes ...island.Hex) {
	for _, h := range hexes {
		s.amuletAt.Add(h)
	}
}

// nextTreasure arranges the treasure deck so that the next cards drawn are
// the given ones, in order.
func nextTreasure(t *testing.T, s *State, cards ...Card) {
	t.Helper()
	for i, c := range cards {
		top := int(s.ntdeck) - 1 - i
		k := top
		for k >= 0 && s.tdeck[k] != c {
			k--
		}
		if k < 0 {
			t.Fatalf("no %v card left to put at draw %d", c, i+1)
		}
		s.tdeck[k], s.tdeck[top] = s.tdeck[top], s.tdeck[k]
	}
}

func mustCheck(t *testing.T, s *State) {
	t.Helper()
	if err := s.Check(); err != nil {
		t.Fatalf("inconsistent state: %v\n%v", err, s)
	}
}

// play applies moves, checking the invariants after each, and returns the
// events of the last one.
func play(t *testing.T, s *State, moves ...Move) []engine.Event {
	t.Helper()
	var log []engine.Event
	for _, m := range moves {
		log = log[:0]
		if err := s.Apply(m, &log); err != nil {
			t.Fatalf("%v: %v\n(state %v)", m, err, s)
		}
		mustCheck(t, s)
	}
	return log
}

// refused checks that m is refused with a message containing want and that
// the state did not change.
func refused(t *testing.T, s *State, m Move, want string) {
	t.Helper()
	before, _ := s.MarshalJSON()
	err := s.Apply(m, nil)
	if err == nil {
		t.Fatalf("%v was accepted in %v", m, s)
	}
	if !strings.Contains(err.Error(), want) {
		t.Fatalf("%v refused with %q, want it to say %q", m, err, want)
	}
	if after, _ := s.MarshalJSON(); !bytes.Equal(before, after) {
		t.Fatalf("refused %v changed the state", m)
	}
}

// wantActor checks who decides now.
func wantActor(t *testing.T, s *State, want engine.Actor) {
	t.Helper()
	if got := s.Actor(); got != want {
		t.Fatalf("actor %v, want %v (state %v)", got, want, s)
	}
}

// wantBoard checks the vehicles, amulets and maps against a board string.
func wantBoard(t *testing.T, s *State, want string) {
	t.Helper()
	if got := s.Board(); got != want {
		t.Fatalf("board\n got %q\nwant %q", got, want)
	}
}

// events filters the events of one type.
func events[E engine.Event](log []engine.Event) []E {
	var out []E
	for _, e := range log {
		if x, ok := e.(E); ok {
			out = append(out, x)
		}
	}
	return out
}

// shareOut answers every offer of the sharing in progress with the given
// move (take or pass) and, if the map is then to be started anew, plays
// the first legal clue; it returns every event on the way.
func shareOut(t *testing.T, s *State, answer Move) []engine.Event {
	t.Helper()
	var all []engine.Event
	for s.phase == phaseOffer || s.phase == phaseRestart {
		m := answer
		if s.phase == phaseRestart {
			m = s.Legal(nil)[0]
		}
		var log []engine.Event
		if err := s.Apply(m, &log); err != nil {
			t.Fatalf("%v: %v", m, err)
		}
		mustCheck(t, s)
		all = append(all, log...)
	}
	return all
}
