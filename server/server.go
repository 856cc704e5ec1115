// Package server serves the games online over HTTP and WebSocket: it
// composes the packages that keep the tables (server/table,
// server/tables, server/lobby) with accounts, ratings and limits, and
// its handlers hand each request to them (docs/architecture.md).
package server

import (
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"log/slog"
	"net/http"
	"net/netip"
	"runtime"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"caribe/engine"
	"caribe/server/levels"
	"caribe/server/limits"
	"caribe/server/lobby"
	"caribe/server/ratings"
	"caribe/server/table"
	"caribe/server/tables"
	"caribe/store"
)

// The defaults of Config's fields, kept by the rooms that use them.
const (
	DefaultUndoWindow    = table.DefaultUndoWindow
	DefaultVoteWait      = table.DefaultVoteWait
	DefaultSnapshotEvery = table.DefaultSnapshotEvery
	DefaultReplayCache   = table.DefaultReplayCache
	DefaultIdleTable     = tables.DefaultIdleTable
	DefaultDueSweep      = tables.DefaultDueSweep
)

// Config sets a server up. Store and Games are required.
type Config struct {
	Store store.Store
	// Games are the games the server offers.
	Games []engine.Game
	// Advisor plays the bot seats; nil: the server plays no bots.
	Advisor levels.Advisor
	// Levels are the bot strengths offered by name, from the easiest; a
	// bot spec is accepted too.
	Levels []levels.Level
	// BotLadders calibrate the levels' ratings (ratings.Recorder.Calibrate):
	// each level not yet on its game's ladder starts there at the rating
	// the calibration gives its spec. caribe serve gives
	// ratings.DefaultBotLadders.
	BotLadders []ratings.BotLadder
	// Logger receives structured logs; nil discards them.
	Logger *slog.Logger
	// Registry receives the server's metrics; nil makes a private one.
	Registry *prometheus.Registry
	// BotWorkers bounds the bot decisions made at once (0: one per core).
	BotWorkers int
	// BotMaxBudget bounds each bot decision (caribe serve --bot-max-budget):
	// a seat asking more is refused, a stored one plays at the limit, and a
	// decision is cut at the time limit plus a grace. A zero field takes
	// levels.DefaultMaxBudget's.
	BotMaxBudget levels.Budget
	// BotPace is the least time from a table's previous move to a bot's
	// move there, the bot's thinking included, so that people can follow
	// its turn (caribe serve --bot-pace); 0: a bot plays as soon as it
	// has decided.
	BotPace time.Duration
	// Recent is how many updates a table keeps for clients that reconnect
	// (0: 64); a client that missed more gets the whole view.
	Recent int
	// ClientBuffer is how many messages may wait for a slow client before
	// it is disconnected (0: 256).
	ClientBuffer int
	// Static, if set, is the browser UI served at / (index.html at its root).
	Static fs.FS
	// Limits bound what one client address may do; the zero Limits sets
	// none (caribe serve sets limits.DefaultLimits unless told otherwise).
	Limits limits.Limits
	// HTTP bounds how long a client may hold an HTTP connection
	// (HTTPServer); a zero field takes DefaultHTTPTimeouts'.
	HTTP HTTPTimeouts
	// TrustedProxies are the proxies whose X-Forwarded-For names the
	// client; without them every client behind a proxy counts as the
	// proxy's address.
	TrustedProxies []netip.Prefix
	// SkipDamaged starts the server even when stored tables cannot be
	// loaded, leaving them out and listing them in /readyz and /metrics
	// (caribe serve --skip-damaged); otherwise New refuses to start and
	// names them. It also keeps /readyz green when the database's full
	// check finds damage, which it lists all the same.
	SkipDamaged bool
	// CheckAfter is how long after start the database's full check
	// begins, in the background (0: DefaultCheckAfter; negative: never).
	CheckAfter time.Duration
	// OpenTableTTL is how long an open table may wait without a join
	// before it expires (server/lobby; caribe serve --open-table-ttl); 0:
	// open tables never expire.
	OpenTableTTL time.Duration
	// ExpirySweep is how often expired tables are looked for (0: a
	// quarter of OpenTableTTL, between a second and a minute).
	ExpirySweep time.Duration
	// Now is the server's clock, which expiry, the tables' clocks and
	// votes read; nil: time.Now. Tests set it.
	Now func() time.Time
	// UndoWindow is how long a chance outcome waits when it follows a
	// person's move that may be taken back (La Tortuga's turtle chosen
	// before its first die), so that the player may take the move back
	// (server/table); 0: chance plays at once (caribe serve sets
	// DefaultUndoWindow).
	UndoWindow time.Duration
	// ReplayCache is how many finished tables keep their replay's
	// checkpoints in memory, those whose frames were asked for last
	// (server/table; 0: DefaultReplayCache).
	ReplayCache int
	// IdleTable is how long a table nobody uses stays in memory (server/tables;
	// caribe serve --idle-table; 0: DefaultIdleTable).
	IdleTable time.Duration
	// SnapshotEvery is how many entries apart a table's state is stored
	// beside its log (server/table; 0: DefaultSnapshotEvery).
	SnapshotEvery int
	// DueSweep is how often the server looks for tables due: those a dead
	// server drove (server/tables) and those whose clock ran out (server/table;
	// 0: DefaultDueSweep).
	DueSweep time.Duration
	// VoteWait is how long a seat of a table without a clock decides
	// before the other people there may vote it to a bot (server/table;
	// caribe serve --vote-wait; 0: DefaultVoteWait).
	VoteWait time.Duration
	// RPID is the WebAuthn relying party id accounts' passkeys are bound
	// to: the site's host name, without scheme or port (caribe serve
	// --rp-id; empty: "localhost").
	RPID string
	// RPOrigins are the origins the site's pages are served from, which
	// the browser names in a passkey's answer (caribe serve --rp-origin;
	// empty: http://localhost).
	RPOrigins []string
	// SessionTTL is how long a sign-in lasts, from the moment it was made
	// (caribe serve --session-ttl; 0: accounts.DefaultSessionTTL).
	SessionTTL time.Duration
	// Reviewer reviews the finished tables' games (GET
	// /api/tables/{id}/review); nil: the server reviews none.
	Reviewer Reviewer
}

