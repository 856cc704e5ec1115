package wire

import "encoding/json"

// CreateRequest asks for a new table (POST /api/tables). Players, when
// left out, is the number of seats given, or the game's smallest count; a
// players of 0 given outright is refused. Seats not given are for people.
// Join, if set, takes a seat for the creator at once.
type CreateRequest struct {
	Game    string          `json:"game"`
	Players int             `json:"players,omitempty"`
	Options json.RawMessage `json:"options,omitempty"`
	Seats   []SeatRequest   `json:"seats,omitempty"`
	Join    *JoinRequest    `json:"join,omitempty"`
	// Clock is the table's clock; nil: none.
	Clock *ClockSpec `json:"clock,omitempty"`
	// Hints offers each seat what the hard bot would play; nil: on when
	// a seat is a bot's.
	Hints *bool `json:"hints,omitempty"`
	// Rated asks for a rated table: the creator signed in, a clock, no
	// hints, and every seat a person's, taken by signed-in accounts
	// only, or one of the game's bot levels (GameInfo.Levels).
	Rated bool `json:"rated,omitempty"`
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

// NickRequest takes an open seat (POST /api/tables/{id}/seats/{n}) under
// a nickname. Tokens are the caller's proofs for this table: every seat
// token it holds or held there and any invitation the host gave it. A
// token that holds a seat of the table refuses the join (a person holds
// one seat); a departed player's own token, or the host's invitation,
// takes that departed seat back.
type NickRequest struct {
	Nick   string   `json:"nick"`
	Tokens []string `json:"tokens,omitempty"`
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

// Invited answers the host's invitation to a departed seat (POST
// /api/tables/{id}/seats/{n}/invite): Invite is a token that takes the
// seat once, in a join's Tokens. The departed player's own token no longer
// does; a new invitation replaces the last.
type Invited struct {
	Seat   int       `json:"seat"`
	Invite string    `json:"invite"`
	Table  TableInfo `json:"table"`
}
