package island

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestGridParsesBack(t *testing.T) {
	for seed := range uint64(30) {
		is := Generate(seed, Size(seed%2))
		back, err := Parse(is.String())
		if err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, is)
		}
		if back.terrain != is.terrain || back.marks != is.marks || back.facing != is.facing {
			t.Fatalf("seed %d: the parsed island differs\n%s\n%s", seed, is.Grid(), back.Grid())
		}
	}
}

func TestGridLayout(t *testing.T) {
	is := parseIsland(t, rulebookIsland)
	lines := strings.Split(is.Grid(), "\n")
	if lines[3] != "  ~   ~   ~   ~   J   Jh  M   M↖  Mp  B   R   B   ~   ~" {
		t.Errorf("row 3 reads %q", lines[3])
	}
	if len(lines) != 12 || strings.Trim(lines[10], "~ ") != "" || lines[11] != "" {
		t.Errorf("%d lines, want rows 0 to 10, the last one ocean below the island", len(lines))
	}
}

func TestParseAcceptsDigitsForFacings(t *testing.T) {
	is := parseIsland(t, strings.ReplaceAll(rulebookIsland, "M↖", "M4"))
	if s := is.Statues()[0]; s.Facing != NorthWest {
		t.Fatalf("M4 parsed as %v", s)
	}
}

func TestParseErrors(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"~ ~ ~\n ~ X ~\n~ ~ ~", "line 2, cell 2: unknown terrain letter 'X'"},
		{"~ ~ ~\n ~ Jq ~\n~ ~ ~", `line 2, cell 2: "Jq": after the terrain letter comes h (hut), p (palm)`},
		{"~ ~ ~\n ~ ~h ~\n~ ~ ~", `"~h": nothing stands in the ocean`},
		{"~ J ~\n ~ ~ ~", "line 1, cell 2: land on the edge of the grid"},
		{strings.Repeat("~ ", Cols+1), "line 1: the grid has only 20 columns"},
		{strings.Repeat("~\n", Rows+1), "line 17: the grid has only 16 rows"},
	} {
		_, err := Parse(c.text)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Parse(%q): %v, want %q", c.text, err, c.want)
		}
	}
}

func TestStringHasTheLegend(t *testing.T) {
	s := parseIsland(t, rulebookIsland).String()
	for _, want := range []string{
		"S scrubland  J jungle  R river  M mountains  L lake  B beach  ~ ocean",
		"small island: 64 land hexes, 29 on the coast",
		"jungle     12 hexes in 2 areas (9 3)",
		"huts   {(4,3) (9,6) (-2,7) (2,8)}",
		"statue (6,3) faces NW ↖; its gaze meets the coast at (6,1)",
	} {
		if !strings.Contains(s, want) {
			t.Errorf("the text lacks %q:\n%s", want, s)
		}
	}
}

func TestIslandJSONIsItsTextMap(t *testing.T) {
	is := Generate(3, Large)
	b, err := json.Marshal(struct{ Island *Island }{is})
	if err != nil {
		t.Fatal(err)
	}
	var back struct{ Island *Island }
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if back.Island.Grid() != is.Grid() || back.Island.ClueSet(Clue{NextTo, HutLabel}) != is.ClueSet(Clue{NextTo, HutLabel}) {
		t.Fatalf("read back a different island:\n%s", back.Island.Grid())
	}
	broken := strings.Replace(is.Grid(), "h", "", 1)
	b, _ = json.Marshal(map[string]string{"Island": broken})
	err = json.Unmarshal(b, &back)
	if err == nil || !strings.Contains(err.Error(), "the island has 3 huts: it needs 4") {
		t.Fatalf("an island with 3 huts: %v", err)
	}
}
