package rating_test

import (
	"testing"

	"caribe/rating"
)

func TestOrdinal(t *testing.T) {
	// openskill.js src/__tests__/ordinal.test.ts and README.md ("Ranking").
	if got := (rating.Rating{Mu: 5, Sigma: 2}).Ordinal(); got != -1 {
		t.Errorf("ordinal of 5, 2 = %v, want -1", got)
	}
	if got := (rating.Rating{Mu: 43.07, Sigma: 2.42}).Ordinal(); !near(got, 35.81, 1e-9) {
		t.Errorf("ordinal of 43.07, 2.42 = %v, want 35.81", got)
	}
}

func TestPlackettLuceDisplay(t *testing.T) {
	m := rating.DefaultPlackettLuce()
	cases := []struct {
		r    rating.Rating
		want rating.Display
	}{
		{m.New(), rating.Display{Value: 1500, Low: 900, High: 2100}},
		{rating.Rating{Mu: 30, Sigma: 5}, rating.Display{Value: 1620, Low: 1260, High: 1980}},
	}
	for _, tc := range cases {
		got := m.Display(tc.r)
		if !near(got.Value, tc.want.Value, 1e-9) || !near(got.Low, tc.want.Low, 1e-9) || !near(got.High, tc.want.High, 1e-9) {
			t.Errorf("Display(%+v) = %+v, want %+v", tc.r, got, tc.want)
		}
	}
}

func TestDisplayLowSortsLikeOrdinal(t *testing.T) {
	m := rating.DefaultPlackettLuce()
	confident := rating.Rating{Mu: 28, Sigma: 2}
	lucky := rating.Rating{Mu: 32, Sigma: 7}
	if (confident.Ordinal() > lucky.Ordinal()) != (m.Display(confident).Low > m.Display(lucky).Low) {
		t.Errorf("Low and Ordinal order %+v and %+v differently", confident, lucky)
	}
	if m.Display(confident).Low <= m.Display(lucky).Low {
		t.Errorf("the confident player %+v should stand above the uncertain %+v", confident, lucky)
	}
}
