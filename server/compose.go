package server

import (
	"context"
	"time"

	"caribe/engine"
	"caribe/server/accounts"
	"caribe/server/limits"
	"caribe/server/lobby"
	"caribe/server/ratings"
	"caribe/server/table"
	"caribe/server/tables"
	"caribe/server/wire"
	"caribe/store"
)

// compose wires the server's rooms together: its metrics and health, what
// every table shares (table.Env), the set of tables, and the quotas.
func (s *Server) compose() error {
	m, err := newMetrics(s.cfg.Registry, s)
	if err != nil {
		return err
	}
	s.metrics = m
	if s.health, err = newHealth(s.cfg.Registry); err != nil {
		return err
	}
	s.sh, _ = s.cfg.Store.(store.Shared)
	s.cfg.Store = watchedStore{s.cfg.Store, s.health}
	ev := events{s}
	s.env = &table.Env{
		Store: s.cfg.Store, Shared: s.sh, Log: s.log, Bots: s.bots, Events: ev, Host: ev, Now: s.now,
		Metrics: table.Metrics{
			Connections: m.connections, Moves: m.moves, MoveSeconds: m.moveSeconds, StoreSeconds: m.storeSeconds,
			BotSeconds: m.botSeconds, BotCut: m.botCut, Retries: s.health.retries,
		},
		Recent: s.cfg.Recent, ClientBuffer: s.cfg.ClientBuffer, UndoWindow: s.cfg.UndoWindow,
		SnapshotEvery: s.cfg.SnapshotEvery, VoteWait: s.cfg.VoteWait, Ctx: s.ctx, Running: &s.running,
	}
	s.tables = tables.New(tables.Config{Env: s.env, Games: s.cfg.Games, Idle: s.cfg.IdleTable, Health: ev,
		Loads: m.loads, Evictions: m.evictions})
	s.lobby = lobby.New(lobby.Config{Env: s.env, Tables: s.tables, Games: s.cfg.Games, Host: ev,
		OpenTableTTL: s.cfg.OpenTableTTL, ExpirySweep: s.cfg.ExpirySweep, Expired: m.expired})
	if s.quotas, err = limits.New(limits.Config{Limits: s.cfg.Limits, Trusted: s.cfg.TrustedProxies, OpenOf: s.stillOpen, Registerer: s.cfg.Registry, Logger: s.log}); err != nil {
		return err
	}
	if s.rated, err = ratings.NewRecorder(ratings.Config{Store: s.cfg.Store, Levels: s.cfg.Levels, Departed: table.Departed, Now: s.now, Logger: s.log, Registerer: s.cfg.Registry}); err != nil {
		return err
	}
	s.ladders = ratings.NewLadders(s.cfg.Store)
	svc, err := accounts.New(accounts.Config{Store: s.cfg.Store, RPID: s.cfg.RPID, RPOrigins: s.cfg.RPOrigins,
		SessionTTL: s.cfg.SessionTTL, Now: s.now, Logger: s.log, Trusts: s.quotas.Trusts})
	if err != nil {
		return err
	}
	s.accounts = &accountRoutes{svc: svc, takeJoin: s.takeJoin}
	s.reviews = newReviews(s, m.reviews, m.reviewSeconds)
	return nil
}

// now is the server's clock.
func (s *Server) now() time.Time {
	if s.cfg.Now != nil {
		return s.cfg.Now()
	}
	return time.Now()
}

// events is how the composition hears from the tables and answers what
// they ask (table.Events, table.Host, tables.Health, lobby.Host).
type events struct{ s *Server }

// Ended records the outcomes of the table that ended (server/ratings).
func (e events) Ended(id string) { e.s.rated.Ended(id) }

// HandedOver needs nothing more: the table logs it.
func (e events) HandedOver(string, int, string) {}

// RematchOffered needs nothing more: the table logs it.
func (e events) RematchOffered(string, string) {}

// Damaged takes a damaged table out of memory and out of play: it is
// refused when asked for and listed in /readyz.
func (e events) Damaged(t *table.Table, damage error) {
	id := t.ID()
	e.s.health.breaks(id, damage)
	e.s.tables.Forget(id, t)
}

// Account is the account ctx is signed in as (server/accounts).
func (e events) Account(ctx context.Context) (store.Account, bool) { return accounts.FromContext(ctx) }

// Nick checks a seat's nickname (binding.go).
func (e events) Nick(ctx context.Context, nick string) (string, error) { return e.s.nickOf(ctx, nick) }

// RatedSeat checks an account's seat at a rated table (server/ratings).
func (e events) RatedSeat(ctx context.Context, rec store.Table, seat int) (string, error) {
	a, in := accounts.FromContext(ctx)
	return ratings.TakeSeat(rec.Seats, seat, a, in)
}

// CheckRated checks a rated table's request (server/ratings).
func (e events) CheckRated(ctx context.Context, g engine.Game, req *wire.CreateRequest) error {
	_, in := accounts.FromContext(ctx)
	return ratings.CheckCreate(req, in, e.s.bots.LevelsOf(g.Name()))
}

// RatedBot checks a bot's seat at a rated table (server/ratings).
func (e events) RatedBot(rec store.Table, seat int, level string) error {
	return ratings.CheckBot(rec, seat, level, e.s.cfg.Levels, e.s.bots.LevelsOf(rec.Game))
}

// Broken is the refusal of a damaged table (health.go).
func (e events) Broken(id string) error { return e.s.health.brokenTable(id) }

// NotLoaded lists a table that could not be loaded in /readyz.
func (e events) NotLoaded(id string, err error) { e.s.health.leave(id, err) }

// Loaded forgets that a table could not be loaded.
func (e events) Loaded(id string) { e.s.health.loaded(id) }

// takeDueEvery fires the clocks of the tables in memory, takes up the
// tables due (left by servers that died, or whose clock ran out), records
// the tables that ended unrecorded (ratings.Recorder.Pending) and, sharing the store,
// counts the live servers.
func (s *Server) takeDueEvery() {
	if s.sh != nil {
		s.countServers()
	}
	s.tables.FireClocks(s.now())
	if _, err := s.tables.TakeDue(s.ctx, tables.DueBatch); err != nil && s.ctx.Err() == nil {
		s.log.Warn("tables due not listed", "err", err)
	}
	s.rated.Pending(s.ctx)
}

// countServers shares the per-address limits among the live servers
// sharing the store (limits.Quotas.ShareAmong).
func (s *Server) countServers() {
	n, err := s.sh.Servers(s.ctx)
	if err != nil {
		if s.ctx.Err() == nil {
			s.log.Warn("live servers not counted", "err", err)
		}
		return
	}
	s.quotas.ShareAmong(n)
}

// every runs do every d until the server closes, in a goroutine of the
// server's.
func (s *Server) every(d time.Duration, do func()) {
	s.running.Go(func() {
		tick := time.NewTicker(d)
		defer tick.Stop()
		for {
			select {
			case <-s.ctx.Done():
				return
			case <-tick.C:
				do()
			}
		}
	})
}
