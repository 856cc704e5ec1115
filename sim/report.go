package sim

import (
	"encoding/json"
	"time"
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
	// Capped counts the games stopped at the move cap, bots.MaxMoves
	// moves, and decided on score; every other figure leaves them out.
	Capped int `json:"capped"`
	// ByOrder sums up the players by their place in the order of play:
	// the first to move, the second, and so on (first-player advantage).
	ByOrder []Stats `json:"by_order"`
	// Metrics sum up how the games felt.
	Metrics Metrics `json:"metrics"`
	// Timing is how fast it ran; it is not part of report.json, which
	// depends only on the tournament's config.
	Timing Timing `json:"-"`
}

// Finished counts the games played to their end: all but the capped.
func (r *Report) Finished() int { return r.Games - r.Capped }

// Stats sums up one bot or one seat over the games it played.
type Stats struct {
	// Name is the bot ("mcts:2000") or the seat ("seat 0").
	Name string `json:"name"`
	// Games counts the games played to their end; Capped those stopped at
	// the move cap, which the other figures leave out.
	Games  int `json:"games"`
	Capped int `json:"capped"`
	// Wins counts the games won, a win shared by k seats counting 1/k.
	Wins float64 `json:"wins"`
	// WinRate is Wins/Games with its Wilson interval.
	WinRate Interval `json:"win_rate"`
	// Score is the mean final score; ScoreQuartiles its median and
	// quartiles.
	Score          Interval  `json:"score"`
	ScoreQuartiles Quartiles `json:"score_quartiles"`
	// Margin is the mean of the score minus the mean score of the other seats.
	Margin Interval `json:"margin"`
	// Histogram counts the final scores.
	Histogram []Bin `json:"histogram"`
	// Numbers are the means of the game's numbers per seat (busts, cards
	// drawn…), in the order the games give them.
	Numbers []Number `json:"numbers,omitempty"`
}

// Number is the mean of one of the game's numbers per seat.
type Number struct {
	Name string   `json:"name"`
	Mean Interval `json:"mean"`
}

// Bin is one bar of a histogram: how many times a score came up.
type Bin struct {
	Score int `json:"score"`
	Count int `json:"count"`
}

// Length sums up the games' lengths in moves (or turns): the mean with its
// bootstrap interval, the median and quartiles, the shortest and longest.
type Length struct {
	Mean      Interval  `json:"mean"`
	Quartiles Quartiles `json:"quartiles"`
	Min       int       `json:"min"`
	Max       int       `json:"max"`
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
