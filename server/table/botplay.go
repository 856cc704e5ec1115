package table

import (
	"strconv"
	"time"

	"caribe/engine"
	"caribe/store"
)

// warnOverLimit logs, once as the table is loaded, each bot seat of a
// table still in play whose spec asks more than the server's limit (stored
// before the limit was lowered, or before there were limits): the seat
// plays at the limit. The caller holds t.mu.
func (t *play) warnOverLimit() {
	b := t.env.Bots
	if b.Advisor == nil || t.rec.Status == store.Over {
		return
	}
	for i, seat := range t.rec.Seats {
		if seat.Bot == "" {
			continue
		}
		if spec, err := b.bound(t.rec.Game, seat.Bot); err != nil && spec != seat.Bot {
			t.env.Log.Warn("bot seat over this server's limit: it plays at the limit", "table", t.rec.ID, "seat", i,
				"bot", seat.Bot, "plays", spec, "err", err)
		}
	}
}

// startBot sets the bot going when a bot seat must decide and none is
// thinking yet. The bot thinks on a copy of the game, without holding the
// table, within the server's limit, and plays through the same path as
// people, no sooner than the bots' pace after the previous move (which
// was just played). The caller holds t.mu.
func (t *play) startBot() {
	env, b := t.env, t.env.Bots
	seat, ok := t.sess.Actor().Seat()
	if !ok || t.botBusy || t.rec.Seats[seat].Bot == "" || env.Ctx.Err() != nil {
		return
	}
	if b.Advisor == nil {
		env.Log.Error("bot seat on a server that plays no bots", "table", t.rec.ID, "seat", seat, "bot", t.rec.Seats[seat].Bot)
		return
	}
	t.botBusy = true
	// A stored seat over the limit plays at the limit (warnOverLimit).
	spec, _ := b.bound(t.rec.Game, t.rec.Seats[seat].Bot)
	// The goroutine reads only these copies: t.rec may be replaced
	// meanwhile (catchUp), under the lock it does not hold.
	version, sess, game, id := t.version(), t.sess.Clone(), t.rec.Game, t.rec.ID
	seed := botSeed(t.rec.Seed, version)
	previous := time.Now()
	t.users.Add(1) // the table stays in memory until the bot has played
	env.Running.Go(func() {
		defer t.owner.LetGo()
		if !b.workers.take(env.Ctx, botWork) {
			return
		}
		start := time.Now()
		move, err := b.think(env.Ctx, game, sess, spec, seed, env.Metrics.BotCut, env.Log)
		b.workers.done(botWork)
		env.Metrics.BotSeconds.WithLabelValues(game).Observe(time.Since(start).Seconds())
		if err == nil {
			b.keepPace(env.Ctx, previous)
		}
		t.mu.Lock()
		t.botBusy = false
		t.mu.Unlock()
		if env.Ctx.Err() != nil {
			return // the server is closing: the bot decides again at the next start
		}
		if err != nil {
			env.Log.Error("bot found no move", "table", id, "seat", seat, "bot", spec, "err", err)
			return
		}
		if _, err := t.owner.Play(env.Ctx, seat, version, move); err != nil && env.Ctx.Err() == nil {
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
