package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net"
	"net/netip"
	"os"
	"os/signal"
	"slices"
	"syscall"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"

	"caribe/bots"
	"caribe/games"
	"caribe/server"
	"caribe/server/levels"
	"caribe/server/limits"
	"caribe/server/ratings"
	"caribe/store"
	"caribe/web"
)

// ServeCmd runs the game server: tables, seats, bots and real-time play,
// stored in an embedded SQLite database or in PostgreSQL.
type ServeCmd struct {
	Addr         string        `help:"${help_serve_addr}" default:"127.0.0.1:8080" env:"CARIBE_ADDR"`
	DB           string        `help:"${help_serve_db}" default:"caribe.db" env:"CARIBE_DB"`
	BotWorkers   int           `help:"${help_serve_bots}" default:"0" env:"CARIBE_BOT_WORKERS"`
	BotMaxBudget botBudget     `help:"${help_serve_bot_budget}" default:"20000,1s" env:"CARIBE_BOT_MAX_BUDGET"`
	BotPace      time.Duration `help:"${help_serve_bot_pace}" default:"700ms" env:"CARIBE_BOT_PACE"`
	LogLevel     string        `help:"${help_serve_log}" enum:"debug,info,warn,error" default:"info" env:"CARIBE_LOG_LEVEL"`
	Dev          bool          `help:"${help_serve_dev}" env:"CARIBE_DEV"`
	SkipDamaged  bool          `help:"${help_serve_skip_damaged}" env:"CARIBE_SKIP_DAMAGED"`
	OpenTableTTL time.Duration `name:"open-table-ttl" help:"${help_serve_open_ttl}" default:"24h" env:"CARIBE_OPEN_TABLE_TTL"`
	IdleTable    time.Duration `name:"idle-table" help:"${help_serve_idle_table}" default:"5m" env:"CARIBE_IDLE_TABLE"`
	VoteWait     time.Duration `name:"vote-wait" help:"${help_serve_vote_wait}" default:"5m" env:"CARIBE_VOTE_WAIT"`
	RPID         string        `name:"rp-id" help:"${help_serve_rp_id}" default:"localhost" env:"CARIBE_RP_ID"`
	RPOrigin     []string      `name:"rp-origin" help:"${help_serve_rp_origin}" env:"CARIBE_RP_ORIGIN" placeholder:"URL"`
	SessionTTL   time.Duration `name:"session-ttl" help:"${help_serve_session_ttl}" default:"720h" env:"CARIBE_SESSION_TTL"`
	LeaseTTL     time.Duration `name:"lease-ttl" help:"${help_serve_lease_ttl}" default:"5s" env:"CARIBE_LEASE_TTL"`
	Pprof        string        `name:"pprof" help:"${help_serve_pprof}" env:"CARIBE_PPROF" placeholder:"ADDR"`
	Calibration  []string      `name:"calibration" help:"${help_serve_calibration}" env:"CARIBE_CALIBRATION" placeholder:"LADDER.JSON" type:"existingfile"`

	// What a write acknowledged on SQLite survives (store.SyncMode).
	Sync store.SyncMode `help:"${help_serve_sync}" default:"normal" env:"CARIBE_SYNC" placeholder:"normal|full"`

	// What one client address may do (limits.go).
	LimitCreate       limits.Rate    `help:"${help_serve_limit_create}" default:"10/1m" env:"CARIBE_LIMIT_CREATE"`
	LimitJoin         limits.Rate    `help:"${help_serve_limit_join}" default:"30/1m" env:"CARIBE_LIMIT_JOIN"`
	LimitMoves        limits.Rate    `help:"${help_serve_limit_moves}" default:"20/1s" env:"CARIBE_LIMIT_MOVES"`
	LimitConnect      limits.Rate    `help:"${help_serve_limit_connect}" default:"60/1m" env:"CARIBE_LIMIT_CONNECT"`
	LimitOpenTables   int            `help:"${help_serve_limit_open}" default:"20" env:"CARIBE_LIMIT_OPEN_TABLES"`
	LimitWSPerAddress int            `name:"limit-ws-per-address" help:"${help_serve_limit_ws_addr}" default:"100" env:"CARIBE_LIMIT_WS_PER_ADDRESS"`
	LimitWSPerSeat    int            `name:"limit-ws-per-seat" help:"${help_serve_limit_ws_seat}" default:"4" env:"CARIBE_LIMIT_WS_PER_SEAT"`
	LimitHints        limits.Rate    `help:"${help_serve_limit_hints}" default:"20/1m" env:"CARIBE_LIMIT_HINTS"`
	LimitConns        int            `name:"limit-conns-per-address" help:"${help_serve_limit_conns}" default:"200" env:"CARIBE_LIMIT_CONNS_PER_ADDRESS"`
	TrustedProxy      []netip.Prefix `help:"${help_serve_trusted_proxy}" env:"CARIBE_TRUSTED_PROXY" placeholder:"CIDR"`

	// How long a client may hold an HTTP connection (httpserver.go).
	HTTPReadHeaderTimeout time.Duration `name:"http-read-header-timeout" help:"${help_serve_http_header}" default:"10s" env:"CARIBE_HTTP_READ_HEADER_TIMEOUT"`
	HTTPReadTimeout       time.Duration `name:"http-read-timeout" help:"${help_serve_http_read}" default:"30s" env:"CARIBE_HTTP_READ_TIMEOUT"`
	HTTPIdleTimeout       time.Duration `name:"http-idle-timeout" help:"${help_serve_http_idle}" default:"60s" env:"CARIBE_HTTP_IDLE_TIMEOUT"`
}

