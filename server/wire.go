package server

import (
	"encoding/json"
	"fmt"
	"time"

	"caribe/engine"
	"caribe/store"
)

// TableInfo is a table as anyone may see it: no seed, no tokens, no hidden
// information.
type TableInfo struct {
	ID      string          `json:"id"`
	Game    string          `json:"game"`
	Title   string          `json:"title"`
	Players int             `json:"players"`
	Options json.RawMessage `json:"options"`
	Seats   []SeatInfo      `json:"seats"`
	Status  store.Status    `json:"status"`
	// Version counts the moves played, chance outcomes included.
	Version int            `json:"version"`
	Actor   engine.Actor   `json:"actor"`
	Result  *engine.Result `json:"result,omitempty"`
	Created time.Time      `json:"created"`
	Updated time.Time      `json:"updated"`
}

// SeatInfo is one seat as anyone may see it.
type SeatInfo struct {
	Seat int `json:"seat"`
	// Kind is "open" (nobody holds it), "person" or "bot".
	Kind string `json:"kind"`
	Nick string `json:"nick,omitempty"`
	Bot  string `json:"bot,omitempty"`
	// Departed is set on an open seat whose player left; Nick is theirs.
	Departed bool `json:"departed,omitempty"`
	// Connected is set while the seat's player has a live connection.
	Connected bool `json:"connected"`
}

// The kinds of seat.
const (
	SeatOpen   = "open"
	SeatPerson = "person"
	SeatBot    = "bot"
)

// Message is what the server sends over a WebSocket, one JSON object per
// frame. Type says which fields are set:
//
//   - "welcome": Seat (-1 for a spectator), Table; the answer to hello.
//   - "update": Version, By, Move, Events (one move and what it caused),
//     Actor, and, on the newest update, View, Legal (to the seat that must
//     decide) and Result.
//   - "state": Version, View, Legal, Actor, Result: the whole view, sent
//     instead of updates when the client missed too many.
//   - "table": Table, when seats change or players come and go.
//   - "error": Error, Version (the table's current one), Ref (the client's).
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
	Error   string             `json:"error,omitempty"`
	Ref     string             `json:"ref,omitempty"`
}

// ClientMessage is what a client sends over a WebSocket. The first must be
// a "hello" with the seat Token (none for a spectator) and, on a
// reconnection, Since: the last version the client saw. After it, "move"
// carries Version (the table's version the move was chosen at) and Move;
// Ref, if given, comes back on an error about that message.
type ClientMessage struct {
	Type    string          `json:"type"`
	Token   string          `json:"token,omitempty"`
	Since   *int            `json:"since,omitempty"`
	Version int             `json:"version,omitempty"`
	Move    json.RawMessage `json:"move,omitempty"`
	Ref     string          `json:"ref,omitempty"`
}

// ViewResponse answers GET /api/tables/{id}/view: what one seat (or a
// spectator) sees now.
type ViewResponse struct {
	Seat    int                `json:"seat"`
	Version int                `json:"version"`
	Actor   engine.Actor       `json:"actor"`
	View    json.RawMessage    `json:"view"`
	Legal   []engine.LegalMove `json:"legal,omitempty"`
	Result  *engine.Result     `json:"result,omitempty"`
}

// mustJSON encodes a value the server built, which cannot fail to encode.
func mustJSON(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		panic(fmt.Sprintf("encoding %T: %v", v, err))
	}
	return b
}
