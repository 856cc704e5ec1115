package tortuga

import (
	"testing"
)

// The crown of every stack is its top turtle's seat after every move of
// random games of every shape, a loaded copy of any position has the same
// crowns, and Check reports a wrong one.
func TestCrownIsTheTopTurtlesSeat(t *testing.T) {
	stacked := 0
	positions(t, 3, func(name string, s *State) {
		if err := s.Check(); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		data, err := s.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		loaded, err := Load(data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for p := int8(1); p <= s.cfg.track; p++ {
			h := s.height[p]
			if h == 0 {
				continue
			}
			if h > 1 {
				stacked++
			}
			if want := s.seat(s.stack[p][h-1]); s.crown[p] != want || loaded.crown[p] != want {
				t.Fatalf("%s: space %d crowned by seat %d (loaded: %d), its top turtle is seat %d's", name, p, s.crown[p], loaded.crown[p], want)
			}
		}
	})
	if stacked == 0 {
		t.Fatal("no position had a stack of two turtles or more")
	}
}

// Check names a space whose crown is not its top turtle's seat.
func TestCheckReportsAWrongCrown(t *testing.T) {
	s := scenario(t, 4, `{}`, "3:RY")
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	s.crown[3] = s.seat(0)
	err := s.Check()
	if err == nil {
		t.Fatal("Check passed a space crowned by the seat of its bottom turtle")
	}
	const want = "space 3 is crowned by seat 0, but its top turtle is seat 1's"
	if err.Error() != want {
		t.Fatalf("Check: %q, want %q", err, want)
	}
}
