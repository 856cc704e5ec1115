package sim

import (
	"encoding/json"
	"slices"
	"strconv"
)

// tally accumulates one Stats.
type tally struct {
	name          string
	games         int
	wins          float64
	score, margin Mean
	hist          map[int]int
	numbers       []string
	means         []Mean
}

func (t *tally) add(p Played, seat int) {
	t.games++
	for _, w := range p.Winners {
		if w == seat {
			t.wins += 1 / float64(len(p.Winners))
		}
	}
	own := p.Scores[seat]
	others := 0
	for s, x := range p.Scores {
		if s != seat {
			others += x
		}
	}
	t.score.Add(float64(own))
	t.margin.Add(float64(own) - float64(others)/float64(len(p.Scores)-1))
	if t.hist == nil {
		t.hist = map[int]int{}
	}
	t.hist[own]++
	for _, st := range p.Stats {
		k := slices.Index(t.numbers, st.Name)
		if k < 0 {
			k = len(t.numbers)
			t.numbers = append(t.numbers, st.Name)
			t.means = append(t.means, Mean{})
		}
		t.means[k].Add(float64(st.Values[seat]))
	}
}

func (t *tally) stats() Stats {
	s := Stats{Name: t.name, Games: t.games, Wins: t.wins, WinRate: Wilson(t.wins, t.games, Z95),
		Score: t.score.Interval(Z95), Margin: t.margin.Interval(Z95), Histogram: []Bin{}}
	for score, n := range t.hist {
		s.Histogram = append(s.Histogram, Bin{score, n})
	}
	slices.SortFunc(s.Histogram, func(a, b Bin) int { return a.Score - b.Score })
	for k, name := range t.numbers {
		s.Numbers = append(s.Numbers, Number{Name: name, Mean: t.means[k].Interval(Z95)})
	}
	return s
}

// summarize sums one setting's games up in game order, so that the report
// is the same however the games were spread over cores or machines.
func summarize(c Config, options json.RawMessage, standing string, played []Played) *Report {
	r := &Report{Game: c.Game, Players: c.Players, Options: options, Games: len(played), Seed: c.Seed}
	var names []string
	index := make([]int, c.Players) // entry of c.Bots → its distinct bot
	for i, b := range c.Bots {
		r.Bots = append(r.Bots, b.Label())
		k := slices.Index(names, b.Label())
		if k < 0 {
			k = len(names)
			names = append(names, b.Label())
		}
		index[i] = k
	}
	byBot := make([]tally, len(names))
	for k, n := range names {
		byBot[k].name = n
	}
	bySeat, byOrder := make([]tally, c.Players), make([]tally, c.Players)
	for s := range bySeat {
		bySeat[s].name = "seat " + strconv.Itoa(s)
		byOrder[s].name = ordinal(s+1) + " to move"
	}
	var length Mean
	var metrics metricTally
	for _, p := range played {
		i := p.Index % c.Games
		for s, b := range Seats(c.Players, i) {
			byBot[index[b]].add(p, s)
			bySeat[s].add(p, s)
			byOrder[(s-max(p.First, 0)+c.Players)%c.Players].add(p, s)
		}
		if length.n == 0 {
			r.Length.Min, r.Length.Max = p.Moves, p.Moves
		}
		length.Add(float64(p.Moves))
		r.Length.Min = min(r.Length.Min, p.Moves)
		r.Length.Max = max(r.Length.Max, p.Moves)
		if p.Adjudicated {
			r.Adjudicated++
		}
		metrics.add(p)
	}
	r.Length.Mean = length.Interval(Z95)
	r.Metrics = metrics.metrics(standing)
	for _, t := range byBot {
		r.ByBot = append(r.ByBot, t.stats())
	}
	for _, t := range bySeat {
		r.BySeat = append(r.BySeat, t.stats())
	}
	for _, t := range byOrder {
		r.ByOrder = append(r.ByOrder, t.stats())
	}
	return r
}

// ordinal writes n as "1st", "2nd", "3rd", "4th"….
func ordinal(n int) string {
	suffix := "th"
	switch n % 10 {
	case 1:
		suffix = "st"
	case 2:
		suffix = "nd"
	case 3:
		suffix = "rd"
	}
	if n%100 >= 11 && n%100 <= 13 {
		suffix = "th"
	}
	return strconv.Itoa(n) + suffix
}
