package island

import "testing"

func TestAreasAndBigAreas(t *testing.T) {
	is := parseIsland(t, rulebookIsland)
	jungle := is.Areas(Jungle)
	if len(jungle) != 2 || jungle[0].Len() != 9 || jungle[1].Len() != 3 {
		t.Fatalf("jungle areas %v, want 9 and 3 hexes", jungle)
	}
	if is.Big(Jungle) != jungle[0] || is.LabelSet(BigJungle) != jungle[0] {
		t.Errorf("Big jungle %v, want the 9-hex area", is.Big(Jungle))
	}
	if got := is.Area(Hex{4, 2}); got != jungle[0] {
		t.Errorf("the area of (4,2) is %v, want the Big jungle", got)
	}
	if got := is.Area(Hex{4, 7}); got != jungle[1] {
		t.Errorf("the area of (4,7) is %v, want the small jungle", got)
	}
	if got := is.Area(Hex{0, 0}); !got.Empty() {
		t.Errorf("the ocean hex (0,0) has area %v", got)
	}
	total := 0
	for _, terrain := range Terrains {
		for _, a := range is.Areas(terrain) {
			total += a.Len()
			if len(components(a)) != 1 {
				t.Errorf("a %v area %v is not connected", terrain, a)
			}
			if !near1(a).Minus(a).Intersect(is.LabelSet(terrain.Label())).Empty() {
				t.Errorf("the %v area %v touches more %v: it is not maximal", terrain, a, terrain)
			}
		}
	}
	if total != is.Land().Len() {
		t.Errorf("the areas hold %d hexes, the land %d", total, is.Land().Len())
	}
}

func TestLandmarkAt(t *testing.T) {
	is := parseIsland(t, rulebookIsland)
	for h, want := range map[Hex]Label{{4, 3}: HutLabel, {7, 3}: PalmLabel, {6, 3}: StatueLabel} {
		if got, ok := is.LandmarkAt(h); !ok || got != want {
			t.Errorf("landmark at %v: %v %v, want %v", h, got, ok, want)
		}
	}
	if _, ok := is.LandmarkAt(Hex{4, 2}); ok {
		t.Error("a landmark at (4,2)")
	}
	if n := is.LabelSet(HutLabel).Len() + is.LabelSet(PalmLabel).Len() + is.LabelSet(StatueLabel).Len(); n != 10 {
		t.Errorf("%d landmarks, want 4 huts, 3 palms and 3 statues", n)
	}
}
