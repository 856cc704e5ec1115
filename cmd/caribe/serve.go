package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"caribe/bots"
	"caribe/games"
	"caribe/server"
	"caribe/store"
	"caribe/web"
)

// ServeCmd runs the game server: tables, seats, bots and real-time play,
// stored in an embedded SQLite database.
type ServeCmd struct {
	Addr       string `help:"${help_serve_addr}" default:"127.0.0.1:8080"`
	DB         string `help:"${help_serve_db}" default:"caribe.db"`
	BotWorkers int    `help:"${help_serve_bots}" default:"0"`
	LogLevel   string `help:"${help_serve_log}" enum:"debug,info,warn,error" default:"info"`
	Dev        bool   `help:"${help_serve_dev}"`
}

// Run serves until interrupted, then stops taking requests, lets the moves
// in flight be stored, and closes the database.
func (c *ServeCmd) Run() error {
	var level slog.Level
	if err := level.UnmarshalText([]byte(c.LogLevel)); err != nil {
		return err
	}
	logger := slog.New(slog.NewJSONHandler(os.Stderr, &slog.HandlerOptions{Level: level}))
	st, err := store.OpenSQLite(c.DB)
	if err != nil {
		return err
	}
	defer st.Close()
	var static fs.FS = web.Files
	if c.Dev {
		static = os.DirFS("web")
	}
	srv, err := server.New(withBots(server.Config{Store: st, Games: games.All(), Logger: logger, BotWorkers: c.BotWorkers, Static: static}))
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", c.Addr)
	if err != nil {
		srv.Close()
		return err
	}
	httpSrv := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second, MaxHeaderBytes: server.MaxRequest}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	served := make(chan error, 1)
	go func() { served <- httpSrv.Serve(ln) }()
	logger.Info("serving", "url", "http://"+ln.Addr().String()+"/", "db", c.DB)
	fmt.Fprintf(os.Stderr, "caribe: serving on http://%s/ (database %s)\n", ln.Addr(), c.DB)
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

// withBots hands a server its bots: their advisor, which finds each game's
// binding, and the levels offered by name.
func withBots(cfg server.Config) server.Config {
	cfg.Advisor = bots.NewAdvisor(games.Bots)
	for _, l := range bots.Levels() {
		cfg.Levels = append(cfg.Levels, server.Level(l))
	}
	return cfg
}
