package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"strings"

	"caribe/engine"
	"caribe/games"
	"caribe/sim"
)

// SimCalibrateCmd checks a game's fitted win forecast against the outcomes
// of games between bots: the reliability diagram of the forecast.
type SimCalibrateCmd struct {
	Game      string   `required:"" help:"${help_sim_game}"`
	Players   int      `default:"2" help:"${help_sim_players}"`
	Bots      string   `default:"easy,medium,hard" help:"${help_sim_calibrate_bots}"`
	Mirror    bool     `help:"${help_sim_calibrate_mirror}"`
	Games     int      `default:"2000" help:"${help_sim_games}"`
	Seed      uint64   `default:"1" help:"${help_sim_seed}"`
	Parallel  int      `default:"0" help:"${help_sim_parallel}"`
	Opt       []string `sep:"none" placeholder:"KEY=VALUE" help:"${help_sim_opt}"`
	Out       string   `placeholder:"DIR" help:"${help_sim_calibrate_out}"`
	MinSeats  int      `name:"min-seats" default:"100" help:"${help_sim_calibrate_min_seats}"`
	Tolerance float64  `default:"0.05" help:"${help_sim_calibrate_tolerance}"`
	Strict    bool     `help:"${help_sim_calibrate_strict}"`
}

// errNotCalibrated is the error of --strict when a decile is off.
var errNotCalibrated = errors.New("calibrate: the forecast is not calibrated (--strict)")

// Run plays the games, prints the decile table and its verdict, and writes
// calibration.json and calibration.svg where asked; with --strict a decile
// off the tolerance is an error.
func (c SimCalibrateCmd) Run(cli *CLI) error {
	cfg, check, err := c.config()
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	p := newProgress(os.Stderr, cfg.Games)
	cfg.Progress = p.update
	cal, err := sim.Calibrate(ctx, cfg)
	p.finish()
	if err != nil {
		return err
	}
	if err := cal.WriteSummary(os.Stdout, check); err != nil {
		return err
	}
	fmt.Printf("Ran in %s.\n", cal.Elapsed.Round(1e6))
	if c.Out != "" {
		if err := cal.WriteFiles(c.Out, check, diagramText(cli.Lang, cal, check), build()); err != nil {
			return err
		}
		fmt.Printf("Wrote %s and %s into %s.\n", sim.CalibrationFile, sim.CalibrationChartFile, c.Out)
	}
	if c.Strict && len(cal.Off(check.MinSeats, check.Tolerance)) > 0 {
		return errNotCalibrated
	}
	return nil
}

// config checks the flags and turns them into a calibration run.
func (c SimCalibrateCmd) config() (sim.CalibrationConfig, sim.CalibrationCheck, error) {
	check := sim.CalibrationCheck{MinSeats: c.MinSeats, Tolerance: c.Tolerance}
	bg, ok := games.Bots(c.Game)
	if !ok {
		return sim.CalibrationConfig{}, check, fmt.Errorf("--game %s: no such game (known: %s)", c.Game, strings.Join(games.Names(), ", "))
	}
	if err := sim.CanCalibrate(c.Game); err != nil {
		return sim.CalibrationConfig{}, check, err
	}
	g, _ := games.Lookup(c.Game)
	if lo, hi := g.PlayerRange(); c.Players < lo || c.Players > hi {
		return sim.CalibrationConfig{}, check, fmt.Errorf("--players %d: %s is played by %d to %d", c.Players, c.Game, lo, hi)
	}
	switch {
	case c.Games < 1:
		return sim.CalibrationConfig{}, check, fmt.Errorf("--games %d: play at least one game", c.Games)
	case c.MinSeats < 1:
		return sim.CalibrationConfig{}, check, fmt.Errorf("--min-seats %d: a decile is checked from at least one seat", c.MinSeats)
	case !(c.Tolerance > 0 && c.Tolerance < 1):
		return sim.CalibrationConfig{}, check, fmt.Errorf("--tolerance %g: a chance between 0 and 1 (0.05 is five points)", c.Tolerance)
	}
	specs, err := parseBots(bg, c.Bots)
	if err != nil {
		return sim.CalibrationConfig{}, check, fmt.Errorf("--bots: %w", err)
	}
	opts, err := engine.OptionsFromPairs(g.Options(), c.Players, c.Opt)
	if err != nil {
		return sim.CalibrationConfig{}, check, fmt.Errorf("--opt: %w", err)
	}
	return sim.CalibrationConfig{Config: sim.Config{Game: c.Game, Players: c.Players, Options: opts, Bots: specs,
		Games: c.Games, Seed: c.Seed, Parallel: c.Parallel}, Mirror: c.Mirror}, check, nil
}

// diagramText is the reliability diagram's words in the command line's
// language.
func diagramText(lang string, cal *sim.Calibration, check sim.CalibrationCheck) sim.DiagramText {
	t := helpTexts[lang]
	g, _ := games.Lookup(cal.Game)
	points := fmt.Sprintf("%g", 100*check.Tolerance)
	seats := "chart_calibrate_bots"
	if cal.Mirror {
		seats = "chart_calibrate_bots_mirror"
	}
	return sim.DiagramText{
		Title: fmt.Sprintf(t["chart_calibrate_title"], g.Title(), cal.Players, cal.Games),
		X:     t["chart_calibrate_x"],
		Y:     t["chart_calibrate_y"],
		Legend: []string{
			fmt.Sprintf(t["chart_calibrate_legend"], points),
			fmt.Sprintf(t["chart_calibrate_legend2"], check.MinSeats),
			fmt.Sprintf(t[seats], strings.Join(cal.Bots, ", ")),
		},
	}
}
