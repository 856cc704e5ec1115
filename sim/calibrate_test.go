package sim

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"

	"caribe/engine"
	"caribe/games"
	"caribe/games/cartagena"
)

// Every game of the registry has a calibration, refused by name when its
// state has no fitted forecast.
func TestEveryGameCalibrates(t *testing.T) {
	for _, name := range games.Names() {
		cal, ok := calibrators[name]
		if !ok {
			t.Errorf("%s has no calibration in calibrators", name)
			continue
		}
		err := CanCalibrate(name)
		if cal.forecasts() != (err == nil) {
			t.Errorf("%s: forecasts %v, CanCalibrate %v", name, cal.forecasts(), err)
		}
		if err != nil && err.Error() != "calibrate: "+name+" has no fitted forecast (bots.Forecaster)" {
			t.Errorf("%s is refused with %q", name, err)
		}
	}
	if err := CanCalibrate("chess"); err == nil || !strings.Contains(err.Error(), `"chess"`) {
		t.Errorf("chess: %v", err)
	}
}

// Over k^players games the seatings are every way to fill the seats from
// k bots, each once.
func TestCalibrationSeatsRunThroughEverySeating(t *testing.T) {
	seen := map[[3]int]bool{}
	for i := range 8 {
		s := CalibrationSeats(3, 2, i)
		seen[[3]int{s[0], s[1], s[2]}] = true
	}
	if len(seen) != 8 {
		t.Errorf("8 games of 3 seats from 2 bots seat %d different ways", len(seen))
	}
}

