package wire

import (
	"encoding/json"

	"caribe/engine"
)

// Message is what the server sends over a WebSocket, one JSON object per
// frame. Type says which fields are set:
//
//   - "welcome": Seat (-1 for a spectator), Table; the answer to hello.
//   - "update": Version, By, Move, Events (one move and what it caused),
//     Actor, and, on the newest update, View, Legal (to the seat that must
//     decide) and Result; Undo when the seat may take its last move back.
//     An undo is an update too: Move is {"type":"undo","undoes":N} and
//     Events an "undone" event.
//   - "state": Version, View, Legal, Actor, Result, Undo: the whole view,
//     sent instead of updates when the client missed too many.
//   - "table": Table, when seats change or players come and go.
//   - "pong": Version, Ref; the answer to a ping.
//   - "error": Error, Version (the table's current one), Ref (the client's);
//     Limit and RetryAfter (seconds) when a limit refused the message.
type Message struct {
	Type    string             `json:"type"`
	Seat    *int               `json:"seat,omitempty"`
	Table   *TableInfo         `json:"table,omitempty"`
	Version int                `json:"version"`
	By      *engine.Actor      `json:"by,omitempty"`
	Move    json.RawMessage    `json:"move,omitempty"`
	Events  json.RawMessage    `json:"events,omitempty"`
	Actor   *engine.Actor      `json:"actor,omitempty"`
	View    json.RawMessage    `json:"view,omitempty"`
	Legal   []engine.LegalMove `json:"legal,omitempty"`
	Result  *engine.Result     `json:"result,omitempty"`
	// Undo is set, on a message with the view, when the seat may take
	// its last move back now.
	Undo  bool   `json:"undo,omitempty"`
	Error string `json:"error,omitempty"`
	Ref   string `json:"ref,omitempty"`
	// Limit and RetryAfter, on an error, name the limit that refused
	// the message and the seconds to wait.
	Limit      string `json:"limit,omitempty"`
	RetryAfter int    `json:"retry_after,omitempty"`
}

// ClientMessage is what a client sends over a WebSocket. The first must be
// a "hello" with the seat Token (none for a spectator) and, on a
// reconnection, Since: the last version the client saw. After it, "move"
// carries Version (the table's version the move was chosen at) and Move,
// "undo" takes the seat's last move back (Version: the table's version it
// was asked at), and "ping" asks for a pong; Ref, if given, comes back on the answer.
type ClientMessage struct {
	Type    string          `json:"type"`
	Token   string          `json:"token,omitempty"`
	Since   *int            `json:"since,omitempty"`
	Version int             `json:"version,omitempty"`
	Move    json.RawMessage `json:"move,omitempty"`
	Ref     string          `json:"ref,omitempty"`
}
