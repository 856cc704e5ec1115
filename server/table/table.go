package table

import (
	"encoding/json"
	"sync"
	"sync/atomic"
	"time"

	"caribe/engine"
	"caribe/server/levels"
	"caribe/server/wire"
	"caribe/store"
)

// Table is a table in memory. Its exported methods are what others do to
// it; each takes the table's lock and, holding it, calls on the table's
// play and its components, none of which takes the lock itself.
type Table struct {
	// mu is the table's lock. The Table owns it: its exported methods
	// take it, and so do the timers and goroutines its play starts (a
	// bot, a try again, a held chance outcome, a hint), through the
	// Table. It guards p, but what p's fields say otherwise.
	mu sync.Mutex
	// users counts those using the table outside its lock (a request, a
	// bot thinking): a table in use is not evicted (server/tables). It
	// changes only under the set's read lock or with the table found in it.
	users atomic.Int32
	p     play
}

// play is the table's state and what changes it: the record stored, the
// game its log made, and the components that each keep one part of the
// table (its clients, clock, votes, hints, bots, lease, tries again). It
// stores entries and settles the table after them, calling on each
// component with what it needs of the others. Every method is called
// with the table's lock held.
type play struct {
	// env and game are set once.
	env  *Env
	game engine.Game
	// owner is the Table this is the play of: the timers and goroutines
	// play starts act on it as requests do, through its lock (taken, and
	// released with owner.unlock) or its exported methods.
	owner *Table
	rec   store.Table
	// board is the game the table's log made, and what may be taken back.
	board board
	// hub is the table's clients and the updates kept for reconnecting.
	hub   hub
	clock clock
	votes votes
	hints hints
	bots  botPlay
	lease lease
	// retry is the run of failures to store what the server plays here.
	retry retry
	// summary explains the finished game, once asked (summary.go).
	summary summaryOnce
	// snapshot is the version of the table's newest stored snapshot.
	snapshot int
	// used is when the table was last let go of by a user.
	used time.Time
	// broken, once set, is the refusal of a table found damaged while in
	// memory (damaged.go): nothing more is played at it.
	broken error
}

// update is one stored move and its public consequences.
type update struct {
	version int
	by      engine.Actor
	move    json.RawMessage
	events  json.RawMessage
}

// stamp is the server's clock at now as a record keeps it.
func stamp(now time.Time) time.Time { return now.UTC().Truncate(time.Millisecond) }

// info describes the table to anyone.
func (t *play) info() wire.TableInfo {
	now := t.env.Time().UTC()
	info := describeRecord(t.rec, t.game.Title(), t.env.Bots.Levels)
	t.hub.connected(info.Seats)
	info.Version, info.Actor, info.Result = t.board.ver, t.board.sess.Actor(), t.board.scoreSheet()
	c := t.clock.clk
	info.Clock, info.Hints, info.Rematch = c.info(now), c.Hints, c.Rematch
	info.Silence = t.votes.silence(now, &t.clock, t.rec, t.env.VoteWait)
	return info
}

// DescribeStored describes a stored table from its record alone, at now:
// describeRecord's description, with its result as stored with its last
// entry and its clock.
func DescribeStored(rec store.Table, title string, offered []levels.Level, now time.Time) wire.TableInfo {
	info := describeRecord(rec, title, offered)
	if len(rec.Result) > 0 {
		var r engine.Result
		if json.Unmarshal(rec.Result, &r) == nil {
			info.Result = &r
		}
	}
	if c, err := parseClock(rec.Clock); err == nil {
		info.Clock, info.Hints, info.Rematch = c.info(now), c.Hints, c.Rematch
	}
	return info
}

// describeRecord describes a table from the fields of its record that
// need no decoding: its seats, status and times, its version and who
// decides as stored with its last entry.
func describeRecord(rec store.Table, title string, offered []levels.Level) wire.TableInfo {
	seats := make([]wire.SeatInfo, len(rec.Seats))
	for i, s := range rec.Seats {
		seats[i] = wire.SeatInfo{Seat: i, Kind: seatKind(s), Nick: s.Nick, Bot: s.Bot, Level: levels.NameOf(offered, rec.Game, s.Bot), Account: s.Account}
		seats[i].Departed = seats[i].Kind == wire.SeatOpen && s.Nick != ""
		seats[i].Away = away(s)
	}
	numberBots(seats)
	var finished *time.Time
	if rec.Status == store.Over {
		at := rec.Updated
		finished = &at
	}
	return wire.TableInfo{
		Finished: finished,
		ID:       rec.ID, Game: rec.Game, Title: title, Players: rec.Players,
		Options: rec.Options, Seats: seats, Status: wire.Status(rec.Status), Version: rec.Version,
		Actor: engine.Actor(rec.Actor), Created: rec.Created, Updated: rec.Updated, Rated: rec.Rated,
	}
}

func seatKind(s store.Seat) string {
	switch {
	case s.Bot != "":
		return wire.SeatBot
	case s.TokenHash != nil && !Departed(s):
		return wire.SeatPerson
	}
	return wire.SeatOpen
}
