// Package table keeps one table in memory and everything that changes
// it: its seats, its moves, undos and handovers, its clock and votes, the
// bots that play it and the hints they give, its clients and the view
// each is sent, and its snapshots and replay. A table holds its own lock;
// it tells the server around it what happened through Events, and asks
// it what only the server knows (accounts, nicknames, rated seats)
// through Host.
package table

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"caribe/store"
)

// Env is what every table of a server shares: the store, the bots, the
// settings, the metrics and the server around them. The composition makes
// one before the first table; tables only read it.
type Env struct {
	// Store is the server's store, and Shared the same when other
	// servers may share it (nil otherwise).
	Store  store.Store
	Shared store.Shared
	Log    *slog.Logger
	// Bots play the bot seats and give hints (nil Advisor: no bots).
	Bots    *Bots
	Metrics Metrics
	Events  Events
	Host    Host
	// Now is the server's clock (server.Config.Now).
	Now func() time.Time
	// Recent, ClientBuffer, UndoWindow, SnapshotEvery and VoteWait are
	// the server's Config fields of those names, defaults applied.
	Recent        int
	ClientBuffer  int
	UndoWindow    time.Duration
	SnapshotEvery int
	VoteWait      time.Duration
	// Ctx ends when the server closes; Running counts the goroutines the
	// tables start (bots, hints, snapshots), which Close waits for.
	Ctx     context.Context
	Running *sync.WaitGroup
}

// Metrics are the counters the tables keep, made and registered by the
// composition.
type Metrics struct {
	Connections  prometheus.Gauge
	Moves        *prometheus.CounterVec
	MoveSeconds  prometheus.Histogram
	StoreSeconds prometheus.Histogram
	BotSeconds   *prometheus.HistogramVec
	BotCut       *prometheus.CounterVec
	// Retries counts the tries again of what failed to store, by what.
	Retries *prometheus.CounterVec
}

// Events is told what happened at a table, without holding up its play:
// each call comes under the table's lock, so a subscriber only notes it or
// starts its own goroutine.
type Events interface {
	// Ended: the game of table id is over, its status stored.
	Ended(id string)
	// HandedOver: seat of table id changed hands (why: "time", "vote",
	// "back").
	HandedOver(id string, seat int, why string)
	// RematchOffered: table id has its rematch, table rematch.
	RematchOffered(id, rematch string)
	// Damaged: t is damaged (a panic under its lock) and out of play;
	// the call comes with t's lock released.
	Damaged(t *Table, damage error)
}

// Host is what a table asks of the server around it: who a request is
// signed in as, and the checks of accounts and rated tables.
type Host interface {
	// Account is the account ctx is signed in as.
	Account(ctx context.Context) (store.Account, bool)
	// Nick checks the nickname a seat is taken under (the signed-in
	// account's when none is given).
	Nick(ctx context.Context, nick string) (string, error)
	// RatedSeat checks that the account ctx is signed in as may take seat
	// of rated table rec, and returns the nickname it plays under.
	RatedSeat(ctx context.Context, rec store.Table, seat int) (string, error)
	// RatedBot checks that a bot of level may take seat of rated table rec.
	RatedBot(rec store.Table, seat int, level string) error
}

// Time is the server's clock now.
func (e *Env) Time() time.Time {
	if e.Now != nil {
		return e.Now()
	}
	return time.Now()
}

// clockNow is the server's time as the clock records it: to the
// millisecond, as the store keeps it.
func (e *Env) clockNow() time.Time { return e.Time().UTC().Truncate(time.Millisecond) }
