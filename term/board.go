// Package term plays the games in a terminal (caribe play): a full-screen
// client, local against bots or connected to a server, drawing each game's
// board with text.
package term

import "encoding/json"

// BoardInput is what a game's board is drawn from: the seat's view as the
// server sends it, the legal moves, the move under the cursor and the
// terminal's room.
type BoardInput struct {
	// View is what the seat sees, as engine.Session.View encodes to JSON.
	View json.RawMessage
	// Seat is the player's seat; -1 for a spectator.
	Seat int
	// Legal are the seat's legal moves now, as JSON; empty when it is
	// not the seat's decision.
	Legal []json.RawMessage
	// Chosen are the steps of a half-made move chosen so far (GameUI.Steps).
	Chosen []string
	// Cursor is the move under the cursor (nil: none), to be drawn
	// highlighted.
	Cursor json.RawMessage
	// Last is the last move played and its events (nil before the first).
	Last *Played
	// Width and Height are the room the board may take, in cells.
	Width, Height int
	// ASCII asks for plain ASCII without colour.
	ASCII bool
	// Lang is "en" or "ru".
	Lang string
}

// Played is a move that was played, by whom, and its events.
type Played struct {
	Version int
	// By is the seat that played it, or -1 for chance.
	By     int
	Move   json.RawMessage
	Events json.RawMessage
}

// Step is one choice of a move made in parts: its key among the moves
// that share the steps before it, and its label for the player.
type Step struct {
	Key   string
	Label string
}

// GameUI is how the terminal client draws and plays one game.
type GameUI interface {
	// Draw renders the board and the game's panels (hands, maps, scores)
	// within in.Width × in.Height cells.
	Draw(in BoardInput) string
	// Steps splits a legal move into the choices a player makes in turn
	// (a card, then a pirate); the moves sharing their first steps are
	// chosen among together, so only legal moves are reachable.
	Steps(move json.RawMessage, in BoardInput) []Step
	// Describe is a line of the log telling what a move did, in lang.
	Describe(p Played, lang string) string
	// MoveWords names a move, played or not, in lang, as the review lists
	// the moves played and the better ones: from the move itself, and from
	// view (a view of the same game, at any point) only what never changes
	// in a game, as Tobago's island; view may be nil.
	MoveWords(move, view json.RawMessage, lang string) string
	// Rules is the short rules summary shown by '?', in lang.
	Rules(lang string) string
}

// uis are the games the terminal client plays, by engine name.
var uis = map[string]GameUI{}

// register makes ui the terminal client's way of playing game; each
// game's file registers itself.
func register(game string, ui GameUI) { uis[game] = ui }
