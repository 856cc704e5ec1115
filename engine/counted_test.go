package engine

import "testing"

// TestCountedPicksThePluralForm: English says "1 coin" and "n coins",
// Russian one form for 1, 21, 101, another for 2–4 and 22–24, a third
// for 0, 5–20 (11–14 among them), 25 and 111.
func TestCountedPicksThePluralForm(t *testing.T) {
	en, ru := [2]string{"coin", "coins"}, [3]string{"монета", "монеты", "монет"}
	for _, c := range []struct {
		n      int
		en, ru string
	}{
		{0, "0 coins", "0 монет"}, {1, "1 coin", "1 монета"}, {2, "2 coins", "2 монеты"}, {4, "4 coins", "4 монеты"},
		{5, "5 coins", "5 монет"}, {11, "11 coins", "11 монет"}, {12, "12 coins", "12 монет"}, {14, "14 coins", "14 монет"},
		{21, "21 coins", "21 монета"}, {23, "23 coins", "23 монеты"}, {25, "25 coins", "25 монет"},
		{101, "101 coins", "101 монета"}, {111, "111 coins", "111 монет"}, {122, "122 coins", "122 монеты"},
	} {
		if got := Counted(c.n, en, ru); got.EN != c.en || got.RU != c.ru {
			t.Errorf("Counted(%d) = %q, %q; want %q, %q", c.n, got.EN, got.RU, c.en, c.ru)
		}
	}
}
