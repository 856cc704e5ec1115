package store

import (
	"context"
	"strings"
	"time"
)

// Each game has a ladder of rated players: accounts, by their id, and the
// server's bot levels, by BotPlayer. When a table ends, the outcome of
// each seat held by an account, and at a rated table of each bot level
// too, is recorded once (Ratings.Record); a rated table's outcomes carry
// the players' new standings.

// botPrefix begins the player name of a bot level; no account id has it.
const botPrefix = "bot:"

// BotPlayer is the player name of a bot level ("hard") on a ladder.
func BotPlayer(level string) string { return botPrefix + level }

// BotLevel is the level a player name stands for, if it is a bot's.
func BotLevel(player string) (string, bool) { return strings.CutPrefix(player, botPrefix) }

// Standing is a player's rating in one game: the model's Mu and Sigma,
// the rated games played and won, and when it last changed. Nick is the
// account's nickname when the store reads a standing for a ladder (empty
// for a bot level).
type Standing struct {
	Game    string
	Player  string
	Nick    string
	Mu      float64
	Sigma   float64
	Games   int
	Wins    int
	Updated time.Time
}

// Outcome is how one player finished one table: their seat, their place
// (1 for a winner; players who tie share a place) among Players, and,
// when the table was rated, their standing before and after it. Before is
// what the recorder read (a zero Games for a player without a standing
// yet); Record refuses an outcome whose Before is no longer current.
type Outcome struct {
	Table   string
	Game    string
	Player  string
	Seat    int
	Place   int
	Players int
	Rated   bool
	Before  Standing
	After   Standing
	At      time.Time
}

// Tally is a player's count of finished tables in one game: Played,
// Won (place 1) and Rated.
type Tally struct {
	Game   string
	Played int
	Won    int
	Rated  int
}

// Ratings keeps the ladders and the outcomes of finished tables. A table
// whose log gets an entry with a Result is marked pending until Record
// stores its outcomes.
type Ratings interface {
	// Record stores the outcomes of table id, which has ended, and the
	// After standing of each rated outcome, in one transaction, and
	// clears the table's pending mark. It does nothing and returns nil
	// when the table is not pending (recorded already). ErrConflict when
	// a rated outcome's Before is not the player's standing now (its
	// Games differ, or it has none while Before.Games > 0): another
	// table was recorded meanwhile; read the standings again. ErrNotFound
	// for an unknown table. outs may be empty: the table had no account.
	Record(ctx context.Context, id string, outs []Outcome) error
	// Pending lists tables that ended without their outcomes recorded,
	// at most limit (0: every one), those that ended first first.
	Pending(ctx context.Context, limit int) ([]string, error)
	// Standings reads the standings of players in game; a player without
	// one is absent from the map.
	Standings(ctx context.Context, game string, players []string) (map[string]Standing, error)
	// Seed stores s unless its player has a standing in its game already,
	// and reports whether it did.
	Seed(ctx context.Context, s Standing) (bool, error)
	// Ladder lists a game's standings best first: by Mu−3·Sigma, then by
	// more games, then by player; at most limit (0: every one), with the
	// accounts' nicknames.
	Ladder(ctx context.Context, game string, limit int) ([]Standing, error)
	// Outcomes lists a player's outcomes newest first (by At, then
	// table), in game ("" for every game), at most limit (0: every one).
	Outcomes(ctx context.Context, player, game string, limit int) ([]Outcome, error)
	// TableOutcomes lists the outcomes recorded for a table, by seat.
	TableOutcomes(ctx context.Context, id string) ([]Outcome, error)
	// Tallies counts a player's outcomes per game, by game name.
	Tallies(ctx context.Context, player string) ([]Tally, error)
	// AccountByNick reads the account whose nickname folds to nick's
	// NickKey, else the one whose nickname looks like nick (the same
	// NickSkeleton); ErrNotFound if none.
	AccountByNick(ctx context.Context, nick string) (Account, error)
}
