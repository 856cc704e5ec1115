package rating_test

import (
	"errors"
	"math"
	"testing"

	"caribe/rating"
)

func TestGlickmanExample(t *testing.T) {
	// M. E. Glickman, "Example of the Glicko-2 system" (2013), the worked
	// example: tau 0.5, a player at 1500/200/0.06 beats 1400/30 and loses to
	// 1550/100 and 1700/300. The paper rounds its intermediate values and
	// prints 1464.06, 151.52 and 0.05999; the exact computation (1464.0507,
	// 151.5165, 0.059996) must agree to one unit in the last printed place.
	s := rating.DefaultGlicko2()
	player := rating.GlickoRating{Rating: 1500, RD: 200, Volatility: 0.06}
	results := []rating.Result{
		{Opponent: rating.GlickoRating{Rating: 1400, RD: 30, Volatility: 0.06}, Score: 1},
		{Opponent: rating.GlickoRating{Rating: 1550, RD: 100, Volatility: 0.06}, Score: 0},
		{Opponent: rating.GlickoRating{Rating: 1700, RD: 300, Volatility: 0.06}, Score: 0},
	}
	got, err := s.Update(player, results)
	if err != nil {
		t.Fatal(err)
	}
	if !near(got.Rating, 1464.06, 0.01) {
		t.Errorf("rating %v, want 1464.06", got.Rating)
	}
	if !near(got.RD, 151.52, 0.01) {
		t.Errorf("RD %v, want 151.52", got.RD)
	}
	if !near(got.Volatility, 0.05999, 0.00001) {
		t.Errorf("volatility %v, want 0.05999", got.Volatility)
	}
}

func TestGlickoIdlePeriodWidensRD(t *testing.T) {
	// Glickman, step 6: without games only phi grows, to sqrt(phi² + sigma²).
	s := rating.DefaultGlicko2()
	player := rating.GlickoRating{Rating: 1700, RD: 200, Volatility: 0.06}
	got, err := s.Update(player, nil)
	if err != nil {
		t.Fatal(err)
	}
	wantRD := math.Sqrt(200*200 + (0.06*173.7178)*(0.06*173.7178))
	if got.Rating != 1700 || got.Volatility != 0.06 || !near(got.RD, wantRD, 1e-9) {
		t.Errorf("idle period gave %+v, want 1700/%v/0.06", got, wantRD)
	}
}

func TestGlickoGame(t *testing.T) {
	s := rating.DefaultGlicko2()
	a, b := s.New(), s.New()
	na, nb, err := s.RateGame(a, b, 1)
	if err != nil {
		t.Fatal(err)
	}
	if na.Rating <= a.Rating || nb.Rating >= b.Rating {
		t.Errorf("winner %v and loser %v did not move apart from 1500", na.Rating, nb.Rating)
	}
	if !near(na.Rating-1500, 1500-nb.Rating, 1e-9) {
		t.Errorf("equal players moved unequally: %v and %v", na.Rating, nb.Rating)
	}
	if na.RD >= a.RD || nb.RD >= b.RD {
		t.Errorf("RDs %v and %v did not shrink from 350", na.RD, nb.RD)
	}

	da, db, err := s.RateGame(na, nb, 0.5)
	if err != nil {
		t.Fatal(err)
	}
	if da.Rating >= na.Rating || db.Rating <= nb.Rating {
		t.Errorf("a draw did not pull %v and %v together", da.Rating, db.Rating)
	}
	ea, eb, err := s.RateGame(a, b, 0.5)
	if err != nil {
		t.Fatal(err)
	}
	if ea != eb || !near(ea.Rating, 1500, 1e-9) {
		t.Errorf("a draw between new players gave %+v and %+v", ea, eb)
	}
}

func TestGlickoRejectsBadInput(t *testing.T) {
	s := rating.DefaultGlicko2()
	ok := s.New()
	if _, _, err := s.RateGame(ok, ok, 2); !errors.Is(err, rating.ErrInvalid) {
		t.Errorf("score 2: error %v, want %v", err, rating.ErrInvalid)
	}
	if _, _, err := s.RateGame(ok, rating.GlickoRating{Rating: 1500, Volatility: 0.06}, 1); !errors.Is(err, rating.ErrInvalid) {
		t.Errorf("RD 0: error %v, want %v", err, rating.ErrInvalid)
	}
	if _, err := s.Update(rating.GlickoRating{Rating: math.NaN(), RD: 100, Volatility: 0.06}, nil); !errors.Is(err, rating.ErrInvalid) {
		t.Errorf("NaN rating: error %v, want %v", err, rating.ErrInvalid)
	}
	if _, err := (rating.Glicko2{}).Update(ok, nil); !errors.Is(err, rating.ErrInvalid) {
		t.Errorf("tau 0: error %v, want %v", err, rating.ErrInvalid)
	}
}

func TestGlickoUpsetRaisesVolatility(t *testing.T) {
	// A settled player beating a far stronger one is a surprise (Glickman,
	// step 5, the branch where delta² exceeds phi² + v): the volatility must
	// rise, and the rating more than after beating an equal.
	s := rating.DefaultGlicko2()
	player := rating.GlickoRating{Rating: 1500, RD: 50, Volatility: 0.06}
	strong := rating.GlickoRating{Rating: 2300, RD: 50, Volatility: 0.06}
	got, err := s.Update(player, []rating.Result{{Opponent: strong, Score: 1}})
	if err != nil {
		t.Fatal(err)
	}
	if got.Volatility <= player.Volatility {
		t.Errorf("volatility %v did not rise from %v", got.Volatility, player.Volatility)
	}
	equal, err := s.Update(player, []rating.Result{{Opponent: player, Score: 1}})
	if err != nil {
		t.Fatal(err)
	}
	if got.Rating <= equal.Rating {
		t.Errorf("upset gave %v, no more than beating an equal (%v)", got.Rating, equal.Rating)
	}
}
