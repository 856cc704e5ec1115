package island

import "testing"

func TestSizeText(t *testing.T) {
	for _, s := range []Size{Small, Large} {
		b, err := s.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		var back Size
		if err := back.UnmarshalText(b); err != nil || back != s {
			t.Errorf("%v read back as %v, %v", s, back, err)
		}
	}
	if _, err := ParseSize("huge"); err == nil || err.Error() != `unknown island size "huge" (small or large)` {
		t.Errorf("ParseSize(huge): %v", err)
	}
	if _, err := Size(7).MarshalText(); err == nil {
		t.Error("wrote an unknown size")
	}
	if lo, hi := Large.LandRange(); lo != 90 || hi != 110 {
		t.Errorf("large islands have %d–%d land hexes, want 90–110", lo, hi)
	}
}
