package main

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"os/signal"
	"runtime/pprof"
	"time"

	"caribe/loadtest"
)

// LoadtestCmd runs a bounded load test of the game server on loopback.
type LoadtestCmd struct {
	Tables     int           `default:"1000" help:"${help_loadtest_tables}"`
	Game       string        `default:"cartagena" help:"${help_loadtest_game}"`
	Opt        []string      `sep:"none" placeholder:"KEY=VALUE" help:"${help_loadtest_opt}"`
	Think      time.Duration `default:"800ms" help:"${help_loadtest_think}"`
	Duration   time.Duration `default:"60s" help:"${help_loadtest_duration}"`
	Moves      int           `default:"0" help:"${help_loadtest_moves}"`
	Target     string        `placeholder:"URL" help:"${help_loadtest_target}"`
	Seed       uint64        `default:"1" help:"${help_loadtest_seed}"`
	Ramp       time.Duration `default:"10s" help:"${help_loadtest_ramp}"`
	JSON       bool          `name:"json" help:"${help_loadtest_json}"`
	CPUProfile string        `name:"cpuprofile" placeholder:"FILE" help:"${help_loadtest_cpuprofile}"`
}

// Run plays the load test, shows its progress on standard error and prints
// the report on standard output. An interrupt ends the playing phase early.
func (c LoadtestCmd) Run() (err error) {
	opts, err := optionsJSON(c.Opt)
	if err != nil {
		return err
	}
	cfg := loadtest.Config{
		Tables: c.Tables, Game: c.Game, Options: opts, Think: c.Think, Duration: c.Duration,
		Moves: c.Moves, Target: c.Target, Seed: c.Seed, Ramp: min(c.Ramp, c.Duration),
	}
	if c.CPUProfile != "" {
		f, ferr := os.Create(c.CPUProfile)
		if ferr != nil {
			return ferr
		}
		defer func() { err = errors.Join(err, f.Close()) }()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
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
