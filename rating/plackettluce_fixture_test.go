package rating_test

import (
	"testing"

	"caribe/rating"
)

// The expected values in this file are the published outputs of the OpenSkill
// reference implementations with their default Plackett-Luce model:
//
//   - openskill.js, src/__tests__/rate.test.ts ("rate" with the defaults,
//     tau 25/300 included) and src/models/__tests__/plackett-luce.test.ts
//     (the bare model, that is tau 0), https://github.com/philihp/openskill.js
//   - openskill.py, README.md usage example (PlackettLuce().rate on two
//     teams of two new players), https://github.com/vivekjoshy/openskill.py
//
// Both print doubles in full, so agreement is required to 1e-9.
const fixtureTol = 1e-9

// jsRatings are the players of openskill.js's rate.test.ts.
var (
	a1 = rating.Rating{Mu: 29.182, Sigma: 4.782}
	b1 = rating.Rating{Mu: 27.174, Sigma: 4.922}
	c1 = rating.Rating{Mu: 16.672, Sigma: 6.217}
	d1 = rating.DefaultPlackettLuce().New()
	w1 = rating.Rating{Mu: 15, Sigma: 25.0 / 3}
	x1 = rating.Rating{Mu: 20, Sigma: 25.0 / 3}
	y1 = rating.Rating{Mu: 25, Sigma: 25.0 / 3}
	z1 = rating.Rating{Mu: 30, Sigma: 25.0 / 3}
)

func TestOpenSkillFreeForAll(t *testing.T) {
	m := rating.DefaultPlackettLuce()
	cases := []struct {
		name    string
		players []rating.Rating
		ranks   []int
		want    []rating.Rating
	}{
		{
			name:    "rate accepts and runs a placket-luce model by default",
			players: []rating.Rating{a1, b1, c1, d1},
			ranks:   []int{1, 2, 3, 4},
			want: []rating.Rating{
				{Mu: 30.210227447000438, Sigma: 4.765617924939384},
				{Mu: 27.644725221915632, Sigma: 4.883479590134575},
				{Mu: 17.4036218889969, Sigma: 6.101259408259549},
				{Mu: 19.21460876538932, Sigma: 7.854669920480409},
			},
		},
		{
			name:    "reverses rank",
			players: []rating.Rating{d1, d1},
			ranks:   []int{2, 1},
			want: []rating.Rating{
				{Mu: 22.364610506859503, Sigma: 8.06590141354368},
				{Mu: 27.635389493140497, Sigma: 8.06590141354368},
			},
		},
		{
			name:    "accepts a misordered rank ordering",
			players: []rating.Rating{d1, d1, d1, d1},
			ranks:   []int{2, 1, 4, 3},
			want: []rating.Rating{
				{Mu: 26.55291815138952, Sigma: 8.17961798837266},
				{Mu: 27.795252672501135, Sigma: 8.263571791259416},
				{Mu: 20.962412806387245, Sigma: 8.084127880168786},
				{Mu: 24.689416369722096, Sigma: 8.084127880168786},
			},
		},
		{
			name:    "accepts a rate ordering",
			players: []rating.Rating{w1, x1, y1, z1},
			ranks:   []int{1, 3, 4, 2},
			want: []rating.Rating{
				{Mu: 18.131120980297805, Sigma: 8.283536573151807},
				{Mu: 20.405169039419135, Sigma: 8.107860440531121},
				{Mu: 20.65583040714804, Sigma: 8.082574596348321},
				{Mu: 30.80787957313502, Sigma: 8.155100416275928},
			},
		},
		{
			name:    "allows ties",
			players: []rating.Rating{{Mu: 10, Sigma: 8}, {Mu: 5, Sigma: 10}, {Mu: 0, Sigma: 12}},
			ranks:   []int{1, 2, 2},
			want: []rating.Rating{
				{Mu: 11.942996666741225, Sigma: 7.926888197620324},
				{Mu: 2.9381178546315034, Sigma: 9.653804487570165},
				{Mu: -1.4024317012198733, Sigma: 11.323641575516767},
			},
		},
		{
			name:    "four-way-tie with newbies",
			players: []rating.Rating{d1, d1, d1, d1},
			ranks:   []int{1, 1, 1, 1},
			want: []rating.Rating{
				{Mu: 25, Sigma: 8.263571791259416},
				{Mu: 25, Sigma: 8.263571791259416},
				{Mu: 25, Sigma: 8.263571791259416},
				{Mu: 25, Sigma: 8.263571791259416},
			},
		},
		{
			name:    "treats equal zero ranks as a draw (1v1)",
			players: []rating.Rating{d1, d1},
			ranks:   []int{0, 0},
			want: []rating.Rating{
				{Mu: 25, Sigma: 8.06590141354368},
				{Mu: 25, Sigma: 8.06590141354368},
			},
		},
		{
			name:    "fixes orders of ties",
			players: []rating.Rating{w1, x1, y1, z1},
			ranks:   []int{2, 4, 2, 1},
			want: []rating.Rating{
				{Mu: 15.340043358359136, Sigma: 8.213141619804967},
				{Mu: 18.007678675484204, Sigma: 8.189033933813437},
				{Mu: 24.25801928251219, Sigma: 8.166918055585525},
				{Mu: 32.39425868364447, Sigma: 8.247687230833794},
			},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := m.Rate(tc.players, tc.ranks)
			if err != nil {
				t.Fatal(err)
			}
			sameRatings(t, got, tc.want, fixtureTol)
		})
	}
}

