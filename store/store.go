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
	// Version is how many entries the table's log holds, Actor who
	// decides after the last (Move.Actor) and Result the score sheet
	// stored with the entry that ended the game: what the lobby shows of
	// a table without replaying it. Set by AppendMove; CreateTable
	// stores Actor (who decides first) and ignores the others.
	Version int
	Actor   int
	Result  json.RawMessage
	// Clock is what the server stores of the table's clock (Clock):
	// stored by CreateTable, replaced by AppendMove (Move.Clock) and
	// SetClock.
	Clock Clock
	// Rated says whether the table's result moves its players' ratings
	// (Ratings); stored by CreateTable.
	Rated bool
}

// Clock is what a server keeps of a table's clock beside its log: the
// server's own encoding of its state (nil: none stored) and the deadline
// by which the server must act at the table (a seat's time running out;
// zero: none). A running table whose deadline has passed is due
// (Store.Due).
type Clock struct {
	State    json.RawMessage
	Deadline time.Time
}

// SeatChange replaces seat Index of a table with Seat.
type SeatChange struct {
	Index int
	Seat  Seat
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
	// Account is the id of the account of the person holding the seat
	// (Accounts), or of the player who left it; empty for a guest.
	Account string
}

// Store keeps tables and accounts. Implementations are safe for
// concurrent use.
type Store interface {
	Accounts
	Ratings
	Fairness
	Reviews
	// CreateTable stores a new table; ErrExists if its ID is taken. A
	// zero Created is taken as now, a zero Updated as Created, an empty
	// Status as Open and empty Options as {}.
	CreateTable(ctx context.Context, t Table) error
	// SetSeat replaces seat index of a table; ErrNotFound for an unknown
	// table or seat.
	SetSeat(ctx context.Context, table string, index int, s Seat) error
	// SetStatus records where a table stands; ErrNotFound for an unknown table.
	SetStatus(ctx context.Context, table string, s Status) error
	// AppendMove stores entry m.Seq (1 for the first) of a table's log
	// and records m.Due, m.Clock and m.Seat with it, in the same
	// transaction. It returns only once the entry is committed, as
	// durably as the store keeps it (SQLite: its SyncMode; PostgreSQL:
	// its synchronous_commit).
	// ErrConflict if the table already has an entry m.Seq or lacks entry
	// m.Seq-1; ErrNotFound for an unknown table. If ctx ends first,
	// AppendMove returns ctx's error and the entry may or may not have
	// been stored.
	AppendMove(ctx context.Context, table string, m Move) error
	// SetClock replaces a table's clock with clock if its stored state is
	// still old's, byte for byte (nil: none stored), and records due as
	// AppendMove records Move.Due (whether the server must play next),
	// leaving its Updated as it is. ErrConflict if the state is another;
	// ErrNotFound for an unknown table.
	SetClock(ctx context.Context, table string, old, clock Clock, due bool) error
	// Table reads a table and its whole log in order; ErrNotFound if
	// unknown.
	Table(ctx context.Context, id string) (Table, []json.RawMessage, error)
	// Latest reads a table, its newest snapshot (a zero Snapshot when it
	// has none) and the entries of its log after the snapshot's version,
	// in order: what it takes to bring the table to its last entry
	// without replaying the whole log. ErrNotFound if unknown.
	Latest(ctx context.Context, id string) (Table, Snapshot, []json.RawMessage, error)
	// Since reads a table and the entries of its log after entry version
	// (0: all), in order: what a server that has the table up to version
	// lacks. ErrNotFound if unknown.
	Since(ctx context.Context, id string, version int) (Table, []json.RawMessage, error)
	// PutSnapshot keeps s as the table's newest snapshot, unless the table
	// has one of a later version already (then it does nothing and
	// returns nil). ErrNotFound for an unknown table; ErrConflict when
	// the log has fewer than s.Version entries.
	PutSnapshot(ctx context.Context, table string, s Snapshot) error
	// List answers a lobby query: at most q.Limit tables (with their
	// seats, without moves) in the lobby's order (Query).
	List(ctx context.Context, q Query) ([]Table, error)
	// Due lists the running tables whose last entry left the server to
	// play next (Move.Due, or play just started) or whose clock's
	// deadline is now or before, that no live server sharing the store
	// drives (Shared.Lease), at most limit (0: every one), least recently
	// updated first.
	Due(ctx context.Context, now time.Time, limit int) ([]string, error)
	// ExpireOpen marks expired, in one write that reads only the open
	// tables (an index), every open table whose Updated is before before
	// and whose id is not in except (the tables a server holds in memory,
	// which it expires itself), and returns their ids.
	ExpireOpen(ctx context.Context, before time.Time, except []string) ([]string, error)
	// Ping makes a durable write that changes no table, so that it fails
	// when the store cannot write: the server's readiness check.
	Ping(ctx context.Context) error
	// Close releases the store; pending appends finish first.
	Close() error
}

