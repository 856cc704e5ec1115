package island

import "testing"

// rulebookIsland is a small island for the rulebook's examples of playing
// clues (the rulebook shows only parts of its board): a generated island
// edited by hand (one beach hex made ocean) until it matched what the
// examples state. Next to the four huts lie 14 land hexes, 6 of them jungle;
// next to a palm lies one of those six; no jungle hex is next to a statue;
// the jungle has a Big area and another. It obeys every rule of Validate.
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

// parseIsland reads a text map in a test, failing the test on an error.
func parseIsland(t testing.TB, text string) *Island {
	t.Helper()
	is, err := Parse(text)
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return is
}

// play adds clues to a map in a test, failing the test if one is refused.
func play(t *testing.T, is *Island, m Map, clues ...Clue) Map {
	t.Helper()
	for _, c := range clues {
		var err error
		if m, err = m.Play(is, c); err != nil {
			t.Fatalf("playing %q: %v", c, err)
		}
	}
	return m
}

func TestRulebookIslandIsValid(t *testing.T) {
	if err := parseIsland(t, rulebookIsland).Validate(); err != nil {
		t.Fatal(err)
	}
}

// Rulebook, "Ход игры", A) play a clue: the white treasure lies next to a
// hut. Anna adds "in jungle": of the 14 hexes only 6 remain, the markers
// next to huts but not in jungle go. Boris adds "next to a palm": every white
// marker not next to a palm goes too.
func TestRulebookWhiteMapJungleThenPalm(t *testing.T) {
	is := parseIsland(t, rulebookIsland)
	white := play(t, is, NewMap(is), Clue{NextTo, HutLabel})
	if n := white.Candidates.Len(); n != 14 {
		t.Fatalf("next to a hut: %d candidates, the rulebook has 14", n)
	}
	markers, shown := white.Markers()
	if !shown || markers != white.Candidates {
		t.Errorf("14 candidates: markers %v shown %v, want the candidates shown", markers, shown)
	}
	white = play(t, is, white, Clue{In, JungleLabel})
	want := SetOf(Hex{4, 2}, Hex{5, 2}, Hex{3, 3}, Hex{3, 4}, Hex{4, 4}, Hex{3, 7})
	if white.Candidates != want {
		t.Fatalf("after in jungle: candidates %v, want the 6 jungle hexes next to huts %v", white.Candidates, want)
	}
	white = play(t, is, white, Clue{NextTo, PalmLabel})
	if h, ok := white.Located(); !ok || h != (Hex{3, 4}) {
		t.Fatalf("after next to a palm: candidates %v, want only (3,4) next to the palm at (2,5)", white.Candidates)
	}
	if len(white.Clues) != 3 {
		t.Errorf("the white map holds %v, want 3 clues", white.Clues)
	}
}

// Rulebook, rules for adding clues: a clue must not contradict the clues
// before it. Anna cannot add "in jungle" to the grey map, which holds
// "not in jungle".
func TestRulebookGreyMapRefusesJungleAfterNotJungle(t *testing.T) {
	is := parseIsland(t, rulebookIsland)
	grey := play(t, is, NewMap(is), Clue{NotIn, JungleLabel})
	err := grey.CanPlay(is, Clue{In, JungleLabel})
	const want = "no hex is both jungle and not jungle"
	if err == nil || err.Error() != want {
		t.Fatalf("in jungle after not in jungle: %v, want %q", err, want)
	}
	if _, err := grey.Play(is, Clue{In, JungleLabel}); err == nil {
		t.Fatal("Play accepted a refused clue")
	}
}

// Rulebook, rules for adding clues: a clue must shrink the area searched.
// The brown treasure lies in the Big jungle; Anna cannot add "in jungle".
func TestRulebookBrownMapRefusesJungleInBigJungle(t *testing.T) {
	is := parseIsland(t, rulebookIsland)
	brown := play(t, is, NewMap(is), Clue{In, BigJungle})
	err := brown.CanPlay(is, Clue{In, JungleLabel})
	const want = "the clue does not narrow the map: all 9 candidates are already jungle"
	if err == nil || err.Error() != want {
		t.Fatalf("in jungle after in Big jungle: %v, want %q", err, want)
	}
}

// Rulebook, rules for adding clues: a clue must leave at least one hex where
// the treasure may be. The black treasure lies next to a statue; no jungle
// hex is next to a statue, so Anna cannot add "in jungle" there (and plays
// it on the white map instead).
func TestRulebookBlackMapRefusesJungleNextToNoStatue(t *testing.T) {
	is := parseIsland(t, rulebookIsland)
	black := play(t, is, NewMap(is), Clue{NextTo, StatueLabel})
	err := black.CanPlay(is, Clue{In, JungleLabel})
	const want = "no hex is both jungle and next to a statue"
	if err == nil || err.Error() != want {
		t.Fatalf("in jungle after next to a statue: %v, want %q", err, want)
	}
	white := play(t, is, NewMap(is), Clue{NextTo, HutLabel})
	if err := white.CanPlay(is, Clue{In, JungleLabel}); err != nil {
		t.Fatalf("in jungle on the white map: %v", err)
	}
}