func TestOpenSkillTau(t *testing.T) {
	// openskill.js rate.test.ts, "rate accepts and runs a placket-luce model
	// with tau" and "accepts a tau term".
	m := rating.DefaultPlackettLuce()
	m.Tau = 0.01
	got, err := m.Rate([]rating.Rating{a1, b1, c1, d1}, []int{1, 2, 3, 4})
	if err != nil {
		t.Fatal(err)
	}
	sameRatings(t, got, []rating.Rating{
		{Mu: 30.20997558824299, Sigma: 4.764909330988368},
		{Mu: 27.64461002009721, Sigma: 4.882799245921361},
		{Mu: 17.403587237635527, Sigma: 6.100731158882956},
		{Mu: 19.21478808745494, Sigma: 7.854267281042293},
	}, fixtureTol)

	m.Tau = 0.3
	got, err = m.Rate([]rating.Rating{{Mu: 25, Sigma: 3}, {Mu: 25, Sigma: 3}}, []int{1, 2})
	if err != nil {
		t.Fatal(err)
	}
	sameRatings(t, got, []rating.Rating{
		{Mu: 25.624880438870754, Sigma: 2.9879993738476953},
		{Mu: 24.375119561129246, Sigma: 2.9879993738476953},
	}, fixtureTol)
}

func TestOpenSkillTeams(t *testing.T) {
	m := rating.DefaultPlackettLuce()
	cases := []struct {
		name  string
		teams [][]rating.Rating
		ranks []int
		want  []rating.Rating // the players of teams, in order
	}{
		{
			// openskill.js rate.test.ts, "... by default for teams".
			name:  "two teams of two",
			teams: [][]rating.Rating{{a1, b1}, {c1, d1}},
			ranks: []int{1, 2},
			want: []rating.Rating{
				{Mu: 29.607340941337068, Sigma: 4.755311788972862},
				{Mu: 27.624602782532037, Sigma: 4.892807828777459},
				{Mu: 15.953170429143093, Sigma: 6.125902065139878},
				{Mu: 23.70858117648013, Sigma: 8.111707446126035},
			},
		},
		{
			// openskill.js rate.test.ts, "accepts teams in rating order".
			name:  "three teams of two, misordered",
			teams: [][]rating.Rating{{a1, d1}, {b1, d1}, {c1, d1}},
			ranks: []int{3, 1, 2},
			want: []rating.Rating{
				{Mu: 27.857622571955794, Sigma: 4.744504197327133},
				{Mu: 20.97892943330433, Sigma: 8.129851804000902},
				{Mu: 27.990904891666695, Sigma: 4.901705733959291},
				{Mu: 27.341233554297506, Sigma: 8.2314516336455},
				{Mu: 17.607030910762578, Sigma: 6.141282638892306},
				{Mu: 26.67983701239816, Sigma: 8.149157818911323},
			},
		},
		{
			// openskill.py README.md, two teams of two new players.
			name:  "openskill.py README",
			teams: [][]rating.Rating{{d1, d1}, {d1, d1}},
			ranks: []int{1, 2},
			want: []rating.Rating{
				{Mu: 26.964294621803063, Sigma: 8.177962604389991},
				{Mu: 26.964294621803063, Sigma: 8.177962604389991},
				{Mu: 23.035705378196937, Sigma: 8.177962604389991},
				{Mu: 23.035705378196937, Sigma: 8.177962604389991},
			},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := m.RateTeams(tc.teams, tc.ranks)
			if err != nil {
				t.Fatal(err)
			}
			sameRatings(t, flatten(got), tc.want, fixtureTol)
		})
	}
}

