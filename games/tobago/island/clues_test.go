package island

import (
	"encoding/json"
	"testing"
)

// labelByDefinition computes a label's hexes from the terrains and
// landmarks alone, finding Big areas by a search of its own.
func labelByDefinition(is *Island, l Label) map[Hex]bool {
	out := map[Hex]bool{}
	for i := range Cells {
		h := hexAt(i)
		t, isTerrain := l.Terrain()
		mark, hasMark := is.LandmarkAt(h)
		switch {
		case l == OceanLabel && is.Terrain(h) == Ocean,
			isTerrain && !l.IsBig() && is.Terrain(h) == t,
			l.IsLandmark() && hasMark && mark == l:
			out[h] = true
		}
	}
	if t, ok := l.Terrain(); ok && l.IsBig() {
		var best []Hex
		seen := map[Hex]bool{}
		for h := range is.Land().All() {
			if is.Terrain(h) != t || seen[h] {
				continue
			}
			area := []Hex{h}
			seen[h] = true
			for k := 0; k < len(area); k++ {
				for _, n := range area[k].Neighbours() {
					if is.Terrain(n) == t && !seen[n] {
						seen[n] = true
						area = append(area, n)
					}
				}
			}
			if len(area) > len(best) {
				best = area
			}
		}
		for _, h := range best {
			out[h] = true
		}
	}
	return out
}

// allowedByDefinition is the rulebook's reading of clue kind k for a hex at
// distance d from the label (0 on it, -1 when the label has no hex).
func allowedByDefinition(k Kind, d int) bool {
	switch k {
	case In:
		return d == 0
	case NextTo:
		return d == 1
	case WithinSight:
		return d == 1 || d == 2
	case NotIn:
		return d != 0
	case NotNextTo:
		return d != 1
	}
	return d != 1 && d != 2
}

// Every clue of every kind against every label, on many islands, allows
// exactly the land hexes that the rulebook's definitions allow.
func TestClueSetsFollowTheDefinitions(t *testing.T) {
	for seed := range uint64(40) {
		is := Generate(seed, Size(seed%2))
		for l := range numLabels {
			hexes := labelByDefinition(is, l)
			if got := is.LabelSet(l).Len(); got != len(hexes) {
				t.Fatalf("seed %d: label %v has %d hexes, want %d", seed, l, got, len(hexes))
			}
			for k := range numKinds {
				c := Clue{k, l}
				set := is.ClueSet(c)
				for i := range Cells {
					h := hexAt(i)
					d := -1
					for x := range hexes {
						if e := h.Distance(x); d < 0 || e < d {
							d = e
						}
					}
					want := is.Terrain(h) != Ocean && allowedByDefinition(k, d)
					if set.Has(h) != want {
						t.Fatalf("seed %d: %q at %v (distance %d): allowed %v, want %v", seed, c, h, d, set.Has(h), want)
					}
				}
			}
		}
	}
}

// Rulebook, "Как читать ключи", Важно!: "next to jungle" excludes the jungle
// itself; "not next to a statue" allows the statue's own hex; the treasure
// is never in the ocean.
func TestClueSetsOnTheLabelItself(t *testing.T) {
	is := parseIsland(t, rulebookIsland)
	jungle := is.LabelSet(JungleLabel)
	if !is.ClueSet(Clue{NextTo, JungleLabel}).Intersect(jungle).Empty() {
		t.Error("next to jungle allows a jungle hex")
	}
	if !is.ClueSet(Clue{WithinSight, JungleLabel}).Intersect(jungle).Empty() {
		t.Error("within sight of jungle allows a jungle hex")
	}
	statues := is.LabelSet(StatueLabel)
	for _, k := range []Kind{NotNextTo, OutOfSight, NotIn} {
		got := is.ClueSet(Clue{k, StatueLabel}).Intersect(statues)
		if want := statues; k != NotIn && got != want || k == NotIn && !got.Empty() {
			t.Errorf("%q on the statues' hexes: %v", Clue{k, StatueLabel}, got)
		}
	}
	for k := range numKinds {
		for l := range numLabels {
			if s := is.ClueSet(Clue{k, l}); !s.SubsetOf(is.Land()) {
				t.Fatalf("%q allows ocean hexes", Clue{k, l})
			}
		}
	}
	if !is.ClueSet(Clue{In, OceanLabel}).Empty() || is.ClueSet(Clue{NotIn, OceanLabel}) != is.Land() {
		t.Error("in the ocean must allow nothing and not in the ocean all land")
	}
	if got, want := is.ClueSet(Clue{NextTo, OceanLabel}), is.Coast(); got != want {
		t.Errorf("next to the ocean is %v, want the coast %v", got, want)
	}
}

func TestClueStrings(t *testing.T) {
	for _, c := range []struct {
		clue Clue
		want string
	}{
		{Clue{In, JungleLabel}, "in jungle"},
		{Clue{In, ScrublandLabel}, "on scrubland"},
		{Clue{In, BigJungle}, "in Big jungle"},
		{Clue{NextTo, PalmLabel}, "next to a palm"},
		{Clue{NextTo, BigMountains}, "next to Big mountains"},
		{Clue{WithinSight, OceanLabel}, "within sight of the ocean"},
		{Clue{WithinSight, BigLake}, "within sight of Big lake"},
		{Clue{NotIn, BeachLabel}, "not on beach"},
		{Clue{NotNextTo, RiverLabel}, "not next to a river"},
		{Clue{OutOfSight, HutLabel}, "out of sight of a hut"},
		{Clue{Kind(9), HutLabel}, "Clue(Kind(9),hut)"},
	} {
		if got := c.clue.String(); got != c.want {
			t.Errorf("%#v: %q, want %q", c.clue, got, c.want)
		}
	}
}

func TestClueJSON(t *testing.T) {
	b, err := json.Marshal([]Clue{{NextTo, PalmLabel}, {OutOfSight, BigRiver}})
	if err != nil {
		t.Fatal(err)
	}
	const want = `[{"kind":"next_to","label":"palm"},{"kind":"out_of_sight","label":"big_river"}]`
	if string(b) != want {
		t.Fatalf("JSON %s, want %s", b, want)
	}
	for k := range numKinds {
		for l := range numLabels {
			c := Clue{k, l}
			b, err := json.Marshal(c)
			if err != nil {
				t.Fatal(err)
			}
			var back Clue
			if err := json.Unmarshal(b, &back); err != nil || back != c {
				t.Fatalf("%s read back as %v, %v", b, back, err)
			}
		}
	}
	for _, bad := range []string{
		`{"kind":"near","label":"palm"}`,
		`{"kind":"in","label":"volcano"}`,
		`{"kind":"in"}`,
		`{"label":"palm"}`,
		`"in jungle"`,
	} {
		var c Clue
		if err := json.Unmarshal([]byte(bad), &c); err == nil {
			t.Errorf("%s read as %v", bad, c)
		}
	}
	if _, err := json.Marshal(Clue{Kind: 7}); err == nil {
		t.Error("an unknown kind was written")
	}
}

func TestKindNegation(t *testing.T) {
	pairs := map[Kind]Kind{In: NotIn, NextTo: NotNextTo, WithinSight: OutOfSight}
	for k, n := range pairs {
		if k.Negated() != n || n.Negated() != k || k.IsNegative() || !n.IsNegative() {
			t.Errorf("%v and %v are not each other's negation", k, n)
		}
	}
}
