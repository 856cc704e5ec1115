package wire

import "encoding/json"

// CreateRequest asks for a new table (POST /api/tables). Players defaults
// to the number of seats given, or the game's smallest count; seats not
// given are for people. Join, if set, takes a seat for the creator at once.
type CreateRequest struct {
	Game    string          `json:"game"`
	Players int             `json:"players,omitempty"`
	Options json.RawMessage `json:"options,omitempty"`
	Seats   []SeatRequest   `json:"seats,omitempty"`
	Join    *JoinRequest    `json:"join,omitempty"`
}

// SeatRequest sets a seat up: Kind SeatPerson (the default) or SeatBot
// with Bot one of the game's levels (GameInfo.Levels) or a bot spec
// ("mcts:2000").
type SeatRequest struct {
	Kind string `json:"kind,omitempty"`
	Bot  string `json:"bot,omitempty"`
}

// JoinRequest takes a seat under a nickname when a table is created.
type JoinRequest struct {
	Seat int    `json:"seat"`
	Nick string `json:"nick"`
}

// Created answers a table's creation: the host's token (to give departed
// players' seats to bots) and, when the creator joined, their seat.
type Created struct {
	Table     TableInfo `json:"table"`
	HostToken string    `json:"host_token"`
	Joined    *Joined   `json:"joined,omitempty"`
}

// NickRequest takes an open seat (POST /api/tables/{id}/seats/{n}).
type NickRequest struct {
	Nick string `json:"nick"`
}

// Joined answers a join: the seat and the token that holds it. The token
// is shown once; the server keeps only its hash.
type Joined struct {
	Seat  int       `json:"seat"`
	Token string    `json:"token"`
	Table TableInfo `json:"table"`
}

// BotRequest gives a seat to a bot (POST /api/tables/{id}/seats/{n}/bot):
// Bot is a level or a bot spec.
type BotRequest struct {
	Bot string `json:"bot"`
}