// Run serves until interrupted, then stops taking requests, lets the moves
// in flight be stored, and closes the database.
func (c *ServeCmd) Run() error {
	var level slog.Level
	if err := level.UnmarshalText([]byte(c.LogLevel)); err != nil {
		return err
	}
	logger := slog.New(slog.NewJSONHandler(os.Stderr, &slog.HandlerOptions{Level: level}))
	st, err := openServeStore(c.DB, c.LeaseTTL, c.Sync)
	if err != nil {
		return err
	}
	defer st.Close()
	var static fs.FS = web.Files
	if c.Dev {
		static = os.DirFS("web")
	}
	ladders, err := calibration(c.Calibration)
	if err != nil {
		return err
	}
	srv, err := server.New(withBots(server.Config{BotLadders: ladders, Registry: processRegistry(), Store: st, Games: games.All(), Logger: logger, BotWorkers: c.BotWorkers, BotMaxBudget: levels.Budget(c.BotMaxBudget), BotPace: c.BotPace, Static: static, Limits: c.limits(), TrustedProxies: c.TrustedProxy, SkipDamaged: c.SkipDamaged, OpenTableTTL: c.OpenTableTTL, IdleTable: c.IdleTable, VoteWait: c.VoteWait, RPID: c.RPID, RPOrigins: c.origins(), SessionTTL: c.SessionTTL, UndoWindow: server.DefaultUndoWindow, HTTP: c.httpTimeouts()}))
	if err != nil {
		return err
	}
	stopPprof, err := servePprof(c.Pprof, logger)
	if err != nil {
		srv.Close()
		return err
	}
	defer stopPprof()
	ln, err := net.Listen("tcp", c.Addr)
	if err != nil {
		srv.Close()
		return err
	}
	httpSrv := srv.HTTPServer()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	served := make(chan error, 1)
	go func() { served <- httpSrv.Serve(srv.Listener(ln)) }()
	db := c.DB
	if store.IsPostgresURL(db) {
		db = store.RedactURL(db)
	}
	logger.Info("serving", "url", "http://"+ln.Addr().String()+"/", "db", db)
	fmt.Fprintf(os.Stderr, "caribe: serving on http://%s/ (database %s)\n", ln.Addr(), db)
	select {
	case err := <-served:
		srv.Close()
		return err
	case <-ctx.Done():
	}
	logger.Info("shutting down")
	srv.Close()
	sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := httpSrv.Shutdown(sctx); err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	return nil
}

// openServeStore opens the store --db names: the PostgreSQL database of a
// postgres:// or postgresql:// URL, or else the SQLite file at that path
// in the given sync mode. PostgreSQL's own synchronous_commit decides what
// its writes survive, so it refuses --sync full there.
func openServeStore(db string, leaseTTL time.Duration, sync store.SyncMode) (store.Store, error) {
	if store.IsPostgresURL(db) {
		if sync != store.SyncNormal {
			return nil, fmt.Errorf("--sync %s is for SQLite: on PostgreSQL the database's synchronous_commit decides what a write survives (see docs/operations.md, Durability)", sync)
		}
		return store.OpenPostgres(context.Background(), db, store.LeaseTTL(leaseTTL))
	}
	return store.OpenSQLite(db, store.Sync(sync))
}

// origins are the pages' origins passkeys are made on: --rp-origin, or
// http://localhost at the port of --addr (browsers take passkeys over
// plain HTTP only at localhost, and never for an IP address).
func (c *ServeCmd) origins() []string {
	if len(c.RPOrigin) > 0 {
		return c.RPOrigin
	}
	_, port, err := net.SplitHostPort(c.Addr)
	if err != nil || port == "" || port == "0" {
		return []string{"http://localhost"}
	}
	return []string{"http://localhost:" + port}
}

// calibration is the server's bot ladders: those it ships, each replaced
// by the ladder.json of its game among files.
func calibration(files []string) ([]ratings.BotLadder, error) {
	ladders := ratings.DefaultBotLadders()
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		l, err := ratings.ReadBotLadder(data)
		if err != nil {
			return nil, fmt.Errorf("--calibration %s: %w", f, err)
		}
		i := slices.IndexFunc(ladders, func(o ratings.BotLadder) bool { return o.Game == l.Game })
		if i < 0 {
			ladders = append(ladders, l)
			continue
		}
		ladders[i] = l
	}
	return ladders, nil
}

// withBots hands a server its bots: their advisor, which finds each game's
// binding, the levels offered by name, and the games' reviewers.
func withBots(cfg server.Config) server.Config {
	cfg.Advisor = bots.NewAdvisor(games.Bots)
	for _, l := range games.Levels() {
		cfg.Levels = append(cfg.Levels, levels.Level(l))
	}
	cfg.Reviewer = games.ReviewTable
	return cfg
}

// processRegistry is a metrics registry holding the process's CPU time,
// memory and file descriptors and the Go runtime's figures, to which the
// server adds its own.
func processRegistry() *prometheus.Registry {
	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}), collectors.NewGoCollector())
	return reg
}
