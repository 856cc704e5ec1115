package main

import "testing"

func TestCountedAgreesWithItsNumber(t *testing.T) {
	for _, c := range []struct {
		n    int
		want string
	}{{0, "0 tables"}, {1, "1 table"}, {2, "2 tables"}, {11, "11 tables"}, {21, "21 tables"}} {
		if got := counted(c.n, "table", "tables"); got != c.want {
			t.Errorf("counted(%d) = %q, want %q", c.n, got, c.want)
		}
	}
}
