// Package server plays the games online: tables with seats for people and
// bots, moves checked by the rules and stored before anyone is told, each
// client sent its own view over HTTP and WebSocket.
package server

import (
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"log/slog"
	"net/netip"
	"runtime"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"caribe/engine"
	"caribe/store"
)

// Config sets a server up. Store and Games are required.
type Config struct {
	Store store.Store
	// Games are the games the server offers.
	Games []engine.Game
	// Advisor plays the bot seats; nil: the server plays no bots.
	Advisor Advisor
	// Levels are the bot strengths offered by name, from the easiest; a
	// bot spec is accepted too.
	Levels []Level
	// Logger receives structured logs; nil discards them.
	Logger *slog.Logger
	// Registry receives the server's metrics; nil makes a private one.
	Registry *prometheus.Registry
	// BotWorkers bounds the bot decisions made at once (0: one per core).
	BotWorkers int
	// BotMaxBudget bounds each bot decision (caribe serve --bot-max-budget):
	// a seat asking more is refused, a stored one plays at the limit, and a
	// decision is cut at the time limit plus a grace. A zero field takes
	// DefaultBotMaxBudget's.
	BotMaxBudget BotBudget
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
	// none (caribe serve sets DefaultLimits unless told otherwise).
	Limits Limits
	// TrustedProxies are the proxies whose X-Forwarded-For names the
	// client; without them every client behind a proxy counts as the
	// proxy's address.
	TrustedProxies []netip.Prefix
	// SkipDamaged starts the server even when stored tables cannot be
	// loaded, leaving them out and listing them in /readyz and /metrics
	// (caribe serve --skip-damaged); otherwise New refuses to start and
	// names them.
	SkipDamaged bool
	// OpenTableTTL is how long an open table may wait without a join
	// before it expires (expiry.go; caribe serve --open-table-ttl); 0:
	// open tables never expire.
	OpenTableTTL time.Duration
	// ExpirySweep is how often expired tables are looked for (0: a
	// quarter of OpenTableTTL, between a second and a minute).
	ExpirySweep time.Duration
	// Now is the clock expiry reads; nil: time.Now. Tests set it.
	Now func() time.Time
	// UndoWindow is how long a chance outcome waits when it follows a
	// person's move that may be taken back (La Tortuga's turtle chosen
	// before its first die), so that the player may take the move back
	// (undo.go); 0: chance plays at once (caribe serve sets
	// DefaultUndoWindow).
	UndoWindow time.Duration
	// ReplayCache is how many finished tables keep their replay's
	// checkpoints in memory, those whose frames were asked for last
	// (checkpoints.go; 0: DefaultReplayCache).
	ReplayCache int
}

// Server holds the tables in memory, in step with the store.
type Server struct {
	cfg     Config
	log     *slog.Logger
	metrics *metrics
	games   map[string]engine.Game
	quotas  *quotas
	health  *health
	replays *replayCache

	mu     sync.RWMutex
	tables map[string]*table

	bots    chan struct{}
	ctx     context.Context
	cancel  context.CancelFunc
	running sync.WaitGroup
}

