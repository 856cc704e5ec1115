package sim

import (
	"encoding/json"
	"slices"
	"strconv"
	"time"

	"caribe/bots"
)

// Report is a tournament's results: what report.json holds.
type Report struct {
	Game    string          `json:"game"`
	Players int             `json:"players"`
	Options json.RawMessage `json:"options"`
	// Bots are the players before rotation, as given.
	Bots  []string `json:"bots"`
	Games int      `json:"games"`
	Seed  uint64   `json:"seed"`
	// ByBot sums up each distinct bot over every seat it played.
	ByBot []Stats `json:"by_bot"`
	// BySeat sums up each seat over every bot that played it.
	BySeat []Stats `json:"by_seat"`
	// Length is the number of moves per game, chance outcomes included.
	Length Length `json:"length"`
	// Adjudicated counts the games stopped after bots.MaxMoves moves.
	Adjudicated int `json:"adjudicated"`
	// Timing is how fast it ran; it is not part of report.json, which
	// depends only on the tournament's config.
	Timing Timing `json:"-"`
}

// Stats sums up one bot or one seat over the games it played.
type Stats struct {
	// Name is the bot ("mcts:2000") or the seat ("seat 0").
	Name  string `json:"name"`
	Games int    `json:"games"`
	// Wins counts the games won, a win shared by k seats counting 1/k.
	Wins float64 `json:"wins"`
	// WinRate is Wins/Games with its Wilson interval.
	WinRate Interval `json:"win_rate"`
	// Score is the mean final score.
	Score Interval `json:"score"`
	// Margin is the mean of the score minus the mean score of the other seats.
	Margin Interval `json:"margin"`
	// Histogram counts the final scores.
	Histogram []Bin `json:"histogram"`
}

// Bin is one bar of a histogram: how many times a score came up.
type Bin struct {
	Score int `json:"score"`
	Count int `json:"count"`
}

// Length sums up the games' lengths in moves.
type Length struct {
	Mean Interval `json:"mean"`
	Min  int      `json:"min"`
	Max  int      `json:"max"`
}

// Timing is how fast a tournament ran, and how long each bot thought.
type Timing struct {
	Elapsed time.Duration
	Moves   int
	Bots    []Thinking
}

// Thinking is one bot's decisions and the time they took.
type Thinking struct {
	Name      string
	Decisions int
	Total     time.Duration
	Slowest   time.Duration
	// Cut counts the decisions whose iterations the clock cut short.
	Cut int
}

// tally accumulates one Stats.
type tally struct {
	name          string
	games         int
	wins          float64
	score, margin Mean
	hist          map[int]int
}

func (t *tally) add(res bots.Result, seat int) {
	t.games++
	for _, w := range res.Winners {
		if w == seat {
			t.wins += 1 / float64(len(res.Winners))
		}
	}
	own := res.Scores[seat]
	others := 0
	for s, x := range res.Scores {
		if s != seat {
			others += x
		}
	}
	t.score.Add(float64(own))
	t.margin.Add(float64(own) - float64(others)/float64(len(res.Scores)-1))
	if t.hist == nil {
		t.hist = map[int]int{}
	}
	t.hist[own]++
}

func (t *tally) stats() Stats {
	s := Stats{Name: t.name, Games: t.games, Wins: t.wins, WinRate: Wilson(t.wins, t.games, Z95),
		Score: t.score.Interval(Z95), Margin: t.margin.Interval(Z95), Histogram: []Bin{}}
	for score, n := range t.hist {
		s.Histogram = append(s.Histogram, Bin{score, n})
	}
	slices.SortFunc(s.Histogram, func(a, b Bin) int { return a.Score - b.Score })
	return s
}

// summarize sums the results up in game order, so that the report is the
// same however the games were spread over cores.
func summarize(c Config, results []bots.Result) *Report {
	opts := c.Options
	if len(opts) == 0 {
		opts = json.RawMessage("{}")
	}
	r := &Report{Game: c.Game, Players: c.Players, Options: opts, Games: c.Games, Seed: c.Seed}
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
	bySeat := make([]tally, c.Players)
	for s := range bySeat {
		bySeat[s].name = "seat " + strconv.Itoa(s)
	}
	var length Mean
	r.Length.Min = results[0].Moves
	for i, res := range results {
		for s, b := range Seats(c.Players, i) {
			byBot[index[b]].add(res, s)
			bySeat[s].add(res, s)
		}
		length.Add(float64(res.Moves))
		r.Length.Min = min(r.Length.Min, res.Moves)
		r.Length.Max = max(r.Length.Max, res.Moves)
		if res.Adjudicated {
			r.Adjudicated++
		}
	}
	r.Length.Mean = length.Interval(Z95)
	for _, t := range byBot {
		r.ByBot = append(r.ByBot, t.stats())
	}
	for _, t := range bySeat {
		r.BySeat = append(r.BySeat, t.stats())
	}
	return r
}

// timing adds up the moves and each distinct bot's thinking.
func timing(c Config, results []bots.Result, elapsed time.Duration) Timing {
	t := Timing{Elapsed: elapsed}
	for i, res := range results {
		t.Moves += res.Moves
		for s, b := range Seats(c.Players, i) {
			t.Bots = addThinking(t.Bots, Thinking{Name: c.Bots[b].Label(), Decisions: res.Decisions[s],
				Total: res.Thinking[s], Slowest: res.Slowest[s], Cut: res.Cut[s]})
		}
	}
	return t
}

// addThinking adds x to the entry of ts with x's name, appending x when
// there is none, and returns ts.
func addThinking(ts []Thinking, x Thinking) []Thinking {
	k := slices.IndexFunc(ts, func(t Thinking) bool { return t.Name == x.Name })
	if k < 0 {
		return append(ts, x)
	}
	t := &ts[k]
	t.Decisions += x.Decisions
	t.Total += x.Total
	t.Slowest = max(t.Slowest, x.Slowest)
	t.Cut += x.Cut
	return ts
}
