package island

import "testing"

// Rulebook, "Таинственное появление амулетов": each statue's gaze meets the
// coast where an amulet appears; then every statue turns 60° clockwise so
// its gaze falls on the next stretch of coast.
func TestStatueGazeMeetsTheCoast(t *testing.T) {
	is := parseIsland(t, rulebookIsland)
	for _, c := range []struct {
		statue Statue
		ray    HexSet
		coast  Hex
	}{
		{Statue{Hex{6, 3}, NorthWest}, SetOf(Hex{6, 2}, Hex{6, 1}), Hex{6, 1}},
		{Statue{Hex{6, 3}, NorthEast}, SetOf(Hex{7, 2}, Hex{8, 1}), Hex{8, 1}},
		{Statue{Hex{0, 7}, East}, SetOf(Hex{1, 7}, Hex{2, 7}, Hex{3, 7}, Hex{4, 7}, Hex{5, 7}, Hex{6, 7}), Hex{6, 7}},
		{Statue{Hex{9, 5}, NorthEast}, SetOf(Hex{10, 4}), Hex{10, 4}},
	} {
		ray, coast := is.Gaze(c.statue)
		if ray != c.ray || coast != c.coast {
			t.Errorf("statue at %v facing %v: ray %v coast %v, want %v and %v", c.statue.At, c.statue.Facing, ray, coast, c.ray, c.coast)
		}
		if !is.Coast().Has(coast) {
			t.Errorf("the gaze of %v ends at %v, not on the coast", c.statue, coast)
		}
	}
	if got := is.Statues(); len(got) != 3 || got[0] != (Statue{Hex{6, 3}, NorthWest}) {
		t.Fatalf("statues %v", got)
	}
}

func TestStatuesTurnClockwise(t *testing.T) {
	s := Statue{Hex{6, 3}, NorthWest}
	want := []Dir{NorthEast, East, SouthEast, SouthWest, West, NorthWest}
	for _, d := range want {
		s = s.Turned()
		if s.Facing != d || s.At != (Hex{6, 3}) {
			t.Fatalf("turned to %v, want facing %v at (6,3)", s, d)
		}
	}
}

// On generated islands every statue's gaze, in every direction, ends on a
// coast hex whose next hex along the ray is ocean.
func TestGazeAlwaysEndsOnTheCoast(t *testing.T) {
	for seed := range uint64(50) {
		is := Generate(seed, Size(seed%2))
		for _, s := range is.Statues() {
			for range 6 {
				ray, coast := is.Gaze(s)
				if !is.Coast().Has(coast) || is.Terrain(coast.Neighbour(s.Facing)) != Ocean || !ray.Has(coast) {
					t.Fatalf("seed %d: statue %v: gaze ends at %v", seed, s, coast)
				}
				s = s.Turned()
			}
		}
	}
}
