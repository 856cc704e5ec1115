package wire

import (
	"encoding/json"

	"caribe/engine"
)

// ViewResponse answers GET /api/tables/{id}/view: what one seat (or a
// spectator, seat -1) sees now, and its legal moves when it must decide.
type ViewResponse struct {
	Seat    int                `json:"seat"`
	Version int                `json:"version"`
	Actor   engine.Actor       `json:"actor"`
	View    json.RawMessage    `json:"view"`
	Legal   []engine.LegalMove `json:"legal,omitempty"`
	Result  *engine.Result     `json:"result,omitempty"`
	// Undo is set when the seat may take its last move back now.
	Undo bool `json:"undo,omitempty"`
}

// MoveRequest plays a move chosen at Version (POST /api/tables/{id}/moves).
type MoveRequest struct {
	Version int             `json:"version"`
	Move    json.RawMessage `json:"move"`
}

// UndoRequest takes back the seat's last move (POST
// /api/tables/{id}/undo), asked at Version.
type UndoRequest struct {
	Version int `json:"version"`
}

// Moved answers a move: the table's version after it and the chance
// outcomes it led to.
type Moved struct {
	Version int `json:"version"`
}

// Moves answers GET /api/tables/{id}/moves: a page of the moves played
// after version Since, chance outcomes included, in order: Moves[i] is move
// Since+i+1, played by By[i] (a seat or "chance"), which led to the events
// Events[i]. Version is the table's version now: more moves follow the
// page while Since+len(Moves) < Version. Every move and event is public:
// each was sent to every client as it was played.
type Moves struct {
	Version int               `json:"version"`
	Since   int               `json:"since"`
	Moves   []json.RawMessage `json:"moves"`
	By      []engine.Actor    `json:"by"`
	Events  []json.RawMessage `json:"events"`
}

// Replay answers GET /api/tables/{id}/replay: a finished table's game, its
// set-up and every move in order, chance outcomes included. The seed stays
// on the server.
type Replay struct {
	Table TableInfo         `json:"table"`
	Moves []json.RawMessage `json:"moves"`
}

// Frame answers GET /api/tables/{id}/replay/{n}: the position after move
// Version (0: the set-up) of Of, everything revealed: the whole state,
// hidden cards and deck order included, but not the generator; Views holds
// each seat's view and Public a spectator's, for a board to draw from any
// seat's side. By, Move and Events are the move that led to it.
type Frame struct {
	Version int               `json:"version"`
	Of      int               `json:"of"`
	By      *engine.Actor     `json:"by,omitempty"`
	Move    json.RawMessage   `json:"move,omitempty"`
	Events  json.RawMessage   `json:"events,omitempty"`
	Actor   engine.Actor      `json:"actor"`
	State   json.RawMessage   `json:"state"`
	Views   []json.RawMessage `json:"views"`
	Public  json.RawMessage   `json:"public"`
	Result  engine.Result     `json:"result"`
}
