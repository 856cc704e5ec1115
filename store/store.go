// Package store keeps the server's tables: each table's set-up, its seats and
// its moves, appended in order. A table is rebuilt by replaying its moves
// from its options and seed, so nothing else needs storing.
package store

import (
	"context"
	"encoding/json"
	"errors"
	"time"
)

// Status is where a table stands.
type Status string

// A table is open until every seat is taken, running while the game goes
// on, and over once it has ended. An open table nobody joined for long
// enough is expired: kept, with its seats, but closed to joins.
const (
	Open    Status = "open"
	Running Status = "running"
	Over    Status = "over"
	Expired Status = "expired"
)

// Table is a table's set-up as stored. Its moves are kept apart and read
// with Store.Table.
type Table struct {
	ID      string
	Game    string
	Players int
	// Options is the game's options, a JSON object.
	Options json.RawMessage
	// Seed is the game's server-side seed; it never leaves the server.
	Seed uint64
	// HostHash is the SHA-256 of the host's token.
	HostHash []byte
	Seats    []Seat
	Status   Status
	Created  time.Time
	// Updated is when a move, seat or status was last stored.
	Updated time.Time
}

// Seat is one seat of a table: a bot, a person, or nobody yet.
type Seat struct {
	// Bot is the bot's spec ("greedy", "mcts:2000"); empty for a person or
	// an open seat.
	Bot string
	// Nick is the person's nickname; empty for a bot or an open seat.
	Nick string
	// TokenHash is the SHA-256 of the person's seat token; nil when nobody
	// holds the seat.
	TokenHash []byte
}

// Store keeps tables. Implementations are safe for concurrent use.
type Store interface {
	// CreateTable stores a new table; ErrExists if its ID is taken. A
	// zero Created is taken as now, a zero Updated as Created, an empty
	// Status as Open and empty Options as {}.
	CreateTable(ctx context.Context, t Table) error
	// SetSeat replaces seat index of a table; ErrNotFound for an unknown
	// table or seat.
	SetSeat(ctx context.Context, table string, index int, s Seat) error
	// SetStatus records where a table stands; ErrNotFound for an unknown table.
	SetStatus(ctx context.Context, table string, s Status) error
	// AppendMove stores move number seq (1 for the first) of a table. It
	// returns only once the move is durable. ErrConflict if the table
	// already has a move seq or lacks move seq-1; ErrNotFound for an
	// unknown table. If ctx ends first, AppendMove returns ctx's error and
	// the move may or may not have been stored.
	AppendMove(ctx context.Context, table string, seq int, move json.RawMessage) error
	// Table reads a table and its moves in order; ErrNotFound if unknown.
	Table(ctx context.Context, id string) (Table, []json.RawMessage, error)
	// Tables lists every table's set-up (without moves), oldest first.
	Tables(ctx context.Context) ([]Table, error)
	// Ping makes a durable write that changes no table, so that it fails
	// when the store cannot write: the server's readiness check.
	Ping(ctx context.Context) error
	// Close releases the store; pending appends finish first.
	Close() error
}

// Errors a Store returns, to be matched with errors.Is.
var (
	ErrNotFound = errors.New("no such table")
	ErrExists   = errors.New("a table with that id exists")
	ErrConflict = errors.New("move number out of sequence")
)
