package sim

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"caribe/bots"
	"caribe/forecast"
	"caribe/games"
)

// CalibrationConfig is a run that checks a game's fitted win forecast
// against the outcomes of games between bots. Its Bots are the bots the
// seats are filled from, as many as wished: game i seats the i-th of the
// ways to fill the seats from them (CalibrationSeats), or with Mirror the
// i-th bot, in turn, in every seat. Progress is called one call at a time,
// from whichever goroutine finished the game.
type CalibrationConfig struct {
	Config
	// Mirror seats one bot in every seat of a game: games between equals.
	Mirror bool
	// forecast stands in for the game's fitted forecast when set (tests).
	forecast forecastFunc
}

// Calibration is what a calibration run found: the reliability diagram of
// the forecast, every seat's chance wherever the forecast is read
// (forecast.Between: between two stages, or at the start of a turn) in
// every game against its share of that game's win.
type Calibration struct {
	Game    string          `json:"game"`
	Players int             `json:"players"`
	Options json.RawMessage `json:"options"`
	Bots    []string        `json:"bots"`
	Mirror  bool            `json:"mirror"`
	Games   int             `json:"games"`
	Seed    uint64          `json:"seed"`
	// Positions counts the positions recorded, Forecasts the seats'
	// chances (Positions × Players), in the games played to their end.
	Positions int `json:"positions"`
	Forecasts int `json:"forecasts"`
	// Capped counts the games stopped at the move cap, left out of the
	// tally: two bots wandering for ever (Tobago's searches walking between
	// two hexes) record thousands of positions whose outcome, decided on
	// score, tells nothing of them, and would swamp the deciles.
	Capped  int                 `json:"capped"`
	Deciles []CalibrationDecile `json:"deciles"`
	// Elapsed is how long the games took.
	Elapsed time.Duration `json:"-"`
}

// CalibrationDecile is one decile of forecast chances: the seats whose
// chance fell in [Lo, Hi), their mean chance, the share of them that won
// with its Wilson 95% interval, and how far that share lies from the mean
// chance (0.05: five points).
type CalibrationDecile struct {
	Lo       float64 `json:"lo"`
	Hi       float64 `json:"hi"`
	Seats    int     `json:"seats"`
	Forecast float64 `json:"forecast"`
	Won      float64 `json:"won"`
	Low      float64 `json:"won_low"`
	High     float64 `json:"won_high"`
	Off      float64 `json:"off"`
}

// CalibrationSeats returns which of k bots plays each seat in game i: the
// games run through the k^players ways to fill the seats in turn, the first
// seat's bot changing fastest, so that every bot meets every other (and
// itself) in every seat.
func CalibrationSeats(players, k, game int) []int {
	out := make([]int, players)
	for s := range out {
		out[s] = game % k
		game /= k
	}
	return out
}

// CanCalibrate says why the game's forecast cannot be calibrated: it is
// no game of the lab, or its state has no fitted forecast; nil if it can.
func CanCalibrate(game string) error {
	cal, ok := calibrators[game]
	if !ok {
		return fmt.Errorf("calibrate: no bot plays the game %q", game)
	}
	if !cal.forecasts() {
		return fmt.Errorf("calibrate: %s has no fitted forecast (bots.Forecaster)", game)
	}
	return nil
}

// Calibrate plays the games and tallies the forecast; the figures depend
// only on the config, not on Parallel or the machine (with iteration
// budgets). Game i has seed GameSeed(Seed, i).
func Calibrate(ctx context.Context, c CalibrationConfig) (*Calibration, error) {
	if c.forecast == nil {
		if err := CanCalibrate(c.Game); err != nil {
			return nil, err
		}
	}
	cal, ok := calibrators[c.Game]
	g, okBots := games.Bots(c.Game)
	if !ok || !okBots {
		return nil, fmt.Errorf("calibrate: no bot plays the game %q", c.Game)
	}
	if len(c.Bots) == 0 {
		return nil, errors.New("calibrate: name at least one bot")
	}
	if c.Games < 1 {
		return nil, errors.New("calibrate: play at least one game")
	}
	fc := c.forecast
	if fc == nil {
		fc = fitted
	}
	parallel := c.Parallel
	if parallel < 1 {
		parallel = runtime.GOMAXPROCS(0)
	}
	parallel = min(parallel, c.Games)
	workers := max(1, runtime.GOMAXPROCS(0)/parallel)
	start := time.Now()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	played := make([]calibrated, c.Games)
	var next atomic.Int64
	var (
		mu    sync.Mutex // held by the worker counting a finished game; guards done, first and the calls of Progress
		done  int
		first error
	)
	var wg sync.WaitGroup
	for range parallel {
		wg.Go(func() {
			for i := int(next.Add(1) - 1); i < c.Games && ctx.Err() == nil; i = int(next.Add(1) - 1) {
				p, err := cal.play(ctx, gameSetup{players: c.Players, options: c.Options, seed: GameSeed(c.Seed, i),
					seats: c.seating(i), workers: workers, search: g.Search()}, fc)
				played[i] = p
				mu.Lock()
				if err != nil && first == nil {
					first = fmt.Errorf("calibrate: game %d: %w", i, err)
					cancel()
				}
				done++
				if c.Progress != nil && first == nil {
					c.Progress(done)
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	if first == nil {
		first = ctx.Err()
	}
	if first != nil {
		return nil, first
	}
	out := c.tally(played)
	out.Elapsed = time.Since(start)
	return out, nil
}

// seating is the bot of each seat in game i: the i-th way to fill the
// seats (CalibrationSeats), or with Mirror the i-th bot in turn in all.
func (c CalibrationConfig) seating(i int) []bots.Spec {
	seats := make([]bots.Spec, c.Players)
	if c.Mirror {
		for s := range seats {
			seats[s] = c.Bots[i%len(c.Bots)]
		}
		return seats
	}
	for s, b := range CalibrationSeats(c.Players, len(c.Bots), i) {
		seats[s] = c.Bots[b]
	}
	return seats
}

// tally adds the games up, in their order, into the reliability diagram.
func (c CalibrationConfig) tally(played []calibrated) *Calibration {
	out := &Calibration{Game: c.Game, Players: c.Players, Options: c.Options, Mirror: c.Mirror, Games: c.Games, Seed: c.Seed}
	if len(out.Options) == 0 {
		out.Options = json.RawMessage("{}")
	}
	for _, b := range c.Bots {
		out.Bots = append(out.Bots, b.Label())
	}
	var t forecast.Tally
	for _, p := range played {
		if p.capped {
			out.Capped++
			continue
		}
		for k, chance := range p.chances {
			t.Add(chance, p.won[k%c.Players])
		}
		out.Forecasts += len(p.chances)
	}
	out.Positions = out.Forecasts / max(1, c.Players)
	for _, d := range t.Deciles() {
		ci := Wilson(d.Won*float64(d.Seats), d.Seats, Z95)
		out.Deciles = append(out.Deciles, CalibrationDecile{Lo: d.Lo, Hi: d.Hi, Seats: d.Seats,
			Forecast: d.Forecast, Won: d.Won, Low: ci.Low, High: ci.High, Off: d.Off()})
	}
	return out
}

// Off lists the deciles of at least minSeats seats whose share won lies
// more than tolerance from their mean forecast.
func (c *Calibration) Off(minSeats int, tolerance float64) []CalibrationDecile {
	var off []CalibrationDecile
	for _, d := range c.Deciles {
		if d.Seats >= minSeats && math.Abs(d.Off) > tolerance {
			off = append(off, d)
		}
	}
	return off
}