// New starts a server on a store, replaying every stored table to its last
// stored move. If a table cannot be replayed, New refuses to start and
// names it, unless cfg.SkipDamaged: then the table is logged and left out.
// The store is not changed.
func New(cfg Config) (*Server, error) {
	if cfg.Store == nil || len(cfg.Games) == 0 {
		return nil, fmt.Errorf("server: a store and at least one game are required")
	}
	if err := checkLevels(cfg.Levels, cfg.Advisor); err != nil {
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
	cfg.BotMaxBudget = cfg.BotMaxBudget.orDefault()
	if cfg.Recent < 1 {
		cfg.Recent = 64
	}
	if cfg.ClientBuffer < 1 {
		cfg.ClientBuffer = 256
	}
	if cfg.ReplayCache < 1 {
		cfg.ReplayCache = DefaultReplayCache
	}
	s := &Server{
		cfg: cfg, log: cfg.Logger, games: map[string]engine.Game{},
		tables: map[string]*table{}, bots: make(chan struct{}, cfg.BotWorkers),
		replays: newReplayCache(cfg.ReplayCache),
	}
	s.ctx, s.cancel = context.WithCancel(context.Background())
	for _, g := range cfg.Games {
		s.games[g.Name()] = g
	}
	m, err := newMetrics(cfg.Registry, s)
	if err != nil {
		return nil, err
	}
	s.metrics = m
	if s.health, err = newHealth(cfg.Registry, cfg.Store); err != nil {
		return nil, err
	}
	s.cfg.Store = watchedStore{cfg.Store, s.health}
	s.quotas = newQuotas(cfg.Limits, cfg.TrustedProxies, m.refused, s.stillOpen)
	s.warnLevelsOverLimit()
	if err := s.loadAll(); err != nil {
		return nil, err
	}
	if cfg.OpenTableTTL > 0 {
		s.expireIdle(s.now())
		s.running.Add(1)
		go s.sweep()
	}
	return s, nil
}

// loadAll replays every stored table and sets its bots going.
func (s *Server) loadAll() error {
	recs, err := s.cfg.Store.Tables(s.ctx)
	if err != nil {
		return fmt.Errorf("loading tables: %w", err)
	}
	for _, rec := range recs {
		t, err := s.load(rec.ID)
		if err != nil {
			s.log.Error("table left out: it cannot be replayed", "table", rec.ID, "err", err)
			s.health.leave(rec.ID, err)
			continue
		}
		s.tables[rec.ID] = t
		s.warnOverLimit(t)
	}
	if err := s.health.refuseLeftOut(s.cfg.SkipDamaged, len(recs)); err != nil {
		return err
	}
	for _, t := range s.tables {
		t.mu.Lock()
		s.settle(t)
		t.mu.Unlock()
	}
	s.log.Info("tables loaded", "tables", len(s.tables), "stored", len(recs))
	return nil
}

// load reads one table from the store and replays its moves, undo
// entries included, keeping the last cfg.Recent updates for clients that
// reconnect.
func (s *Server) load(id string) (*table, error) {
	rec, moves, err := s.cfg.Store.Table(s.ctx, id)
	if err != nil {
		return nil, err
	}
	g, ok := s.games[rec.Game]
	if !ok {
		return nil, fmt.Errorf("unknown game %q", rec.Game)
	}
	t := s.newTable(rec, g)
	if err := s.replayLog(t, moves); err != nil {
		return nil, err
	}
	return t, nil
}

// newTable is a table of the server's for rec, a game of g, before its
// game is set up.
func (s *Server) newTable(rec store.Table, g engine.Game) *table {
	return &table{rec: rec, game: g, clients: map[*client]struct{}{}, levels: s.cfg.Levels, undo: undoLog{window: s.cfg.UndoWindow}}
}

// replay sets a stored table's game up and plays moves on it.
func replay(g engine.Game, rec store.Table, moves []json.RawMessage) (engine.Session, error) {
	return engine.Replay(g, engine.Record{Game: rec.Game, Players: rec.Players, Options: rec.Options, Seed: rec.Seed, Moves: moves})
}

// playStored plays a stored move, move number version, and returns it as
// an update.
func playStored(sess engine.Session, version int, move json.RawMessage) (update, error) {
	by := sess.Actor()
	played, err := sess.Play(move)
	if err != nil {
		return update{}, fmt.Errorf("move %d %s: %w", version, move, err)
	}
	return update{version: version, by: by, move: played.Move, events: mustJSON(played.Events)}, nil
}

// table finds a table by id.
func (s *Server) table(id string) (*table, bool) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	t, ok := s.tables[id]
	return t, ok
}

// Close stops the bots, cancelling those thinking (they decide again when
// a server starts on the store), and disconnects every client. The store
// is the caller's to close.
func (s *Server) Close() {
	s.cancel()
	s.running.Wait()
	s.mu.RLock()
	defer s.mu.RUnlock()
	for _, t := range s.tables {
		t.mu.Lock()
		for c := range t.clients {
			c.drop("the server is shutting down")
		}
		t.mu.Unlock()
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
