package rating_test

import (
	"errors"
	"math"
	"testing"

	"caribe/rating"
)

func TestWinnerRisesLoserFalls(t *testing.T) {
	m := rating.DefaultPlackettLuce()
	before := []rating.Rating{{Mu: 20, Sigma: 6}, {Mu: 30, Sigma: 4}, {Mu: 25, Sigma: 8}}
	after, err := m.Rate(before, []int{1, 3, 2})
	if err != nil {
		t.Fatal(err)
	}
	if after[0].Mu <= before[0].Mu {
		t.Errorf("winner's mu %v did not rise from %v", after[0].Mu, before[0].Mu)
	}
	if after[1].Mu >= before[1].Mu {
		t.Errorf("last player's mu %v did not fall from %v", after[1].Mu, before[1].Mu)
	}
	for i := range before {
		if after[i].Sigma >= before[i].Sigma {
			t.Errorf("player %d: sigma %v did not shrink from %v", i, after[i].Sigma, before[i].Sigma)
		}
	}
}

func TestTiedEqualPlayersStayEqual(t *testing.T) {
	m := rating.DefaultPlackettLuce()
	p := rating.Rating{Mu: 27, Sigma: 5}
	after, err := m.Rate([]rating.Rating{p, {Mu: 22, Sigma: 7}, p, p}, []int{1, 3, 1, 2})
	if err != nil {
		t.Fatal(err)
	}
	if after[0] != after[2] {
		t.Errorf("players sharing first place differ: %+v and %+v", after[0], after[2])
	}
	if after[0].Mu <= after[3].Mu {
		t.Errorf("shared winner %+v is not above the equal runner-up %+v", after[0], after[3])
	}
}

func TestInputOrderDoesNotMatter(t *testing.T) {
	m := rating.DefaultPlackettLuce()
	players := []rating.Rating{
		{Mu: 31, Sigma: 3}, {Mu: 18, Sigma: 7}, {Mu: 25, Sigma: 25.0 / 3},
		{Mu: 22, Sigma: 5}, {Mu: 28, Sigma: 4}, {Mu: 12, Sigma: 6}, {Mu: 25, Sigma: 2},
	}
	ranks := []int{3, 1, 5, 3, 2, 7, 6}
	want, err := m.Rate(players, ranks)
	if err != nil {
		t.Fatal(err)
	}
	perm := []int{4, 6, 0, 2, 5, 1, 3}
	shuffled := make([]rating.Rating, len(perm))
	shuffledRanks := make([]int, len(perm))
	for i, j := range perm {
		shuffled[i], shuffledRanks[i] = players[j], ranks[j]
	}
	got, err := m.Rate(shuffled, shuffledRanks)
	if err != nil {
		t.Fatal(err)
	}
	for i, j := range perm {
		if !near(got[i].Mu, want[j].Mu, 1e-12) || !near(got[i].Sigma, want[j].Sigma, 1e-12) {
			t.Errorf("player %d rated %+v when listed at %d, %+v in input order", j, got[i], i, want[j])
		}
	}
}

func TestSevenPlayers(t *testing.T) {
	m := rating.DefaultPlackettLuce()
	players := make([]rating.Rating, 7)
	ranks := make([]int, 7)
	for i := range players {
		players[i] = rating.Rating{Mu: 20 + float64(i), Sigma: 6}
		ranks[i] = i + 1
	}
	after, err := m.Rate(players, ranks)
	if err != nil {
		t.Fatal(err)
	}
	sum := 0.0
	for i := range after {
		if i > 0 && after[i].Mu-players[i].Mu >= after[i-1].Mu-players[i-1].Mu {
			t.Errorf("place %d gained %v, no less than place %d", i+1, after[i].Mu-players[i].Mu, i)
		}
		if after[i].Sigma >= players[i].Sigma {
			t.Errorf("place %d: sigma %v did not shrink", i+1, after[i].Sigma)
		}
		sum += after[i].Mu - players[i].Mu
	}
	// With equal uncertainties and no ties the Plackett-Luce update moves as
	// much skill up as down.
	if !near(sum, 0, 1e-9) {
		t.Errorf("mu changes sum to %v, want 0", sum)
	}
}

func TestRateLeavesInputAlone(t *testing.T) {
	m := rating.DefaultPlackettLuce()
	teams := [][]rating.Rating{{a1, b1}, {c1}}
	if _, err := m.RateTeams(teams, []int{2, 1}); err != nil {
		t.Fatal(err)
	}
	if teams[0][0] != a1 || teams[0][1] != b1 || teams[1][0] != c1 {
		t.Errorf("input changed to %+v", teams)
	}
}

func TestRateRejectsBadGames(t *testing.T) {
	m := rating.DefaultPlackettLuce()
	r := m.New()
	cases := []struct {
		name  string
		teams [][]rating.Rating
		ranks []int
		want  error
	}{
		{"one team", [][]rating.Rating{{r, r}}, []int{1}, rating.ErrTooFewTeams},
		{"missing rank", [][]rating.Rating{{r}, {r}}, []int{1}, rating.ErrRankCount},
		{"empty team", [][]rating.Rating{{r}, {}}, []int{1, 2}, rating.ErrInvalid},
		{"zero sigma", [][]rating.Rating{{r}, {{Mu: 25}}}, []int{1, 2}, rating.ErrInvalid},
		{"NaN mu", [][]rating.Rating{{r}, {{Mu: math.NaN(), Sigma: 1}}}, []int{1, 2}, rating.ErrInvalid},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := m.RateTeams(tc.teams, tc.ranks); !errors.Is(err, tc.want) {
				t.Errorf("error %v, want %v", err, tc.want)
			}
		})
	}
	if _, err := m.Rate([]rating.Rating{r}, []int{1}); !errors.Is(err, rating.ErrTooFewTeams) {
		t.Errorf("Rate of one player: error %v, want %v", err, rating.ErrTooFewTeams)
	}
}
