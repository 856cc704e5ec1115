package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"caribe/games"
	"caribe/sim"
)

func TestSimCalibrateRefusesBadFlags(t *testing.T) {
	ok := SimCalibrateCmd{Game: "tortuga", Players: 2, Bots: "easy,medium", Games: 2, Seed: 1, MinSeats: 100, Tolerance: 0.05}
	for _, c := range []struct {
		change func(*SimCalibrateCmd)
		want   string
	}{
		{func(c *SimCalibrateCmd) { c.Game = "chess" }, "--game chess: no such game"},
		{func(c *SimCalibrateCmd) { c.Players = 9 }, "--players 9: tortuga is played by 2 to"},
		{func(c *SimCalibrateCmd) { c.Games = 0 }, "--games 0: play at least one game"},
		{func(c *SimCalibrateCmd) { c.MinSeats = 0 }, "--min-seats 0"},
		{func(c *SimCalibrateCmd) { c.Tolerance = 1.5 }, "--tolerance 1.5: a chance between 0 and 1"},
		{func(c *SimCalibrateCmd) { c.Tolerance = 0 }, "--tolerance 0: a chance between 0 and 1"},
		{func(c *SimCalibrateCmd) { c.Bots = "easy,wizard" }, `--bots: unknown bot "wizard"`},
		{func(c *SimCalibrateCmd) { c.Opt = []string{"eggs"} }, "--opt: \"eggs\": write KEY=VALUE"},
	} {
		cmd := ok
		c.change(&cmd)
		if _, _, err := cmd.config(); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want an error mentioning %q", cmd, err, c.want)
		}
	}
	if _, _, err := ok.config(); err != nil {
		t.Errorf("%+v: %v", ok, err)
	}
	for _, name := range games.Names() {
		if sim.CanCalibrate(name) == nil {
			continue
		}
		cmd := ok
		cmd.Game = name
		want := "calibrate: " + name + " has no fitted forecast (bots.Forecaster)"
		if _, _, err := cmd.config(); err == nil || err.Error() != want {
			t.Errorf("%s: %v, want %q", name, err, want)
		}
	}
}

// A small run through the binary: the table and its verdict, a
// calibration.json whose deciles hold every forecast, and a diagram with a
// point per decile that has seats, its axes in the command line's language.
func TestSimCalibrateWritesTableJSONAndDiagram(t *testing.T) {
	dir := t.TempDir()
	out, err := caribe(t, "", "--lang", "ru", "sim", "calibrate", "--game", "tortuga", "--players", "3", "--bots", "easy,medium",
		"--games", "6", "--parallel", "2", "--out", dir)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	for _, want := range []string{"DECILE", "MEAN FORECAST", "SHARE WON", "OFF BY (POINTS)", "90–100%", "calibrated", "calibration.svg"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	var f struct {
		Players   int  `json:"players"`
		Games     int  `json:"games"`
		Forecasts int  `json:"forecasts"`
		Within    bool `json:"within"`
		Check     struct {
			MinSeats  int     `json:"min_seats"`
			Tolerance float64 `json:"tolerance"`
		} `json:"check"`
		Deciles []struct {
			Seats int `json:"seats"`
		} `json:"deciles"`
	}
	data, err := os.ReadFile(filepath.Join(dir, sim.CalibrationFile))
	if err != nil || json.Unmarshal(data, &f) != nil {
		t.Fatalf("calibration.json: %v\n%s", err, data)
	}
	seats, points := 0, 0
	for _, d := range f.Deciles {
		seats += d.Seats
		if d.Seats > 0 {
			points++
		}
	}
	if f.Players != 3 || f.Games != 6 || len(f.Deciles) != 10 || f.Forecasts == 0 || seats != f.Forecasts ||
		f.Check.MinSeats != 100 || f.Check.Tolerance != 0.05 {
		t.Errorf("calibration.json: %+v, %d seats in the deciles", f, seats)
	}
	svg, err := os.ReadFile(filepath.Join(dir, sim.CalibrationChartFile))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(svg), `<circle class="decile"`); n != points || points == 0 {
		t.Errorf("the diagram has %d points for %d deciles with seats", n, points)
	}
	for _, want := range []string{helpTexts["ru"]["chart_calibrate_x"], helpTexts["ru"]["chart_calibrate_y"], "игроков: 3"} {
		if !strings.Contains(string(svg), want) {
			t.Errorf("the diagram lacks %q", want)
		}
	}
}

// --strict makes a forecast off the tolerance an error; without it the
// verdict is printed and the command succeeds.
func TestSimCalibrateStrict(t *testing.T) {
	args := []string{"sim", "calibrate", "--game", "tortuga", "--bots", "easy", "--games", "2", "--min-seats", "1", "--tolerance", "0.0001"}
	if out, err := caribe(t, "", args...); err != nil || !strings.Contains(out, "Not calibrated") {
		t.Errorf("without --strict: %v\n%s", err, out)
	}
	if out, err := caribe(t, "", append(args, "--strict")...); err == nil || !strings.Contains(out, "not calibrated (--strict)") {
		t.Errorf("with --strict: %v\n%s", err, out)
	}
}