// Move is one entry of a table's log as it is appended.
type Move struct {
	// Seq is the entry's number, 1 for the first.
	Seq int
	// Entry is the move (or undo entry) as the server stores it.
	Entry json.RawMessage
	// Due is set when, after this entry, the server must play next (a
	// chance outcome, a bot's move, the end of the game), so that a
	// server picks the table up after a restart or a failover.
	Due bool
	// Actor is who decides after this entry, as the engine numbers
	// actors (a seat, or a negative number for chance or nobody).
	Actor int
	// Result is the score sheet after this entry when it ended the game,
	// nil otherwise.
	Result json.RawMessage
	// Clock, when set, replaces the table's clock with this entry.
	Clock *Clock
	// Seat, when set, replaces a seat of the table with this entry (a
	// seat handed over to a bot, or taken back by its player).
	Seat *SeatChange
	// Fence, when set, is the epoch of the lease (Shared.Lease) under
	// which the server plays this entry (a chance outcome, a bot's move):
	// a shared store stores it only while this server still holds the
	// table's lease of that epoch, else ErrLeaseLost. A store of one
	// server ignores it.
	Fence int64
}

// Snapshot is a table's whole state after entry Version of its log, as
// the server encodes it (hidden information and the game's generator
// included). It never leaves the server; the store keeps it as bytes.
type Snapshot struct {
	Version int
	State   []byte
}

// Query is a lobby request. Tables still in play (open, running) are
// ordered by their creation, finished and expired ones by their last
// update (Key); the newest first, then by id.
type Query struct {
	// Statuses are the statuses wanted; empty: every status.
	Statuses []Status
	// Game keeps only that game's tables; empty: every game.
	Game string
	// Account keeps only the tables with a seat of that account
	// (Seat.Account); empty: every table.
	Account string
	// After, when set, keeps only the tables listed after that key.
	After *Key
	// Limit is the most tables returned (0: no limit).
	Limit int
}

// Key places a table in the lobby's order.
type Key struct {
	At time.Time
	ID string
}

// KeyOf is where a table stands in the lobby's order.
func KeyOf(t Table) Key {
	if t.Status == Over || t.Status == Expired {
		return Key{t.Updated, t.ID}
	}
	return Key{t.Created, t.ID}
}

// Precedes reports whether k is listed before o: later first, then by id.
func (k Key) Precedes(o Key) bool {
	if c := k.At.Compare(o.At); c != 0 {
		return c > 0
	}
	return k.ID < o.ID
}

// Shared is a Store that several servers use at once (PostgreSQL): each
// learns of the changes the others make, and each table's chance
// outcomes and bots are played by one server at a time, its lease
// holder.
type Shared interface {
	Store
	// Changes delivers, until ctx ends, each change another server
	// sharing the store made to a table's log, seats or status, in the
	// order they were stored. After its connection to the database was
	// lost and found again, or when the reader fell too far behind, it
	// delivers a Change with no table first: any table may have changed
	// meanwhile.
	Changes(ctx context.Context) (<-chan Change, error)
	// Lease makes this store's server the one that drives table id: the
	// lease's epoch (its fencing number, Move.Fence) when it holds the
	// lease (already, or now because no live server held it), 0 when
	// another server does. A server holds its leases for as long as its
	// store stays open and in touch with the database; a server that
	// dies, or is paused, loses them once its lease time has passed
	// without renewal and another server takes them.
	Lease(ctx context.Context, id string) (int64, error)
	// Holds reports whether this store's server still holds the lease of
	// table id taken at epoch, and is alive (its lease time has not
	// passed since its last renewal).
	Holds(ctx context.Context, id string, epoch int64) (bool, error)
	// Release gives up the lease of table id, if held.
	Release(ctx context.Context, id string) error
	// Servers counts the live servers sharing the store, this one
	// included.
	Servers(ctx context.Context) (int, error)
}

// Change is what another server changed at a table: the entry it
// appended (Seq and Entry), or, with Seq 0, something else (seats, status,
// or an entry too long to carry), for which the table is read again. A
// Change with no Table says that any table may have changed.
type Change struct {
	Table string
	Seq   int
	Entry json.RawMessage
	// Clock is the clock's state stored with the entry (Move.Clock), nil
	// when the entry left it as it was.
	Clock json.RawMessage
}

// Errors a Store returns, to be matched with errors.Is.
var (
	ErrNotFound = errors.New("no such table")
	ErrExists   = errors.New("a table with that id exists")
	ErrConflict = errors.New("move number out of sequence")
	// ErrUnavailable: the database could not be reached for a write,
	// which was not stored (PostgreSQL, after WritePatience).
	ErrUnavailable = errors.New("the database is unavailable")
	// ErrLeaseLost refuses an entry played under a lease (Move.Fence) that
	// this server no longer holds: another server drives the table.
	ErrLeaseLost = errors.New("the table's lease is held by another server")
)
