package table

import (
	"log/slog"
	"strconv"
	"time"

	"caribe/engine"
	"caribe/store"
)

// botPlay is the bot of a table's seat deciding: at most one at a time.
// Its methods are called with the table's lock held.
type botPlay struct {
	// busy is set while a bot is choosing a move at the table.
	busy bool
}

// warnOverLimit logs, once as the table is loaded, each bot seat of table
// rec, still in play, whose spec asks more than the server's limit (stored
// before the limit was lowered, or before there were limits): the seat
// plays at the limit.
func warnOverLimit(b *Bots, rec store.Table, log *slog.Logger) {
	if b.Advisor == nil || rec.Status == store.Over {
		return
	}
	for i, seat := range rec.Seats {
		if seat.Bot == "" {
			continue
		}
		if spec, err := b.bound(rec.Game, seat.Bot); err != nil && spec != seat.Bot {
			log.Warn("bot seat over this server's limit: it plays at the limit", "table", rec.ID, "seat", i,
				"bot", seat.Bot, "plays", spec, "err", err)
		}
	}
}

// start sets the bot going when a bot seat of table rec, whose game is b,
// must decide and none is thinking yet. The bot thinks on a copy of the
// game, without holding the table, within the server's limit, and plays
// through owner's exported methods as people do, no sooner than the bots'
// pace after the previous move (which was just played); it takes owner's
// lock only to note that it is done.
func (p *botPlay) start(env *Env, rec store.Table, b *board, owner *Table) {
	bots := env.Bots
	seat, ok := b.sess.Actor().Seat()
	if !ok || p.busy || rec.Seats[seat].Bot == "" || env.Ctx.Err() != nil {
		return
	}
	if bots.Advisor == nil {
		env.Log.Error("bot seat on a server that plays no bots", "table", rec.ID, "seat", seat, "bot", rec.Seats[seat].Bot)
		return
	}
	p.busy = true
	// A stored seat over the limit plays at the limit (warnOverLimit).
	spec, _ := bots.bound(rec.Game, rec.Seats[seat].Bot)
	// The goroutine reads only these copies: the table's record and game
	// may be replaced meanwhile (catchUp), under the lock it does not hold.
	version, sess, game, id := b.ver, b.sess.Clone(), rec.Game, rec.ID
	seed := botSeed(rec.Seed, version)
	previous := time.Now()
	owner.Hold() // the table stays in memory until the bot has played
	env.Running.Go(func() {
		defer owner.LetGo()
		if !bots.workers.take(env.Ctx, botWork) {
			return
		}
		start := time.Now()
		move, err := bots.think(env.Ctx, game, sess, spec, seed, env.Metrics.BotCut, env.Log)
		bots.workers.done(botWork)
		env.Metrics.BotSeconds.WithLabelValues(game).Observe(time.Since(start).Seconds())
		if err == nil {
			bots.keepPace(env.Ctx, previous)
		}
		owner.mu.Lock()
		p.busy = false
		owner.mu.Unlock()
		if env.Ctx.Err() != nil {
			return // the server is closing: the bot decides again at the next start
		}
		if err != nil {
			env.Log.Error("bot found no move", "table", id, "seat", seat, "bot", spec, "err", err)
			return
		}
		if _, err := owner.Play(env.Ctx, seat, version, move); err != nil && env.Ctx.Err() == nil {
			env.Log.Error("bot move refused", "table", id, "seat", seat, "version", version, "err", err)
		}
	})
}

// botSeed is the seed of a bot deciding at a version of the table: a one-way
// derivation of the table's secret seed, so that nothing a bot plays tells
// anything of the seed (and so of the hidden cards).
func botSeed(tableSeed uint64, version int) uint64 {
	return engine.SubSeed(tableSeed, "bot "+strconv.Itoa(version))
}
