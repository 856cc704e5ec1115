package wire

import "time"

// Ratings (docs/api.md, "Ratings"): each game has its ladder, on which
// accounts and the server's bot levels stand alike. A rated table's
// result moves its players' ratings once the game ends.
//
//	GET  /api/ladder/{game}                  → Ladder (?limit=N, at most 200)
//	GET  /api/players/{nick}                 → Profile
//	GET  /api/tables/{id}/ratings            → TableRatings
//	POST /api/tables/{id}/seats/{n}/resume   (signed in) → Joined

// Rating is a player's rating in one game, on the display scale where a
// newcomer stands at 1500: Value is the best estimate and [Low, High]
// the interval the true skill lies in with high confidence (±3σ).
// Ladders sort by Low. Mu and Sigma are the model's own figures
// (Weng–Lin, rating.PlackettLuce). Games counts the rated games played,
// Wins those won.
type Rating struct {
	Value float64 `json:"value"`
	Low   float64 `json:"low"`
	High  float64 `json:"high"`
	Mu    float64 `json:"mu"`
	Sigma float64 `json:"sigma"`
	Games int     `json:"games"`
	Wins  int     `json:"wins"`
}

// Player names someone on a ladder: an account (Account its id, Nick
// its nickname) or a bot level (Level, e.g. "hard").
type Player struct {
	Account string `json:"account,omitempty"`
	Nick    string `json:"nick,omitempty"`
	Level   string `json:"level,omitempty"`
}

// Ladder is a game's leaderboard, best first.
type Ladder struct {
	Game    string        `json:"game"`
	Entries []LadderEntry `json:"entries"`
}

// LadderEntry is one place of a ladder.
type LadderEntry struct {
	Place  int    `json:"place"`
	Player Player `json:"player"`
	Rating Rating `json:"rating"`
}

// Profile is what anyone may see of an account: its nickname, its games
// in each game it played and the latest tables it finished.
type Profile struct {
	Account Account     `json:"account"`
	Created time.Time   `json:"created"`
	Games   []GameStats `json:"games"`
	// Recent are the account's latest finished tables, newest first.
	Recent []Finished `json:"recent"`
}

// GameStats is an account's record in one game: tables finished (rated
// or not), won (first place, shared or not), and how many of them were
// rated; Rating is nil until a rated game was played, History its
// rating after each rated game, oldest first.
type GameStats struct {
	Game    string        `json:"game"`
	Played  int           `json:"played"`
	Won     int           `json:"won"`
	Rated   int           `json:"rated"`
	Rating  *Rating       `json:"rating,omitempty"`
	History []RatingPoint `json:"history"`
}

// RatingPoint is a rating after one rated game.
type RatingPoint struct {
	At    time.Time `json:"at"`
	Table string    `json:"table"`
	Value float64   `json:"value"`
	Low   float64   `json:"low"`
	High  float64   `json:"high"`
}

// Finished is a table a player finished: its game, when it ended, the
// player's seat and place (1 for a winner) among Players, and for a
// rated table the rating before and after.
type Finished struct {
	Table   string    `json:"table"`
	Game    string    `json:"game"`
	At      time.Time `json:"at"`
	Seat    int       `json:"seat"`
	Place   int       `json:"place"`
	Players int       `json:"players"`
	Rated   bool      `json:"rated"`
	Before  *Rating   `json:"before,omitempty"`
	After   *Rating   `json:"after,omitempty"`
}

// TableRatings is what a finished table did to its players' ratings,
// seat by seat: empty until its result has been recorded, and for a table
// that is not rated.
type TableRatings struct {
	Table string       `json:"table"`
	Rated bool         `json:"rated"`
	Seats []SeatRating `json:"seats"`
}

// SeatRating is one seat's player and its rating before and after the
// game.
type SeatRating struct {
	Seat   int    `json:"seat"`
	Player Player `json:"player"`
	Place  int    `json:"place"`
	Before Rating `json:"before"`
	After  Rating `json:"after"`
}