func TestOpenSkillBareModel(t *testing.T) {
	// openskill.js src/models/__tests__/plackett-luce.test.ts, which calls
	// the model without the tau drift.
	m := rating.DefaultPlackettLuce()
	m.Tau = 0
	r := m.New()
	cases := []struct {
		name  string
		teams [][]rating.Rating
		want  []rating.Rating
	}{
		{
			name:  "2p FFA",
			teams: [][]rating.Rating{{r}, {r}},
			want: []rating.Rating{
				{Mu: 27.63523138347365, Sigma: 8.065506316323548},
				{Mu: 22.36476861652635, Sigma: 8.065506316323548},
			},
		},
		{
			name:  "3p FFA",
			teams: [][]rating.Rating{{r}, {r}, {r}},
			want: []rating.Rating{
				{Mu: 27.868876552746237, Sigma: 8.204837030780652},
				{Mu: 25.717219138186557, Sigma: 8.057829747583874},
				{Mu: 21.413904309067206, Sigma: 8.057829747583874},
			},
		},
		{
			name:  "4p FFA",
			teams: [][]rating.Rating{{r}, {r}, {r}, {r}},
			want: []rating.Rating{
				{Mu: 27.795084971874736, Sigma: 8.263160757613477},
				{Mu: 26.552824984374855, Sigma: 8.179213704945203},
				{Mu: 24.68943500312503, Sigma: 8.083731307186588},
				{Mu: 20.96265504062538, Sigma: 8.083731307186588},
			},
		},
		{
			name:  "5p FFA",
			teams: [][]rating.Rating{{r}, {r}, {r}, {r}, {r}},
			want: []rating.Rating{
				{Mu: 27.666666666666668, Sigma: 8.290556877154474},
				{Mu: 26.833333333333332, Sigma: 8.240145629781066},
				{Mu: 25.72222222222222, Sigma: 8.179996679645559},
				{Mu: 24.055555555555557, Sigma: 8.111796013701358},
				{Mu: 20.72222222222222, Sigma: 8.111796013701358},
			},
		},
		{
			name:  "3 teams different sized players",
			teams: [][]rating.Rating{{r, r, r}, {r}, {r, r}},
			want: []rating.Rating{
				{Mu: 25.939870821784513, Sigma: 8.247641552260456},
				{Mu: 25.939870821784513, Sigma: 8.247641552260456},
				{Mu: 25.939870821784513, Sigma: 8.247641552260456},
				{Mu: 27.21366020491262, Sigma: 8.274321317985242},
				{Mu: 21.84646897330287, Sigma: 8.213058173195341},
				{Mu: 21.84646897330287, Sigma: 8.213058173195341},
			},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ranks := make([]int, len(tc.teams))
			for i := range ranks {
				ranks[i] = i + 1
			}
			got, err := m.RateTeams(tc.teams, ranks)
			if err != nil {
				t.Fatal(err)
			}
			sameRatings(t, flatten(got), tc.want, fixtureTol)
		})
	}
}
