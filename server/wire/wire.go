// Package wire is the JSON the server speaks (docs/api.md): the bodies of
// its HTTP requests and answers and the messages of its WebSockets, shared
// with its clients. It depends on the engine only, for the moves, actors,
// results and option declarations these carry.
package wire

import "caribe/engine"

// GameInfo describes a game the server offers: an entry of GET /api/games.
type GameInfo struct {
	Name       string `json:"name"`
	Title      string `json:"title"`
	MinPlayers int    `json:"min_players"`
	MaxPlayers int    `json:"max_players"`
	// Levels names the bot levels that play the game, from the easiest.
	Levels []string `json:"levels"`
	// LevelRatings are the levels' ratings on the game's ladder, by
	// level name; a level not yet rated is absent.
	LevelRatings map[string]Rating `json:"level_ratings,omitempty"`
	// Options declares the options a table of the game takes; empty when
	// it takes none.
	Options []engine.OptionDecl `json:"options"`
}

// ErrorResponse is the body of every refusal. Version, when set, is the
// table's current version. A refusal by a limit (status 429) names it in
// Limit and says in RetryAfter how many seconds to wait, as the
// Retry-After header does.
type ErrorResponse struct {
	Error      string `json:"error"`
	Version    *int   `json:"version,omitempty"`
	Limit      string `json:"limit,omitempty"`
	RetryAfter int    `json:"retry_after,omitempty"`
}