// The tally of a tiny run has as many seats in its deciles as the forecasts
// made: one per seat at every position between two stages; the figures do
// not depend on how many games are played at once.
func TestCalibrationTalliesEveryPosition(t *testing.T) {
	var calls atomic.Int64
	counting := func(s any, buf []float64) []float64 {
		calls.Add(1)
		return fitted(s, buf)
	}
	cfg := CalibrationConfig{Config: Config{Game: "tortuga", Players: 3, Bots: specs(t, "casual", "greedy"), Games: 6, Seed: 3, Parallel: 2},
		forecast: counting}
	cal, err := Calibrate(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	seats := 0
	for _, d := range cal.Deciles {
		seats += d.Seats
	}
	if n := int(calls.Load()); n == 0 || cal.Positions != n || cal.Forecasts != 3*n || seats != 3*n {
		t.Errorf("%d forecasts asked; %d positions, %d forecasts, %d seats in the deciles", n, cal.Positions, cal.Forecasts, seats)
	}
	cfg.Parallel, cfg.forecast = 1, nil
	one, err := Calibrate(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	for i, d := range one.Deciles {
		if d != cal.Deciles[i] {
			t.Errorf("decile %d: %+v played one at a time, %+v two", i, d, cal.Deciles[i])
		}
	}
}

// The forecast is read only where it is fitted: in La Tortuga between two
// turtles' moves (the state settled), in Cartagena, whose stages are
// turns, at the start of each turn and never inside one.
func TestCalibrationReadsTheForecastBetweenStages(t *testing.T) {
	for _, game := range []string{"tortuga", "cartagena"} {
		var asked, unsettled, inTurn atomic.Int64
		watch := func(s any, buf []float64) []float64 {
			asked.Add(1)
			if ev, ok := s.(engine.Evaluator); ok && !ev.Settled() {
				unsettled.Add(1)
			}
			// Cartagena's feature 7 is the share of the turn's actions
			// its seat still has to take: all of them at a turn's start.
			if c, ok := s.(*cartagena.State); ok {
				f := c.ForecastFeatures(nil)
				if f[int(c.Actor())*cartagena.Features+7] != 1 {
					inTurn.Add(1)
				}
			}
			return fitted(s, buf)
		}
		_, err := Calibrate(context.Background(), CalibrationConfig{Config: Config{Game: game, Players: 2,
			Bots: specs(t, "casual"), Games: 4, Seed: 1}, forecast: watch})
		if err != nil {
			t.Fatal(err)
		}
		if asked.Load() == 0 || unsettled.Load() != 0 || inTurn.Load() != 0 {
			t.Errorf("%s: %d forecasts read, %d where the state was unsettled, %d inside a turn", game,
				asked.Load(), unsettled.Load(), inTurn.Load())
		}
	}
}

// With Mirror every seat of game i is the i-th bot in turn: the casual
// bot's and the greedy rule's games alternate; without it the seats run
// through every seating.
func TestMirrorSeatsOneBotInEverySeat(t *testing.T) {
	cfg := CalibrationConfig{Config: Config{Game: "tortuga", Players: 3,
		Bots: specs(t, "casual", "greedy"), Games: 4, Seed: 2}, Mirror: true}
	for i := range 4 {
		for seat, b := range cfg.seating(i) {
			if b != cfg.Bots[i%2] {
				t.Errorf("game %d, seat %d: %s", i, seat, b.Label())
			}
		}
	}
	cfg.Mirror = false
	if got := cfg.seating(1); got[0] != cfg.Bots[1] || got[1] != cfg.Bots[0] {
		t.Errorf("game 1 without mirror seats %v", got)
	}
	cfg.Mirror = true
	cal, err := Calibrate(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if !cal.Mirror || cal.Positions == 0 {
		t.Errorf("mirror %v, %d positions", cal.Mirror, cal.Positions)
	}
	var b strings.Builder
	if err := cal.WriteSummary(&b, CalibrationCheck{MinSeats: 100, Tolerance: 0.05}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "every seat of a game one bot, each of casual, greedy in turn") {
		t.Errorf("summary:\n%s", b.String())
	}
}

// A forecast that always gives every seat 0.9 puts them all in the top
// decile, whose seats win far less often: the check fails, naming it.
func TestCalibrationCatchesAForecastOfNinety(t *testing.T) {
	ninety := func(_ any, buf []float64) []float64 { return append(buf, 0.9, 0.9) }
	cal, err := Calibrate(context.Background(), CalibrationConfig{Config: Config{Game: "tortuga", Players: 2,
		Bots: specs(t, "casual"), Games: 4, Seed: 1}, forecast: ninety})
	if err != nil {
		t.Fatal(err)
	}
	top := cal.Deciles[9]
	if top.Seats != cal.Forecasts || top.Won != 0.5 || top.Off > -0.39 {
		t.Errorf("top decile %+v of %d forecasts", top, cal.Forecasts)
	}
	check := CalibrationCheck{MinSeats: 100, Tolerance: 0.05}
	if off := cal.Off(check.MinSeats, check.Tolerance); len(off) != 1 || off[0].Lo != 0.9 {
		t.Errorf("off: %+v", off)
	}
	if v := cal.Verdict(check); !strings.HasPrefix(v, "Not calibrated") || !strings.Contains(v, "90–100% (-40.0)") {
		t.Errorf("verdict: %s", v)
	}
}

// A game stopped at the move cap is counted but left out of the deciles:
// its thousands of positions, decided on score, would swamp them.
func TestCappedGamesAreLeftOut(t *testing.T) {
	cfg := CalibrationConfig{Config: Config{Game: "tobago", Players: 2, Bots: specs(t, "casual"), Games: 2}}
	ended := calibrated{chances: []float64{0.7, 0.3, 0.8, 0.2}, won: []float64{1, 0}}
	capped := calibrated{chances: []float64{0.15, 0.85, 0.15, 0.85, 0.15, 0.85}, won: []float64{0.5, 0.5}, capped: true}
	cal := cfg.tally([]calibrated{ended, capped})
	seats := 0
	for _, d := range cal.Deciles {
		seats += d.Seats
	}
	if cal.Capped != 1 || cal.Forecasts != 4 || cal.Positions != 2 || seats != 4 || cal.Deciles[1].Seats != 0 {
		t.Errorf("capped %d, %d forecasts, %d positions, %d seats in the deciles, %d in 10–20%%",
			cal.Capped, cal.Forecasts, cal.Positions, seats, cal.Deciles[1].Seats)
	}
}
