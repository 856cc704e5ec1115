package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"time"

	"caribe/cpuprofile"
	"caribe/engine"
	"caribe/games"
	"caribe/loadtest"
	"caribe/server"
	"caribe/server/limits"
	"caribe/store"
)

// LoadtestCmd runs a bounded load test of the game server on loopback.
type LoadtestCmd struct {
	Tables     int           `default:"1000" help:"${help_loadtest_tables}"`
	Game       string        `default:"cartagena" help:"${help_loadtest_game}"`
	Opt        []string      `sep:"none" placeholder:"KEY=VALUE" help:"${help_loadtest_opt}"`
	Think      time.Duration `default:"800ms" help:"${help_loadtest_think}"`
	Duration   time.Duration `default:"60s" help:"${help_loadtest_duration}"`
	Moves      int           `default:"0" help:"${help_loadtest_moves}"`
	Target     []string      `sep:"none" placeholder:"URL" help:"${help_loadtest_target}"`
	Cross      bool          `help:"${help_loadtest_cross}"`
	InProcess  bool          `name:"in-process" help:"${help_loadtest_in_process}"`
	Seed       uint64        `default:"1" help:"${help_loadtest_seed}"`
	Ramp       time.Duration `default:"10s" help:"${help_loadtest_ramp}"`
	JSON       bool          `name:"json" help:"${help_loadtest_json}"`
	CPUProfile string        `name:"cpuprofile" placeholder:"FILE" help:"${help_loadtest_cpuprofile}"`
}

// Run plays the load test, shows its progress on standard error and prints
// the report on standard output. An interrupt ends the playing phase early.
func (c LoadtestCmd) Run() (err error) {
	opts, err := c.options()
	if err != nil {
		return err
	}
	start, err := c.starter()
	if err != nil {
		return err
	}
	cfg := loadtest.Config{
		Tables: c.Tables, Game: c.Game, Options: opts, Think: c.Think, Duration: c.Duration, Moves: c.Moves,
		Targets: loadtest.SplitTargets(c.Target), Cross: c.Cross, Start: start, Seed: c.Seed, Ramp: min(c.Ramp, c.Duration),
	}
	stopProfile, err := cpuprofile.Start(c.CPUProfile)
	if err != nil {
		return err
	}
	defer func() { err = errors.Join(err, stopProfile()) }()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	rep, err := loadtest.Run(ctx, cfg, os.Stderr)
	if err != nil {
		return err
	}
	if c.JSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(rep)
	}
	return rep.WriteText(os.Stdout)
}

// options reads the --opt pairs into the game's options for two players,
// typed and checked by the game's declarations.
func (c LoadtestCmd) options() (json.RawMessage, error) {
	if len(c.Opt) == 0 {
		return nil, nil
	}
	g, ok := games.Lookup(c.Game)
	if !ok {
		return nil, fmt.Errorf("--game %s: no such game (known: %s)", c.Game, strings.Join(games.Names(), ", "))
	}
	opts, err := engine.OptionsFromPairs(g.Options(), 2, c.Opt)
	if err != nil {
		return nil, fmt.Errorf("--opt: %w", err)
	}
	return opts, nil
}

// starter chooses how a load test given no target starts its server:
// caribe serve as a child process, so that the server's CPU time is its
// own, or with --in-process a server in this process.
func (c LoadtestCmd) starter() (func() (loadtest.Local, error), error) {
	if c.InProcess {
		if len(c.Target) > 0 {
			return nil, fmt.Errorf("--in-process starts a server of its own: give it no --target")
		}
		return startLocal, nil
	}
	exe, err := os.Executable()
	if err != nil {
		return nil, fmt.Errorf("finding caribe to start its server: %w", err)
	}
	return loadtest.ServeProcess(exe), nil
}

// startLocal starts a server in this process for a load test given
// --in-process: on a fresh SQLite database in a temporary directory,
// listening on a free loopback port, its /metrics showing the CPU time of
// the whole process. Stopping it disconnects every client, closes the
// database and removes it.
func startLocal() (loadtest.Local, error) {
	dir, err := os.MkdirTemp("", "caribe-loadtest-")
	if err != nil {
		return loadtest.Local{}, err
	}
	st, err := store.OpenSQLite(filepath.Join(dir, "caribe.db"))
	if err != nil {
		return loadtest.Local{}, errors.Join(err, os.RemoveAll(dir))
	}
	// No limits: every player of the load test comes from 127.0.0.1 (a
	// --target server needs its own raised: docs/operations.md, "Limits").
	srv, err := server.New(withBots(server.Config{Store: st, Games: games.All(), Limits: limits.Limits{}, Registry: processRegistry()}))
	if err != nil {
		return loadtest.Local{}, errors.Join(err, st.Close(), os.RemoveAll(dir))
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		srv.Close()
		return loadtest.Local{}, errors.Join(err, st.Close(), os.RemoveAll(dir))
	}
	httpSrv := srv.HTTPServer()
	served := make(chan error, 1)
	go func() { served <- httpSrv.Serve(srv.Listener(ln)) }()
	stored := func(ctx context.Context, id string) ([]json.RawMessage, error) {
		_, moves, err := st.Table(ctx, id)
		return moves, err
	}
	stop := func() error {
		srv.Close()
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		err := httpSrv.Shutdown(ctx)
		if errors.Is(err, context.DeadlineExceeded) {
			err = httpSrv.Close()
		}
		if serr := <-served; !errors.Is(serr, http.ErrServerClosed) {
			err = errors.Join(err, serr)
		}
		return errors.Join(err, st.Close(), os.RemoveAll(dir))
	}
	return loadtest.Local{URL: "http://" + ln.Addr().String(), Stored: stored, Stop: stop, SharesCPU: true}, nil
}
