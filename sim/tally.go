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
	capped        int
	wins          float64
	score, margin Sample
	hist          map[int]int
	numbers       []string
	means         []Sample
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
			t.means = append(t.means, Sample{})
		}
		t.means[k].Add(float64(st.Values[seat]))
	}
}

// stats sums the tally up; seed and the names in key seed its bootstraps.
func (t *tally) stats(seed uint64, key ...string) Stats {
	key = append(key, t.name)
	s := Stats{Name: t.name, Games: t.games, Capped: t.capped, Wins: t.wins, WinRate: Wilson(t.wins, t.games, Z95),
		Score: t.score.Interval(seedFor(seed, append(key, "score")...)), ScoreQuartiles: t.score.Quartiles(),
		Margin: t.margin.Interval(seedFor(seed, append(key, "margin")...)), Histogram: []Bin{}}
	for score, n := range t.hist {
		s.Histogram = append(s.Histogram, Bin{score, n})
	}
	slices.SortFunc(s.Histogram, func(a, b Bin) int { return a.Score - b.Score })
	for k, name := range t.numbers {
		s.Numbers = append(s.Numbers, Number{Name: name, Mean: t.means[k].Interval(seedFor(seed, append(key, name)...))})
	}
	return s
}

// summarize sums one setting's games up in game order, so that the report
// is the same however the games were spread over cores or machines. The
// games stopped at the move cap are counted apart and left out of every
// other figure: their results are the cap's, not the game's.
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
	var length lengthTally
	var metrics metricTally
	for _, p := range played {
		i := p.Index % c.Games
		for s, b := range Seats(c.Players, i) {
			for _, t := range []*tally{&byBot[index[b]], &bySeat[s], &byOrder[(s-max(p.First, 0)+c.Players)%c.Players]} {
				if p.Capped {
					t.capped++
				} else {
					t.add(p, s)
				}
			}
		}
		if p.Capped {
			r.Capped++
			continue
		}
		length.add(p.Moves)
		metrics.add(p)
	}
	key := string(options)
	r.Length = length.length(seedFor(c.Seed, key, "moves"))
	r.Metrics = metrics.metrics(standing, seedFor(c.Seed, key, "metrics"))
	for _, t := range byBot {
		r.ByBot = append(r.ByBot, t.stats(c.Seed, key, "bot"))
	}
	for _, t := range bySeat {
		r.BySeat = append(r.BySeat, t.stats(c.Seed, key, "seat"))
	}
	for _, t := range byOrder {
		r.ByOrder = append(r.ByOrder, t.stats(c.Seed, key, "order"))
	}
	return r
}

// lengthTally accumulates a Length.
type lengthTally struct {
	sample   Sample
	min, max int
}

func (t *lengthTally) add(x int) {
	if t.sample.Len() == 0 {
		t.min, t.max = x, x
	}
	t.sample.Add(float64(x))
	t.min, t.max = min(t.min, x), max(t.max, x)
}

func (t *lengthTally) length(seed uint64) Length {
	return Length{Mean: t.sample.Interval(seed), Quartiles: t.sample.Quartiles(), Min: t.min, Max: t.max}
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
