package table

import (
	"encoding/json"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"caribe/engine"
	"caribe/server/levels"
	"caribe/server/secret"
	"caribe/server/wire"
	"caribe/store"
)

// Table is a table in memory: its stored set-up, the game replayed to its
// last stored move, the recent updates for clients that reconnect, and the
// connected clients. Its exported methods are what others do to it; each
// takes the table's lock. Beneath them, play changes the table, storing
// what it plays and telling the clients, and state is what it holds and
// what it reads there.
type Table struct {
	play
}

// play is what changes a table: the entries it stores, the seats it
// sets, its bots and hints, its lease and what it tells its clients.
// Every method is called with the table's lock held, unless it says
// otherwise.
type play struct {
	state
	// owner is the table this is the play of: its bots play through its
	// exported methods, as people do.
	owner *Table
}

// state is what a table holds and what is read of it, under its lock.
type state struct {
	// mu is the table's lock. The Table owns it: its exported methods
	// take it, and the goroutines and timers play starts (a bot, a try
	// again, a held chance outcome, a hint). It guards every field below
	// but env and game (set once), users and wake (atomic).
	mu   sync.Mutex
	env  *Env
	rec  store.Table
	game engine.Game
	sess engine.Session
	// ver is how many entries of the table's log the game has played.
	ver     int
	recent  []update
	clients map[*Client]struct{}
	// users counts those using the table outside its lock (a request, a
	// bot thinking): a table in use is not evicted (server/tables). It
	// changes only under the set's read lock or with the table found in it.
	users atomic.Int32
	// used is when the table was last let go of by a user.
	used time.Time
	// snapshot is the version of the table's newest stored snapshot.
	snapshot int
	// leased is set once the table's lease is held (lease.go), and fence
	// is then the lease's epoch, which the entries the server plays as
	// the lease holder carry (store.Move.Fence).
	leased bool
	fence  int64
	// botBusy is set while a bot is choosing a move at this table.
	botBusy bool
	// retry is the run of failures to store what the server plays here.
	retry retry
	// undo is what may be taken back (undo.go).
	undo undoLog
	// hint is the hint of the latest decision asked for (hints.go).
	hint *hintCall
	// summary explains the finished game, once asked (summary.go).
	summary *summaryOnce
	// clk is the table's clock record, as stored in rec.Clock (clock.go).
	clk Clock
	// wake is when, in unix milliseconds, the clock next asks the sweep
	// to look at the table (0: never); read without the lock.
	wake atomic.Int64
	// silenced is the start of the decision whose silence the clients
	// were told of (votes.go).
	silenced time.Time
	// tell is set when the clients are to be told the table's
	// description after the entry being made (tellClock).
	tell bool
	// broken, once set, is the refusal of a table found damaged while in
	// memory (damaged.go): nothing more is played at it.
	broken error
	// awayDefault is the bot spec that plays an away seat of a table
	// stored without a level of its own ("": the server plays no bots).
	awayDefault string
}

// update is one stored move and its public consequences.
type update struct {
	version int
	by      engine.Actor
	move    json.RawMessage
	events  json.RawMessage
}

// touch records that the table changed at now (the server's clock).
func (t *state) touch(now time.Time) { t.rec.Updated = now.UTC().Truncate(time.Millisecond) }

// version is the number of moves played.
func (t *state) version() int { return t.ver }

// info describes the table to anyone.
func (t *state) info() wire.TableInfo {
	now := t.env.Time().UTC()
	info := describeRecord(t.rec, t.game.Title(), t.env.Bots.Levels)
	for c := range t.clients {
		if c.seat >= 0 {
			info.Seats[c.seat].Connected = true
		}
	}
	info.Version, info.Actor, info.Result = t.version(), t.sess.Actor(), t.scoreSheet()
	info.Clock, info.Hints, info.Rematch = t.clk.info(now), t.clk.Hints, t.clk.Rematch
	info.Silence = t.silence(now)
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

// full reports whether every seat is held by a person or a bot.
func (t *state) full() bool {
	for _, s := range t.rec.Seats {
		if seatKind(s) == wire.SeatOpen {
			return false
		}
	}
	return true
}

// seatOf finds the seat a token holds; ok is false when it holds none.
func (t *state) seatOf(token string) (int, bool) {
	if token == "" {
		return 0, false
	}
	h := secret.Hash(token)
	for i, s := range t.rec.Seats {
		if s.TokenHash != nil && secret.Same(s.TokenHash, h) {
			return i, true
		}
	}
	return 0, false
}

// remember keeps an update for reconnecting clients, dropping the oldest
// beyond limit.
func (t *state) remember(u update, limit int) {
	if len(t.recent) == limit {
		copy(t.recent, t.recent[1:])
		t.recent = t.recent[:limit-1]
	}
	t.recent = append(t.recent, u)
}

// since returns the updates after version v if they are all still kept.
func (t *state) since(v int) ([]update, bool) {
	n := t.version() - v
	if n < 0 || n > len(t.recent) {
		return nil, false
	}
	return t.recent[len(t.recent)-n:], true
}

// viewJSON encodes what seat (-1: a spectator) sees now.
func (t *state) viewJSON(seat int) json.RawMessage {
	b, err := json.Marshal(t.sess.View(seat))
	if err != nil {
		panic(fmt.Sprintf("%s: encoding the view of seat %d: %v", t.rec.Game, seat, err))
	}
	return b
}

// legalFor lists the legal moves when seat must decide now.
func (t *state) legalFor(seat int) []engine.LegalMove {
	if a, ok := t.sess.Actor().Seat(); ok && a == seat && t.rec.Status == store.Running {
		return t.sess.Legal()
	}
	return nil
}

// result is the score sheet once the game is over, with its summary.
func (t *state) result() *engine.Result {
	if r := t.sess.Result(); r.Over {
		r.Summary = t.summarize()
		return &r
	}
	return nil
}