// Server serves the tables (server/tables), the lobby and the accounts over
// HTTP and WebSocket, and keeps their sweeps going until it closes.
type Server struct {
	cfg     Config
	log     *slog.Logger
	metrics *metrics
	games   map[string]engine.Game
	quotas  *limits.Quotas
	health  *health
	replays *table.ReplayCache
	// sh is the store when other servers may share it (server/tables).
	sh store.Shared
	// accounts answers /api/accounts and tells who a request is signed
	// in as (accounts.go).
	accounts *accountRoutes
	// rated records the finished tables' outcomes; ladders reads them.
	rated   *ratings.Recorder
	ladders *ratings.Ladders
	// env is what every table shares, bots the bots that play them, and
	// tables the tables in memory.
	env    *table.Env
	bots   *table.Bots
	tables *tables.Set
	lobby  *lobby.Lobby
	// reviews computes the finished tables' reviews (reviews.go).
	reviews *reviews
	// static serves cfg.Static (static.go), nil without it.
	static  http.Handler
	ctx     context.Context
	cancel  context.CancelFunc
	running sync.WaitGroup
}

// New starts a server on a store, loading the tables whose chance
// outcomes or bots it plays next (start). If one of them cannot be
// replayed, New refuses to start and names it, unless cfg.SkipDamaged:
// then the table is logged and left out.
func New(cfg Config) (*Server, error) {
	if cfg.Store == nil || len(cfg.Games) == 0 {
		return nil, fmt.Errorf("server: a store and at least one game are required")
	}
	if err := levels.Check(cfg.Levels, cfg.Advisor); err != nil {
		return nil, err
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.Registry == nil {
		cfg.Registry = prometheus.NewRegistry()
	}
	if cfg.BotWorkers < 1 {
		cfg.BotWorkers = runtime.NumCPU()
	}
	cfg.BotMaxBudget = cfg.BotMaxBudget.OrDefault()
	cfg.HTTP = cfg.HTTP.orDefault()
	if cfg.Recent < 1 {
		cfg.Recent = 64
	}
	if cfg.ClientBuffer < 1 {
		cfg.ClientBuffer = 256
	}
	if cfg.ReplayCache < 1 {
		cfg.ReplayCache = table.DefaultReplayCache
	}
	if cfg.IdleTable <= 0 {
		cfg.IdleTable = tables.DefaultIdleTable
	}
	if cfg.SnapshotEvery < 1 {
		cfg.SnapshotEvery = table.DefaultSnapshotEvery
	}
	if cfg.DueSweep <= 0 {
		cfg.DueSweep = tables.DefaultDueSweep
	}
	if cfg.VoteWait <= 0 {
		cfg.VoteWait = table.DefaultVoteWait
	}
	s := &Server{
		cfg: cfg, log: cfg.Logger, games: map[string]engine.Game{},
		bots:    table.NewBots(cfg.Advisor, cfg.Levels, cfg.BotMaxBudget, cfg.BotPace, cfg.BotWorkers),
		replays: table.NewReplayCache(cfg.ReplayCache),
	}
	if cfg.Static != nil {
		h, err := staticFiles(cfg.Static)
		if err != nil {
			return nil, fmt.Errorf("the browser UI: %w", err)
		}
		s.static = h
	}
	s.ctx, s.cancel = context.WithCancel(context.Background())
	for _, g := range cfg.Games {
		s.games[g.Name()] = g
	}
	if err := s.compose(); err != nil {
		return nil, err
	}
	s.bots.WarnLevelsOverLimit(s.lobby.GameNames(), s.log)
	if err := s.start(); err != nil {
		s.cancel()
		s.running.Wait()
		s.rated.Close()
		return nil, err
	}
	return s, nil
}

// start takes up the tables due (whose chance outcomes and bots the
// server plays next), follows the changes of other servers sharing the
// store, and starts the sweeps. It loads no other table: tables are read
// when asked for (server/tables). If a table due cannot be loaded, start fails
// and names it, unless cfg.SkipDamaged.
func (s *Server) start() error {
	sh := s.sh
	if sh != nil {
		changes, err := sh.Changes(s.ctx)
		if err != nil {
			return fmt.Errorf("following the other servers' changes: %w", err)
		}
		s.running.Go(func() { s.tables.Follow(changes) })
	}
	if err := s.rated.Calibrate(s.ctx, s.cfg.BotLadders, s.lobby.GameNames()); err != nil {
		return err
	}
	n, err := s.tables.TakeDue(s.ctx, 1<<30)
	if err != nil {
		return fmt.Errorf("loading the tables due: %w", err)
	}
	if err := s.health.refuseLeftOut(s.cfg.SkipDamaged, n); err != nil {
		return err
	}
	s.log.Info("tables due taken up", "due", n, "loaded", s.tables.Len())
	if sh != nil {
		s.countServers()
	}
	s.every(s.cfg.DueSweep, s.takeDueEvery)
	s.every(s.tables.EvictEvery(), func() { s.tables.EvictIdle(s.now()) })
	if s.cfg.OpenTableTTL > 0 {
		s.lobby.ExpireIdle(s.now())
		s.every(s.lobby.SweepEvery(), func() { s.lobby.ExpireIdle(s.now()) })
	}
	checkStore(s)
	return nil
}

// Close stops the bots, cancelling those thinking (they decide again when
// a server starts on the store), and disconnects every client. The store
// is the caller's to close.
func (s *Server) Close() {
	s.cancel()
	s.running.Wait()
	s.rated.Close()
	for _, t := range s.tables.All() {
		t.DropClients("the server is shutting down")
	}
}

// mustJSON encodes a value the server built, which cannot fail to encode.
func mustJSON(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		panic(fmt.Sprintf("encoding %T: %v", v, err))
	}
	return b
}
