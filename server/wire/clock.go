package wire

import (
	"encoding/json"
	"time"

	"caribe/engine"
)

// The kinds of clock a table may have.
const (
	ClockNone = "none"
	ClockLive = "live"
	ClockTurn = "turn"
)

// ClockSpec is a table's clock as chosen when it is created
// (CreateRequest.Clock): none; live, a time per move and a reserve per
// seat ("30 s + 5 min"); or turn-based, days per move.
type ClockSpec struct {
	// Kind is ClockNone, ClockLive or ClockTurn.
	Kind string `json:"kind"`
	// PerMove is the time per move of a live clock, in seconds; the
	// reserve starts to run once it has passed.
	PerMove int `json:"per_move,omitempty"`
	// Reserve is each seat's reserve of a live clock, in seconds.
	Reserve int `json:"reserve,omitempty"`
	// Days is the time per move of a turn-based clock: 1, 2, 3 or 7.
	Days int `json:"days,omitempty"`
}

// ClockInfo is a table's clock now (TableInfo.Clock, nil for none).
// Clients count down from Deadline, corrected by the difference between
// Now and their own clock when the message arrived.
type ClockInfo struct {
	ClockSpec
	// Reserves are each seat's reserve left, in milliseconds, the time
	// already spent on the move under way not taken off.
	Reserves []int64 `json:"reserves"`
	// Seat is the seat whose time runs (a person deciding), -1 while no
	// person's time runs (a bot, chance, the game not started or over).
	Seat int `json:"seat"`
	// MoveDeadline is when the running seat's time per move ends and its
	// reserve starts to run (live), and Deadline when its time runs out:
	// then a bot of the table's level plays the seat (SeatInfo.Away).
	MoveDeadline *time.Time `json:"move_deadline,omitempty"`
	Deadline     *time.Time `json:"deadline,omitempty"`
	// Now is the server's time when the message was made.
	Now time.Time `json:"now"`
}

// Silence is a seat of a table without a clock whose player has not
// decided for the server's vote wait: the other people at the table may
// vote the seat to a bot (POST /api/tables/{id}/seats/{seat}/vote).
type Silence struct {
	Seat int `json:"seat"`
	// Since is when the seat began to decide; VoteFrom when votes are
	// taken.
	Since    time.Time `json:"since"`
	VoteFrom time.Time `json:"vote_from"`
	// Votes are the seats that voted; the seat goes to a bot once every
	// other seat held by a person has voted.
	Votes []int `json:"votes"`
}

// Rematch is a finished table's offer to play again (POST
// /api/tables/{id}/rematch): the new table, with the same game, options,
// clock and bots, its seats rotated by one. Each person of the finished
// table takes their seat there with their own token of this table (a
// join of that seat with "tokens").
type Rematch struct {
	Table string `json:"table"`
	// Seats maps a seat of the finished table to that player's seat at
	// the new one.
	Seats []int `json:"seats"`
}

// HintRequest asks what the table's hard bot would play now for the
// asking seat (POST /api/tables/{id}/hint, with the seat's token), at the
// version the seat sees.
type HintRequest struct {
	Version int `json:"version"`
}

// Hint is the answer: the move, one of the seat's legal moves, at
// version, and the level of the bot that chose it.
type Hint struct {
	Version int             `json:"version"`
	Move    json.RawMessage `json:"move"`
	Level   string          `json:"level"`
}

// Handover is the event of a seat handed to a bot or taken back, as the
// log shows it (its type is "handover"): To "bot" or "person", Why "time"
// (the clock ran out), "vote" (the others voted) or "back" (the player took
// it back).
type Handover = engine.Handover
