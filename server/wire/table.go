package wire

import (
	"encoding/json"
	"time"

	"caribe/engine"
)

// Status is a table's stage: "open" until every seat is taken, "running"
// while the game goes on, "over" at its end, "expired" when it stayed open
// without a join for the server's open-table time to live.
type Status string

// TableInfo is a table as anyone may see it: no seed, no tokens, no hidden
// information.
type TableInfo struct {
	ID      string          `json:"id"`
	Game    string          `json:"game"`
	Title   string          `json:"title"`
	Players int             `json:"players"`
	Options json.RawMessage `json:"options"`
	Seats   []SeatInfo      `json:"seats"`
	Status  Status          `json:"status"`
	// Version counts the moves played, chance outcomes included.
	Version int            `json:"version"`
	Actor   engine.Actor   `json:"actor"`
	Result  *engine.Result `json:"result,omitempty"`
	Created time.Time      `json:"created"`
	Updated time.Time      `json:"updated"`
	// Finished is when the game ended, set once Status is "over".
	Finished *time.Time `json:"finished,omitempty"`
	// Clock is the table's clock now; nil for a table without one.
	Clock *ClockInfo `json:"clock,omitempty"`
	// Hints says whether the table offers hints (POST …/hint).
	Hints bool `json:"hints"`
	// Rated says whether the game's result moves its players' ratings.
	Rated bool `json:"rated,omitempty"`
	// Silence is set while a seat of a table without a clock has been
	// silent long enough to be voted to a bot.
	Silence *Silence `json:"silence,omitempty"`
	// Rematch is set once someone asked to play again at a finished table.
	Rematch *Rematch `json:"rematch,omitempty"`
}

// TableList is a page of the lobby (GET /api/tables). Next, when set, is
// the cursor that asks for the following page; it is absent on the last.
type TableList struct {
	Tables []TableInfo `json:"tables"`
	Next   string      `json:"next,omitempty"`
}

// SeatInfo is one seat as anyone may see it.
type SeatInfo struct {
	Seat int `json:"seat"`
	// Kind is SeatOpen (nobody holds it), SeatPerson or SeatBot.
	Kind string `json:"kind"`
	Nick string `json:"nick,omitempty"`
	Bot  string `json:"bot,omitempty"`
	// Level names the bot's level ("easy") when Bot is the spec of one of
	// the game's levels on this server.
	Level string `json:"level,omitempty"`
	// Number tells apart the bots of one level (or one spec) at a table:
	// 1, 2, … in seat order when two or more share it, else 0. Clients
	// show it in the bot's name ("Bot 1 (easy)").
	Number int `json:"number,omitempty"`
	// Departed is set on an open seat whose player left; Nick is theirs.
	Departed bool `json:"departed,omitempty"`
	// Connected is set while the seat's player has a live connection.
	Connected bool `json:"connected"`
	// Account is the account the seat is bound to: held by a signed-in
	// person, or left by one (departed, away, or played for by a bot at
	// a rated table). That account takes the seat back, or resumes it
	// on another device (POST …/seats/{n}/resume).
	Account string `json:"account,omitempty"`
	// Away is set on a bot's seat that plays for a person (Nick) whose
	// time ran out or whom the others voted away: their own token takes
	// the seat back (a join of the seat with "tokens").
	Away bool `json:"away,omitempty"`
}

// The kinds of seat.
const (
	SeatOpen   = "open"
	SeatPerson = "person"
	SeatBot    = "bot"
)
